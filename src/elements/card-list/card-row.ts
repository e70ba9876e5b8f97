/**
 * One row of <svc-card-list>: the card's face in small (drawn by CSS alone, from the theme's
 * tokens), its name, the name on the card and its profile, its status and its expiry. No listener
 * of its own (the rows' container listens for all of them); every server string is text.
 */
import { html, type TemplateResult } from 'lit';
import type { Card } from '../../api/schemas/card.js';
import { format, type Catalog } from '../../i18n/catalog.js';
import { badge, statusSlug, type BadgeTone } from '../list/badge.js';
import { gridRow, type GridRowPlace } from '../list/grid-shell.js';
import { cardStatusLabel, cardTypeLabel } from '../../i18n/card-labels.js';

/** The colour family of a card status; the badge always says the status in words as well. */
function cardStatusTone(status: string): BadgeTone {
  switch (status) {
    case 'ACTIVE':
      return 'success';
    case 'CREATING':
    case 'AWAITING_ACTIVATION':
    case 'ACTIVATING':
    case 'REACTIVATING':
      return 'warning';
    case 'SUSPENDING':
    case 'SUSPENDED':
      return 'danger';
    default:
      return 'neutral';
  }
}

/** The name a person knows the card by: its friendly name, else "Physical card". */
const cardTitle = (card: Card, messages: Catalog): string =>
  card.friendlyName || format(messages.cardList.untitled, { type: cardTypeLabel(messages, card.type) });

/**
 * The small face: a card's outline with a chip, filled for a physical card and outlined for a
 * virtual one, dimmed when the card cannot pay. Decorative: the row says all of it in words.
 */
const face = (card: Card) =>
  html`<span part="card-face" class="face ${card.type === 'VIRTUAL' ? 'virtual' : 'physical'} face-${cardStatusTone(card.status)} face-${statusSlug(card.status)}" aria-hidden="true"
    ><span class="chip"></span
  ></span>`;

export function cardRow(card: Card, place: GridRowPlace, messages: Catalog): TemplateResult {
  const facts = [card.cardholderNameOnCard ? `${card.nameOnCard} · ${card.cardholderNameOnCard}` : card.nameOnCard, cardTypeLabel(messages, card.type), card.profile?.name ?? messages.common.notGiven];
  return gridRow(
    place,
    html`<span role="rowheader" part="cell" class="cell name"
        >${face(card)}<span class="text"><b>${cardTitle(card, messages)}</b> <small>${facts.join(' · ')}</small></span></span
      ><span role="gridcell" part="cell" class="cell state">${badge(card.status, cardStatusLabel(messages, card.status), cardStatusTone(card.status))}</span
      ><span role="gridcell" part="cell" class="cell expiry" data-label=${messages.cardList.columnExpiry}>${card.expiryDate}</span>`,
  );
}
