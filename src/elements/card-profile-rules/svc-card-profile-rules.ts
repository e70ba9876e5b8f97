import { property } from 'lit/decorators.js';
import { putCardProfileRule, removeCardProfileRule } from '../../api/operations/card-profile-rules.js';
import { cardProfileRules } from './texts/en.js';
import { ruleEditor } from '../../i18n/rule-editor/en.js';
import { cardProfileRulesLocales } from '../../generated/locales/card-profile-rules.js';
import type { OperationInput } from '../../api/operations.js';
import { RuleFormElement, type RuleRequest } from '../card/rule-form.js';

export type Operation = 'putCardProfileRule' | 'removeCardProfileRule';

/**
 * Sets and removes the default rules of a card profile, for partners: the same rule kinds as
 * `<svc-card-rules>` (spending limits, payment disable, merchant category, merchant and day rules),
 * with the same editor. No operation lists profiles or reads their rules: the partner gives the
 * profile (`profile-id`) and its default rules in force (`rules`); the element says what a change
 * will do before sending it, and after the change fires `svc-rule-change` with the rules now in
 * force. A profile keeps one default rule per type.
 *
 * It says that a change reaches only the cards created with the profile afterwards: existing cards
 * keep the rules they were created with. These operations ask for no SCA; the service lets only a
 * partner call them.
 *
 * @summary Set or remove a card profile's default rules, for cards created from then on.
 * @tag svc-card-profile-rules
 * @fires {CustomEvent<SvcSubmitDetail>} svc-submit - Before a request is sent; cancelable. `detail: { operation, body }` (the body with the rule's `type`).
 * @fires {CustomEvent<SvcSuccessDetail>} svc-success - The default rule was set or removed (`detail.result` is undefined: No Content). `detail: { operation, result }`.
 * @fires {CustomEvent<SvcErrorDetail>} svc-error - Validation, HTTP or network failure. `detail: { operation, error }`.
 * @fires {CustomEvent<SvcRuleChangeDetail>} svc-rule-change - After a success: `detail: { action, rule, rules }`, `rules` being the default rules now in force.
 * @csspart notice - That a change reaches only cards created afterwards.
 * @csspart section - The default rules in force (`section-rules`), and the change to be sent (`section-change`).
 * @csspart legend - The title of a section.
 * @csspart details - The list of default rules in force.
 * @csspart empty - Says that no default rule is set.
 * @csspart remove-button - Chooses a default rule for removal (nothing is sent until the submit button).
 */
export class SvcCardProfileRules extends RuleFormElement<Operation> {
  /** @internal */
  static override ownMessages = { ruleEditor, cardProfileRules };
  static override ownLocales = cardProfileRulesLocales;

  /** The card profile (UUID), given by the partner since no operation lists profiles. Without a valid one nothing is sent. */
  @property({ attribute: 'profile-id', reflect: true }) profileId?: string;

  protected readonly ruleOperations = { put: putCardProfileRule, remove: removeCardProfileRule };

  protected targetId() {
    return this.profileId;
  }

  protected inputFor(ruleType: string, request: RuleRequest): OperationInput<Operation> {
    const params = { cardProfileId: this.profileId ?? '', ruleType };
    return request.action === 'set' ? { params, body: request.body } : { params };
  }

  protected targetInvalidText(): string {
    return this.messages.cardProfileRules.profileIdInvalid;
  }

  protected override onePerType(): boolean {
    return true;
  }

  protected ruleTexts() {
    const texts = this.messages.cardProfileRules;
    return { notice: texts.futureOnly, done: texts.done, removed: texts.removed };
  }
}
