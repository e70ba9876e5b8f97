/** What <svc-document-request> adds to the shared form styles: the related objects' group, and what happens next. */
import { css } from 'lit';

export const documentRequestStyles = css`
  .relation {
    display: grid;
    gap: var(--_space);
    border: 0;
    margin: 0;
    padding: 0;
    min-inline-size: 0;
  }
  .relation > .hint {
    margin: 0;
  }
  .next {
    color: var(--_muted);
    margin: calc(var(--_space) * 0.5) 0 0;
  }
`;
