/**
 * What the kit's record views share (consumer status, transaction view, partner configuration):
 * the record as a column of framed groups, a header with the title and its actions, and each
 * group's facts as a definition list of label and value, one column when the element is narrow.
 * Each element's own sheet comes after and sets what differs; its host names the container
 * (`:host { container: svc-… / inline-size }`) that the narrow rule below reads.
 */
import { css } from 'lit';

export const recordStyles = css`
  .record {
    display: grid;
    gap: calc(var(--_space) * 2);
  }
  .header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--_space);
  }
  .title {
    margin: 0;
    font-size: 1.25em;
  }
  .header-actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--_space);
    margin-inline-start: auto;
  }
  .group {
    display: grid;
    gap: var(--_space);
    padding: calc(var(--_space) * 1.5);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  .legend {
    margin: 0;
    font-size: 1em;
    font-weight: 600;
  }
  /* One grid for the whole list, so that the values of a group line up. */
  .facts {
    display: grid;
    grid-template-columns: minmax(8rem, max-content) 1fr;
    gap: var(--_space) calc(var(--_space) * 2);
    margin: 0;
  }
  .facts > .fact {
    display: contents;
  }
  dt {
    color: var(--_muted);
  }
  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: calc(var(--_space) * 0.75);
    margin: 0;
    overflow-wrap: anywhere;
    min-width: 0;
  }
  .loading {
    color: var(--_muted);
  }
  @container (max-width: 30rem) {
    .facts {
      grid-template-columns: 1fr;
      gap: calc(var(--_space) * 0.25);
    }
    dd {
      margin-block-end: var(--_space);
    }
  }
`;
