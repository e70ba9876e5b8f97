/**
 * Mounts test/frameworks/VueBooleans.vue for vue.test.ts (bundled with Vue by
 * scripts/framework-bundles.mjs; a .tsx file only so that the runner bundles it).
 */
import { createApp, h, nextTick } from 'vue';
import VueBooleans from './VueBooleans.vue';

export async function mountVueBooleans(off: boolean): Promise<{ container: HTMLElement; unmount(): void }> {
  const container = document.createElement('div');
  document.body.append(container);
  const app = createApp({ render: () => h(VueBooleans, { off }) });
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
