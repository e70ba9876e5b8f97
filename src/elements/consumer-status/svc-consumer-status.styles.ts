/** Styles of <svc-consumer-status>: the record's groups of facts (record-styles.ts) and badges, on the theme tokens (the verifications bring theirs). */
import { css } from 'lit';
import { formStyles } from '../form/form-styles.js';
import { recordStyles } from '../record/record-styles.js';
import { badgeStyles } from '../list/badge.js';

export const consumerStatusStyles = [
  formStyles,
  badgeStyles,
  recordStyles,
  css`
    :host {
      container: svc-consumer-status / inline-size;
    }
    .contact-line {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: calc(var(--_space) * 0.75);
      margin: 0;
    }
    .label {
      color: var(--_muted);
      min-width: 8rem;
    }
    .value {
      overflow-wrap: anywhere;
    }
    .note,
    .reason {
      color: var(--_muted);
    }
    .reason {
      color: var(--_text);
    }
    .notice {
      margin: 0;
      color: var(--_muted);
    }
    .devices {
      display: grid;
      gap: var(--_space);
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .device {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: calc(var(--_space) * 0.75);
    }
    .device-name {
      font-weight: 600;
    }
  `,
];
