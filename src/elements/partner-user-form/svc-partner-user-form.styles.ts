/** What <svc-partner-user-form> adds to the shared form styles: the one-time password, large and easy to read aloud. */
import { css } from 'lit';

export const partnerUserFormStyles = css`
  .otp-line {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--_space);
  }
  .otp {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 1.25em;
    overflow-wrap: anywhere;
    user-select: all;
  }
  /* The field the password moves into when the clipboard is refused: read like the text it replaces. */
  input.otp {
    font: inherit;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 1.25em;
    color: inherit;
    background: transparent;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 0 calc(var(--_space) * 0.25);
    max-width: 100%;
  }
  .facts > .hint,
  .copy-status {
    margin: calc(var(--_space) * 0.5) 0 0;
  }
`;
