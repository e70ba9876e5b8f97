/**
 * Mounts the Vue example app (examples/vue) for the framework tests. The test runner serves this
 * module bundled with Vue, its single-file components compiled (scripts/framework-bundles.mjs).
 * (A .tsx file only so that the runner bundles it; it holds no JSX.)
 */
import { createApp, h, nextTick } from 'vue';
import App from '../../examples/vue/src/App.vue';
import type { AppProps, MountedApp } from './app-contract.js';

export async function mountVueApp(props: AppProps = {}): Promise<MountedApp> {
  const container = document.createElement('div');
  container.id = 'app'; // the mount point of examples/vue/index.html, which its starter.css styles
  document.body.append(container);
  const app = createApp({ render: () => h(App, props) });
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
