import type { Preview } from '@storybook/web-components-vite';
import { setCustomElementsManifest } from '@storybook/web-components-vite';
import { html } from 'lit';
import manifest from '../custom-elements.json';
import '../src/define.js';
import { argTypesFrom } from './arg-types.js';
import { installStoryFrame } from './story-frame.js';

// Autodocs read attributes, properties, events, parts and CSS properties from the manifest: each
// property once, with its attribute and default, and no control where none can be typed.
setCustomElementsManifest(manifest);
installStoryFrame();

const preview: Preview = {
  parameters: {
    controls: { expanded: true },
    docs: { extractArgTypes: argTypesFrom(manifest) },
    a11y: { test: 'error' },
  },
  // The toolbar: the kit's shipped languages, and light, dark or a partner's brand.
  globalTypes: {
    locale: {
      description: 'Language of the elements',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        dynamicTitle: true,
        items: [
          { value: 'en', title: 'English' },
          { value: 'fr', title: 'Français' },
          { value: 'nl', title: 'Nederlands' },
          { value: 'de', title: 'Deutsch' },
          { value: 'bg', title: 'Български' },
          { value: 'lt', title: 'Lietuvių' },
          { value: 'et', title: 'Eesti' },
          { value: 'es', title: 'Español' },
          { value: 'pt-PT', title: 'Português (Portugal)' },
          { value: 'it', title: 'Italiano' },
          { value: 'pl', title: 'Polski' },
        ],
      },
    },
    theme: {
      description: 'Theme of the elements',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        dynamicTitle: true,
        items: [
          { value: 'light', title: 'Light (as the story sets it)' },
          { value: 'dark', title: 'Dark' },
          { value: 'brand', title: 'Brand example (--svc-* tokens)' },
        ],
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'light' },
  decorators: [(story, context) => html`<sb-story-frame locale=${context.globals.locale ?? 'en'} theme=${context.globals.theme ?? 'light'}>${story()}</sb-story-frame>`],
};
export default preview;
