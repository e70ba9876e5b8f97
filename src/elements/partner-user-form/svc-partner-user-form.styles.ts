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
  .facts > .hint,
  .copy-status {
    margin: calc(var(--_space) * 0.5) 0 0;
  }
`;
