/**
 * The base of the kit's forms: `value`, `validate()` and `submit()`; validation from the
 * operation's schema with feedback per field; focus on the first invalid field; one request per
 * submit; service issues placed on their fields or above the form, with a retry where retrying
 * makes sense; SCA shown inline while waiting; typed values kept whatever happens.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import type * as z from 'zod/mini';
import type { OperationInput, OperationName, OperationResult } from '../../api/operations.js';
import { ServiceError, type FieldIssue } from '../../api/errors.js';
import { format } from '../../i18n/catalog.js';
import { baseEn } from '../../i18n/base.js';
import { SvcElement } from '../base/svc-element.js';
import { OperationController } from '../base/operation.js';
import { SvcErrorEvent } from '../base/events.js';
import { FormController } from './form-controller.js';
import { formStyles } from './form-styles.js';
import '../sca-pending/define.js';

export abstract class SvcFormElement<N extends OperationName = OperationName> extends SvcElement {
  static override styles = [...SvcElement.styles, formStyles];

  protected readonly form = new FormController(this, { schema: () => this.bodySchema(), messages: () => this.messages });
  private readonly controllers = new Map<OperationName, OperationController<OperationName>>();
  private inflight?: Promise<OperationResult<N> | undefined>;

  /** Said to screen readers (validation summary, success). */
  @state() protected announcement = '';
  /** A failure that belongs to no field, shown above the form. */
  @state() protected formError?: ServiceError;
  /** The last successful result, for the success state. */
  @state() protected succeeded?: OperationResult<N>;

  /** The operation a submit runs now (it may depend on the mode). */
  protected abstract submitOperation(): N;
  /** The body schema of that operation (or a stricter one, e.g. anonymous creation). */
  protected abstract bodySchema(): z.ZodMiniType;
  /** The request for a validated body (path parameters and the like). */
  protected abstract requestFor(body: unknown): OperationInput<N>;
  /** The form's fields. */
  protected abstract renderFields(): TemplateResult;
  /** Text of the submit button. */
  protected abstract submitLabel(): string;
  /** What the success state says. */
  protected abstract successText(result: OperationResult<N>): string;

  /** The body that a submit would send now (all fields; PATCH forms send only what changed). */
  protected currentBody(): Record<string, unknown> {
    return this.form.body;
  }

  /** Controller of one operation of this element, made on first use. */
  protected operationFor<M extends OperationName>(operation: M): OperationController<M> {
    let controller = this.controllers.get(operation);
    if (!controller) {
      controller = new OperationController(this, operation) as unknown as OperationController<OperationName>;
      this.controllers.set(operation, controller);
    }
    return controller as unknown as OperationController<M>;
  }

  /** The request body as typed so far. Setting it prefills the form (as the partner's values). */
  get value(): Record<string, unknown> {
    return this.currentBody();
  }
  set value(values: Record<string, unknown>) {
    this.form.prefill(values ?? {}, false);
  }

  /** Checks every field, shows every issue, and returns them. */
  validate(): FieldIssue[] {
    this.form.submitted = true;
    this.requestUpdate();
    return this.form.issues(this.currentBody());
  }

  /**
   * Validates, then sends. Resolves with the result, or undefined when something was invalid,
   * the submit was cancelled by a `svc-submit` listener, or the request failed (see `svc-error`).
   * A second call while one is in flight returns the same promise: one request per submit.
   */
  submit(): Promise<OperationResult<N> | undefined> {
    this.inflight ??= this.send().finally(() => (this.inflight = undefined));
    return this.inflight;
  }

  private async send(): Promise<OperationResult<N> | undefined> {
    const body = this.currentBody();
    const issues = this.validate();
    const operation = this.submitOperation();
    this.formError = undefined;
    this.succeeded = undefined;
    if (issues.length > 0) {
      this.announcement =
        issues.length === 1 ? this.messages.common.fieldNeedsAttention : format(this.messages.common.fieldsNeedAttention, { count: issues.length });
      await this.updateComplete;
      this.focusFirstInvalid();
      this.emit(new SvcErrorEvent({ operation, error: new ServiceError({ kind: 'validation', code: 'VALIDATION_FAILED', issues, operation }) }));
      return undefined;
    }
    const parsed = this.form.check(body).data;
    const controller = this.operationFor(operation);
    this.announcement = this.messages.common.sending;
    this.scaCancelled = false;
    const result = await controller.run(this.requestFor(parsed), { eventBody: parsed });
    if (controller.error?.kind === 'abort') {
      // Stopped on purpose (Cancel in the SCA panel): not a failure. The Cancel button went with
      // the panel, so focus goes back to the submit button.
      this.announcement = this.scaCancelled ? this.messages.common.cancelled : '';
      await this.updateComplete;
      if (this.scaCancelled) this.shadowRoot?.querySelector<HTMLElement>('[part~="submit"]')?.focus();
    } else if (controller.error) this.showFailure(controller.error);
    else if (result !== undefined || controller.status === 'success') {
      this.succeeded = result as OperationResult<N>;
      this.editsAtSuccess = this.form.edits;
      this.announcement = this.successText(result as OperationResult<N>);
      this.afterSuccess(result as OperationResult<N>);
    } else this.announcement = '';
    return result;
  }

  /** Hook after a success (e.g. prefill with what is now stored). */
  protected afterSuccess(_result: OperationResult<N>): void {}

  private showFailure(error: ServiceError): void {
    const own = error.issues
      .filter((issue) => this.shadowRoot?.querySelector(`[data-path="${CSS.escape(issue.path)}"]`))
      .map((issue) => ({ ...issue, message: this.inLocale(issue.code, issue.message) }));
    this.form.setServerIssues(own);
    if (error.code === 'SCA_EXPIRED') {
      // The SCA panel stays, in its expired state, with Try again: focus goes there.
      this.formError = undefined;
      void this.updateComplete.then(() => this.shadowRoot?.querySelector('svc-sca-pending')?.shadowRoot?.querySelector('button')?.focus());
      return;
    }
    // What no field can show goes above the form.
    this.formError = own.length === error.issues.length && own.length > 0 ? undefined : error;
    this.announcement = own.length > 0 && !this.formError ? own[0].message : '';
    void this.updateComplete.then(() => (own.length > 0 ? this.focusFirstInvalid() : undefined));
  }

  /** The catalog's text for an error code in this element's locale, when `text` is the English one. */
  private inLocale(code: string | undefined, text: string): string {
    const english = baseEn.errors as Record<string, string>;
    const local = this.messages.errors as Record<string, string>;
    return code && english[code] === text && local[code] ? local[code] : text;
  }

  /** Moves focus to the first field that shows a problem. */
  protected focusFirstInvalid(): void {
    const invalid = this.shadowRoot?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset.group:has(.field-message) input');
    invalid?.focus();
  }

  protected renderFormError() {
    const error = this.formError;
    if (!error) return nothing;
    const text = this.messages.errors[error.code as keyof typeof this.messages.errors] ?? error.message;
    return html`<div class="message error" part="form-error" role="alert">
      <span>${text}</span>
      ${error.retryable
        ? html` <button type="button" class="secondary" part="retry" @click=${() => this.submit()}>${this.messages.common.retry}</button>`
        : nothing}
    </div>`;
  }

  protected renderSca() {
    const controller = this.operationFor(this.submitOperation());
    // While waiting, and after an expiry: the panel then says so and offers Try again.
    const expired = controller.error?.code === 'SCA_EXPIRED';
    if (!controller.sca || !(controller.pending || expired)) return nothing;
    return html`<svc-sca-pending
      embedded
      part="sca"
      .scaUpdate=${controller.sca}
      locale=${this.locale ?? this.config?.locale ?? 'en'}
      @svc-sca-cancel=${() => {
        this.scaCancelled = true;
        controller.abort();
      }}
      @svc-sca-retry=${() => void this.submit()}
    ></svc-sca-pending>`;
  }

  /** The person pressed Cancel while the SCA was pending. */
  private scaCancelled = false;

  /** `form.edits` when the last success came: the success message goes once the form is edited. */
  private editsAtSuccess = -1;

  protected renderSuccess() {
    if (this.operationFor(this.submitOperation()).status !== 'success' || this.form.edits !== this.editsAtSuccess) return nothing;
    return html`<div class="message success" part="success">${this.successText(this.succeeded as OperationResult<N>)}</div>`;
  }

  override render() {
    if (!this.configured && !this.configuring) return this.renderUnconfigured();
    const pending = this.operationFor(this.submitOperation()).pending;
    return html`<form novalidate part="form" @submit=${(event: Event) => (event.preventDefault(), void this.submit())}>
      ${this.renderFormError()} ${this.renderFields()} ${this.renderSca()} ${this.renderSuccess()}
      <div class="actions" part="actions">
        <button type="submit" part="submit" aria-disabled=${pending || this.configuring ? 'true' : 'false'}>
          ${pending ? this.messages.common.sending : this.submitLabel()}
        </button>
      </div>
      <div class="visually-hidden" role="status" aria-live="polite">${this.announcement}</div>
    </form>`;
  }
}
