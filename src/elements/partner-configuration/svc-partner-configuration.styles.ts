/**
 * Styles of <svc-partner-configuration>: the record's groups of facts (record-styles.ts); a value
 * that is an object (the default limits, a field the kit does not know) as a nested list, one
 * column when the element is narrow.
 */
import { css } from 'lit';
import { recordStyles } from '../record/record-styles.js';
import { formStyles } from '../form/form-styles.js';

export const partnerConfigurationStyles = [
  formStyles,
  recordStyles,
  css`
    :host {
      container: svc-partner-configuration / inline-size;
    }
    .not-given {
      color: var(--_muted);
    }
    .lines {
      display: grid;
    }
    .logo {
      display: block;
      max-inline-size: 12rem;
      max-block-size: 4rem;
      object-fit: contain;
    }
    .nested {
      display: grid;
      flex-basis: 100%;
      gap: calc(var(--_space) * 0.25);
      margin: 0;
    }
    .nested > div {
      display: grid;
      grid-template-columns: minmax(8rem, max-content) 1fr;
      column-gap: calc(var(--_space) * 2);
    }
    @container (max-width: 30rem) {
      .nested > div {
        grid-template-columns: 1fr;
      }
    }
  `,
];
