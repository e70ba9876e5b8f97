import { css } from 'lit';
import { framedItems } from '../list/item-list.js';

/** The designs, one framed item each (item-list.ts): name and facts, then the countries where the design is sold. */
export const cardDesignListStyles = css`
  ${framedItems}
  .design h3 {
    margin: 0;
    font-size: 1em;
  }
  .facts {
    margin: calc(var(--_space) * 0.25) 0 0;
    color: var(--_muted);
    font-size: 0.875em;
  }
  .countries {
    margin: calc(var(--_space) * 0.5) 0 0;
  }
  .countries dt {
    display: inline;
    font-weight: 600;
  }
  .countries dt::after {
    content: ': ';
  }
  .countries dd {
    display: inline;
    margin: 0;
  }
`;
