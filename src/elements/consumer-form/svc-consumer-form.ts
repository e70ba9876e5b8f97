import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import * as z from 'zod/mini';
import { LIMITS } from '../../api/limits.js';
import { ServiceError } from '../../api/errors.js';
import type { OperationDefinition, OperationResult } from '../../api/operations.js';
import {
  createConsumer,
  getConsumer,
  patchConsumerContact,
  patchConsumerProfile,
  sendConsumerVerificationEmail,
  verifyConsumerPhone,
} from '../../api/operations/consumers.js';
import {
  createConsumerAnonymousBody,
  createConsumerBody,
  patchConsumerContactBody,
  patchConsumerProfileBody,
  type Consumer,
} from '../../api/schemas/consumer.js';
import { format } from '../../i18n/catalog.js';
import { SvcErrorEvent } from '../base/events.js';
import { SvcFormElement } from '../form/svc-form-element.js';
import { FormController } from '../form/form-controller.js';
import { checkboxField, choiceGroup, fieldId, selectField, textField } from '../form/fields.js';
import { compact } from '../form/paths.js';
import { countryChoices, currencyChoices, enumChoices } from '../form/choices.js';
import { consumerFormStyles } from './svc-consumer-form.styles.js';
import {
  MODES,
  afterPatch,
  leaves,
  parsePhoneNumber,
  phoneText,
  safeLink,
  sameValue,
  valuesFor,
  type ConsumerFormMode,
} from './values.js';
import { consumerForm } from '../../i18n/en/consumer-form.js';

export type { ConsumerFormMode } from './values.js';

type ConsumerOperation = 'createConsumer' | 'patchConsumerProfile' | 'patchConsumerContact';
type Values = Record<string, unknown>;
type Metadata = Record<string, unknown>;

/** The top-level keys each PATCH form edits (what a successful PATCH can have changed). */
const FORM_KEYS: Record<Exclude<ConsumerFormMode, 'create'>, readonly string[]> = {
  profile: [
    'externalId', 'sourceOfFunds', 'otherSourceOfFunds', 'occupation', 'otherOccupation', 'occupationSector', 'isUsPerson',
    'lastTermsAccepted', 'taxIdentificationNumber', 'taxCountry', 'accountPurposes', 'financialInformationRequestDto',
  ],
  contact: ['address', 'emailAddress', 'phone'],
};

/** Create-body schemas, made once: the form's verdict is memoised per schema object. */
const createSchemas = new Map<string, z.ZodMiniType>();
function createSchema(anonymous: boolean, termsRequired: boolean): z.ZodMiniType {
  const key = `${anonymous}|${termsRequired}`;
  let schema = createSchemas.get(key);
  if (!schema) {
    const base = anonymous ? createConsumerAnonymousBody : createConsumerBody;
    schema = termsRequired ? z.extend(base, { lastTermsAccepted: z.string().check(z.minLength(1)) }) : base;
    createSchemas.set(key, schema);
  }
  return schema;
}

/** The code field's own form: checked by the element, so the schema lets everything through. */
const codeSchema = z.looseObject({});
const CODE_PATTERN = /^[0-9A-Za-z]{4,10}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface FollowUps {
  /** The new email address, when it changed. */
  email?: string;
  emailSent?: boolean;
  /** The new phone number as shown, when it changed. */
  phone?: string;
  phoneStep?: 'to-send' | 'code-sent' | 'verified';
  /** The address changed. */
  address?: boolean;
  /** A failure of a follow-up action, by follow-up. */
  failed?: { email?: string; phone?: string };
}

