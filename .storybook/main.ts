import { existsSync } from 'node:fs';
import type { StorybookConfig } from '@storybook/web-components-vite';

// The demo partner page (/demo/) loads the kit through its script tag, from the build in dist/
// served at /svc-elements/: `npm start` builds first (prestart).
const built = existsSync(new URL('../dist/svc-elements.js', import.meta.url));
if (!built) console.warn('dist/ is not built: the demo page at /demo/ needs `npm run build` first.');

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.ts'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/web-components-vite', options: {} },
  staticDirs: (dirs = [], options) => [
    ...dirs,
    { from: '../demo', to: '/demo' },
    // Storybook's dev server looks up no index.html: its page for /demo/ itself (a static build has the file).
    ...(options.configType === 'DEVELOPMENT' ? [{ from: '../demo/index.html', to: '/demo/' }] : []),
    ...(built ? [{ from: '../dist', to: '/svc-elements' }] : []),
  ],
  // No telemetry: it makes network lookups this kit's users did not ask for.
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      // Without this Lit can be loaded twice in dev mode.
      include: [...(viteConfig.optimizeDeps?.include ?? []), 'lit', 'lit/directive-helpers.js', 'lit/decorators.js'],
    };
    viteConfig.oxc = { ...(viteConfig.oxc || {}), decorator: { legacy: true } } as typeof viteConfig.oxc;
    return viteConfig;
  },
};
export default config;
