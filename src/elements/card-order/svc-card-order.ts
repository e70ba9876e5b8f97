import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { booleanAttribute } from '../base/boolean-attribute.js';
import type * as z from 'zod/mini';
import { CardDeliveryMethod } from '../../api/enums.js';
import type { OperationInput, OperationResult } from '../../api/operations.js';
import { activeLedgersQuery, listLedgers } from '../../api/operations/ledgers.js';
import { cardOrder } from './texts/en.js';
import { cardOrderErrors } from '../../i18n/errors/en-card-order.js';
import { ruleEditor } from '../../i18n/rule-editor/en.js';
import { cards } from '../../i18n/cards/en.js';
import { cardStatusLabel } from '../../i18n/card-labels.js';
import { cardOrderLocales } from '../../generated/locales/card-order.js';
import { KeyedLoadController } from '../base/keyed-load.js';
import { choiceGroup, friendlyNameField } from '../form/fields.js';
import { SvcFormElement, type FormBody } from '../form/svc-form-element.js';
import type { CardName as PrintedName } from '../../api/formats/card-name.js';
import { formValues, orderBody, waitingSchema, type RulesPart } from './order-body.js';
import type { OrderBody } from './order-schema.js';
import { addedRules, initialRuleFields, printedNameField } from './order-fields.js';
import { ledgerField } from './ledger-field.js';
import { cardOrderStyles } from './svc-card-order.styles.js';
import { recordOf } from '../form/guards.js';
import { safeLink } from '../base/safe-url.js';
import { loadOnce } from '../base/load-once.js';
import { OnDemandModule } from '../base/on-demand.js';
import type { NewCard } from './new-card.js';

type OrderPart = typeof import('./order-schema.js');

export type Operation = 'createCard';

const loadRules = loadOnce(() => import('./initial-rules.js'), 'the initial rules');
const loadOrder = loadOnce(() => import('./order-schema.js'), "the card order's schema");
const loadNewCard = loadOnce(() => import('./new-card.js'), 'the new card');
const loadPicker = loadOnce(() => import('./account-picker.js'), "the accounts' picker");

/**
 * Orders a payment card on one of an end-user's accounts: the account (a picker fed by List
 * ledgers), the delivery, the names printed on the card, a name for the card, and optional initial
 * rules. The card profile is the partner's choice (`profile-id`), as no operation lists profiles.
 *
 * The name on the card takes capital letters A to Z and spaces, up to the service's limit; it is
 * turned into capitals as it is typed and any other character is named on the field at once.
 * Left empty, the service prints the customer's first and last name (or the company name): the
 * form says so and, when the partner gives that name (`holder-name`), offers it, converted as a
 * card prints it, with a "Use …" button. The company line (`cardholderNameOnCard`) shows only
 * with `corporate-program`, the same way (`corporate-name`).
 *
 * Initial rules: the person adds rules of any kind the card rule editor knows (spending limits,
 * payment disable rules, merchant category, merchant and day lists), at most one per type (a type
 * added is no longer offered), each with the fields of its kind and a Remove button, and checked
 * by the editor's schema before sending (problems shown on the rule's fields). They are sent in
 * the body's `rules`; for a type not added, the profile's default applies.
 * When the chosen account holds money (its `balance`, if the backend's List ledgers sends one) the
 * form says that a first card moves its money out and straight back while the card is set up.
 *
 * The schema an order is judged by comes with Create card just after the element first draws: until
 * then a missing value and a printed name's problem are said as usual, but the order is not judged
 * yet, so `checkValidity()` says invalid (with a message) even for a complete order, and a
 * submit waits for it.
 *
 * Create card may need strong customer authentication: the wait is shown inline and `svc-sca`
 * reports its changes. Once ordered, the success state shows the card's id and status (looked up
 * with List cards) and links to it: with `card-href` as a link (`{cardId}` replaced), otherwise as
 * a button that fires `svc-card-select` with the card, as `<svc-card-list>` does.
 *
 * @summary Order a card on an end-user's account: delivery, printed names, initial rules. [SCA]
 * @tag svc-card-order
 * @fires {CustomEvent<SvcSubmitDetail>} svc-submit - Before a request is sent; cancelable. `detail: { operation, body }`.
 * @fires {CustomEvent<SvcSuccessDetail>} svc-success - The card was ordered (`detail.result.id`); also the loads of the accounts (`listLedgers`) and of the new card (`listCards`). `detail: { operation, result }`.
 * @fires {CustomEvent<SvcErrorDetail>} svc-error - Validation, HTTP, network or SCA failure, or the accounts could not be loaded. `detail: { operation, error }`.
 * @fires {CustomEvent<SvcScaDetail>} svc-sca - The SCA state of the order changed. `detail: { operation, state, scaId? }`.
 * @fires {CustomEvent<SvcCardSelectDetail>} svc-card-select - "Show the card" was pressed after an order (without `card-href`). `detail.card` is the new card.
 * @csspart section - A group of fields (the card, its names, its initial rules); `section-rules` the initial rules, `section-rule` one added rule.
 * @csspart legend - The title of a section.
 * @csspart details - The new card: its id and status, with the link to it.
 * @csspart link - The link to the new card (with `card-href`).
 * @csspart show-card-button - Fires `svc-card-select` with the new card (without `card-href`).
 * @csspart use-name-button - Puts the offered default name into its field.
 * @csspart add-rule-button - Adds an initial rule of the type chosen beside it.
 * @csspart remove-button - Removes an added initial rule.
 * @csspart notice - What a first card does to an account with money.
 * @csspart loading - The accounts are being loaded.
 */
