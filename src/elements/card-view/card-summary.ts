/** The card's summary: its title (the `title` slot), its details with the status badge; the messages shown in its place. */
import { ownValue } from '../../api/own.js';
import { html, nothing } from 'lit';
import type { Card } from '../../api/schemas/card.js';
import type { Catalog } from '../../i18n/catalog.js';

/** How a status is coloured. */
const STATUS_TONE: Readonly<Record<string, 'ok' | 'pending' | 'paused' | 'ended'>> = {
  ACTIVE: 'ok',
  CREATING: 'pending',
  AWAITING_ACTIVATION: 'pending',
  ACTIVATING: 'pending',
  REACTIVATING: 'pending',
  SUSPENDING: 'paused',
  SUSPENDED: 'paused',
  CLOSING: 'ended',
  CLOSED: 'ended',
  EXPIRED: 'ended',
};

/**
 * The badge's modifier part for a status: `AWAITING_ACTIVATION` → `badge-awaiting-activation`.
 * A status the kit does not know is reduced to letters, digits and dashes, so that it can never
 * add another part name.
 */
export function badgePart(status: string): string {
  const word = status.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return `badge badge-${word || 'unknown'}`;
}

export interface CardSummaryLabels {
  /** The kit's title: the friendly name, else "Physical card". */
  title: string;
  type: string;
  status: string;
}

/** The face of the card: title, then its details. `labels` are in the element's locale. */
export function cardFace(card: Card, texts: Catalog['cardView'], labels: CardSummaryLabels) {
  const details = texts.details;
  const tone = ownValue(STATUS_TONE, card.status) ?? 'unknown';
  return html`<div class="face" part="card-face">
    <p class="title" id="card-title" part="title"><slot name="title">${labels.title}</slot></p>
    <dl class="details" part="details">
      <div>
        <dt>${details.nameOnCard}</dt>
        <dd class="embossed">${card.nameOnCard}</dd>
      </div>
      ${card.cardholderNameOnCard
        ? html`<div>
            <dt>${details.cardholderNameOnCard}</dt>
            <dd class="embossed">${card.cardholderNameOnCard}</dd>
          </div>`
        : nothing}
      <div>
        <dt>${details.expiry}</dt>
        <dd>${card.expiryDate}</dd>
      </div>
      <div>
        <dt>${details.type}</dt>
        <dd>${labels.type}</dd>
      </div>
      <div part="status">
        <dt>${details.status}</dt>
        <dd><span class="badge tone-${tone}" part=${badgePart(card.status)}>${labels.status}</span></dd>
      </div>
      <div>
        <dt>${details.profile}</dt>
        <dd>${card.profile.name}</dd>
      </div>
    </dl>
  </div>`;
}

/** A message in place of the card: `loading`, `empty` (said politely) or `error` (an alert). */
export function cardNote(part: 'loading' | 'empty' | 'error', text: string, extra: unknown = nothing) {
  return html`<div class="message ${part === 'error' ? 'error' : 'info'}" part=${part} role=${part === 'error' ? 'alert' : 'status'}>
    <p class="text">${text}</p>
    ${extra}
  </div>`;
}
