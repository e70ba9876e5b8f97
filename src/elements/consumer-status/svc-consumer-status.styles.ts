/** Styles of <svc-consumer-status>: groups of facts, badges and the verifications, on the theme tokens. */
import { css } from 'lit';
import { formStyles } from '../form/form-styles.js';
import { followUpStyles } from '../consumer/follow-up-styles.js';
import { badgeStyles } from '../list/badge.js';

export const consumerStatusStyles = [
  formStyles,
  followUpStyles,
  badgeStyles,
  css`
    :host {
      container: svc-consumer-status / inline-size;
    }
    .status {
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
    .facts {
      display: grid;
      grid-template-columns: minmax(8rem, max-content) 1fr;
      gap: var(--_space) calc(var(--_space) * 2);
      margin: 0;
    }
    .fact {
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
    }
    @container svc-consumer-status (max-width: 30rem) {
      .facts {
        grid-template-columns: 1fr;
        gap: calc(var(--_space) * 0.25);
      }
      dd {
        margin-block-end: var(--_space);
      }
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
    .loading {
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
