// axe-core's browser build registers `window.axe` when imported (the tests' chai-a11y-axe imports it so); it exports nothing typed.
declare module 'axe-core/axe.min.js';
