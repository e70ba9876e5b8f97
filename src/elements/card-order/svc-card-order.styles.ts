/** What <svc-card-order> adds to the shared form styles: the profile line, the offered names, the new card. */
import { css } from 'lit';

export const cardOrderStyles = css`
  .fact-label {
    color: var(--_muted);
  }
  .printed-name {
    display: grid;
    gap: calc(var(--_space) * 0.5);
    justify-items: start;
  }
  .printed-name > .field {
    justify-self: stretch;
  }
  .section > .hint {
    margin: 0;
  }
  .identifier {
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  .created {
    display: grid;
    gap: var(--_space);
    justify-items: start;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    padding: var(--_space) calc(var(--_space) * 1.5);
  }
  /* On the framed surface the primary colour may lack contrast in a theme: the link keeps the text's colour, underlined. */
  .created a {
    color: var(--_text);
    text-decoration: underline;
  }
  .created-title {
    font-weight: 600;
    margin: 0;
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
