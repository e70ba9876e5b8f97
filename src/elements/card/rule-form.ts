/**
 * The form behind both rule elements: one form that sets (creates or replaces) or removes a rule,
 * with the rules in force given by the partner, the change said before sending, and the rules
 * after the change reported (`svc-rule-change`) and shown. The element says which operations it
 * runs and on what (a card, a card profile).
 */
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type * as z from 'zod/mini';
import type { OperationDefinition, OperationInput, OperationName } from '../../api/operations.js';
import { format } from '../../i18n/catalog.js';
import { SvcFormElement } from '../form/svc-form-element.js';
import { describeRule, renderCurrentRules, renderRuleFields, ruleBody, type RuleEditorContext, type RuleFieldsPart } from './rule-editor.js';
import { SvcRuleChangeEvent } from './rule-events.js';
import type { SuccessResult } from '../base/events.js';
import { chosenCreators, ruleChange, ruleRemoveSchema, ruleSetSchema, rulesAfter, type CardRuleRecord, type RuleAction } from './rule-kinds.js';
import { isFieldGroup } from '../form/guards.js';
import { id } from '../../api/primitives.js';
import { ruleStyles } from './rule-styles.js';
import { loadOnce } from '../base/load-once.js';
import { OnDemandModule } from '../base/on-demand.js';

const loadRuleFields = loadOnce(() => import('./rule-fields.js'), 'the rule fields');

/** `rule-types="DAILY_MAX_SPEND DISABLE_ONLINE"`: a list of words. */
const wordList = {
  fromAttribute: (value: string | null) => (value ? value.split(/[\s,]+/).filter(Boolean) : undefined),
  toAttribute: (value: string[] | undefined) => value?.join(' '),
};

/** The body a rule is set with: the same for a card's rules and a profile's default rules. */
export type RuleBody = OperationInput<'putCardRule'>['body'];

/** What a change sends: the rule set, or the rule removed (with who removes it, where the operation asks). */
export type RuleRequest = { action: 'set'; body: RuleBody } | { action: 'remove'; creatorType?: RemovedBy };
export type RemovedBy = NonNullable<OperationInput<'removeCardRule'>['query']>['creatorType'];

/** A rule as the form judges it: one to set, or the type (and creator) of one to remove. */
export type JudgedRule = z.output<typeof ruleSetSchema> | z.output<typeof ruleRemoveSchema>;
/**
 * What the form edits: the body a rule is set with (its creator type too, which a removal sends in
 * its query) and the rule's type (sent in the path). The fields name these paths (`value`, `days`,
 * a target list), so a field the operation's body renames fails the type check.
 */
export type RuleModel = RuleBody & { type: OperationInput<'putCardRule'>['params']['ruleType'] };

/** A card's or a card profile's id, as the rule operations take it in their path. */
const targetIdSchema = /* @__PURE__ */ id();

export abstract class RuleFormElement<N extends OperationName> extends SvcFormElement<N, RuleModel, JudgedRule> {
  static override styles = [...SvcFormElement.styles, ruleStyles];

  /**
   * The rules in force, as the partner knows them (no operation reads them): shown, compared with
   * the change before it is sent, and replaced by the rules after each change.
   */
  @property({ attribute: false }) rules: CardRuleRecord[] = [];

  /** `set` (create or replace a rule) or `remove`. The person switches it on screen too. */
  @property({ reflect: true }) action: RuleAction = 'set';

  /** The rule types offered (space-separated); default the spec's ten and the kit's two day rules. Any UPPER_SNAKE_CASE type is accepted. */
  @property({ attribute: 'rule-types', converter: wordList }) ruleTypes?: string[];

  /** The operations that create or replace a rule (`put`) and remove one (`remove`). */
  protected abstract readonly ruleOperations: { put: OperationDefinition<N>; remove: OperationDefinition<N> };
  /** The id of what the rules belong to (a card, a card profile), as the partner gave it: nothing is sent without a valid one, and a new one starts the form afresh. */
  protected abstract targetId(): string | undefined;

