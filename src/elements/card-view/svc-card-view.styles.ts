import { css } from 'lit';

export const cardViewStyles = css`
  .card {
    container-type: inline-size;
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 2);
    background: var(--_surface);
    padding: calc(var(--_space) * 2);
    display: grid;
    gap: calc(var(--_space) * 1.5);
  }
  /* The card drawn as a card: ID-1 proportions (85.6 × 54 mm), taller only when its text needs room. */
  .face {
    --_face-text: var(--svc-card-text, var(--_on-primary));
    position: relative;
    container-type: inline-size;
    display: grid;
    align-content: space-between;
    gap: var(--_space);
    width: 100%;
    max-width: 26rem;
    min-height: calc(min(100cqi, 26rem) * 54 / 85.6);
    padding: calc(var(--_space) * 2);
    border-radius: calc(var(--_radius) * 2);
    background: var(--svc-card-background, linear-gradient(135deg, var(--_primary), color-mix(in srgb, var(--_primary) 65%, var(--_text))));
    color: var(--_face-text);
    overflow-wrap: anywhere;
  }
  .title {
    margin: 0;
    font-size: 1.15em;
    font-weight: 600;
  }
  .chip {
    display: block;
    width: 2.6rem;
    height: 1.9rem;
    border-radius: calc(var(--_radius) * 0.75);
    background: var(--svc-card-chip, linear-gradient(135deg, #f1dc9c, #b58d3d));
    border: 1px solid rgb(0 0 0 / 0.25);
  }
  .number {
    margin: 0;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: clamp(1rem, 7cqi, 1.6rem);
    letter-spacing: 0.08em;
    white-space: nowrap;
  }
  .details {
    display: grid;
    grid-template-columns: 1fr auto;
    grid-template-areas:
      'name expiry'
      'holder holder'
      'status type'
      'mark mark';
    align-items: end;
    gap: calc(var(--_space) / 2) calc(var(--_space) * 2);
    margin: 0;
  }
  .details dd {
    margin: 0;
  }
  .fact.name {
    grid-area: name;
  }
  .fact.holder {
    grid-area: holder;
  }
  .fact.expiry {
    grid-area: expiry;
    text-align: end;
  }
  .fact.expiry dt {
    font-size: 0.7em;
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  .fact.status {
    grid-area: status;
  }
  .fact.type {
    grid-area: type;
    text-align: end;
    font-size: 0.8em;
    text-transform: uppercase;
    letter-spacing: 0.08em;
  }
  .fact.mark {
    grid-area: mark;
    text-align: end;
    font-weight: 700;
    font-style: italic;
    font-size: 1.05em;
  }
  .embossed {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  /* On the face the badge takes the face's colour; its tone is a dot beside the words. */
  .badge {
    display: inline-flex;
    align-items: center;
    gap: 0.4em;
    border: 1px solid currentColor;
    border-radius: 999px;
    padding: 0 var(--_space);
    font-size: 0.875em;
    font-weight: 600;
  }
  .badge::before {
    content: '';
    width: 0.6em;
    height: 0.6em;
    border-radius: 50%;
    border: 1px solid currentColor;
    background: var(--_muted);
    box-sizing: border-box;
  }
  .badge.tone-ok::before {
    background: var(--_success);
  }
  .badge.tone-pending::before,
  .badge.tone-paused::before {
    background: var(--_warning);
  }
  .badge.tone-ended::before {
    background: var(--_danger);
  }
  /* A card that no longer works looks it. */
  .face.tone-ended {
    background: var(--svc-card-background-inactive, linear-gradient(135deg, var(--_muted), color-mix(in srgb, var(--_muted) 65%, var(--_text))));
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
  /* The sandbox display (createSandboxPanDisplay), where the number belongs on the face. */
  .sandbox-pan {
    border: 2px dashed currentColor;
    border-radius: var(--_radius);
    padding: calc(var(--_space) / 2) var(--_space);
  }
  .sandbox-pan p {
    margin: 0;
  }
  .sandbox-pan-label,
  .sandbox-pan-note {
    font-size: 0.75em;
  }
  .sandbox-pan-label {
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .sandbox-pan-number {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: clamp(1rem, 6.5cqi, 1.5rem);
    letter-spacing: 0.08em;
    white-space: nowrap;
  }
`;
