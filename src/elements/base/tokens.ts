/**
 * The theme: a small set of `--svc-*` custom properties, light by default. Dark comes from
 * `theme="dark"` (or `"auto"`, following the system) on the element or on `<svc-provider>`, never
 * from the system alone: a light-only partner page stays light for a visitor in dark mode.
 * Partners override the tokens on any ancestor; to give each mode its own, set them per mode
 * (`svc-provider[theme='dark'] { --svc-color-primary: … }`).
 */
import { css } from 'lit';

/** Drops a dark palette inherited from a provider: the light defaults apply again. */
const lightPalette = css`
  --_svc-theme-background: initial;
  --_svc-theme-surface: initial;
  --_svc-theme-text: initial;
  --_svc-theme-text-muted: initial;
  --_svc-theme-border: initial;
  --_svc-theme-primary: initial;
  --_svc-theme-on-primary: initial;
  --_svc-theme-danger: initial;
  --_svc-theme-success: initial;
  --_svc-theme-warning: initial;
  --_svc-theme-focus: initial;
  --_svc-theme-scheme: initial;
`;

/**
 * The theme in force, as inherited `--_svc-theme-*` properties: the dark palette under
 * `theme="dark"`, or `theme="auto"` when the system is dark, on an element or on `<svc-provider>`
 * (for every element inside it). Each element's tokens read them before the light defaults, and a
 * partner's `--svc-*` token before both. `theme="light"` (or `auto` on a light system) drops a
 * dark palette inherited from a provider. One sheet, minified whole (its two expressions stand
 * where declarations do, which the build's minifier keeps).
 */
export const themeStyles = css`
  :host([theme='dark']),
  :host([theme='auto']) {
    --_svc-theme-background: #0d1117;
    --_svc-theme-surface: #161b22;
    --_svc-theme-text: #e6edf3;
    --_svc-theme-text-muted: #9da7b3;
    --_svc-theme-border: #6e7681;
    --_svc-theme-primary: #58a6ff;
    --_svc-theme-on-primary: #0d1117;
    --_svc-theme-danger: #ff7b72;
    --_svc-theme-success: #56d364;
    --_svc-theme-warning: #e3b341;
    --_svc-theme-focus: #58a6ff;
    --_svc-theme-scheme: dark;
  }
  :host([theme='light']) {
    ${lightPalette}
  }
  @media (prefers-color-scheme: light) {
    :host([theme='auto']) {
      ${lightPalette}
    }
  }
`;

// box-sizing is set on elements only: a universal ::before/::after rule would make the browser work
// out both pseudo-elements' styles for every element of every list row.
// The host takes nothing from the page but the font and the text colour's token: no inherited
// centring (a starter app's `text-align: center`), and no background of its own unless a token or
// the dark theme gives one, so the partner's page shows through.
export const tokens = css`
  :host {
    --_bg: var(--svc-color-background, var(--_svc-theme-background, #ffffff));
    --_surface: var(--svc-color-surface, var(--_svc-theme-surface, #f6f7f9));
    --_text: var(--svc-color-text, var(--_svc-theme-text, #1b1f24));
    --_muted: var(--svc-color-text-muted, var(--_svc-theme-text-muted, #57606a));
    --_border: var(--svc-color-border, var(--_svc-theme-border, #8c959f));
    --_primary: var(--svc-color-primary, var(--_svc-theme-primary, #0b5cad));
    --_on-primary: var(--svc-color-on-primary, var(--_svc-theme-on-primary, #ffffff));
    --_danger: var(--svc-color-danger, var(--_svc-theme-danger, #b3261e));
    --_success: var(--svc-color-success, var(--_svc-theme-success, #146c2e));
    --_warning: var(--svc-color-warning, var(--_svc-theme-warning, #7a4d00));
    --_focus: var(--svc-color-focus, var(--_svc-theme-focus, #0b5cad));
    --_radius: var(--svc-radius, 6px);
    --_space: var(--svc-spacing, 8px);
    --_font-size: var(--svc-font-size, 1rem);
    display: block;
    color: var(--_text);
    background: var(--svc-color-background, var(--_svc-theme-background, transparent));
    color-scheme: var(--_svc-theme-scheme, light);
    /* Without the token, the declaration is void and the page's own font is inherited: the
       documented default of --svc-font-family is inherit. A page with no font of its own shows
       the browser's default (often a serif); docs/theming.md says to set one. */
    font-family: var(--svc-font-family);
    font-size: var(--_font-size);
    line-height: 1.4;
    text-align: start;
  }
  :host([hidden]) {
    display: none;
  }
  * {
    box-sizing: border-box;
  }
  :focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 2px;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  button {
    font: inherit;
    cursor: pointer;
    border-radius: var(--_radius);
    padding: calc(var(--_space) * 0.75) calc(var(--_space) * 2);
    border: 1px solid var(--_primary);
    background: var(--_primary);
    color: var(--_on-primary);
  }
  button.secondary {
    background: transparent;
    color: var(--_primary);
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  .message {
    border-radius: var(--_radius);
    padding: var(--_space) calc(var(--_space) * 1.5);
    margin-block: var(--_space);
    border: 1px solid currentColor;
  }
  .message.error {
    color: var(--_danger);
  }
  .message.success {
    color: var(--_success);
  }
  .message.info {
    color: var(--_muted);
  }
`;
