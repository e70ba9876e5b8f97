import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming/create';

// The banner at the top of the sidebar leads to the demo: the whole kit on a made-up partner's
// page, loaded through its script tag and calling the reference backend, which `npm start` serves
// beside Storybook on port 6007 (the demo needs that server: a static Storybook cannot host it).
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'svc-elements · open the demo page ↗',
    brandUrl: 'http://localhost:6007/demo/',
    brandTarget: '_blank',
  }),
});
