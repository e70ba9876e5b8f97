import type { Preview } from '@storybook/web-components-vite';
import { setCustomElementsManifest } from '@storybook/web-components-vite';
import manifest from '../custom-elements.json';
import '../src/define.js';

// Autodocs read attributes, properties, events, parts and CSS properties from the manifest.
setCustomElementsManifest(manifest);

const preview: Preview = {
  parameters: {
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
};
export default preview;
