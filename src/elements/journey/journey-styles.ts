/** Styles of every journey's first page: the progress's place, the step's heading and intro, the actions; on the theme tokens (the progress: `progress.ts`). */
import { css } from 'lit';

export const journeyStyles = css`
  :host {
    container: svc-journey / inline-size;
  }
  .journey {
    display: grid;
    gap: calc(var(--_space) * 2);
  }
  /* The progress's place until it arrives (progress.ts): its position's line and a row of markers. */
  .progress-kept {
    min-height: calc(1lh + var(--_space) + 1.75em);
  }
  h2 {
    margin: 0 0 var(--_space);
    font-size: 1.25em;
  }
  .intro {
    margin: 0 0 calc(var(--_space) * 2);
    color: var(--_muted);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space);
  }
`;
