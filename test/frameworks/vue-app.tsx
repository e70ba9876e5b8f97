/**
 * Mounts the Vue example app (examples/vue), and VueBooleans.vue, for the framework tests. The test runner serves this
 * module bundled with Vue, its single-file components compiled (test/runner/framework-bundles.mjs).
 * (A .tsx file only so that the runner bundles it; it holds no JSX.)
 */
import { createApp, h, nextTick, type Component } from 'vue';
import App from '../../examples/vue/src/App.vue';
import VueBooleans from './VueBooleans.vue';
import type { AppProps, MountedApp } from './app-contract.js';

async function mount(component: Component, props: Record<string, unknown>, id?: string): Promise<MountedApp> {
  const container = document.createElement('div');
  if (id) container.id = id;
  document.body.append(container);
  const app = createApp({ render: () => h(component, props) });
  app.mount(container);
  await nextTick();
  return {
    container,
    unmount: () => {
      app.unmount();
      container.remove();
    },
  };
}

// The mount point of examples/vue/index.html, which its starter.css styles.
export const mountVueApp = (props: AppProps = {}) => mount(App, { ...props }, 'app');

/** test/frameworks/VueBooleans.vue, for the boolean attributes of vue.test.ts. */
export const mountVueBooleans = (off: boolean) => mount(VueBooleans, { off });
