/**
 * Verifying a consumer's email and phone, as the spec's States and transitions ask: an email
 * address to verify (a button sends the verification email), a phone number to verify with a code
 * (send the code, type it, verify). `<svc-consumer-form>` lists them after a saved contact change,
 * with a new address the service will check (`note`, `render`); `<svc-consumer-status>` offers
 * them beside an email or phone that is not verified (`offer`, `emailActions`, `phoneActions`).
 * The requests go through the element's OperationController, so they fire the kit's events. Both
 * elements fetch this module on demand, not with their page.
 */
import { asRecord } from '../base/guards.js';
import { adoptStyles, html, nothing, type ReactiveControllerHost } from 'lit';
import * as z from 'zod/mini';
import { verifyConsumerPhoneBody } from '../../api/schemas/consumer-verification.js';
import type { ServiceError } from '../../api/errors.js';
import { ownString } from '../../api/own.js';
import { format, type Catalog } from '../../i18n/catalog.js';
import type { OperationController } from '../base/operation.js';
import { sendConsumerVerificationEmail, verifyConsumerPhone } from '../../api/operations/consumer-verification.js';
import { FormModel } from '../form/form-model.js';
import { fieldId, textField } from '../form/fields.js';
import { phoneText } from './phone-text.js';
import { followUpStyles } from './follow-up-styles.js';

/** The code a person types: the verification body's own check of the code, with the code required. */
const codeBody = z.object({ code: verifyConsumerPhoneBody.shape.code._zod.def.innerType });

interface EmailFollowUp {
  address: string;
  sent: boolean;
  failure?: string;
}

interface PhoneFollowUp {
  /** As a person reads it (`+33 612345678`). */
  number: string;
  step: 'to-send' | 'code-sent' | 'verified';
  failure?: string;
}

interface FollowUpList {
  email?: EmailFollowUp;
  phone?: PhoneFollowUp;
  address?: boolean;
}

export interface FollowUpsHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

export interface ContactFollowUpsOptions {
  /** The element's operation controller: the follow-ups' requests and their events. */
  ops: OperationController;
  consumerId: () => string | undefined;
  messages: () => Catalog;
  /** What to show for a failure, in the element's locale. */
  errorText: (error: ServiceError) => string;
  /** Says something to screen readers (the element's live region). */
  announce: (text: string) => void;
  /** The phone number was verified. */
  phoneVerified: () => void;
}

type Phone = { countryCode?: unknown; number?: unknown };

/** The shadow roots the follow-ups' styles were added to. */
const styled = new WeakSet<ShadowRoot>();

/** Holds the follow-ups of a contact change, runs their actions and renders them. */
export class ContactFollowUps {
  private list: FollowUpList = {};
  /** New follow-ups were listed: they take the focus once (see `takeFocus`). */
  private focusWanted = false;
  /** The verification code field. */
  private readonly codeForm: FormModel;

  constructor(
    private readonly host: FollowUpsHost,
    private readonly options: ContactFollowUpsOptions,
  ) {
    this.codeForm = new FormModel(host, { schema: () => codeBody, messages: options.messages });
    // The follow-ups' styles come with them: added to the element's own, once for its shadow root.
    const root = host.renderRoot;
    if (root instanceof ShadowRoot && !styled.has(root)) {
      styled.add(root);
      const sheet = followUpStyles.styleSheet;
      // Without constructable style sheets, Lit's own way adds a <style> after the element's.
      if (sheet) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
      else adoptStyles(root, [followUpStyles]);
    }
  }

  /** Something follows: the list is shown. */
  get shown(): boolean {
    return !!(this.list.email || this.list.phone || this.list.address);
  }

  /** Another consumer or another mode: nothing follows any more. */
  clear(): void {
    this.list = {};
    this.focusWanted = false;
    this.host.requestUpdate();
  }

  /**
   * Lists what a saved change asks for. `sent` is the body that was saved, `phone` the consumer's
   * phone before it (a change may send only part of it). Returns what to announce.
   */
  note(sent: Record<string, unknown>, phone?: Phone): string {
    const texts = this.texts;
    const next: FollowUpList = {
      email: this.list.email && { ...this.list.email, failure: undefined },
      phone: this.list.phone && { ...this.list.phone, failure: undefined },
      address: this.list.address,
    };
    const said: string[] = [];
    if (typeof sent.emailAddress === 'string') {
      next.email = { address: sent.emailAddress, sent: false };
      said.push(format(texts.email, { email: sent.emailAddress }));
    }
    if (sent.phone) {
      const number = phoneText({ ...phone, ...asRecord(sent.phone) });
      next.phone = { number, step: 'to-send' };
      said.push(format(texts.phone, { phone: number }));
      this.codeForm.prefill({}, false);
    }
    if (sent.address) {
      next.address = true;
      said.push(texts.address);
    }
    this.list = next;
    this.focusWanted = true;
    this.host.requestUpdate();
    return said.join(' ');
  }

