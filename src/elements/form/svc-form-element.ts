/**
 * The base of the kit's forms: `value`, `validate()` and `submit()`; validation from the
 * operation's schema with feedback per field; focus on the first invalid field; one request per
 * submit; service issues placed on their fields or above the form, with a retry where retrying
 * makes sense; SCA shown inline while waiting; typed values kept whatever happens.
 *
 * Every form is also a platform form control: with a `name` its value (JSON) goes into a host
 * `<form>`'s `FormData`; `checkValidity()`, `reportValidity()`, `validity` and `validationMessage`
 * follow the schema; `disabled`, or a disabled `<fieldset>`, disables it; a form reset resets it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import type * as z from 'zod/mini';
import type { OperationDefinition, OperationInput, OperationName, OperationResult } from '../../api/operations.js';
import { operationName } from '../../client/operation-ref.js';
import type { FieldIssue, ServiceError } from '../../api/errors.js';
import { ownString } from '../../api/own.js';
import { OperationController } from '../base/operation.js';
import { SvcErrorEvent, type SuccessResult } from '../base/events.js';
import { FormModel } from './form-model.js';
import { FormControlElement } from './form-control-element.js';
import { OncePerUpdateController } from './once-per-update.js';
import type { FormProblem, FormState } from './form-association.js';
import { choiceStyles, formStyles } from './form-styles.js';
import { serviceError } from '../../i18n/service-errors.js';
import type { SubmitSteps } from './submit-steps.js';
import type { FieldControls } from './field-control.js';
import { loadOnce } from '../base/load-once.js';
import { FormNotice } from './form-notice.js';
import { OnDemandModule } from '../base/on-demand.js';

type SubmitHandlingModule = typeof import('./submit-handling.js');
/** How a failure shows, the SCA step and the success panel: fetched with the person's first move in a form, or with its first submit. */
const loadSubmitHandling = loadOnce(() => import('./submit-handling.js'), "a form's submit handling");

/**
 * The body an operation takes, as its form edits and sends it (the input of its body schema). For
 * a form of several operations, the union of their bodies.
 */
export type FormBody<N extends OperationName> = Extract<OperationInput<N>['body'], object>;

/**
 * @slot header - Content above the fields (a title, an introduction).
 * @slot footer - Content below the submit button.
 * @slot submit-label - The submit button's text (default: the form's own).
 * @slot success - The success panel's words (default: the form's own text).
 *
 * @csspart form - The `<form>`.
 * @csspart form-control - A field: its label, control, help text and error.
 * @csspart form-control-label - A field's label (or a group's legend).
 * @csspart form-control-input - A field's input, select or checkbox.
 * @csspart form-control-help-text - A field's hint.
 * @csspart form-control-error - A field's error message.
 * @csspart form-control-group - A group of radio buttons or checkboxes.
 * @csspart error - A failure that belongs to no field, shown above the fields.
 * @csspart summary - Problems with values that no field on screen shows (set by the partner), above the fields.
 * @csspart retry-button - Sends again after a failure that may pass on a second try.
 * @csspart sca - The SCA panel shown while a strong customer authentication is pending.
 * @csspart success - The success panel, at the top of the form; it takes the focus after a success.
 * @csspart title - The success panel's words (its accessible name).
 * @csspart again-button - In the success panel of a creation: offers the form again, emptied to the values it started with.
 * @csspart actions - The row of buttons.
 * @csspart submit-button - The submit button.
 *
 * @cssstate pending - A request is in flight.
 * @cssstate invalid - The value does not pass validation.
 * @cssstate sca - Waiting for a strong customer authentication.
 * @cssstate success - The success panel is shown: the last submit succeeded (and, where the form stays editable, nothing was edited since).
 */
/**
 * `N` is the operation (or operations) a submit runs; `Model` what the form edits, whose paths its
 * fields name (the operation's body unless the form edits more); `Body` what passes the form's
 * schema and becomes the request (the operation's body unless the form judges something else).
 */
export abstract class SvcFormElement<N extends OperationName = OperationName, Model extends object = FormBody<N>, Body = FormBody<N>> extends FormControlElement {
  static override styles = [...FormControlElement.styles, choiceStyles, formStyles];

  /** What is typed, by the paths of `Model` (the operation's body unless the form edits more). */
  protected readonly form = new FormModel<Model, Body>(this, { schema: () => this.bodySchema(), messages: () => this.messages, locale: () => this.effectiveLocale });
  protected readonly ops = new OperationController(this);
  #inflight?: Promise<SuccessResult<N> | undefined>;

