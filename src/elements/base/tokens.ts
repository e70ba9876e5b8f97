/**
 * The theme: a small set of `--svc-*` custom properties, light by default, dark under
 * `prefers-color-scheme: dark` or `theme="dark"` on the element. Partners override them on any
 * ancestor. No external font, no network.
 */
import { css } from 'lit';

/** Dark defaults, used both by the media query and by `theme="dark"`. */
const darkColors = css`
  --_bg: var(--svc-color-background, #0d1117);
  --_surface: var(--svc-color-surface, #161b22);
  --_text: var(--svc-color-text, #e6edf3);
  --_muted: var(--svc-color-text-muted, #9da7b3);
  --_border: var(--svc-color-border, #6e7681);
  --_primary: var(--svc-color-primary, #58a6ff);
  --_on-primary: var(--svc-color-on-primary, #0d1117);
  --_danger: var(--svc-color-danger, #ff7b72);
  --_success: var(--svc-color-success, #56d364);
  --_warning: var(--svc-color-warning, #e3b341);
  --_focus: var(--svc-color-focus, #58a6ff);
`;

/**
 * Hidden from sight, kept for assistive technologies: the `.visually-hidden` class, and list column
 * headers in a narrow container.
 */
export const visuallyHiddenRules = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

// box-sizing is set on elements only: a universal ::before/::after rule would make the browser work
// out both pseudo-elements' styles for every element of every list row.
export const tokens = css`
  :host {
    --_bg: var(--svc-color-background, #ffffff);
    --_surface: var(--svc-color-surface, #f6f7f9);
    --_text: var(--svc-color-text, #1b1f24);
    --_muted: var(--svc-color-text-muted, #57606a);
    --_border: var(--svc-color-border, #8c959f);
    --_primary: var(--svc-color-primary, #0b5cad);
    --_on-primary: var(--svc-color-on-primary, #ffffff);
    --_danger: var(--svc-color-danger, #b3261e);
    --_success: var(--svc-color-success, #146c2e);
    --_warning: var(--svc-color-warning, #7a4d00);
    --_focus: var(--svc-color-focus, #0b5cad);
    --_radius: var(--svc-radius, 6px);
    --_space: var(--svc-spacing, 8px);
    --_font: var(--svc-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    --_font-size: var(--svc-font-size, 1rem);
    display: block;
    color: var(--_text);
    background: var(--_bg);
    font-family: var(--_font);
    font-size: var(--_font-size);
    line-height: 1.4;
  }
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      ${darkColors}
    }
  }
  :host([theme='dark']) {
    ${darkColors}
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
    ${visuallyHiddenRules}
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
