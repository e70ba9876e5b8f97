import { css } from 'lit';

/**
 * The documents, one row each (item-list.ts): name and facts, the status badge, the actions. An open request is
 * marked by a bar in the warning colour and a tinted background, besides its badge and its words.
 * Below about 480 px of the element's own width, the badge and the actions go under the text.
 */
export const documentListStyles = css`
  :host {
    container: svc-document-list / inline-size;
  }
  .documents {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .row {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto auto;
    align-items: center;
    gap: calc(var(--_space) * 0.5) calc(var(--_space) * 1.5);
    padding: var(--_space) calc(var(--_space) * 1.5);
    background: var(--_bg);
    border-block-end: 1px solid color-mix(in srgb, var(--_border) 45%, transparent);
  }
  .row:last-child {
    border-block-end: none;
  }
  .row:focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: -2px;
  }
  .requested {
    background: color-mix(in srgb, var(--_warning) 9%, var(--_bg));
    box-shadow: inset 4px 0 0 var(--_warning);
  }
  .text {
    min-width: 0;
    display: grid;
    gap: calc(var(--_space) * 0.25);
  }
  .name {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .text small {
    color: var(--_muted);
    overflow-wrap: anywhere;
  }
  .row-actions {
    display: flex;
    gap: var(--_space);
    justify-content: flex-end;
  }
  .row-actions button {
    padding: calc(var(--_space) * 0.25) var(--_space);
  }
  .row-error {
    grid-column: 1 / -1;
    margin: 0;
  }
  @container svc-document-list (max-width: 480px) {
    .row {
      grid-template-columns: auto 1fr;
    }
    .text {
      grid-column: 1 / -1;
    }
  }
`;
