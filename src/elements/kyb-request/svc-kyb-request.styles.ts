/** The look of <svc-kyb-request>: what is needed, the request, the outcome. */
import { css } from 'lit';

export const kybRequestStyles = css`
  :host {
    display: block;
  }
  .base {
    display: grid;
    gap: calc(var(--_space) * 1.5);
  }
  .title,
  .needed,
  .outcome p {
    margin: 0;
  }
  .title {
    font-weight: 600;
  }
  ul {
    margin: 0;
    padding-inline-start: calc(var(--_space) * 2.5);
  }
  .outcome {
    display: grid;
    gap: var(--_space);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: var(--_space) calc(var(--_space) * 1.5);
  }
  .outcome-title {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--_space);
    font-weight: 600;
  }
  .reason {
    overflow-wrap: anywhere;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--_space);
  }
`;
