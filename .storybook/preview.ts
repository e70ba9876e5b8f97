import type { Preview } from '@storybook/web-components-vite';
import '../src/define.js';

const preview: Preview = {
  parameters: {
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
};
export default preview;
