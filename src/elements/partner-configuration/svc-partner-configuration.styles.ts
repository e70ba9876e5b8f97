/** Styles of <svc-partner-configuration>: groups of facts on the theme tokens, narrow screens one column. */
import { css } from 'lit';
import { formStyles } from '../form/form-styles.js';

export const partnerConfigurationStyles = [
  formStyles,
  css`
    :host {
      container: svc-partner-configuration / inline-size;
    }
    .configuration {
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
    dl {
      display: grid;
      gap: calc(var(--_space) * 0.75);
      margin: 0;
    }
    dl > div {
      display: grid;
      grid-template-columns: minmax(8rem, max-content) 1fr;
      column-gap: calc(var(--_space) * 2);
    }
    dt {
      color: var(--_muted);
    }
    dd {
      margin: 0;
      overflow-wrap: anywhere;
    }
    .not-given,
    .loading {
      color: var(--_muted);
    }
    .line {
      display: block;
    }
    .logo {
      display: block;
      max-inline-size: 12rem;
      max-block-size: 4rem;
      object-fit: contain;
    }
    .nested {
      gap: calc(var(--_space) * 0.25);
    }
    @container svc-partner-configuration (max-width: 30rem) {
      dl > div {
        grid-template-columns: 1fr;
      }
    }
  `,
];
