import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property } from 'lit/decorators.js';
import type * as z from 'zod/mini';
import type { OperationInput, OperationResult } from '../../api/operations.js';
import { createCorporateShare, declareCorporateRelated } from '../../api/operations/corporates.js';
import { createCorporateShareBody } from '../../api/schemas/corporate.js';
import { id } from '../../api/primitives.js';
import { LIMITS } from '../../api/limits.js';
import { format } from '../../i18n/catalog.js';
import { formatNumber } from '../../i18n/plural.js';
import { corporateRelatedForm } from './texts/first-page.js';
import { corporateRelatedFormErrors } from '../../i18n/errors/en-corporate-related-form.js';
import { corporateRelatedFormLocales } from '../../generated/locales/corporate-related-form.js';
import { booleanAttribute } from '../base/boolean-attribute.js';
import { loadOnce } from '../base/load-once.js';
import { OnDemandModule } from '../base/on-demand.js';
import { SvcFormElement, type FormBody } from '../form/svc-form-element.js';
import { declarationBody, declarationSchema, heldShare, holdsShares, kindOf, shareBody } from './related-body.js';
import { companySection, kindChoice, personSection, roleSection, type FieldsContext } from './related-fields.js';
import { corporateRelatedFormStyles } from './svc-corporate-related-form.styles.js';
import { recordOf, textAt } from '../form/guards.js';
import { nationalPhone, phoneRules } from '../form/phone-national.js';

export type Operation = 'declareCorporateRelated' | 'createCorporateShare';

const corporateIdSchema = /* @__PURE__ */ id();

type SharesModule = typeof import('./shares.js');
type SharesHost = import('./shares.js').SharesHost;
const loadShares = loadOnce(() => import('./shares.js'), 'the shares');

/**
 * Declares a company's director, shareholder, or both (Declare corporate-related entity): a person
 * (first and last name, up to 255 characters each; nationality; an address anywhere in the world;
 * email and phone; the special-UBO flag) or a company (its legal name). A director needs the date of
 * their appointment; a shareholder, one share or several, each direct or indirect (held through
 * another company), each from 0 to 100 %: Add a share and Remove share N change the rows, and a
 * `value` with several shares is shown and sent whole. An indirect share goes out with the kit's
 * `type: 'INDIRECT'` mark (the spec shows none of its fields); every other field of a share is
 * sent as given.
 *
 * The form explains what a UBO is (a person holding 25 % or more of the shares, or 10 % with
 * `extended-ubos`), and that a person declared must then get a KYC link from the partner: the
 * company's KYB needs every director and UBO with a validated identity check.
 *
 * The shares' fields come on demand: fetched when a person comes to the role (points at or focuses
 * it), ticks Shareholder, or when a `value` or `related-id` already holds a share; until they are
 * here the section says it is loading, and a failed fetch says so with Try again. A submit that
 * needs them waits for them (nothing is sent without them); what was typed stays.
 *
 * With `related-id` the form records the share of a holder declared earlier (Create
 * corporate-related share) instead. The spec sets no limit on a holder's shares; the sandbox
 * records one per holder (409 `SHARE_ALREADY_DECLARED`) and keeps a company within 100 %
 * (`SHARE_TOTAL_EXCEEDED`), rules of its own, said as such when it refuses.
 *
 * @summary Declare a company's director or shareholder (a person or a company), or record a holder's share.
 * @tag svc-corporate-related-form
 * @fires {CustomEvent<SvcSubmitDetail>} svc-submit - Before a request is sent; cancelable. `detail: { operation, body }`.
 * @fires {CustomEvent<SvcSuccessDetail>} svc-success - Declared (`declareCorporateRelated`, `detail.result.id` is the related entity) or share recorded (`createCorporateShare`).
 * @fires {CustomEvent<SvcErrorDetail>} svc-error - Validation, HTTP or network failure (a second share: code `SHARE_ALREADY_DECLARED`; past 100 %: `SHARE_TOTAL_EXCEEDED`).
 * @csspart section - A group of fields: also `section-role`, `section-person`, `section-address`, `section-company`, `section-share`.
 * @csspart legend - The title of a group (and of each share).
 * @csspart row - One share of a declaration, also `row-share` (its percentage, whether it is held indirectly, its Remove button).
 * @csspart add-share-button - Adds another share.
 * @csspart remove-share-button - Removes that share (shown when there are several).
 * @csspart error - Above the fields: why nothing can be sent; under the shares: two shares that are the same.
 * @csspart notice - Why a submit sent nothing: this holder already has a share.
 * @csspart loading - The shares' fields are being fetched.
 * @csspart retry-button - Fetches the shares' fields again after a failure.
 */
