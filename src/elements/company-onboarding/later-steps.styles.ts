/** Styles of <svc-company-onboarding>'s later steps (the KYC links' rows), joined to the journey's when their module arrives. */
import { css } from 'lit';

export const laterStepStyles = css`
  .links {
    display: grid;
    gap: calc(var(--_space) * 1.5);
    margin: 0 0 calc(var(--_space) * 2);
    padding: 0;
    list-style: none;
  }
  .links > li {
    display: grid;
    gap: calc(var(--_space) * 0.5);
    justify-items: start;
    padding-bottom: calc(var(--_space) * 1.5);
    border-bottom: 1px solid var(--_border);
  }
  .who {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .roles {
    color: var(--_muted);
  }
`;