export class SvcCardOrder extends SvcFormElement<Operation, FormBody<Operation>, OrderBody> {
  /** @internal */
  static override ownMessages = { cardOrder, cards, ruleEditor };
  static override ownLocales = cardOrderLocales;
  /** @internal */
  static override ownErrors = cardOrderErrors;

  static override styles = [...SvcFormElement.styles, cardOrderStyles];

  /** The card profile the card is made with (an active one): the partner's choice. Required. */
  @property({ attribute: 'profile-id', reflect: true }) profileId?: string;

  /** The profile's name as the person should read it; without it the profile shows as "not given", never as its identifier. */
  @property({ attribute: 'profile-name' }) profileName?: string;

  /** The profile has a corporate card program: the company line of the card is offered. */
  @property({ type: Boolean, converter: booleanAttribute, attribute: 'corporate-program', reflect: true }) corporateProgram = false;

  /** Partner callers: the end-user whose accounts are listed. */
  @property({ attribute: 'end-user-id', reflect: true }) endUserId?: string;

  /** The element acts for the signed-in end-user: their own accounts are listed. */
  @property({ type: Boolean, converter: booleanAttribute, attribute: 'end-user', reflect: true }) endUser = false;

  /** The caller is the partner's staff (a back office): hints speak of "the customer". Without it they speak to the end-user. */
  @property({ type: Boolean, converter: booleanAttribute, reflect: true }) staff = false;

  /** The account chosen at first (the person may choose another). */
  @property({ attribute: 'ledger-id' }) ledgerId?: string;

  /** The customer's first and last name, or the company name: the default name on the card, offered. */
  @property({ attribute: 'holder-name' }) holderName?: string;

  /** With `corporate-program`: the company name, the default company line, offered. */
  @property({ attribute: 'corporate-name' }) corporateName?: string;

  /**
   * Where the new card is shown: a URL in which `{cardId}` is replaced by the new card's id. Only
   * an http(s) link without credentials becomes a link (else the "Show the card" button shows).
   */
  @property({ attribute: 'card-href' }) cardHref?: string;

