/** `svc-rule-change`, fired by the card rules and the card profile rules after a change. */
import type { CardRuleRecord, RuleAction } from './rule-kinds.js';

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
    'svc-rule-change': SvcRuleChangeEvent;
  }
}
