/** The card view's texts that depend on a card: why an action is not available. */
import { ownValue } from '../../api/own.js';
import type { Card } from '../../api/schemas/card.js';
import { format, type Catalog } from '../../i18n/catalog.js';
import { cardStatusLabel } from '../../i18n/card-labels.js';
import { cardActionAllowed, type CardAction } from './card-actions.js';

/** Why an action cannot be used now ("This card is closed."), or undefined when it can. */
export function unavailableReason(messages: Catalog, action: CardAction, card: Card, hasDisplay: boolean): string | undefined {
  const texts = messages.cardView;
  if (!cardActionAllowed(action, card.status)) {
    // `other` is the catalog's template, not a status.
    const known = card.status === 'other' ? undefined : ownValue(texts.reasons, card.status);
    return known ?? format(texts.reasons.other, { status: cardStatusLabel(messages, card.status) });
  }
  if (action === 'pan' && !hasDisplay) return texts.pan.noDisplay;
  return undefined;
}
