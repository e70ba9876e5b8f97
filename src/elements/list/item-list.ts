/**
 * The lists whose items are blocks of facts rather than grid rows (card designs, partner users,
 * documents): the `body` part around them, named and dimmed while the next page is on its way, and
 * the look they share. Each list's own sheet gives its items their layout (`framedItems`: each item
 * framed apart).
 */
import { css, html, type TemplateResult } from 'lit';

export interface ItemListOptions {
  /** The list's class beside `items` (`designs`, `documents`), for its own sheet. */
  kind: string;
  /** The list's accessible name. */
  label: string;
  /** The items are those of the previous page while the next is on its way. */
  stale: boolean;
  /** One listener for every item's buttons (they carry `data-action`). */
  onClick?: (event: Event) => void;
}

export const itemList = ({ kind, label, stale, onClick }: ItemListOptions, items: readonly TemplateResult[]): TemplateResult =>
  html`<ul part="body" class="items ${kind}${stale ? ' stale' : ''}" aria-label=${label} aria-busy=${stale ? 'true' : 'false'} @click=${onClick}>
    ${items}
  </ul>`;

/** The items' list, bare: no bullets, no indent; dimmed smoothly unless motion is reduced (in every list's sheet, by the list base). */
export const itemListStyles = css`
  .items {
    list-style: none;
    margin: 0;
    padding: 0;
    transition: opacity 0.15s;
  }
  @media (prefers-reduced-motion: reduce) {
    .items {
      transition: none;
    }
  }
`;

/** Each item framed apart (`class="item"` on each), with a gap between them. */
export const framedItems = css`
  .items {
    display: grid;
    gap: var(--_space);
  }
  .item {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_bg);
    padding: var(--_space) calc(var(--_space) * 1.5);
  }
`;
