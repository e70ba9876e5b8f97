import { property } from 'lit/decorators.js';
import { booleanAttribute } from '../base/boolean-attribute.js';
import { RULE_CREATORS } from '../../api/schemas/card-rules.js';
import { putCardRule, removeCardRule } from '../../api/operations/card-rules.js';
import { cardRules } from './texts/en.js';
import { ruleEditor } from '../../i18n/rule-editor/en.js';
import { cardRulesLocales } from '../../generated/locales/card-rules.js';
import type { OperationInput } from '../../api/operations.js';
import { RuleFormElement, type RuleRequest } from '../card/rule-form.js';
import { chosenCreators } from '../card/rule-kinds.js';
import { isOneOf } from '../../api/guards.js';


export type Operation = 'putCardRule' | 'removeCardRule';

/**
 * Sets and removes the rules of one card: spending limits (daily, weekly, monthly), payment
 * disable rules (contactless, online, recurring), merchant category and merchant lists, and day
 * rules. No operation reads a card's rules, so the partner gives the rules in force (`rules`);
 * the element lists them, says what a change will do before it is sent (a new rule, a value that
 * becomes another, a rule removed, and the rules of other creators still in force), and after
 * the change fires `svc-rule-change` with the rules now in force and shows them.
 *
 * Both operations are [SCA]: a Waiting SCA answer (202, or any success with `scaId` and `ttl`)
 * shows the SCA panel inline until the approval ends. The creator type is chosen on screen or
 * pinned with `creator-type` (END_USER on an end-user's page, PARTNER too with `staff`, never
 * SERVICE); when the partner and the cardholder both set a rule of one type,
 * the more restrictive applies, and the element says so.
 *
 * Limits are checked before anything is sent: a spending limit is a whole amount from 1 to
 * 999,999,999 (src/api/limits.ts); a spend limit without its value is refused on its field.
 *
 * @summary Set or remove a card's rules (spending limits, payment blocks, merchant and day rules), with the change shown first.
 * @tag svc-card-rules
 * @fires {CustomEvent<SvcSubmitDetail>} svc-submit - Before a request is sent; cancelable. `detail: { operation, body }` (the body with the rule's `type`).
 * @fires {CustomEvent<SvcSuccessDetail>} svc-success - The rule was set or removed (`detail.result` is undefined: No Content). `detail: { operation, result }`.
 * @fires {CustomEvent<SvcErrorDetail>} svc-error - Validation, HTTP, network or SCA failure. `detail: { operation, error }`.
 * @fires {CustomEvent<SvcScaDetail>} svc-sca - The SCA state changed. `detail: { operation, state, scaId? }`.
 * @fires {CustomEvent<SvcRuleChangeDetail>} svc-rule-change - After a success: `detail: { action, rule, rules }`, `rules` being the rules now in force.
 * @csspart notice - Why a rule may not be the one that applies (the more restrictive of partner and cardholder rules).
 * @csspart section - The rules in force (`section-rules`), and the change to be sent (`section-change`).
 * @csspart legend - The title of a section.
 * @csspart details - The list of rules in force.
 * @csspart empty - Says that no rule is set.
 * @csspart remove-button - Chooses a rule in force for removal (nothing is sent until the submit button).
 */
export class SvcCardRules extends RuleFormElement<Operation> {
  /** @internal */
  static override ownMessages = { cardRules, ruleEditor };
  static override ownLocales = cardRulesLocales;

  /** The card (UUID). Without a valid one nothing is sent. */
  @property({ attribute: 'card-id', reflect: true }) cardId?: string;

  /** Pins the creator type (`END_USER` or `PARTNER`; `SERVICE` is never sent): not asked for, and sent with every change. */
  @property({ attribute: 'creator-type', reflect: true }) creatorType?: string;

  /**
   * The caller is the partner's staff (a back office), not the end-user: the creator type offers
   * PARTNER too. Without it the page is an end-user's: END_USER only. SERVICE is never offered.
   */
  @property({ type: Boolean, converter: booleanAttribute, reflect: true }) staff = false;

  protected readonly ruleOperations = { put: putCardRule, remove: removeCardRule };

  protected targetId() {
    return this.cardId;
  }

  protected inputFor(ruleType: string, request: RuleRequest): OperationInput<Operation> {
    const params = { cardId: this.cardId ?? '', ruleType };
    if (request.action === 'set') return { params, body: request.body };
    return request.creatorType ? { params, query: { creatorType: request.creatorType } } : { params };
  }

  protected targetInvalidText(): string {
    return this.messages.cardRules.cardIdInvalid;
  }

  protected override pinnedCreator(): string | undefined {
    return isOneOf(RULE_CREATORS, this.creatorType) ? this.creatorType : undefined;
  }

  protected override creatorChoices(): readonly string[] {
    return chosenCreators(this.staff);
  }

  protected override creatorChoice(): boolean {
    return true;
  }

  protected ruleTexts() {
    const texts = this.messages.cardRules;
    return { notice: texts.restrictive, done: texts.done, removed: texts.removed };
  }
}
