/**
 * The card drawn as a card: its title, the number (masked, or the secure display while it is
 * shown), name on card, expiry, type, status and the card profile's name as its design mark. The
 * facts are real text, each said once; what is only drawn (the chip, the masked digits) is hidden
 * from assistive technology.
 */
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

/** The card list has no digits of the number: the face shows none until the secure display does. */
const MASKED_NUMBER = '•••• •••• •••• ••••';

/**
 * The badge's modifier part for a status: `AWAITING_ACTIVATION` → `badge-awaiting-activation`.
 * A status the kit does not know is reduced to letters, digits and dashes, so that it can never
 * add another part name.
 */
function badgePart(status: string): string {
  const word = status.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return `badge badge-${word || 'unknown'}`;
}

export interface CardFaceView {
  card: Card;
  texts: Catalog['cardView'];
  /** The kit's title: the friendly name, else "Physical card". In the element's locale, as are the others. */
  title: string;
  type: string;
  status: string;
  /** The card number is shown: the face holds the empty container the secure display is mounted in. */
  numberShown: boolean;
  /** What a fact the answer left out shows. */
  notGiven: string;
}

export function cardFace({ card, texts, title, type, status, numberShown, notGiven }: CardFaceView) {
  const details = texts.details;
  const tone = ownValue(STATUS_TONE, card.status) ?? 'unknown';
  // Only a physical card carries a chip.
  const physical = card.type === 'PHYSICAL';
  return html`<div class="face tone-${tone}" part="card-face">
    <p class="title" id="card-title" part="title"><slot name="title">${title}</slot></p>
    ${physical ? html`<span class="chip" aria-hidden="true"></span>` : nothing}
    ${numberShown
      ? html`<div class="display pan" part="pan" role="group" tabindex="-1" aria-label=${texts.pan.label}></div>`
      : html`<p class="number" aria-hidden="true" translate="no">${MASKED_NUMBER}</p>`}
    <dl class="details" part="details">
      <div class="fact name">
        <dt class="visually-hidden">${details.nameOnCard}</dt>
        <dd class="embossed" translate="no">${card.nameOnCard ?? notGiven}</dd>
      </div>
      ${card.cardholderNameOnCard
        ? html`<div class="fact holder">
            <dt class="visually-hidden">${details.cardholderNameOnCard}</dt>
            <dd class="embossed" translate="no">${card.cardholderNameOnCard}</dd>
          </div>`
        : nothing}
      <div class="fact expiry">
        <dt>${details.expiry}</dt>
        <dd class="embossed">${card.expiryDate ?? notGiven}</dd>
      </div>
      <div class="fact status" part="status">
        <dt class="visually-hidden">${details.status}</dt>
        <dd><span class="badge tone-${tone}" part=${badgePart(card.status)}>${status}</span></dd>
      </div>
      <div class="fact type">
        <dt class="visually-hidden">${details.type}</dt>
        <dd>${type}</dd>
      </div>
      <div class="fact mark">
        <dt class="visually-hidden">${details.profile}</dt>
        <dd>${card.profile?.name ?? notGiven}</dd>
      </div>
    </dl>
  </div>`;
}
