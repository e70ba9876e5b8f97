/** Styles of the email and phone verification, which contact-follow-ups.ts adds to its element once it is here (no page draws them before). */
import { css } from 'lit';

export const followUpStyles = css`
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