export class SvcCorporateRelatedForm extends SvcFormElement<Operation> {
  /** @internal */
  static override ownMessages = { corporateRelatedForm };
  static override ownLocales = corporateRelatedFormLocales;
  /** @internal */
  static override ownErrors = corporateRelatedFormErrors;

  static override styles = [...SvcFormElement.styles, corporateRelatedFormStyles];

  /** The company (corporate end-user, UUID) the director or shareholder is declared for. */
  @property({ attribute: 'corporate-id', reflect: true }) corporateId?: string;

  /** A holder declared earlier (UUID): the form then records its share instead of declaring. */
  @property({ attribute: 'related-id', reflect: true }) relatedId?: string;

  /** The company must provide extended UBOs: a UBO holds 10 % or more of the shares instead of 25 %. */
  @property({ type: Boolean, converter: booleanAttribute, attribute: 'extended-ubos', reflect: true }) extendedUbos = false;

  /** The shares' fields, their words and the reading of a percentage typed, with the words of the locale in force when fetched. */
  private readonly sharesPart = new OnDemandModule<SharesModule>(this, 'shares', () =>
    loadShares().then((module) => module && module.wordsReady(this.effectiveLocale).then(() => module)),
  );

  constructor() {
    super();
    // A person unless the partner or the person says a company.
    this.form.prefill({ kind: 'PERSON' }, false);
  }

  /** The request body as typed so far. Setting it prefills the form (as the partner's values). */
  override get value(): Record<string, unknown> {
    return this.currentBody();
  }
  override set value(values: Record<string, unknown>) {
    if (!this.valueGiven(values)) return;
    const given = values ?? {};
    // The choices that are not sent follow from what is given: a share, a company's name, a share marked indirect.
    const shares = Array.isArray(given.sharesInfo) ? { sharesInfo: given.sharesInfo.map(heldShare) } : {};
    this.form.prefill({ ...given, ...shares, kind: kindOf(given), ...(holdsShares(given) ? { shareholder: true } : {}) }, false);
  }

  private get sharing(): boolean {
    return !!this.relatedId;
  }

