import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming/create';

// The banner at the top of the sidebar leads to the demo: the whole kit on a made-up partner's
// page, loaded through its script tag (served beside Storybook at /demo/).
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'svc-elements · open the demo page ↗',
    brandUrl: './demo/',
    brandTarget: '_blank',
  }),
});
