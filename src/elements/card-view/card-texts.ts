/** The card view's texts that depend on a card: labels of its type and status, and why an action is not available. */
import { ownValue } from '../../api/own.js';
import type { Card } from '../../api/schemas/card.js';
import { format, type Catalog } from '../../i18n/catalog.js';
import { enumLabel } from '../../i18n/labels.js';
import { cardActionAllowed, type CardAction } from './card-actions.js';

/** "Active", or for a status the kit does not know, the value made readable ("Lost in space"). */
export function statusLabel(messages: Catalog, status: string): string {
  return ownValue(messages.cardView.statuses, status) ?? enumLabel(messages, status);
}

export function typeLabel(messages: Catalog, type: string): string {
  return ownValue(messages.cardView.types, type) ?? enumLabel(messages, type);
}

/** Why an action cannot be used now ("This card is closed."), or undefined when it can. */
export function unavailableReason(messages: Catalog, action: CardAction, card: Card, hasDisplay: boolean): string | undefined {
  const texts = messages.cardView;
  if (!cardActionAllowed(action, card.status)) {
    // `other` is the catalog's template, not a status.
    const known = card.status === 'other' ? undefined : ownValue(texts.reasons, card.status);
    return known ?? format(texts.reasons.other, { status: statusLabel(messages, card.status) });
  }
  if (action === 'pan' && !hasDisplay) return texts.pan.noDisplay;
  return undefined;
}
