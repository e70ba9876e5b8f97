/** Styles of <svc-company-onboarding>'s steps beyond the journey's (the company's details), joined to them when the steps' module arrives. */
import { css } from 'lit';

export const laterStepStyles = css`
  .details {
    display: grid;
    gap: calc(var(--_space) * 0.75);
    margin: 0 0 calc(var(--_space) * 2);
  }
  .details > div {
    display: grid;
    grid-template-columns: minmax(8rem, 14rem) minmax(0, 1fr);
    gap: var(--_space);
  }
  .details dt {
    color: var(--_muted);
  }
  .details dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @container svc-journey (max-width: 30rem) {
    .details > div {
      grid-template-columns: minmax(0, 1fr);
      gap: 0;
    }
  }
`;
