// Stories import plain stylesheets (a partner's brand); Vite adds them to the page.
declare module '*.css';
