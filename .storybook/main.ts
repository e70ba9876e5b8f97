import type { StorybookConfig } from '@storybook/web-components-vite';

// The demo partner pages are not served here: they call the reference backend, and `npm start`
// serves them through it on port 6007 (server/src/dev/demo-server.ts).
const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.ts'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/web-components-vite', options: {} },
  // No telemetry: it makes network lookups this kit's users did not ask for.
  core: { disableTelemetry: true },
  // No "Get started" checklist in the sidebar: the kit's Introduction page is where a newcomer starts.
  features: { sidebarOnboardingChecklist: false },
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
