import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { booleanAttribute } from '../base/boolean-attribute.js';
import * as z from 'zod/mini';
import { ServiceError } from '../../api/errors.js';
import type { OperationDefinition, OperationInput, OperationResult } from '../../api/operations.js';
import { isGuid } from '../../api/formats/guid.js';
import type { Consumer } from '../../api/schemas/consumer.js';
import { SvcErrorEvent } from '../base/events.js';
import { KeyedLoadController } from '../base/keyed-load.js';
import { SvcFormElement } from '../form/svc-form-element.js';
import { compactRecord } from '../form/paths.js';
import { consumerForm } from './texts/en.js';
import { consumerFormErrors } from '../../i18n/errors/en-consumer-form.js';
import { consumerFormLocales } from '../../generated/locales/consumer-form.js';
import { consumerFormStyles } from './svc-consumer-form.styles.js';
import { nationalPhone, phoneRules } from '../form/phone-national.js';
import { modeFor } from './modes.js';
import { focusAfter } from './focus-after.js';
import { contactFollowUps, editModesUnreachable, laterFields, loadEditModes, operationOf, schemaOf } from './on-demand-parts.js';
import type { ContactEdit } from './contact-edit.js';
import type { AnyConsumerMode, ConsumerFormMode, ConsumerFormSettings, ConsumerMode, ConsumerModel, ConsumerOperation, EditModes, Later, ModeContext, Values } from './mode.js';

export type { ConsumerFormMode } from './mode.js';

export type Metadata = Record<string, unknown>;

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
 * service will check. The phone number of a consumer who owns an account (banking status other
 * than `NOT_CREATED`) is shown, not offered: the spec has it changed only through the service operator.
 *
 * The terms checkbox (with `terms-version`) sends that version as `lastTermsAccepted`. Partners
 * who want their own words next to it put them in the `terms` slot: they replace the sentence and
 * the link to `terms-url`, not the checkbox, so the box is still required (`terms-required`),
 * checked and sent as before.
 *
 * @summary Create a consumer, or edit its profile or contact details.
 * @tag svc-consumer-form
 *
 * @slot terms - Your own words next to the terms checkbox (links welcome), instead of "I accept the terms and conditions (version …)" and the link to `terms-url`. The checkbox, its required mark and its error stay the kit's.
 *
 * @fires {CustomEvent<SvcSubmitDetail>} svc-submit - Before a request is sent (cancelable): `{ operation, body }`. Also for the follow-up actions (`sendConsumerVerificationEmail`, `verifyConsumerPhone`).
 * @fires {CustomEvent<SvcSuccessDetail>} svc-success - An operation succeeded: `{ operation, result }`; for `createConsumer` the result is `{ id }`. The edit modes' load reports `getConsumer`.
 * @fires {CustomEvent<SvcErrorDetail>} svc-error - An operation failed, or the form was refused before sending (`kind: 'validation'`, code `VALIDATION_FAILED`, or `NOTHING_CHANGED` for an edit without change): `{ operation, error }`.
 * @fires {CustomEvent<SvcScaDetail>} svc-sca - The SCA state of the contact change changed: `{ operation, state, scaId }`.
 *
 * @csspart form - The form; also the verification code's own small form among the follow-ups.
 * @csspart section - Every group of fields (a fieldset); each also has `section-<name>`: `section-partner`, `section-identity`, `section-contact`, `section-address`, `section-activity`, `section-tax`, `section-financial`, `section-reference`, `section-terms`.
 * @csspart legend - The title of a group.
 * @csspart link - The link to the terms and conditions.
 * @csspart notice - "Nothing has changed" in the edit modes; in the contact mode, instead of the phone fields of a consumer who owns an account, that its number changes only through the service operator.
 * @csspart error - A failure above the form; in the edit modes also a missing or wrong `consumer-id` and a failed load; among the follow-ups, a follow-up that failed, or what follows a saved contact change when it could not be loaded.
 * @csspart retry-button - Try again, after a failure that may pass on a second try, after a failed load, and when what follows a contact change could not be loaded.
 * @csspart loading - The loading state of the edit modes.
 * @csspart panel - What follows a contact change.
 * @csspart title - The title of that panel; also the success panel's words.
 * @csspart follow-up - One follow-up; also `follow-up-email`, `follow-up-phone`, `follow-up-address`.
 * @csspart send-email-button - Sends the verification email.
 * @csspart send-code-button - Sends a verification code to the new phone number (again).
 * @csspart verify-button - Verifies the typed code.
 *
 */
