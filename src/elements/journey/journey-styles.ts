/** Styles of every journey's first page: the progress list, the step's heading and intro, the actions; on the theme tokens (a step done: `moves.ts`). */
import { css } from 'lit';

export const journeyStyles = css`
  :host {
    container: svc-journey / inline-size;
  }
  .journey {
    display: grid;
    gap: calc(var(--_space) * 2);
  }
  .position,
  .step,
  .intro {
    color: var(--_muted);
  }
  .position,
  h2 {
    margin: 0 0 var(--_space);
  }
  .steps {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space) calc(var(--_space) * 2);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .step {
    display: flex;
    align-items: center;
    gap: calc(var(--_space) * 0.75);
  }
  .step[aria-current] {
    color: var(--_text);
    font-weight: 600;
  }
  .marker {
    display: inline-grid;
    place-items: center;
    min-width: 1.75em;
    height: 1.75em;
    border-radius: 50%;
    border: 1px solid var(--_border);
  }
  .step[aria-current] .marker {
    border: 2px solid var(--_primary);
  }
  h2 {
    font-size: 1.25em;
  }
  .intro {
    margin: 0 0 calc(var(--_space) * 2);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space);
  }
  /* On a narrow screen only the open step keeps its name in sight; the others keep it for screen readers. */
  @container svc-journey (max-width: 30rem) {
    .step:not([aria-current]) .label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;
