import { css } from 'lit';

export const cardViewStyles = css`
  .card {
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 2);
    background: var(--_surface);
    padding: calc(var(--_space) * 2);
    display: grid;
    gap: calc(var(--_space) * 1.5);
  }
  .face {
    display: grid;
    gap: calc(var(--_space) * 1.5);
  }
  .title {
    margin: 0;
    font-size: 1.15em;
    font-weight: 600;
  }
  .details {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
    gap: var(--_space) calc(var(--_space) * 2);
    margin: 0;
  }
  .details dt {
    color: var(--_muted);
    font-size: 0.875em;
  }
  .details dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .embossed {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    letter-spacing: 0.04em;
  }
  .badge {
    display: inline-block;
    border: 1px solid currentColor;
    border-radius: 999px;
    padding: 0 var(--_space);
    font-size: 0.875em;
    font-weight: 600;
    color: var(--_muted);
  }
  .badge.tone-ok {
    color: var(--_success);
  }
  .badge.tone-pending,
  .badge.tone-paused {
    color: var(--_warning);
  }
  .badge.tone-ended {
    color: var(--_danger);
  }
  .actions {
    display: grid;
    gap: calc(var(--_space) * 1.5);
    border-top: 1px solid var(--_border);
    padding-top: calc(var(--_space) * 1.5);
  }
  .action {
    display: grid;
    gap: var(--_space);
    justify-items: start;
  }
  /* Partner buttons from the actions slot sit in a row after the kit's actions. */
  .actions ::slotted(*) {
    justify-self: start;
  }
  .action > svc-sca-pending {
    justify-self: stretch;
  }
  button[aria-disabled='true'] {
    cursor: progress;
  }
  .reason,
  .progress,
  .countdown {
    margin: 0;
    color: var(--_muted);
    font-size: 0.875em;
  }
  .countdown {
    font-variant-numeric: tabular-nums;
  }
  .pin {
    display: flex;
    align-items: baseline;
    gap: var(--_space);
    flex-wrap: wrap;
  }
  .pin-label {
    color: var(--_muted);
  }
  .pin-value {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 1.6em;
    font-weight: 600;
    letter-spacing: 0.35em;
    user-select: all;
  }
  .display {
    justify-self: stretch;
    min-height: 2.5rem;
  }
  .display iframe {
    display: block;
    width: 100%;
    border: 0;
  }
  .message {
    margin: 0;
  }
  /* The sandbox display (createSandboxPanDisplay). */
  .sandbox-pan {
    border: 2px dashed var(--_warning);
    border-radius: var(--_radius);
    padding: var(--_space) calc(var(--_space) * 1.5);
  }
  .sandbox-pan p {
    margin: 0;
  }
  .sandbox-pan-label {
    color: var(--_warning);
    font-weight: 600;
    font-size: 0.875em;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .sandbox-pan-number {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 1.3em;
    letter-spacing: 0.08em;
    margin-block: calc(var(--_space) / 2);
  }
  .sandbox-pan-note {
    color: var(--_muted);
    font-size: 0.875em;
  }
`;