  /** The card ordered last, and what the lookup found of it. */
  @state() private ordered?: { id: string; found?: NewCard; looking: boolean };
  /** The accounts, listed again when whose they are or the adapter changes. */
  private readonly accounts = new KeyedLoadController(this, {
    key: () => {
      const adapter = this.config?.adapter;
      return this.holderKnown && adapter ? ([this.endUser, this.endUserId ?? '', adapter] as const) : undefined;
    },
    load: ([endUser, endUserId], signal) => {
      // The picker's module comes beside the answer, fetched as the request is sent: no round trip of its own.
      void this.picker.fetch();
      return this.ops.run(listLedgers, { query: activeLedgersQuery(endUser ? undefined : endUserId) }, { silent: true, signal });
    },
    loaded: ({ content: ledgers }) => {
      // A single account is the obvious choice: chosen, still changeable.
      const [only] = ledgers;
      if (only && ledgers.length === 1 && !this.form.get('ledgerId')) this.form.prefill({ ...this.form.raw, ledgerId: only.id }, false);
    },
  });
  /**
   * What offers the listed accounts (their names as choices, what a first card does to one with
   * money): fetched beside List ledgers; until both are here the account's field says it is loading.
   * A failed fetch is said as the accounts' failure, with Try again; the account given stays chosen.
   */
  private readonly picker = new OnDemandModule<typeof import('./account-picker.js')>(this, 'accounts', () =>
    loadPicker().then((module) => module && module.words.with(this.effectiveLocale, module)),
  );
  private schema?: { messages: unknown; locale: string; part: RulesPart | undefined; order: OrderPart | undefined; schema: z.ZodMiniType<OrderBody> };

  /**
   * Create card and the schema the body is judged by (`order-schema.ts`): fetched as the element
   * first draws, off the page's first load. Until it is here the body is judged by `waitingSchema`
   * (never valid); a submit waits for it, and one that cannot fetch it is said as a network failure.
   */
  private order?: OrderPart;
  /** The first draw asked for the order's module (a submit asks again after a failure). */
  private orderAsked = false;

  /** The order's module: at once when it is here; drawn again when it arrives. */
  private async fetchOrder(): Promise<OrderPart | undefined> {
    this.orderAsked = true;
    if (this.order) return this.order;
    const order = await this.fetchOnDemand('order', loadOrder);
    if (order && !this.order) {
      this.order = order;
      this.requestUpdate();
    }
    return order;
  }

  /**
   * The added rules' fields, how they are sent and judged: fetched when a person is about to add a
   * rule (points at or focuses the rules' section), adds one, or the partner gave rules; a submit
   * with rules waits for it. A failed fetch is said with Try again; the rules added stay.
   */
  private readonly rulesPart = new OnDemandModule<RulesPart>(this, 'initial rules', () =>
    loadRules().then((module) => module && module.words.with(this.effectiveLocale, module)),
  );

  /** The lookup of the card ordered and its details (List cards and its schemas, the select event, their words): fetched as an order is submitted. */
  private readonly newCard = new OnDemandModule<typeof import('./new-card.js')>(this, 'new card', () =>
    loadNewCard().then((module) => module && module.inLocale(this.effectiveLocale, module)),
  );

  /** The Create card body as typed so far. Setting it fills the form (each rule of `rules` to the fields of its type). */
  override get value(): Record<string, unknown> {
    return this.currentBody();
  }
  override set value(values: Record<string, unknown>) {
    if (!this.valueGiven(values)) return;
    this.form.prefill(formValues(values), false);
  }

  override formResetCallback(): void {
    super.formResetCallback();
    this.ordered = undefined;
  }

  /** Lists the accounts again. */
  reload(): void {
    this.accounts.reload();
  }

  // The form base's hooks

  protected override submitName(): Operation {
    return 'createCard';
  }

  protected submitOperation() {
    const order = this.order;
    // Only a send asks for the definition, and `submit()` sends once the order's module is here.
    if (!order) throw new Error('<svc-card-order>: Create card is not here yet');
    return order.createCard;
  }