/**
 * A consumer's details, in three modes: creating a consumer (`create`, the default), editing the
 * profile fields (`profile`) and editing the contact fields (`contact`, strong customer
 * authentication may be asked for and is shown inline while it waits).
 *
 * Every field is checked against the service's limits before anything is sent: names in Latin-1,
 * a phone number of 1 to 14 digits, 511 characters for the partner reference and the "other"
 * fields, 255 for the tax identification number; countries from the full ISO 3166-1 list. The edit
 * modes load the consumer first and send only what the person changed (a phone number sent again
 * would need verifying again); an unchanged form sends nothing. After a contact change the form
 * says what follows: an email address to verify again (with a button that sends the verification
 * email), a phone number to verify with a code (send the code, type it, verify), an address the
 * service will check.
 *
 * @summary Create a consumer, or edit its profile or contact details.
 * @tag svc-consumer-form
 *
 * @fires svc-submit - Before a request is sent (cancelable): `{ operation, body }`. Also for the follow-up actions (`sendConsumerVerificationEmail`, `verifyConsumerPhone`).
 * @fires svc-success - An operation succeeded: `{ operation, result }`; for `createConsumer` the result is `{ id }`. The edit modes' load reports `getConsumer`.
 * @fires svc-error - An operation failed, or the form was refused before sending (`kind: 'validation'`, code `VALIDATION_FAILED`, or `NOTHING_CHANGED` for an edit without change): `{ operation, error }`.
 * @fires svc-sca - The SCA state of the contact change changed: `{ operation, state, scaId }`.
 *
 * @csspart form - The form.
 * @csspart section - Every group of fields (a fieldset); each also has `section-<name>`: `section-partner`, `section-identity`, `section-contact`, `section-address`, `section-activity`, `section-tax`, `section-financial`, `section-reference`, `section-terms`.
 * @csspart legend - The title of a group.
 * @csspart field - One field: label, control, hint and message.
 * @csspart label - A field's label.
 * @csspart input - A text input, select or textarea.
 * @csspart select - A select (also `input`).
 * @csspart checkbox - A checkbox.
 * @csspart hint - Help under a field or group.
 * @csspart form-control-error - What is wrong with a field.
 * @csspart terms-link - The link to the terms and conditions.
 * @csspart notice - "Nothing has changed" in the edit modes.
 * @csspart form-error - A failure that belongs to no field, above the form.
 * @csspart retry - Try again (after a failure that may pass on a second try, and after a failed load).
 * @csspart sca - The inline SCA waiting panel (`svc-sca-pending`).
 * @csspart success - The success message.
 * @csspart actions - The row of the submit button.
 * @csspart submit - The submit button.
 * @csspart loading - The loading state of the edit modes.
 * @csspart load-error - A failed load of the edit modes.
 * @csspart follow-ups - What follows a contact change.
 * @csspart follow-up - One follow-up; also `follow-up-email`, `follow-up-phone`, `follow-up-address`.
 * @csspart follow-up-action - A follow-up's button (send verification email, send code, verify).
 * @csspart code-form - The verification code field and its Verify button.
 * @csspart unconfigured - Shown instead of the form when the element has no configuration.
 *
 * @cssprop --svc-color-primary - Buttons, links and focus.
 * @cssprop --svc-color-danger - Problems with fields and failures.
 * @cssprop --svc-color-success - Success and verified states.
 * @cssprop --svc-color-border - Borders of fields and groups.
 * @cssprop --svc-color-surface - Background of the follow-ups panel.
 * @cssprop --svc-radius - Corner radius.
 * @cssprop --svc-spacing - Base spacing.
 * @cssprop --svc-font-family - Font.
 */
export class SvcConsumerForm extends SvcFormElement<ConsumerOperation> {
  /** @internal */
  static override ownMessages = { consumerForm };

  static override styles = [...SvcFormElement.styles, consumerFormStyles];

  /** `create` (default): create a consumer; `profile`: edit the profile fields; `contact`: edit the contact fields [SCA]. */
  @property({ reflect: true }) mode: ConsumerFormMode = 'create';

  /** The consumer to edit (`profile` and `contact` modes). */
  @property({ attribute: 'consumer-id', reflect: true }) consumerId?: string;

  /** Create as an anonymous caller (self sign-up): the partner's name is then required. */
  @property({ type: Boolean, reflect: true }) anonymous = false;

  /** The partner's name for anonymous creation; without it the form asks for it. Not sent otherwise. */
  @property({ attribute: 'partner-name' }) partnerName?: string;

  /** Version of the terms and conditions on offer. Without it there is no terms checkbox; checked, it is sent as `lastTermsAccepted`. */
  @property({ attribute: 'terms-version' }) termsVersion?: string;

  /** Link to the terms and conditions (http or https), shown next to the checkbox. */
  @property({ attribute: 'terms-url' }) termsUrl?: string;

  /** On creation, the terms must be accepted before sending (needs `terms-version`). */
  @property({ type: Boolean, attribute: 'terms-required' }) termsRequired = false;

  /** Send `bypassVerification: true` with the address (a partner decision; the person is not asked). */
  @property({ type: Boolean, attribute: 'bypass-address-verification' }) bypassAddressVerification = false;

  /** `metadata` sent on creation (free-form JSON, at most 3000 characters serialised). */
  @property({ attribute: false }) metadata?: Metadata;

  /** `userMetadata` sent with a profile change. */
  @property({ attribute: false }) userMetadata?: Metadata;

  /** `partnerMetadata` sent with a profile change (partner callers only: an end-user receives Forbidden). */
  @property({ attribute: false }) partnerMetadata?: Metadata;