  /** Said to screen readers (validation summary, success). */
  @state() protected announcement = '';
  /** What a submit needs (`submit-handling.ts`), fetched on demand. */
  readonly #submitPart = new OnDemandModule<SubmitHandlingModule>(this, 'submit handling', loadSubmitHandling);
  #stepsMade?: SubmitSteps<N>;
  /**
   * Once its module is here: how a failure shows (on its fields, above the form, in words for the
   * values no field shows), the SCA panel inline with what its Cancel does, and the success panel
   * (focus and announcement). Before it, no submit has been sent: none of them has anything to show.
   */
  get #handling() {
    const module = this.#submitPart.module;
    this.#stepsMade ??= module && new module.SubmitSteps<N>(this, {
      ops: this.ops,
      operation: () => this.submitName(),
      locale: () => this.effectiveLocale,
      messages: () => this.messages,
      submit: () => void this.submit(),
      shows: (path) => !!this.#fieldFor(path, '*'),
      // The catalog's text in this element's locale, when `text` is the English text of one of its codes.
      inLocale: (text) => ownString(this.messages.errors, this.errorCodeOf(text)) ?? text,
      errorText: (error) => this.errorText(error),
      say: (text) => (this.announcement = text),
      successText: () => (this.succeeded ? this.successText(this.succeeded.result) : ''),
      succeeded: (result) => {
        this.succeeded = { result };
        this.#editsAtSuccess = this.form.edits;
        this.announcement = '';
        this.afterSuccess(result);
      },
      onFields: (issues) => this.form.setServerIssues(issues),
      focusFirstInvalid: () => this.focusFirstInvalid(),
    });
    return this.#stepsMade;
  }

  constructor() {
    super();
    // The person's first move in the form: the submit handling is fetched now, so that a submit finds it here.
    const reached = () => void this.#submitPart.fetch();
    this.addEventListener('focusin', reached, { once: true });
    this.addEventListener('pointerover', reached, { once: true });
  }

  /** A part the last submit needed could not be fetched (see `unfetched`): it sent nothing. */
  @state() private unreachable?: ServiceError;

  /** A failure that belongs to no field, shown above the form. */
  protected get formError(): ServiceError | undefined {
    return this.#handling?.failure.error;
  }
  protected set formError(error: ServiceError | undefined) {
    // Before the submit handling is here no failure was shown: there is none to clear.
    if (this.#handling) this.#handling.failure.error = error;
  }
  /** The last successful result, for the success state (boxed: an operation with no answer succeeds with `undefined`). */
  @state() private succeeded?: { result: SuccessResult<N> };
  /** Why the last submit sent nothing, shown while the values stay as they were (part `notice`). */
  readonly #notice = new FormNotice(this, () => this.currentBody());
  /** The operation a submit runs now (it may depend on the mode), as its definition. */
  protected abstract submitOperation(): OperationDefinition<N>;
  /** Its name: what drawing reads its state by (a form whose definition comes after first paint names it here). */
  protected submitName(): N {
    return operationName(this.submitOperation());
  }
  /** The body schema of that operation (or a stricter one, e.g. anonymous creation): what it passes is a body of the operation. */
  protected abstract bodySchema(): z.ZodMiniType<Body>;
  /**
   * The request for a validated body (path parameters and the like). `typed` is the body as it was
   * judged: a form of several operations judges it again by the schema of the one it sends
   * (`form.checkWith`, from memory), for a body of that operation's type. Undefined sends nothing.
   */
  protected abstract requestFor(body: Body, typed: Record<string, unknown>): OperationInput<N> | undefined;
  /** The form's fields. */
  protected abstract renderFields(): TemplateResult;
  /** Text of the submit button. */
  protected abstract submitLabel(): string;
  /** What the success panel says. */
  protected abstract successText(result: SuccessResult<N>): string;

  /**
   * What a success does. `lock` (a creation; default): the panel replaces fields and submit button
   * until `againLabel()`'s action offers the form again. `keep` (a change to something that stays):
   * the panel shows above the editable fields until the next edit; a submit before it sends nothing.
   */
  protected successMode(): 'lock' | 'keep' {
    return 'lock';
  }

  /** The label of the action that offers a locked form again; undefined: it stays locked. */
  protected againLabel(): string | undefined {
    return undefined;
  }

  /** For an answer that carries a secret: receives it first, returns what the form keeps and reports in `svc-success`. */
  protected redactResult?(result: OperationResult<N>): SuccessResult<N>;

  /** Facts about what the success made, shown in the panel under its text. */
  protected renderSuccessDetails(): unknown {
    return nothing;
  }

  /** The body that a submit would send now (all fields; PATCH forms send only what changed). */
  protected currentBody(): Record<string, unknown> {
    return this.form.body;
  }

  /** The body judged by an update's render, validity and custom states: worked out once per keystroke. */
  readonly #updateBody = new OncePerUpdateController(this, () => this.currentBody());

  /** `currentBody()`, worked out once per update (afresh outside one, e.g. a partner reading `value`). */
  protected bodyNow(): Record<string, unknown> {
    return this.#updateBody.value;
  }

  /** The request body as typed so far. Setting it prefills the form (as the partner's values). */
  get value(): Record<string, unknown> {
    return this.currentBody();
  }
  set value(values: Record<string, unknown>) {
    if (!this.valueGiven(values)) return;
    this.form.prefill(values ?? {}, false);
  }

  #controls?: FieldControls<Model>;

  /**
   * The partner's control over the fields, by the paths of the body (`firstName`, `address.city`):
   * `{ value }` starts a field with a value (judged by the schema like a typed one, and sent),
   * `{ locked: true }` shows it not editable (a refusal of its value, by the schema or the service,
   * is said in the console and asks the person to contact you), `{ hidden: true }` leaves an
   * optional field out (a required one is said in the console and stays). Property only.
   */
  get fields(): FieldControls<Model> | undefined {
    return this.#controls;
  }
  set fields(fields: FieldControls<Model> | undefined) {
    this.#controls = fields;
    this.form.control(fields);
  }

  /** Checks every field, shows every issue, and returns them. */
  validate(): FieldIssue[] {
    this.form.submitted = true;
    this.requestUpdate();
    return this.form.issues(this.currentBody());
  }

  protected formValue(): unknown {
    return this.value;
  }

  protected formProblem(): FormProblem | undefined {
    const issue = this.form.check(this.bodyNow()).issues[0];
    return issue && { message: issue.message, path: issue.path, anchor: () => this.#fieldFor(issue.path) };
  }

  protected formStates(): Record<FormState, boolean> {
    return {
      pending: this.ops.state(this.submitName()).pending,
      invalid: this.form.check(this.bodyNow()).issues.length > 0,
      sca: !!this.#handling?.sca.shown,
      success: this.#successShown,
    };
  }

  protected showInvalid(): void {
    this.validate();
    void this.updateComplete.then(() => this.focusFirstInvalid());
  }

  protected restoreValue(values: Record<string, unknown>): void {
    this.value = values;
  }

  /**
   * Validates, then sends. Resolves with the result, or undefined when something was invalid,
   * the submit was cancelled by a `svc-submit` listener, or the request failed (see `svc-error`).
   * A second call while one is in flight returns the same promise: one request per submit.
   */
  submit(): Promise<SuccessResult<N> | undefined> {
    // Sent and shown as done: a second submit sends nothing (a creation offers the form again on purpose).
    if (this.isDisabled || (!this.#inflight && this.#successShown)) return Promise.resolve(undefined);
    if (!this.#inflight) this.#notice.clear();
    this.#inflight ??= this.#send().finally(() => (this.#inflight = undefined));
    return this.#inflight;
  }

  /** The person pressed submit or Enter: a submit (a form with a confirmation asks first); after a success, the panel again. */
  protected submitPressed(): void {
    const handling = this.#handling;
    if (this.#successShown) handling?.successPanel.focus();
    // An approval waits: the panel's Continue sends, not the submit button under it.
    else if (handling?.sca.approvalWaits) handling.sca.panel()?.focus();
    else void this.submit();
  }

  formResetCallback(): void {
    this.ops.abort();
    this.form.reset();
    this.#notice.clear();
    this.formError = undefined;
    this.succeeded = undefined;
    this.announcement = '';
    this.#editsAtSuccess = undefined;
    this.unreachable = undefined;
  }

  async #send(): Promise<SuccessResult<N> | undefined> {
    const body = this.currentBody();
    const issues = this.validate();
    const definition = this.submitOperation();
    const operation = operationName(definition);
    this.formError = undefined;
    this.succeeded = undefined;
    this.unreachable = undefined;
    if (issues.length > 0) {
      this.announcement = this.attentionText(issues.length);
      await this.updateComplete;
      this.focusFirstInvalid();
      this.emit(new SvcErrorEvent({ operation, error: serviceError({ kind: 'validation', code: 'VALIDATION_FAILED', issues, operation }) }));
      return undefined;
    }
    // The submit handling (at once when it is here); undefined when it could not be fetched.
    await this.#submitPart.fetch();
    const handling = this.#handling;
    if (!handling) return this.unfetched(operation);
    const parsed = this.form.check(body).data;
    handling.sending(definition);
    const redact = this.redactResult?.bind(this);
    // Undefined only when a verdict changed between two checks of the same body (it cannot: one verdict per body and schema).
    const input = parsed && this.requestFor(parsed, body);
    if (!input) return undefined;
    return handling.settle(await this.ops.run(definition, input, { eventBody: parsed, redact }));
  }

  /** Hook after a success (e.g. prefill with what is now stored). */
  protected afterSuccess(_result: SuccessResult<N>): void {}

  /**
   * A part a submit needs could not be fetched (the submit handling, an element's own): said above
   * the form as a network failure, and nothing is sent; the next submit fetches it again.
   */
  protected unfetched(operation: OperationName): undefined {
    const error = serviceError({ kind: 'network', code: 'NETWORK_ERROR', operation });
    this.unreachable = error;
    this.announcement = this.errorText(error);
    this.emit(new SvcErrorEvent({ operation, error }));
    return undefined;
  }

  /** A submit that would send nothing worth sending: says why (announced, and shown until a change), sends nothing. */
  protected refuse(text: string): Promise<undefined> {
    this.#notice.say(text);
    this.announcement = text;
    return Promise.resolve(undefined);
  }

  /** Forgets why the last submit sent nothing (the form now shows something else). */
  protected clearNotice(): void {
    this.#notice.clear();
  }

  protected renderNotice() {
    return this.#notice.render();
  }

  /** The control of a field (or, with `'*'`, the field itself), by the path of its value. */
  #fieldFor(path: string, part: 'control' | '*' = 'control'): HTMLElement | undefined {
    const field = this.shadowRoot?.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"]`);
    if (part === '*') return field ?? undefined;
    return field?.querySelector<HTMLElement>('input, select, textarea') ?? undefined;
  }

  /** Moves focus to the first field that shows a problem. */
  protected focusFirstInvalid(): void {
    const root = this.shadowRoot;
    const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset.group:has(.field-message) input');
    (invalid ?? root?.querySelector<HTMLElement>('[part~="summary"]'))?.focus();
  }

  protected renderFormError() {
    if (this.unreachable) return html`<div class="message error" part="error" role="alert">${this.errorText(this.unreachable)}</div>`;
    return this.#handling?.failure.render() ?? nothing;
  }

  /** `form.edits` when the last success came (undefined: none since the form started). */
  #editsAtSuccess?: number;

  /** The success panel is shown: until the form starts again (`lock`), or until an edit (`keep`). */
  get #successShown(): boolean {
    const done = this.#editsAtSuccess !== undefined && this.ops.state(this.submitName()).status === 'success';
    return done && (this.successMode() === 'lock' || this.form.edits === this.#editsAtSuccess);
  }

  #renderSuccess() {
    // A success came through a submit, which waited for the submit handling.
    const panel = this.#handling?.successPanel;
    if (!this.#successShown || !panel) return nothing;
    const label = this.againLabel();
    return panel.render({
      text: this.succeeded ? this.successText(this.succeeded.result) : '',
      details: this.renderSuccessDetails(),
      // Again: the form as it started (the partner's values), focus on its first field.
      again: label ? { label, run: () => (this.formResetCallback(), void this.#handling?.successPanel.focusFirstField()) } : undefined,
    });
  }

  protected override renderContent() {
    const locked = this.#successShown && this.successMode() === 'lock';
    return html`<form novalidate part="form" @submit=${(event: Event) => (event.preventDefault(), locked || this.submitPressed())}>
      <fieldset class="frame" ?disabled=${this.isDisabled}>
        <slot name="header"></slot>
        ${this.#renderSuccess()} ${locked ? nothing : this.#renderForm()}
        <slot name="footer"></slot>
      </fieldset>
      <div class="visually-hidden" role="status" aria-live="polite">${this.announcement}</div>
    </form>`;
  }

  /** What a locked success replaces: the failures, the fields, the SCA panel and the submit button. */
  #renderForm() {
    const pending = this.ops.state(this.submitName()).pending;
    // The fields first: they tell which issues they show; the rest goes to the summary above them.
    this.form.beginRender();
    const fields = this.renderFields();
    return html`${this.renderFormError()} ${unshownSummary(this.form.unshown(this.bodyNow()), (count) => this.attentionText(count))} ${fields} ${this.#handling?.sca.render() ?? nothing}
      <div class="actions" part="actions">
        <button type="submit" part="submit-button" aria-disabled=${!!(pending || this.#handling?.sca.approvalWaits || this.configuring || this.isDisabled)}>
          ${pending ? this.messages.common.sending : html`<slot name="submit-label">${this.submitLabel()}</slot>`}
        </button>
      </div>`;
  }
}

/** Issues no field on screen shows, said above the fields so that no refusal goes unseen (part `summary`). */
function unshownSummary(issues: readonly FieldIssue[], attention: (count: number) => string) {
  if (issues.length === 0) return nothing;
  return html`<div class="message error" part="summary" role="alert" tabindex="-1">
    <p>${attention(issues.length)}</p>
    <ul>
      ${issues.map((issue) => html`<li>${issue.path ? `${issue.message} (${issue.path})` : issue.message}</li>`)}
    </ul>
  </div>`;
}