  /**
   * Offers to verify what is not verified yet (an email address, a phone number as a person reads
   * it), without taking the focus. What is under way for the same address or number is kept.
   */
  offer(unverified: { email?: string; phone?: string }): void {
    const { email, phone } = this.list;
    this.list = {
      email: unverified.email === undefined ? undefined : email?.address === unverified.email ? email : { address: unverified.email, sent: false },
      phone: unverified.phone === undefined ? undefined : phone?.number === unverified.phone ? phone : { number: unverified.phone, step: 'to-send' },
    };
    this.host.requestUpdate();
  }

  /** True once after new follow-ups were listed: they may take the focus. */
  takeFocus(): boolean {
    const wanted = this.focusWanted && this.shown;
    this.focusWanted = false;
    return wanted;
  }

  /** Moves focus to the list's title. */
  focus(): void {
    this.host.renderRoot.querySelector<HTMLElement>('#follow-ups-title')?.focus();
  }

  // Actions

  private get ops(): OperationController {
    return this.options.ops;
  }

  private get texts() {
    return this.options.messages().contactFollowUps;
  }

  private update(change: { email?: Partial<EmailFollowUp>; phone?: Partial<PhoneFollowUp> }): void {
    const { email, phone } = this.list;
    this.list = {
      ...this.list,
      email: email && change.email ? { ...email, ...change.email } : email,
      phone: phone && change.phone ? { ...phone, ...change.phone } : phone,
    };
    this.host.requestUpdate();
  }

  private async sendVerificationEmail(): Promise<void> {
    const consumerId = this.options.consumerId();
    if (!consumerId) return;
    this.update({ email: { failure: undefined } });
    const outcome = await this.ops.run(sendConsumerVerificationEmail, { params: { consumerId } });
    if (outcome.status === 'success') {
      this.update({ email: { sent: true } });
      this.options.announce(format(this.texts.emailSent, { email: this.list.email?.address ?? '' }));
    } else if (outcome.status === 'error') {
      const failure = this.options.errorText(outcome.error);
      this.update({ email: { failure } });
      this.options.announce(failure);
    }
  }

  private async sendCode(): Promise<void> {
    const consumerId = this.options.consumerId();
    if (!consumerId) return;
    this.update({ phone: { failure: undefined } });
    const outcome = await this.ops.run(verifyConsumerPhone, { params: { consumerId }, body: {} });
    if (outcome.status === 'success') {
      this.update({ phone: { step: 'code-sent' } });
      this.codeForm.prefill({}, false);
      this.options.announce(format(this.texts.codeSent, { phone: this.list.phone?.number ?? '' }));
      this.focusCode();
    } else if (outcome.status === 'error') this.phoneFailed(outcome.error);
  }

  private async verifyCode(event: Event): Promise<void> {
    event.preventDefault();
    const consumerId = this.options.consumerId();
    if (!consumerId || this.ops.state(verifyConsumerPhone).pending) return;
    this.update({ phone: { failure: undefined } });
    // The schema's own check first: a code of the wrong form is not sent.
    const checked = this.codeForm.check();
    const problem = checked.issues[0];
    if (problem) {
      this.codeForm.submitted = true;
      this.options.announce(problem.message);
      this.focusCode();
      return;
    }
    // Checked above by the same schema: parsed again for its type.
    const parsed = codeBody.safeParse(checked.data);
    if (!parsed.success) return;
    const body = parsed.data;
    const outcome = await this.ops.run(verifyConsumerPhone, { params: { consumerId }, body });
    if (outcome.status === 'success') {
      if (!outcome.value.verified) return this.codeRefused(this.options.messages().errors.VERIFICATION_CODE_INVALID);
      this.update({ phone: { step: 'verified' } });
      this.options.phoneVerified();
      // The code field and its buttons are gone: the focus goes to what replaced them.
      void this.host.updateComplete.then(() => this.host.renderRoot.querySelector<HTMLElement>('#phone-verified')?.focus());
      this.options.announce(format(this.texts.phoneVerified, { phone: this.list.phone?.number ?? '' }));
    } else if (outcome.status === 'error') {
      const onCode = outcome.error.issues.find((issue) => issue.path === 'code');
      if (onCode) this.codeRefused(ownString(this.options.messages().errors, outcome.error.code) ?? onCode.message);
      else this.phoneFailed(outcome.error);
    }
  }

