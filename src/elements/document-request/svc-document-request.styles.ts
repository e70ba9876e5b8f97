/** What <svc-document-request> adds to the shared form styles: the relation pair, and what happens next. */
import { css } from 'lit';

export const documentRequestStyles = css`
  .relation {
    display: grid;
    gap: var(--_space);
  }
  .next {
    color: var(--_muted);
    margin: calc(var(--_space) * 0.5) 0 0;
  }
`;