  /** The consumer as loaded (edit modes). */
  @state() private consumer?: Consumer;
  /** The edit form's values as the service holds them now. */
  private baseline: Values = {};
  /** The id a load was started for. */
  private requested?: string;
  /** Values set through `value` before the consumer was loaded, applied on top of it. */
  private pendingValues?: Values;
  /** The body of the submit in flight, as validated. */
  private sentBody?: Values;
  /** A submit of an edit mode was refused because nothing changed. */
  @state() private nothingChanged = false;
  @state() private followUps: FollowUps = {};
  /** New follow-ups were just listed: a lost focus goes to them. */
  private focusFollowUpsNext = false;
  /** The submit whose end restores focus. */
  private watched?: Promise<OperationResult<ConsumerOperation> | undefined>;

  /** The verification code field (contact mode, after a phone change). */
  private readonly codeForm = new FormController(this, { schema: () => codeSchema, messages: () => this.messages });

  /** The mode in force (an unknown `mode` value is `create`). */
  private get kind(): ConsumerFormMode {
    return MODES.includes(this.mode) ? this.mode : 'create';
  }

  private get editing(): boolean {
    return this.kind !== 'create';
  }

  private get textLocale(): string {
    return this.locale ?? this.config?.locale ?? 'en';
  }

  // ---- The form contract ----------------------------------------------------------------------

  protected submitOperation(): OperationDefinition<ConsumerOperation> {
    return this.kind === 'profile' ? patchConsumerProfile : this.kind === 'contact' ? patchConsumerContact : createConsumer;
  }

  protected bodySchema(): z.ZodMiniType {
    if (this.kind === 'profile') return patchConsumerProfileBody;
    if (this.kind === 'contact') return patchConsumerContactBody;
    return createSchema(this.anonymous, this.termsRequired && !!this.termsVersion);
  }

  protected requestFor(body: unknown) {
    this.sentBody = body as Values;
    if (this.kind === 'create') return { body } as never;
    return { params: { consumerId: this.consumerId }, body } as never;
  }

  protected submitLabel(): string {
    return this.messages.consumerForm.submit[this.kind];
  }

  protected successText(_result: OperationResult<ConsumerOperation>): string {
    return this.messages.consumerForm.success[this.kind];
  }

  /**
   * The body a submit sends now. Create: everything typed, with the partner's name (anonymous),
   * metadata and address verification choice. Edit modes: only the groups the person changed.
   */
  protected override currentBody(): Values {
    if (this.kind === 'profile') {
      return withDefined({ ...this.form.changedBody, userMetadata: this.userMetadata, partnerMetadata: this.partnerMetadata });
    }
    if (this.kind === 'contact') return this.withBypass(this.form.changedBody);
    const body = this.withBypass(this.form.body);
    return withDefined({
      ...body,
      // The phone group is required: judged even before anything is typed, so that its fields say so.
      phone: body.phone ?? {},
      partnerName: this.anonymous ? this.partnerName || body.partnerName : undefined,
      metadata: this.metadata ?? body.metadata,
    });
  }

  private withBypass(body: Values): Values {
    if (!this.bypassAddressVerification || !body.address) return body;
    return { ...body, address: { ...(body.address as Values), bypassVerification: true } };
  }

  /** The request body as typed so far (edit modes: only what changed). Setting it fills the form; in the edit modes, as changes to the loaded consumer. */
  override get value(): Values {
    return (compact(this.currentBody()) as Values | undefined) ?? {};
  }
  override set value(values: Values) {
    if (!this.editing) {
      this.form.prefill(values ?? {}, false);
      return;
    }
    if (!this.consumer) this.pendingValues = { ...this.pendingValues, ...values };
    else this.applyChanges(values ?? {});
  }

  /** Sets each value as a change a person made (edit modes). */
  private applyChanges(values: Values): void {
    for (const [path, value] of leaves(values)) this.form.set(path, value);
  }

  /**
   * Validates, then sends (see the base). The edit modes send nothing before the consumer is
   * loaded, and nothing when nothing changed: they say so instead.
   */
  override submit(): Promise<OperationResult<ConsumerOperation> | undefined> {
    if (this.editing) {
      if (!this.consumer) return Promise.resolve(undefined);
      if (!this.ops.state(this.submitOperation()).pending && Object.keys(this.currentBody()).length === 0) {
        const text = this.messages.consumerForm.nothingChanged;
        this.nothingChanged = true;
        this.formError = undefined;
        this.announcement = text;
        const operation = this.submitOperation().name;
        this.emit(new SvcErrorEvent({ operation, error: new ServiceError({ kind: 'validation', code: 'NOTHING_CHANGED', message: text, operation }) }));
        return Promise.resolve(undefined);
      }
    }
    this.nothingChanged = false;
    // The base returns one promise per submit in flight; once it settles, focus goes where it helps.
    const run = super.submit();
    if (run !== this.watched) {
      this.watched = run;
      const after = () => void this.updateComplete.then(() => this.restoreFocus());
      run.then(after, after);
    }
    return run;
  }