  /** The request that sets or removes the rule `ruleType` of the target (its path, then body or query). */
  protected abstract inputFor(ruleType: string, request: RuleRequest): OperationInput<N>;
  /** What says the target is missing or not valid. */
  protected abstract targetInvalidText(): string;
  /** The element's own words: what is said above the fields (what the rules do, whom they reach: part `notice`), and the success texts (`{rule}` filled). */
  protected abstract ruleTexts(): { notice: string; done: string; removed: string };
  /** The creator type sent: pinned by the partner, chosen on screen, or left to the service. */
  protected pinnedCreator(): string | undefined {
    return undefined;
  }
  protected creatorChoice(): boolean {
    return false;
  }
  /** The creator types a person may choose, where `creatorChoice()`. */
  protected creatorChoices(): readonly string[] {
    return chosenCreators(false);
  }
  /** The target keeps one rule per type, whoever set it (a card profile's defaults). */
  protected onePerType(): boolean {
    return false;
  }

  /**
   * The fields of the chosen rule's kind (the amount field among them), what a change will do, and
   * their words: fetched when a person comes to the form (points at it or focuses it) or a type is
   * chosen; a rule set waits for them before it is judged and sent. A failed fetch is said with Try
   * again; what was chosen stays.
   */
  private readonly fieldsPart = new OnDemandModule<RuleFieldsPart>(this, 'rule fields', () =>
    loadRuleFields().then((module) => module && module.words.with(this.effectiveLocale, module)),
  );

  constructor() {
    super();
    const prefetch = () => this.fetchFields(false);
    this.addEventListener('pointerenter', prefetch);
    this.addEventListener('focusin', prefetch);
  }

  /** The rule fields' module: here, on its way (that fetch), or fetched now; after a failure, only when asked again (`retry`). */
  private fetchFields(retry: boolean): Promise<RuleFieldsPart | undefined> {
    const part = this.fieldsPart;
    if (part.failed && !part.pending && !retry) return Promise.resolve(undefined);
    return part.fetch();
  }