  private get corporateIdValid(): boolean {
    return corporateIdSchema.safeParse(this.corporateId?.trim()).success;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('relatedId') && changed.get('relatedId') !== undefined) this.formResetCallback();
    phoneRules.whenTyped(this, this.form.isChanged('info.phone'));
    // A share held (a holder's, ticked, or given as `value`): its fields are fetched now (once; after a failure, by Try again or a submit).
    const part = this.sharesPart;
    if (this.needsShares && !part.module && !part.pending && !part.failed) void part.fetch();
  }

  /** Whether what the form sends holds a share: a holder's (`related-id`), or a shareholder's. */
  private get needsShares(): boolean {
    return this.sharing || holdsShares(this.form.body);
  }

  override submit(): Promise<OperationResult<Operation> | undefined> {
    const texts = this.messages.corporateRelatedForm;
    if (!this.sharing && !this.corporateIdValid) {
      this.announcement = texts.corporateIdInvalid;
      this.requestUpdate();
      return Promise.resolve(undefined);
    }
    // A person's phone number goes out by the phone rules: fetched first if they are not here yet (once; on failure, as typed).
    const rules = phoneRules.beforeSending(recordOf(this.currentBody().info).phone);
    if (rules) return rules.then(() => this.submit());
    // A share goes out read in the locale: with the shares' module (fetched now if not here; nothing is sent without it).
    if (this.needsShares && !this.sharesPart.module) return this.sharesPart.fetch().then((module) => (module ? this.submit() : undefined));
    return super.submit();
  }


  // The form base's hooks

  protected submitOperation() {
    return this.sharing ? createCorporateShare : declareCorporateRelated;
  }

  protected bodySchema(): z.ZodMiniType<FormBody<Operation>> {
    return this.sharing ? createCorporateShareBody : declarationSchema(this.messages.corporateRelatedForm);
  }

  /** Each operation's own body type, by its own schema's verdict on what was judged (from memory). */
  protected requestFor(_body: FormBody<Operation>, typed: Record<string, unknown>): OperationInput<Operation> | undefined {
    if (this.sharing) {
      const body = this.form.checkWith(createCorporateShareBody, typed).data;
      return body && { body };
    }
    const body = this.form.checkWith(declarationSchema(this.messages.corporateRelatedForm), typed).data;
    return body && { params: { corporateId: (this.corporateId ?? '').trim() }, body };
  }

  protected override currentBody(): Record<string, unknown> {
    const typed = this.form.body;
    const amount = this.sharesPart.module?.amountValue;
    if (this.sharing) return shareBody(typed, this.relatedId?.trim(), this.effectiveLocale, amount);
    const body = declarationBody(typed, this.effectiveLocale, amount);
    // The trunk prefix a person types at home is dropped once the phone rules are here (phone-national.ts).
    const info = recordOf(body.info);
    return info.phone === undefined ? body : { ...body, info: { ...info, phone: nationalPhone(info.phone) } };
  }

  protected submitLabel(): string {
    const texts = this.messages.corporateRelatedForm;
    return this.sharing ? texts.shareSubmit : texts.submit;
  }

  protected successText(): string {
    const texts = this.messages.corporateRelatedForm;
    const body = this.currentBody();
    if (this.sharing) return format(this.sharesWords()?.shareRecorded ?? '', { percentage: formatNumber(Number(body.percentage), this.effectiveLocale) });
    const info = recordOf(body.info);
    if (kindOf(this.form.body) === 'COMPANY') return format(texts.declaredCompany, { name: textAt(info, 'legalName') ?? textAt(info, 'name') ?? '' });
    return format(texts.declaredPerson, { name: [textAt(info, 'firstName'), textAt(info, 'lastName')].filter(Boolean).join(' ') });
  }

  protected override againLabel(): string | undefined {
    return this.sharing ? undefined : this.messages.corporateRelatedForm.again;
  }

  // Shares

  /** What a declaration's share buttons need: where focus goes once the form has drawn again, and what it announces. */
  private readonly sharesHost: SharesHost = { element: this, announce: (text) => (this.announcement = text) };

  /** The shares' words in the locale in force, once the module and they are here. */
  private sharesWords() {
    return this.sharesPart.module?.wordsIn(this.effectiveLocale, this);
  }

  /** Try again: the shares' fields fetched again; here, focus goes to the first of them, else back to Try again. */
  private async retryShares(): Promise<void> {
    const module = await this.sharesPart.fetch();
    await this.updateComplete;
    const target = module ? '[part~="section-share"] input' : '[part~="retry-button"]';
    this.shadowRoot?.querySelector<HTMLElement>(target)?.focus();
  }

  // Rendering

  protected renderFields(): TemplateResult {
    const texts = this.messages.corporateRelatedForm;
    const body = this.bodyNow();
    const context: FieldsContext = { form: this.form, texts, locale: this.effectiveLocale, body };
    const threshold = this.extendedUbos ? LIMITS.uboThreshold.extended : LIMITS.uboThreshold.standard;
    if (this.sharing) return html`${this.renderShares((module, words) => module.shareSection(context, words, 'percentage', threshold))} ${this.renderNotice()}`;
    const typed = this.form.body;
    const idProblem = this.corporateIdValid ? nothing : html`<p class="message error" part="error" role="alert">${texts.corporateIdInvalid}</p>`;
    return html`${idProblem}
      ${roleSection(context, typed.isDirector === true, () => void this.sharesPart.fetch())}
      ${holdsShares(typed)
        ? this.renderShares((module, words) => module.declarationShares(context, words, threshold, this.sharesHost))
        : nothing}
      ${kindChoice(context)}
      ${kindOf(typed) === 'COMPANY' ? companySection(context) : personSection(context)}
      ${this.renderNotice()}`;
  }

  /** The shares' section once its module and words are here; meanwhile that it is loading, or that it failed, with Try again. */
  private renderShares(draw: (module: SharesModule, words: NonNullable<ReturnType<SvcCorporateRelatedForm['sharesWords']>>) => unknown): unknown {
    const module = this.sharesPart.module;
    const words = this.sharesWords();
    if (module && words) return draw(module, words);
    if (!this.sharesPart.failed) return html`<p class="message info" part="loading" role="status">${this.messages.common.loading}</p>`;
    return html`<div class="message error" part="error" role="alert">
      <span>${this.messages.corporateRelatedForm.sharesFailed}</span>
      <button type="button" class="secondary" part="retry-button" @click=${() => void this.retryShares()}>${this.messages.common.retry}</button>
    </div>`;
  }
}
