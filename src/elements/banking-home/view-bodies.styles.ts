/**
 * Styles of the views of <svc-banking-home> after the first (view-bodies.ts): the links above a
 * view, the account's facts and sub-accounts, the card's rules heading, the people's intro; on the
 * theme tokens. Added to the home's shadow root with the views' module.
 */
import { css } from 'lit';

export const laterViewStyles = css`
  h3 {
    margin: calc(var(--_space) * 2) 0 var(--_space);
    font-size: 1.05em;
  }
  .intro,
  .muted {
    color: var(--_muted);
  }
  .view-actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space) calc(var(--_space) * 2);
    margin-bottom: calc(var(--_space) * 2);
  }
  .facts {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
    gap: var(--_space) calc(var(--_space) * 2);
    margin: 0;
  }
  .fact dt {
    color: var(--_muted);
    font-size: 0.875em;
  }
  .fact dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .links {
    display: grid;
    gap: var(--_space);
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;