export class SvcConsumerForm extends SvcFormElement<ConsumerOperation> implements ConsumerFormSettings {
  /** @internal */
  static override ownMessages = { consumerForm, contactFollowUps };
  static override ownLocales = consumerFormLocales;
  /** @internal */
  static override ownErrors = consumerFormErrors;

  static override styles = [...SvcFormElement.styles, ...consumerFormStyles];

  /** `create` (default): create a consumer; `profile`: edit the profile fields; `contact`: edit the contact fields [SCA]. */
  @property({ reflect: true }) mode: ConsumerFormMode = 'create';

  /** The consumer to edit (`profile` and `contact` modes). */
  @property({ attribute: 'consumer-id', reflect: true }) consumerId?: string;

  /** Create as an anonymous caller (self sign-up): the spec's anonymous creation, which carries the partner's name (`partner-name`, or your backend's). */
  @property({ type: Boolean, converter: booleanAttribute, reflect: true }) anonymous = false;

  /** The partner's name, sent with an anonymous creation (never asked of the person): without it none is sent, for your backend to put its own, as the reference backend does. Not sent otherwise. */
  @property({ attribute: 'partner-name' }) partnerName?: string;

  /** Version of the terms and conditions on offer. Without it there is no terms checkbox; checked, it is sent as `lastTermsAccepted`. */
  @property({ attribute: 'terms-version' }) termsVersion?: string;

  /** Link to the terms and conditions (http or https), shown under the checkbox (not when the `terms` slot is filled). */
  @property({ attribute: 'terms-url' }) termsUrl?: string;

  /** On creation, the terms must be accepted before sending (needs `terms-version`). */
  @property({ type: Boolean, converter: booleanAttribute, attribute: 'terms-required' }) termsRequired = false;

  /** Send `bypassVerification: true` with the address (a partner decision; the person is not asked). */
  @property({ type: Boolean, converter: booleanAttribute, attribute: 'bypass-address-verification' }) bypassAddressVerification = false;

  /** `metadata` sent on creation (free-form JSON, at most 3000 characters serialised). */
  @property({ attribute: false }) metadata?: Metadata;

  /** `userMetadata` sent with a profile change. */
  @property({ attribute: false }) userMetadata?: Metadata;

  /** `partnerMetadata` sent with a profile change (partner callers only: an end-user receives Forbidden). */
  @property({ attribute: false }) partnerMetadata?: Metadata;

  /** The edit form's values as the service holds them now. */
  private baseline: Values = {};
  /** What only the edit modes use, here once a consumer was loaded (it comes with the load). */
  private edit?: EditModes;
  /** Values set through `value` before the consumer was loaded, applied on top of it. */
  private pendingValues?: Values;
  /** The body of the submit in flight, as validated. */
  private sentBody?: Values;
  /** A submit of an edit mode was refused because nothing changed. */
  @state() private nothingChanged = false;
  /** The partner's field control was judged with the bodies' schemas (see `willUpdate`). */
  private controlsJudged = false;
  /** The submit whose end restores focus. */
  private watched?: Promise<OperationResult<ConsumerOperation> | undefined>;