  /**
   * After a contact change, what follows takes the focus of the person who pressed the submit
   * button (or whose focus was lost). Focus anywhere else (a field the base focused, the partner's
   * own button) is left alone.
   */
  private restoreFocus(): void {
    const next = this.focusFollowUpsNext;
    this.focusFollowUpsNext = false;
    const active = this.shadowRoot?.activeElement;
    const lost = !active && (document.activeElement === document.body || document.activeElement === null);
    const submit = this.shadowRoot?.querySelector<HTMLElement>('[part~="submit-button"]');
    if (next && (lost || active === submit)) this.shadowRoot?.querySelector<HTMLElement>('#follow-ups-title')?.focus();
    else if (lost) submit?.focus();
  }

  protected override afterSuccess(_result: OperationResult<ConsumerOperation>): void {
    const sent = this.sentBody ?? {};
    if (this.kind === 'create') {
      // Created: the form is ready for the next one (the success message stays until the next submit).
      this.form.prefill({}, false);
      return;
    }
    const keys = FORM_KEYS[this.kind];
    const edits = this.form.raw;
    this.baseline = afterPatch(this.baseline, sent, keys);
    // What was sent is now the starting point; what the person typed meanwhile stays a change.
    this.form.prefill(this.baseline);
    for (const [path, value] of leaves(edits)) {
      if (!sameValue(value, getLeaf(this.baseline, path))) this.form.set(path, value);
    }
    if (this.consumer && 'lastTermsAccepted' in sent) this.consumer = { ...this.consumer, termsAccepted: true };
    if (this.kind === 'contact') this.noteFollowUps(sent);
  }

  /** What the spec's States and transitions ask for after a contact change, for what changed. */
  private noteFollowUps(sent: Values): void {
    const next: FollowUps = { ...this.followUps, failed: {} };
    if (typeof sent.emailAddress === 'string') Object.assign(next, { email: sent.emailAddress, emailSent: false });
    if (sent.phone) {
      const phone = { ...(this.consumer?.phone ?? {}), ...(sent.phone as Values) };
      Object.assign(next, { phone: phoneText(phone), phoneStep: 'to-send' });
      this.codeForm.prefill({}, false);
    }
    if (sent.address) next.address = true;
    this.followUps = next;
    const texts = this.messages.consumerForm.followUps;
    const said = [
      next.email && !next.emailSent ? format(texts.email, { email: next.email }) : '',
      next.phone && next.phoneStep === 'to-send' ? format(texts.phone, { phone: next.phone }) : '',
      sent.address ? texts.address : '',
    ].filter(Boolean);
    if (said.length > 0) this.announcement = `${this.announcement} ${said.join(' ')}`.trim();
    this.focusFollowUpsNext = true;
  }

