/**
 * Events fired by more than one card element: `svc-card-select` (the card list, and the card order
 * for a newly ordered card) and `svc-rule-change` (the card rules and the profile rules).
 */
import type { Card } from '../../api/schemas/card.js';
import type { CardRuleRecord, RuleAction } from './rule-kinds.js';

export interface SvcCardSelectDetail {
  /** The card as the service listed it: give it to `<svc-card-view>` as its `card`. */
  card: Card;
}

/** A person chose a card (click, Enter or Space). */
export class SvcCardSelectEvent extends CustomEvent<SvcCardSelectDetail> {
  constructor(card: Card) {
    super('svc-card-select', { bubbles: true, composed: true, detail: { card } });
  }
}


export interface SvcRuleChangeDetail {
  /** `set` (created or replaced) or `remove`. */
  action: RuleAction;
  /** The rule as sent (`type` and body); for a removal, its type and creator type. */
  rule: CardRuleRecord;
  /** The rules given in `rules`, after the change: keep them for the next time the element is shown. */
  rules: CardRuleRecord[];
}

/** A rule was set or removed; the element's `rules` now hold the rules after the change. */
export class SvcRuleChangeEvent extends CustomEvent<SvcRuleChangeDetail> {
  constructor(detail: SvcRuleChangeDetail) {
    super('svc-rule-change', { bubbles: true, composed: true, detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'svc-card-select': SvcCardSelectEvent;
    'svc-rule-change': SvcRuleChangeEvent;
  }
}
