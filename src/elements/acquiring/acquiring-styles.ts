/** What the acquiring forms add to the shared form styles. */
import { css } from 'lit';

export const acquiringStyles = css`
  [part~='status']:focus:not(:focus-visible) {
    outline: none;
  }
  [part~='details'] .hint {
    margin: 0.25rem 0 0;
  }
`;