  protected bodySchema(): z.ZodMiniType<OrderBody> {
    const locale = this.effectiveLocale;
    const part = this.rulesPart.module;
    const order = this.order;
    let held = this.schema;
    if (held?.messages !== this.messages || held.locale !== locale || held.part !== part || held.order !== order) {
      const schema = order ? order.orderSchema(this.messages, locale, part) : waitingSchema(this.messages, locale);
      held = this.schema = { messages: this.messages, locale, part, order, schema };
    }
    return held.schema;
  }

  protected requestFor(judged: OrderBody): OperationInput<Operation> | undefined {
    const body = this.order?.orderRequestBody(judged);
    return body && { body };
  }

  protected override currentBody(): Record<string, unknown> {
    const body = orderBody(this.form.raw, this.profileId, this.effectiveLocale, this.rulesPart.module);
    if (!this.corporateProgram) delete body.cardholderNameOnCard;
    return body;
  }

  protected submitLabel(): string {
    return this.messages.cardOrder.submit;
  }

  protected successText(): string {
    return this.messages.cardOrder.created;
  }

  protected override againLabel(): string {
    return this.messages.cardOrder.again;
  }

  protected override afterSuccess(result: OperationResult<Operation>): void {
    this.ordered = { id: result.id, looking: true };
    const { ledgerId } = this.currentBody();
    void this.lookUp(result.id, typeof ledgerId === 'string' ? ledgerId : '');
  }

  /** The order answers only the id: the card itself is the newest of its ledger (without the lookup's module, not said). */
  private async lookUp(id: string, ledgerId: string): Promise<void> {
    const module = await this.newCard.fetch();
    const found = module && (await module.lookUpCard(this.ops, id, ledgerId));
    if (this.ordered?.id === id) this.ordered = { id, found, looking: false };
  }

