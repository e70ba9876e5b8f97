/** Styles of <svc-consumer-form> on top of the shared form styles, on the theme tokens. */
import { css } from 'lit';

export const consumerFormStyles = css`
  .row.phone {
    grid-template-columns: minmax(7rem, 11rem) minmax(12rem, 1fr);
  }
  .row.street {
    grid-template-columns: minmax(12rem, 3fr) minmax(6rem, 1fr);
  }
  .row.city {
    grid-template-columns: minmax(7rem, 1fr) minmax(12rem, 3fr);
  }
  @media (max-width: 32rem) {
    .row.phone,
    .row.street,
    .row.city {
      grid-template-columns: 1fr;
    }
  }
  .section-hint {
    margin: 0;
  }
  a {
    color: var(--_primary);
  }
  .loading {
    color: var(--_muted);
  }
  .follow-ups {
    display: grid;
    gap: var(--_space);
    margin-top: calc(var(--_space) * 2);
    padding: calc(var(--_space) * 1.5);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  .follow-ups .title {
    margin: 0;
    font-weight: 600;
  }
  .follow-up {
    display: grid;
    gap: var(--_space);
    justify-items: start;
  }
  .follow-up p {
    margin: 0;
  }
  .follow-up + .follow-up {
    border-top: 1px solid var(--_border);
    padding-top: var(--_space);
  }
  .follow-up .done {
    color: var(--_success);
  }
  .follow-up .failed {
    color: var(--_danger);
  }
  .code-form {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: var(--_space);
  }
  .code-form .field {
    flex: 0 1 16rem;
  }
`;