  /**
   * Edit modes: the consumer, loaded again when its id or the adapter changes; the one holder of the
   * record (as loaded, and as actions changed it), kept while the id stays the same.
   */
  private readonly loader = new KeyedLoadController(this, {
    key: () => {
      const adapter = this.configured ? this.config?.adapter : undefined;
      return this.activeMode.editsConsumer && this.consumerId && this.validConsumerId && adapter ? ([this.consumerId, adapter] as const) : undefined;
    },
    keeps: ([consumerId]) => consumerId === this.consumerId,
    // The edit modes' own code first: it brings the reading of the consumer (its operation and the
    // record's schema, which a creation never needs), then the consumer is read; without it the load
    // fails (with Try again) and nothing is asked of the service.
    load: async ([consumerId], signal) => {
      const edit = (this.edit ??= await this.fetchOnDemand('edit modes', loadEditModes));
      return edit ? this.ops.run(edit.getConsumer, { params: { consumerId } }, { silent: true, signal }) : { status: 'error', error: editModesUnreachable() };
    },
    // The task stores the record after this call: the form starts from the one it is given.
    loaded: (consumer) => {
      this.startMode(consumer);
      if (this.pendingValues) {
        this.applyChanges(this.pendingValues);
        this.pendingValues = undefined;
      }
    },
  });

  /**
   * What follows a contact change (verification email, phone code), on the element's side
   * (`contact-edit.ts`, with the edit values): made once they are here. The follow-ups' own module
   * is fetched once the person first edits the contact form (or with the first success, if nothing
   * was typed), not with the page; a failed fetch is said, with Try again, when a saved change waits for it.
   */
  private contactEditMade?: ContactEdit;

  private get contactEdit(): ContactEdit | undefined {
    const edit = this.edit;
    this.contactEditMade ??= edit && new edit.ContactEdit(this, {
      ops: this.ops,
      consumerId: () => this.consumerId,
      messages: () => this.messages,
      locale: () => this.effectiveLocale,
      errorText: (error) => this.errorText(error),
      announce: (text) => (this.announcement = text),
      announceAfter: (text) => (this.announcement = `${this.announcement} ${text}`.trim()),
      restoreFocus: () => this.restoreFocus(),
      phoneVerified: () => {
        const { consumer } = this;
        if (consumer) this.loader.replace({ ...consumer, phone: { ...consumer.phone, verified: true } });
      },
    });
    return this.contactEditMade;
  }

  /** The operations with their bodies' schemas and the profile's choices by label (`on-demand-parts.ts`). */
  private readonly laterPart = laterFields(this, () => this.effectiveLocale);

  /** The operations, schemas and choices once here (see `laterPart`). */
  private get later(): Later | undefined {
    return this.laterPart.module;
  }

  /** The consumer as loaded (edit modes), and as actions changed it since: read from its loader. */
  private get consumer(): Consumer | undefined {
    return this.loader.value;
  }

  /** The mode in force: what it sends, shows and starts from (an unknown `mode` value creates). */
  private get activeMode(): AnyConsumerMode {
    return modeFor(this.mode, this.edit);
  }

  private get context(): ModeContext {
    return {
      settings: this,
      form: this.form,
      messages: this.messages,
      locale: this.effectiveLocale,
      baseline: this.baseline,
      consumer: this.consumer,
      edit: this.edit,
      choices: (field) => this.later?.labelled(field, this.messages, this.effectiveLocale, this) ?? [],
    };
  }

  // The form contract

  protected submitOperation(): OperationDefinition<ConsumerOperation> {
    return operationOf(this.activeMode, this.later);
  }

  protected bodySchema(): z.ZodMiniType<ConsumerModel> {
    return schemaOf(this.activeMode, this, this.later, this.messages.common.loading);
  }

  protected requestFor(body: ConsumerModel, typed: Values): OperationInput<ConsumerOperation> | undefined {
    this.sentBody = body;
    const mode = this.activeMode;
    // Each mode's own body type, by its own schema's verdict on what was judged (from memory).
    switch (mode.name) {
      case 'create':
        return this.requestIn(mode, typed);
      case 'profile':
        return this.requestIn(mode, typed);
      case 'contact':
        return this.requestIn(mode, typed);
    }
  }