  /** The change last sent, for the success text and the event. */
  private sent?: { action: RuleAction; rule: CardRuleRecord; described: string };
  /** The target the form was last drawn for. */
  private drawnFor?: string;

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    // Another card (or profile) than the one shown: what was typed and said was for that one.
    const target = this.targetId();
    if (this.drawnFor !== undefined && target !== this.drawnFor) this.formResetCallback();
    this.drawnFor = target;
    if (this.action !== 'set' && this.action !== 'remove') this.action = 'set';
    // A partner's mistake (a JSON string, a list of something else) shows no rules rather than failing.
    if (changed.has('rules')) {
      const given: unknown = this.rules;
      const rules = Array.isArray(given) ? given.filter((rule): rule is CardRuleRecord => isFieldGroup(rule) && typeof rule.type === 'string') : [];
      if (!Array.isArray(given) || rules.length !== given.length) {
        console.warn(`<${this.localName}>: rules must be a list of rules ({ type, value?, creatorType?, … }); ignored what is not.`);
        this.rules = rules;
      }
    }
    // A type chosen (by the person, by a rule's Remove, or in the partner's value): its fields come now.
    const type = this.form.get('type');
    if (type !== undefined && type !== '') void this.fetchFields(false);
  }

  private get targetValid(): boolean {
    return targetIdSchema.safeParse(this.targetId()).success;
  }

  override submit(): Promise<SuccessResult<N> | undefined> {
    if (!this.targetValid) {
      this.announcement = this.targetInvalidText();
      this.requestUpdate();
      return Promise.resolve(undefined);
    }
    // A rule set is read (its amount) and judged with its fields' module: nothing is sent without it.
    if (this.action === 'set' && !this.fieldsPart.module) return this.fetchFields(true).then((part) => (part ? this.submit() : undefined));
    return super.submit();
  }

  override formResetCallback(): void {
    super.formResetCallback();
    this.action = 'set';
  }

  // The form base's hooks

  protected submitOperation(): OperationDefinition<N> {
    const { put, remove } = this.ruleOperations;
    return this.action === 'remove' ? remove : put;
  }

  protected bodySchema(): z.ZodMiniType<JudgedRule> {
    return this.action === 'remove' ? ruleRemoveSchema : ruleSetSchema;
  }

  protected override currentBody(): Record<string, unknown> {
    return ruleBody(this.form.raw, this.action, this.effectiveLocale, { creatorType: this.pinnedCreator(), withCreator: this.creatorChoice() }, this.fieldsPart.module?.amountValue);
  }

  protected requestFor(rule: JudgedRule, typed: Record<string, unknown>): OperationInput<N> | undefined {
    const request = this.ruleRequest(typed);
    if (!request) return undefined;
    const change = ruleChange(this.rules, this.action, rule, this.onePerType());
    this.sent = { action: this.action, rule, described: describeRule(this.messages, this.effectiveLocale, change.before && this.action === 'remove' ? change.before : rule) };
    return this.inputFor(rule.type, request);
  }

  /** The change as the operation takes it, by the action's own schema's verdict on what was judged (from memory). */
  private ruleRequest(typed: Record<string, unknown>): RuleRequest | undefined {
    if (this.action === 'remove') {
      const removal = this.form.checkWith(ruleRemoveSchema, typed).data;
      return removal && { action: 'remove', creatorType: removal.creatorType };
    }
    const set = this.form.checkWith(ruleSetSchema, typed).data;
    if (!set) return undefined;
    const { type: _type, creatorType, ...rest } = set;
    return { action: 'set', body: { ...rest, ...(creatorType ? { creatorType } : {}) } };
  }

  protected submitLabel(): string {
    return this.action === 'remove' ? this.messages.ruleEditor.submitRemove : this.messages.ruleEditor.submitSet;
  }

  protected successText(): string {
    const texts = this.ruleTexts();
    return format(this.sent?.action === 'remove' ? texts.removed : texts.done, { rule: this.sent?.described ?? '' });
  }

  /** A rule set or removed: the form stays, for the next change, with the panel above it. */
  protected override successMode() {
    return 'keep' as const;
  }

  protected override afterSuccess(): void {
    const sent = this.sent;
    if (!sent) return;
    this.rules = rulesAfter(this.rules, sent.action, sent.rule, this.onePerType());
    // What was sent stays shown: a later change hides the success message.
    this.form.prefill(this.form.raw, false);
    this.emit(new SvcRuleChangeEvent({ action: sent.action, rule: sent.rule, rules: this.rules }));
  }

  // Rendering

  private editorContext(): RuleEditorContext {
    return {
      form: this.form,
      messages: this.messages,
      locale: this.effectiveLocale,
      action: this.action,
      rules: this.rules,
      types: this.ruleTypes,
      creatorType: this.pinnedCreator(),
      creatorChoice: this.creatorChoice(),
      creators: this.creatorChoices(),
      onePerType: this.onePerType(),
      disabled: this.ops.state(this.submitOperation()).pending,
      onRemove: (rule) => this.chooseRemoval(rule),
      onAction: (action) => {
        this.action = action;
      },
      fields: this.fieldsPart.module,
      fieldsFailed: this.fieldsPart.failed,
      fetchFields: () => void this.fetchFields(true),
      host: this,
    };
  }

  /** A rule's Remove button: the form switches to removing that rule; the change shows; nothing is sent yet. */
  private chooseRemoval(rule: CardRuleRecord): void {
    this.action = 'remove';
    this.form.set('type', rule.type);
    if (this.creatorChoice() && !this.pinnedCreator()) this.form.set('creatorType', rule.creatorType);
    void this.updateComplete.then(() => this.shadowRoot?.querySelector<HTMLElement>('[part~="submit-button"]')?.focus());
  }

  protected renderFields(): TemplateResult {
    const ctx = this.editorContext();
    const body = this.currentBody();
    const verdict = this.form.check(body);
    // The change is shown as it would be sent: the checked rule.
    const rule = this.targetValid && verdict.issues.length === 0 ? verdict.data : undefined;
    return html`${this.targetValid ? nothing : html`<p class="message error" part="error" role="alert">${this.targetInvalidText()}</p>`}
      <p class="notice" part="notice">${this.ruleTexts().notice}</p> ${renderCurrentRules(ctx)} ${renderRuleFields(ctx, body)} ${this.fieldsPart.module?.renderChange(ctx, this, rule) ?? nothing}`;
  }
}
