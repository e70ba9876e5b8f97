import { css } from 'lit';
import { framedItems } from '../list/item-list.js';

/** The accounts, one framed item each (item-list.ts): the email address, the roles (wrapping), then the dates. */
export const partnerUserListStyles = css`
  ${framedItems}
  .email {
    margin: 0;
    font-size: 1em;
    overflow-wrap: anywhere;
  }
  .roles {
    display: flex;
    flex-wrap: wrap;
    gap: calc(var(--_space) * 0.5);
    margin: calc(var(--_space) * 0.5) 0 0;
  }
  /* A role's name may be longer than a phone's width: it wraps inside its pill. */
  .roles .badge {
    white-space: normal;
  }
  .none {
    color: var(--_muted);
  }
  .dates {
    display: flex;
    flex-wrap: wrap;
    gap: 0 calc(var(--_space) * 1.5);
    margin: calc(var(--_space) * 0.5) 0 0;
    color: var(--_muted);
    font-size: 0.875em;
  }
  .dates dt {
    display: inline;
  }
  .dates dt::after {
    content: ': ';
  }
  .dates dd {
    display: inline;
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;
