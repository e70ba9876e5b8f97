/** What <svc-document-request> adds to the shared form styles: the relation pair and the new request's facts. */
import { css } from 'lit';

export const documentRequestStyles = css`
  .relation {
    display: grid;
    gap: var(--_space);
  }
  .identifier {
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  .created {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    padding: var(--_space) calc(var(--_space) * 1.5);
  }
  .created-title {
    font-weight: 600;
    margin: 0 0 calc(var(--_space) * 0.5);
  }
  .next {
    color: var(--_muted);
    margin: calc(var(--_space) * 0.5) 0 0;
  }
  dl {
    display: grid;
    gap: calc(var(--_space) * 0.5);
    margin: 0;
  }
  dl > div {
    display: grid;
    grid-template-columns: minmax(7rem, max-content) 1fr;
    column-gap: calc(var(--_space) * 2);
  }
  dt {
    color: var(--_muted);
  }
  dd {
    margin: 0;
  }
`;