  /** The service refused the code: said on the code field, which takes the focus. */
  private codeRefused(message: string): void {
    this.codeForm.setServerIssues([{ path: 'code', message }]);
    this.options.announce(message);
    this.focusCode();
  }

  private phoneFailed(error: ServiceError): void {
    const failure = this.options.errorText(error);
    this.update({ phone: { failure } });
    this.options.announce(failure);
  }

  private focusCode(): void {
    void this.host.updateComplete.then(() => this.host.renderRoot.querySelector<HTMLElement>(`#${fieldId('code')}`)?.focus());
  }

  // Rendering

  render() {
    if (!this.shown) return nothing;
    const { email, phone, address } = this.list;
    return html`<div class="follow-ups" part="panel" role="group" aria-labelledby="follow-ups-title">
      <p class="title" part="title" id="follow-ups-title" tabindex="-1">${this.texts.title}</p>
      ${email ? this.renderEmail(email) : nothing} ${phone ? this.renderPhone(phone) : nothing}
      ${address ? html`<div class="follow-up" part="follow-up follow-up-address"><p>${this.texts.address}</p></div>` : nothing}
    </div>`;
  }

  private renderEmail(email: EmailFollowUp) {
    return html`<div class="follow-up" part="follow-up follow-up-email">
      <p>${format(this.texts.email, { email: email.address })}</p>
      ${this.emailActions()}
    </div>`;
  }

  /** The email's verification: what was sent or failed, and the button that sends the email. */
  emailActions() {
    const email = this.list.email;
    if (!email) return nothing;
    const texts = this.texts;
    const pending = this.ops.state(sendConsumerVerificationEmail).pending;
    return html`${email.sent ? html`<p class="done">${format(texts.emailSent, { email: email.address })}</p>` : nothing}
      ${email.failure ? html`<p class="failed" part="error" role="alert">${email.failure}</p>` : nothing}
      <button type="button" class="secondary" part="send-email-button" ?disabled=${pending} @click=${() => this.sendVerificationEmail()}>
        ${pending ? this.options.messages().common.sending : texts.sendEmail}
      </button>`;
  }

  private renderPhone(phone: PhoneFollowUp) {
    return html`<div class="follow-up" part="follow-up follow-up-phone">
      ${phone.step === 'verified' ? nothing : html`<p>${format(this.texts.phone, { phone: phone.number })}</p>`} ${this.phoneActions()}
    </div>`;
  }

  /** The phone's verification: send a code, type it, verify; then that it is verified. */
  phoneActions() {
    const phone = this.list.phone;
    if (!phone) return nothing;
    const texts = this.texts;
    if (phone.step === 'verified') return html`<p class="done" id="phone-verified" tabindex="-1">${format(texts.phoneVerified, { phone: phone.number })}</p>`;
    const pending = this.ops.state(verifyConsumerPhone).pending;
    const codeSent = phone.step === 'code-sent';
    return html`${codeSent ? html`<p class="done">${format(texts.codeSent, { phone: phone.number })}</p>` : nothing}
      ${phone.failure ? html`<p class="failed" part="error" role="alert">${phone.failure}</p>` : nothing}
      ${codeSent
        ? html`<form class="code-form" part="form" novalidate @submit=${(event: Event) => this.verifyCode(event)}>
            ${textField(this.codeForm, {
              path: 'code',
              label: texts.code,
              hint: texts.codeHint,
              autocomplete: 'one-time-code',
              inputmode: 'numeric',
              spellcheck: false,
              parse: (typed) => typed.trim(),
            })}
            <button type="submit" part="verify-button" ?disabled=${pending}>${texts.verify}</button>
          </form>`
        : nothing}
      <button type="button" class="secondary" part="send-code-button" ?disabled=${pending} @click=${() => this.sendCode()}>
        ${codeSent ? texts.resendCode : texts.sendCode}
      </button>`;
  }
}