  // ---- Loading (edit modes) -------------------------------------------------------------------

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('consumerId') && this.consumer && this.consumer.id !== this.consumerId) {
      this.consumer = undefined;
      this.followUps = {};
      this.requested = undefined;
    }
    if (changed.has('mode') && changed.get('mode') !== undefined) this.startMode();
    if (this.editing && this.consumerId && this.configured && this.requested !== this.consumerId) {
      this.requested = this.consumerId;
      if (UUID.test(this.consumerId)) void this.load(this.consumerId);
    }
  }

  /** The form for the mode now in force, from the loaded consumer when there is one. */
  private startMode(): void {
    this.nothingChanged = false;
    this.followUps = {};
    this.formError = undefined;
    this.baseline = this.consumer ? valuesFor(this.kind, this.consumer) : {};
    if (this.editing && this.consumer) this.form.prefill(this.baseline);
    else this.form.prefill({}, false);
  }

  private async load(consumerId: string): Promise<void> {
    const outcome = await this.ops.run(getConsumer, { params: { consumerId } }, { silent: true });
    if (outcome.status !== 'success' || consumerId !== this.consumerId) return;
    this.consumer = outcome.value;
    this.startMode();
    if (this.pendingValues) {
      this.applyChanges(this.pendingValues);
      this.pendingValues = undefined;
    }
  }

  private retryLoad(): void {
    if (this.consumerId) void this.load(this.consumerId);
  }

  // ---- Follow-up actions (contact mode) -------------------------------------------------------

  private async sendVerificationEmail(): Promise<void> {
    const consumerId = this.consumerId;
    if (!consumerId) return;
    this.followUps = { ...this.followUps, failed: { ...this.followUps.failed, email: undefined } };
    const outcome = await this.ops.run(sendConsumerVerificationEmail, { params: { consumerId } });
    const texts = this.messages.consumerForm.followUps;
    if (outcome.status === 'success') {
      this.followUps = { ...this.followUps, emailSent: true };
      this.announcement = format(texts.emailSent, { email: this.followUps.email ?? '' });
    } else if (outcome.status === 'error') {
      const failed = this.failureText(outcome.error);
      this.followUps = { ...this.followUps, failed: { ...this.followUps.failed, email: failed } };
      this.announcement = failed;
    }
  }

  private async sendCode(): Promise<void> {
    const consumerId = this.consumerId;
    if (!consumerId) return;
    this.followUps = { ...this.followUps, failed: { ...this.followUps.failed, phone: undefined } };
    const outcome = await this.ops.run(verifyConsumerPhone, { params: { consumerId }, body: {} });
    if (outcome.status === 'success') {
      this.followUps = { ...this.followUps, phoneStep: 'code-sent' };
      this.codeForm.prefill({}, false);
      this.announcement = format(this.messages.consumerForm.followUps.codeSent, { phone: this.followUps.phone ?? '' });
      await this.updateComplete;
      this.shadowRoot?.getElementById(fieldId('code'))?.focus();
    } else if (outcome.status === 'error') this.phoneFailed(outcome.error);
  }

  private async verifyCode(event: Event): Promise<void> {
    event.preventDefault();
    const consumerId = this.consumerId;
    if (!consumerId || this.ops.state(verifyConsumerPhone).pending) return;
    const code = String(this.codeForm.get('code') ?? '').trim();
    const texts = this.messages.consumerForm.followUps;
    this.followUps = { ...this.followUps, failed: { ...this.followUps.failed, phone: undefined } };
    if (!CODE_PATTERN.test(code)) {
      this.codeError(code === '' ? this.messages.common.validation.required : texts.codeFormat);
      return;
    }
    const outcome = await this.ops.run(verifyConsumerPhone, { params: { consumerId }, body: { code } });
    const result = outcome.status === 'success' ? outcome.value : undefined;
    if (result?.verified) {
      this.followUps = { ...this.followUps, phoneStep: 'verified' };
      if (this.consumer) this.consumer = { ...this.consumer, phone: { ...this.consumer.phone, verified: true } };
      this.announcement = format(texts.phoneVerified, { phone: this.followUps.phone ?? '' });
    } else if (outcome.status === 'error') {
      const onCode = outcome.error.issues.find((issue) => issue.path === 'code');
      if (onCode) this.codeError(this.failureText(outcome.error, onCode.message));
      else this.phoneFailed(outcome.error);
    } else if (result) this.codeError(texts.codeFormat);
  }

  private codeError(message: string): void {
    this.codeForm.setServerIssues([{ path: 'code', message }]);
    this.announcement = message;
    void this.updateComplete.then(() => this.shadowRoot?.getElementById(fieldId('code'))?.focus());
  }

  private phoneFailed(error: ServiceError): void {
    const failed = this.failureText(error);
    this.followUps = { ...this.followUps, failed: { ...this.followUps.failed, phone: failed } };
    this.announcement = failed;
  }

  /** A failure in the current locale: the catalog's text for its code, else what was said. */
  private failureText(error: ServiceError, fallback?: string): string {
    return (this.messages.errors as Record<string, string>)[error.code] ?? fallback ?? error.message ?? this.messages.consumerForm.followUps.failed;
  }

  // ---- Rendering ------------------------------------------------------------------------------

  protected override renderContent() {
    if (this.editing) {
      const texts = this.messages.consumerForm;
      if (!this.consumerId || !UUID.test(this.consumerId)) {
        return html`<p class="message error" part="error" role="alert">${this.consumerId ? texts.invalidId : texts.missingId}</p>`;
      }
      if (!this.consumer) {
        const { error } = this.ops.state(getConsumer);
        if (error) {
          return html`<div class="message error" part="error" role="alert">
            <span>${texts.loadFailed} ${this.failureText(error)}</span>
            <button type="button" class="secondary" part="retry-button" @click=${() => this.retryLoad()}>${this.messages.common.retry}</button>
          </div>`;
        }
        return html`<p class="loading" part="loading" role="status">${texts.loading}</p>`;
      }
    }
    return html`${super.renderContent()}${this.renderFollowUps()}`;
  }

  protected renderFields(): TemplateResult {
    const body = this.currentBody();
    // Edit modes judge each field on what would be sent; creation judges everything typed.
    const judged = this.editing ? body : undefined;
    const sections =
      this.kind === 'contact'
        ? [this.renderContact(judged, true), this.renderAddress(judged)]
        : this.kind === 'profile'
          ? [this.renderActivity(judged), this.renderTax(judged), this.renderFinancial('financialInformationRequestDto', judged), this.renderReference(judged), this.renderTerms(body)]
          : [
              this.renderPartner(),
              this.renderIdentity(),
              this.renderContact(body, false),
              this.renderAddress(judged),
              this.renderActivity(judged),
              this.renderTax(judged),
              this.renderFinancial('financialInformation', judged),
              this.renderReference(judged),
              this.renderTerms(body),
            ];
    const unchanged = this.nothingChanged && Object.keys(body).length === 0;
    return html`${sections}
    ${unchanged ? html`<p class="message info" part="notice">${this.messages.consumerForm.nothingChanged}</p>` : nothing}`;
  }

  private section(name: string, legend: string, content: unknown, hint?: string): TemplateResult {
    const hintId = `section-${name}-hint`;
    return html`<fieldset class="section" part="section section-${name}" aria-describedby=${ifDefined(hint ? hintId : undefined)}>
      <legend part="legend">${legend}</legend>
      ${hint ? html`<p class="hint section-hint" part="form-control-help-text" id=${hintId}>${hint}</p>` : nothing} ${content}
    </fieldset>`;
  }

  private renderPartner() {
    if (!this.anonymous || this.partnerName) return nothing;
    const fields = this.messages.consumerForm.fields;
    return this.section(
      'partner',
      this.messages.consumerForm.sections.partner,
      textField(this.form, { path: 'partnerName', label: fields.partnerName, hint: fields.partnerNameHint, required: true, autocomplete: 'off' }),
    );
  }

  private renderIdentity() {
    const texts = this.messages.consumerForm;
    const name = (path: 'firstName' | 'middleName' | 'lastName', autocomplete: string) =>
      textField(this.form, { path, label: texts.fields[path], autocomplete, spellcheck: false });
    return this.section(
      'identity',
      texts.sections.identity,
      html`<div class="row">${name('firstName', 'given-name')} ${name('middleName', 'additional-name')} ${name('lastName', 'family-name')}</div>`,
      texts.hints.identity,
    );
  }

  /** Email and phone. `body` is what the phone fields are judged on (the required phone group on creation). */
  private renderContact(body: unknown, editing: boolean) {
    const texts = this.messages.consumerForm;
    const fields = texts.fields;
    const required = !editing;
    return this.section(
      'contact',
      texts.sections.contact,
      html`${textField(this.form, {
          path: 'emailAddress',
          label: fields.emailAddress,
          type: 'email',
          autocomplete: 'email',
          inputmode: 'email',
          spellcheck: false,
          body: editing ? body : undefined,
        })}
        <div class="row phone">
          ${textField(this.form, {
            path: 'phone.countryCode',
            label: fields.phoneCountryCode,
            hint: fields.phoneCountryCodeHint,
            type: 'tel',
            autocomplete: 'tel-country-code',
            inputmode: 'tel',
            required,
            body,
          })}
          ${textField(this.form, {
            path: 'phone.number',
            label: fields.phoneNumber,
            hint: fields.phoneNumberHint,
            type: 'tel',
            autocomplete: 'tel-national',
            inputmode: 'numeric',
            required,
            body,
            parse: parsePhoneNumber,
            format: (value) => (value === undefined || value === null ? '' : String(value)),
          })}
        </div>`,
      editing ? texts.hints.contactPhone : undefined,
    );
  }

  private renderAddress(body: unknown) {
    const texts = this.messages.consumerForm;
    const fields = texts.fields;
    const field = (path: string, label: string, autocomplete?: string, hint?: string) =>
      textField(this.form, { path: `address.${path}`, label, autocomplete, hint, body });
    return this.section(
      'address',
      texts.sections.address,
      html`${selectField(this.form, {
          path: 'address.isoCountryCode',
          label: fields.isoCountryCode,
          choices: countryChoices(this.textLocale),
          placeholder: texts.countryPlaceholder,
          autocomplete: 'country',
          body,
        })}
        <div class="row street">${field('street', fields.street, 'address-line1')} ${field('number', fields.number)}</div>
        ${field('refinement', fields.refinement, 'address-line2', fields.refinementHint)}
        <div class="row city">${field('postalCode', fields.postalCode, 'postal-code')} ${field('city', fields.city, 'address-level2')}</div>
        ${field('stateOrProvince', fields.stateOrProvince, 'address-level1')}`,
      texts.hints.address,
    );
  }

  private renderActivity(body: unknown) {
    const texts = this.messages.consumerForm;
    const fields = texts.fields;
    const shape = createConsumerBody.shape;
    const select = (path: 'sourceOfFunds' | 'occupation' | 'occupationSector', schema: object) =>
      selectField(this.form, {
        path,
        label: fields[path],
        choices: enumChoices(schema, this.messages, this.textLocale),
        placeholder: this.messages.common.choose,
        body,
      });
    const other = (path: 'otherSourceOfFunds' | 'otherOccupation', hint: string) =>
      textField(this.form, { path, label: fields[path], hint, maxlength: LIMITS.longText.max, body });
    return this.section(
      'activity',
      texts.sections.activity,
      html`${select('sourceOfFunds', shape.sourceOfFunds)} ${other('otherSourceOfFunds', fields.otherSourceOfFundsHint)}
      ${select('occupation', shape.occupation)} ${other('otherOccupation', fields.otherOccupationHint)}
      ${select('occupationSector', shape.occupationSector)}
      ${choiceGroup(this.form, {
        path: 'accountPurposes',
        label: fields.accountPurposes,
        hint: fields.accountPurposesHint,
        choices: enumChoices(shape.accountPurposes, this.messages, this.textLocale),
        multiple: true,
        body,
      })}`,
    );
  }

  private renderTax(body: unknown) {
    const texts = this.messages.consumerForm;
    const fields = texts.fields;
    return this.section(
      'tax',
      texts.sections.tax,
      html`${checkboxField(this.form, { path: 'isUsPerson', label: fields.isUsPerson, body })}
      ${textField(this.form, {
        path: 'taxIdentificationNumber',
        label: fields.taxIdentificationNumber,
        maxlength: LIMITS.taxIdentificationNumber.max,
        autocomplete: 'off',
        spellcheck: false,
        body,
      })}
      ${selectField(this.form, {
        path: 'taxCountry',
        label: fields.taxCountry,
        choices: countryChoices(this.textLocale),
        placeholder: texts.countryPlaceholder,
        body,
      })}`,
    );
  }

  private renderFinancial(group: 'financialInformation' | 'financialInformationRequestDto', body: unknown) {
    const texts = this.messages.consumerForm;
    const fields = texts.fields;
    const field = (name: 'monthlyNetIncome' | 'expectedMonthlyIncomingVolume' | 'expectedMonthlyOutgoingVolume' | 'expectedMonthlyIncomingTransferFrequency') =>
      textField(this.form, { path: `${group}.${name}`, label: fields[name], body });
    return this.section(
      'financial',
      texts.sections.financial,
      html`<div class="row">
          ${field('monthlyNetIncome')}
          ${selectField(this.form, {
            path: `${group}.currency`,
            label: fields.currency,
            choices: currencyChoices(this.textLocale),
            placeholder: texts.currencyPlaceholder,
            body,
          })}
        </div>
        <div class="row">${field('expectedMonthlyIncomingVolume')} ${field('expectedMonthlyOutgoingVolume')}</div>
        ${field('expectedMonthlyIncomingTransferFrequency')}`,
      texts.hints.financial,
    );
  }

  private renderReference(body: unknown) {
    const texts = this.messages.consumerForm;
    return this.section(
      'reference',
      texts.sections.reference,
      textField(this.form, {
        path: 'externalId',
        label: texts.fields.externalId,
        hint: texts.fields.externalIdHint,
        maxlength: LIMITS.longText.max,
        autocomplete: 'off',
        spellcheck: false,
        body,
      }),
    );
  }

  /** A checkbox whose checked state sends the partner's terms version as `lastTermsAccepted`. */
  private renderTerms(body: unknown) {
    const version = this.termsVersion;
    if (!version) return nothing;
    const texts = this.messages.consumerForm;
    const path = 'lastTermsAccepted';
    const id = fieldId(path);
    const accepted = this.form.get(path) === version;
    const alreadyAccepted = this.kind === 'profile' && this.baseline.lastTermsAccepted === version;
    const feedback = this.form.feedback(path, body);
    const message = feedback ? texts.terms.required : undefined;
    const link = safeLink(this.termsUrl);
    const required = this.kind === 'create' && this.termsRequired;
    const hintId = `${id}-hint`;
    const describedBy = [link || alreadyAccepted ? hintId : '', message ? `${id}-message` : ''].filter(Boolean).join(' ') || undefined;
    return this.section(
      'terms',
      texts.sections.terms,
      html`<div class="field checkbox" part="field" data-path=${path}>
        <input
          id=${id}
          part="checkbox"
          type="checkbox"
          name=${path}
          .checked=${live(accepted)}
          ?disabled=${alreadyAccepted}
          aria-required=${required ? 'true' : 'false'}
          aria-invalid=${message ? 'true' : 'false'}
          aria-describedby=${ifDefined(describedBy)}
          @change=${(event: Event) => {
            const checked = (event.target as HTMLInputElement).checked;
            this.form.set(path, checked ? version : this.editing ? this.baseline.lastTermsAccepted : undefined);
            this.form.touch(path);
          }}
        />
        <label for=${id} part="form-control-label"
          >${format(texts.terms.accept, { version })}${required ? html`<span class="required" aria-hidden="true"> *</span>` : nothing}</label
        >
        ${link || alreadyAccepted
          ? html`<div class="hint" part="form-control-help-text" id=${hintId}>
              ${alreadyAccepted ? html`<span>${format(texts.terms.accepted, { version })}</span> ` : nothing}
              ${link ? html`<a href=${link} target="_blank" rel="noopener noreferrer" part="terms-link">${texts.terms.link}</a>` : nothing}
            </div>`
          : nothing}
        ${message ? html`<div class="field-message" part="form-control-error" id="${id}-message">${message}</div>` : nothing}
      </div>`,
    );
  }

  private renderFollowUps() {
    const followUps = this.followUps;
    if (this.kind !== 'contact' || !(followUps.email || followUps.phone || followUps.address)) return nothing;
    const texts = this.messages.consumerForm.followUps;
    return html`<div class="follow-ups" part="follow-ups" role="group" aria-labelledby="follow-ups-title">
      <p class="title" id="follow-ups-title" tabindex="-1">${texts.title}</p>
      ${followUps.email ? this.renderEmailFollowUp(followUps.email) : nothing}
      ${followUps.phone ? this.renderPhoneFollowUp(followUps.phone) : nothing}
      ${followUps.address ? html`<div class="follow-up" part="follow-up follow-up-address"><p>${texts.address}</p></div>` : nothing}
    </div>`;
  }

  private renderEmailFollowUp(email: string) {
    const texts = this.messages.consumerForm.followUps;
    const pending = this.ops.state(sendConsumerVerificationEmail).pending;
    const failed = this.followUps.failed?.email;
    return html`<div class="follow-up" part="follow-up follow-up-email">
      <p>${format(texts.email, { email })}</p>
      ${this.followUps.emailSent ? html`<p class="done">${format(texts.emailSent, { email })}</p>` : nothing}
      ${failed ? html`<p class="failed" role="alert">${failed}</p>` : nothing}
      <button type="button" class="secondary" part="follow-up-action" ?disabled=${pending} @click=${() => this.sendVerificationEmail()}>
        ${pending ? this.messages.common.sending : texts.sendEmail}
      </button>
    </div>`;
  }

  private renderPhoneFollowUp(phone: string) {
    const texts = this.messages.consumerForm.followUps;
    const step = this.followUps.phoneStep ?? 'to-send';
    const pending = this.ops.state(verifyConsumerPhone).pending;
    const failed = this.followUps.failed?.phone;
    if (step === 'verified') {
      return html`<div class="follow-up" part="follow-up follow-up-phone"><p class="done">${format(texts.phoneVerified, { phone })}</p></div>`;
    }
    return html`<div class="follow-up" part="follow-up follow-up-phone">
      <p>${format(texts.phone, { phone })}</p>
      ${step === 'code-sent' ? html`<p class="done">${format(texts.codeSent, { phone })}</p>` : nothing}
      ${failed ? html`<p class="failed" role="alert">${failed}</p>` : nothing}
      ${step === 'code-sent'
        ? html`<form class="code-form" part="code-form" novalidate @submit=${(event: Event) => this.verifyCode(event)}>
            ${textField(this.codeForm, {
              path: 'code',
              label: texts.code,
              hint: texts.codeHint,
              autocomplete: 'one-time-code',
              inputmode: 'numeric',
              spellcheck: false,
              parse: (typed) => typed.trim(),
            })}
            <button type="submit" part="follow-up-action" ?disabled=${pending}>${texts.verify}</button>
          </form>`
        : nothing}
      <button type="button" class="secondary" part="follow-up-action" ?disabled=${pending} @click=${() => this.sendCode()}>
        ${step === 'code-sent' ? texts.resendCode : texts.sendCode}
      </button>
    </div>`;
  }
}

/** The entries whose value is defined. */
function withDefined(values: Values): Values {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

function getLeaf(values: Values, path: string): unknown {
  return path.split('.').reduce<unknown>((current, key) => (current && typeof current === 'object' ? (current as Values)[key] : undefined), values);
}