  // The accounts

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('ledgerId') && this.ledgerId && !this.form.get('ledgerId')) this.form.prefill({ ...this.form.raw, ledgerId: this.ledgerId }, false);
    // The order's schema and Create card: fetched as the page draws (once; after a failure, by a submit).
    if (!this.orderAsked) void this.fetchOrder();
    // Rules held (given by the partner): their fields are fetched now (once; after a failure, by Try again or a submit).
    const part = this.rulesPart;
    if (addedRules(this.form).length > 0 && !part.module && !part.pending && !part.failed) void part.fetch();
  }

  /** Validates, then sends (see the base); with rules, once their module is here (fetched now if not; nothing is sent without it). */
  override submit(): Promise<OperationResult<Operation> | undefined> {
    // What shows the card once ordered: under way while the order is checked and sent.
    void this.newCard.fetch();
    if (!this.order) return this.fetchOrder().then((order) => (order ? this.submit() : this.unfetched('createCard')));
    if (addedRules(this.form).length === 0 || this.rulesPart.module) return super.submit();
    return this.rulesPart.fetch().then((part) => (part ? this.submit() : undefined));
  }

  /** Whose accounts to list is known: the signed-in end-user's, or the one the partner named. */
  private get holderKnown(): boolean {
    return this.endUser || !!this.endUserId;
  }

  private get chosenLedger() {
    return this.ops.state(listLedgers).value?.content?.find((ledger) => ledger.id === this.form.get('ledgerId'));
  }

  // Rendering

  /**
   * The new card in the success panel: its status and the way to it, drawn by its module; when that
   * module could not be fetched, the link alone (with `card-href`).
   */
  protected override renderSuccessDetails() {
    const { ordered } = this;
    if (!ordered) return nothing;
    const { openCard } = this.messages.cardOrder;
    // The terms link's rule: http(s) only, so a `javascript:` card-href never becomes a link (the button stands in).
    const filled = this.cardHref?.replaceAll('{cardId}', encodeURIComponent(ordered.id));
    const cardLink = safeLink(filled) ? filled : undefined;
    const module = this.newCard.module;
    if (module) return module.newCardDetails({
        ordered,
        statusLabel: (status) => cardStatusLabel(this.messages, status),
        locale: this.effectiveLocale,
        host: this,
        cardLink,
        openCard,
        emit: (event) => this.emit(event),
      });
    return cardLink && !ordered.looking ? html`<section class="facts" part="details" data-card-id=${ordered.id}><a part="link" href=${cardLink}>${openCard}</a></section>` : nothing;
  }

  protected renderFields(): TemplateResult {
    const texts = this.messages.cardOrder;
    const body = this.currentBody();
    const { messages, effectiveLocale: locale } = this;
    const run = this.ops.state(listLedgers);
    return html`<fieldset class="section" part="section">
        <legend part="legend">${texts.cardSection}</legend>
        ${this.renderProfile(body)}
        ${ledgerField(this.form, { messages, locale, body, holderKnown: this.holderKnown, run, error: run.error && this.errorText(run.error), picker: this.picker, chosenLedger: this.chosenLedger, host: this })}
        ${choiceGroup(this.form, {
          path: 'deliveryMethod',
          label: texts.deliveryMethod,
          required: true,
          choices: CardDeliveryMethod.map((value) => ({ value, label: texts[value] })),
          body,
        })}
        ${friendlyNameField(this.form, {
          label: texts.friendlyName,
          hint: this.staff ? texts.friendlyNameStaffHint : texts.friendlyNameHint,
          locale,
          body,
        })}
      </fieldset>
      <fieldset class="section" part="section">
        <legend part="legend">${texts.namesSection}</legend>
        ${this.printedName('nameOnCard', this.holderName, body)}
        ${this.corporateProgram ? this.printedName('cardholderNameOnCard', this.corporateName, body) : nothing}
      </fieldset>
      ${initialRuleFields(this.form, {
        messages,
        locale,
        currency: this.chosenLedger?.currency,
        body,
        disabled: this.ops.state('createCard').pending,
        add: (type) => void this.addRule(type),
        part: this.rulesPart.module,
        failed: this.rulesPart.failed,
        fetch: () => void this.rulesPart.fetch(),
        host: this,
      })}
      ${this.renderNotice()}`;
  }

  private printedName(which: PrintedName, known: string | undefined, body: Record<string, unknown>) {
    const { form, effectiveLocale: locale } = this;
    return printedNameField(form, { which, known, texts: this.messages.cardOrder, locale, body, use: (name) => void this.useName(which, name) });
  }

  private renderProfile(body: Record<string, unknown>) {
    const texts = this.messages.cardOrder;
    // Drawn here, so that a missing profile is said once, in words, and not in the summary; the
    // order not judged yet (`waitingSchema`) is not shown: its schema comes in a moment.
    const said = this.form.feedback('profileId', body);
    const problem = this.order && said;
    const profileId = this.profileId || body.profileId;
    if (!profileId) return html`<p class="message error" part="error" role="alert" data-path="profileId">${texts.profileNotSet}</p>`;
    return html`<div class="fact" data-path="profileId">
      <span class="fact-label">${texts.profile}</span> <span>${this.profileName || this.messages.common.notGiven}</span>
      ${problem ? html`<p class="message error" part="error">${problem}</p>` : nothing}
    </div>`;
  }

  /** An initial rule of a type not added yet: its fields show, the first one focused. */
  private async addRule(type: string): Promise<void> {
    if (addedRules(this.form).includes(type)) return;
    this.form.set('rules', { ...recordOf(this.form.get('rules')), [type]: {} });
    // Its fields come with the rules' module (usually here already: fetched as the person came to the section).
    await this.rulesPart.fetch();
    await this.updateComplete;
    const added = this.shadowRoot?.querySelector(`[data-rule="${type}"]`);
    added?.querySelector<HTMLElement>('input, [part~="remove-button"]')?.focus();
  }

  /** The person chose the offered name: it goes into the field, and focus with it. */
  private async useName(which: PrintedName, name: string): Promise<void> {
    this.form.set(which, name);
    this.form.touch(which);
    await this.updateComplete;
    this.shadowRoot?.querySelector<HTMLInputElement>(`input[name="${which}"]`)?.focus();
  }
}