  private requestIn<Name extends ConsumerFormMode, N extends ConsumerOperation>(mode: ConsumerMode<Name, N>, typed: Values): OperationInput<N> | undefined {
    // A body is judged only once the schemas are here (`submit` waits for them).
    const { later } = this;
    const body = later && this.form.checkWith(mode.schema(this, later), typed).data;
    return body && mode.request(body, this.consumerId ?? '');
  }

  protected submitLabel(): string {
    return this.messages.consumerForm.submit[this.activeMode.name];
  }

  protected successText(_result: OperationResult<ConsumerOperation>): string {
    return this.messages.consumerForm.success[this.activeMode.name];
  }

  /** The body a submit sends now (the edit modes: only the groups the person changed). */
  protected override currentBody(): Values {
    const body = this.activeMode.body(this.context);
    // The trunk prefix a person types at home is dropped once the phone rules are here (phone-national.ts).
    return body.phone === undefined ? body : { ...body, phone: nationalPhone(body.phone) };
  }

  /** The request body as typed so far (edit modes: only what changed). Setting it fills the form; in the edit modes, as changes to the loaded consumer. */
  override get value(): Values {
    return compactRecord(this.currentBody());
  }
  override set value(values: Values) {
    if (!this.valueGiven(values)) return;
    if (!this.activeMode.editsConsumer) {
      this.form.prefill(values ?? {}, false);
      return;
    }
    if (!this.consumer) this.pendingValues = { ...this.pendingValues, ...values };
    else this.applyChanges(values ?? {});
  }

  /** Sets each value as a change a person made (edit modes). */
  private applyChanges(values: Values): void {
    for (const [path, value] of this.edit?.leaves(values) ?? []) this.form.setAt(path, value);
  }

  /**
   * Validates, then sends (see the base). The edit modes send nothing before the consumer is
   * loaded, and nothing when nothing changed: they say so instead.
   */
  override submit(): Promise<OperationResult<ConsumerOperation> | undefined> {
    // A phone number goes out by the phone rules: fetched first if they are not here yet (once; on failure, as typed).
    const rules = phoneRules.beforeSending(this.currentBody().phone);
    if (rules) return rules.then(() => this.submit());
    // The bodies' schemas first, fetched if they are not here yet (again after a failure); should
    // they not arrive, the body is refused as not judged and nothing is sent.
    return this.later ? this.judgedSubmit() : this.laterPart.fetch().then(() => this.judgedSubmit());
  }

