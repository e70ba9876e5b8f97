/** What the acquiring forms add to the shared form styles. */
import { css } from 'lit';

export const acquiringStyles = css`
  [part~='outcome']:focus:not(:focus-visible) {
    outline: none;
  }
  [part~='page'] .hint {
    margin: 0.25rem 0 0;
  }
`;
