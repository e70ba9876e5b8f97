import { css } from 'lit';

/** The accounts, one framed item each: the email address, the roles (wrapping), then the dates. */
export const partnerUserListStyles = css`
  .users {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: var(--_space);
    transition: opacity 0.15s;
  }
  .user {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_bg);
    padding: var(--_space) calc(var(--_space) * 1.5);
  }
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
  @media (prefers-reduced-motion: reduce) {
    .users {
      transition: none;
    }
  }
`;