  /** A submit once the schemas are here (or could not be fetched). */
  private judgedSubmit(): Promise<OperationResult<ConsumerOperation> | undefined> {
    const operation = this.submitOperation();
    if (this.activeMode.editsConsumer) {
      if (!this.consumer) return Promise.resolve(undefined);
      if (!this.ops.state(operation).pending && Object.keys(this.currentBody()).length === 0) {
        const text = this.messages.consumerForm.nothingChanged;
        this.nothingChanged = true;
        this.formError = undefined;
        this.announcement = text;
        const name = operation.name;
        this.emit(new SvcErrorEvent({ operation: name, error: new ServiceError({ kind: 'validation', code: 'NOTHING_CHANGED', message: text, operation: name }) }));
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

  /** Where the focus goes once a submit settled or what follows was shown (`focus-after.ts`). */
  private restoreFocus(): void {
    focusAfter(this.shadowRoot, this.contactEditMade?.made);
  }

  /** A new consumer locks the form (Add another offers it again); a saved edit keeps it editable. */
  protected override successMode() {
    return this.activeMode.editsConsumer ? 'keep' : 'lock';
  }

  protected override againLabel(): string | undefined {
    return this.activeMode.editsConsumer ? undefined : this.messages.consumerForm.again;
  }

  protected override afterSuccess(_result: OperationResult<ConsumerOperation>): void {
    const mode = this.activeMode;
    const sent = this.sentBody ?? {};
    // An edit saved: its consumer was loaded, so what only the edit modes use is here.
    const { edit } = this;
    if (!mode.editsConsumer || !edit) return;
    // What was sent is now the starting point; what the person typed meanwhile stays a change.
    this.baseline = edit.rebase(this.form, this.baseline, sent, mode.formKeys);
    const { consumer } = this;
    if (consumer && 'lastTermsAccepted' in sent) this.loader.replace({ ...consumer, termsAccepted: true });
    if (mode.followsUp) this.contactEdit?.saved(sent, this.consumer?.phone);
  }

  /** Another consumer or mode: nothing follows any more. */
  private clearFollowUps(): void {
    this.contactEditMade?.clear();
  }

  // Loading (edit modes)

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    // Another consumer: what followed the last one's contact change is not for this one.
    if (changed.has('consumerId') && changed.get('consumerId') !== undefined) this.clearFollowUps();
    if (changed.has('mode') && changed.get('mode') !== undefined) this.startMode();
    // The operations, schemas and choices: fetched once the first update has drawn, so after the first paint.
    if (!this.hasUpdated) void this.updateComplete.then(() => this.laterPart.fetch());
    // The partner's field control given before the schemas were here is judged again by them (a field
    // they require stays shown), unless something was typed since: then nothing is laid over it.
    if (this.later && !this.controlsJudged) {
      this.controlsJudged = true;
      const { fields } = this;
      if (fields && this.form.edits === 0) this.form.control(fields);
    }
    // A phone typed: the phone rules are fetched now, outside the first paint; the body is judged again once they are here.
    phoneRules.whenTyped(this, this.form.isChanged('phone'));
    // A contact change on its way: what follows it is fetched now (once; after a failure, by the success that needs it).
    if (this.activeMode.followsUp && this.form.edits > 0) this.contactEdit?.prefetch();
  }

  private get validConsumerId(): boolean {
    return isGuid(this.consumerId);
  }

  /** The form for the mode now in force, from the loaded consumer when there is one. */
  private startMode(consumer = this.consumer): void {
    const mode = this.activeMode;
    this.nothingChanged = false;
    this.clearFollowUps();
    this.formError = undefined;
    const { edit } = this;
    this.baseline = mode.editsConsumer && consumer && edit ? mode.startingValues(consumer) : {};
    if (mode.editsConsumer && consumer && edit) this.form.prefill(this.baseline);
    else this.form.prefill({}, false);
  }

  // Rendering

  protected override renderContent() {
    return (this.activeMode.editsConsumer && this.renderEditGuard()) || html`${super.renderContent()}${this.contactEditMade?.render() ?? nothing}`;
  }

  /** Instead of the edit form: a missing or wrong `consumer-id`, the load in progress or its failure. */
  private renderEditGuard(): TemplateResult<1> | undefined {
    const texts = this.messages.consumerForm;
    if (!this.consumerId || !this.validConsumerId) {
      return html`<p class="message error" part="error" role="alert">${this.consumerId ? texts.invalidId : texts.missingId}</p>`;
    }
    if (this.consumer) return undefined;
    const { error } = this.loader;
    if (!error) return html`<p class="loading" part="loading" role="status">${texts.loading}</p>`;
    return html`<div class="message error" part="error" role="alert">
      <span>${texts.loadFailed} ${this.errorText(error)}</span>
      <button type="button" class="secondary" part="retry-button" @click=${() => this.loader.reload()}>${this.messages.common.retry}</button>
    </div>`;
  }

  protected renderFields(): TemplateResult {
    const body = this.bodyNow();
    const unchanged = this.nothingChanged && Object.keys(body).length === 0;
    return html`${this.activeMode.sections(this.context, body)}
    ${unchanged ? html`<p class="message info" part="notice">${this.messages.consumerForm.nothingChanged}</p>` : nothing}`;
  }
}
