import { nothing } from 'lit';
import * as z from 'zod/mini';
import { initiateAcquiringPayment } from '../../api/operations/acquiring.js';
import { acquiring } from '../../i18n/acquiring/en.js';
import { acquiringPayment } from './texts/en.js';
import { acquiringPaymentLocales } from '../../generated/locales/acquiring-payment.js';
import { SvcFormElement, type FormBody } from '../form/svc-form-element.js';
import { AcquiringForm, acquiringShape, type AcquiringRules } from '../acquiring/acquiring-form.js';
import { acquiringStyles } from '../acquiring/acquiring-styles.js';

/**
 * Takes a card payment on the service's hosted payment page (Initiate acquiring payment): the
 * amount (0 or more, at most two decimals), a reference, whether to save the card, and optionally
 * one of the end-user's saved cards (List external cards) for a direct payment. An amount of 0 only
 * saves a card: the form then requires "Save the card", before anything is sent.
 *
 * The answer is a page and its time to live: the element opens it at once, in this tab or in a new
 * window (`open-in="popup"`; a blocked window is said, with a link), and never once that time is
 * past: it then says the page expired and offers to start again. When the person comes back (the
 * `svc-acquiring-outcome` query parameter on the return page, or `reportAcquiringOutcome()`), it
 * says how the payment ended and fires `svc-acquiring-return`. See docs/acquiring.md.
 *
 * @summary Card payment on the hosted payment page, opened within its time to live; the outcome when the person comes back.
 * @tag svc-acquiring-payment
 * @fires {CustomEvent<SvcSubmitDetail>} svc-submit - Before the request is sent; cancelable. `detail: { operation, body }`.
 * @fires {CustomEvent<SvcSuccessDetail>} svc-success - The payment was started (`detail.result`: `id` and `webPage`); also the load of the saved cards (`listExternalCards`). `detail: { operation, result }`.
 * @fires {CustomEvent<SvcErrorDetail>} svc-error - Validation, HTTP or network failure, or the saved cards could not be loaded. `detail: { operation, error }`.
 * @fires {CustomEvent<SvcPaymentPageDetail>} svc-payment-page - The payment page is about to open; cancelable (you then open `detail.url` before `detail.expiresAt`). `detail: { operation, id, url, expiresAt, openIn }`.
 * @fires {CustomEvent<SvcAcquiringReturnDetail>} svc-acquiring-return - The person came back from the payment page. `detail: { operation, outcome: 'paid' | 'failed', id? }`.
 */
export class SvcAcquiringPayment extends AcquiringForm<'initiateAcquiringPayment'> {
  /** @internal */
  static override ownMessages = { acquiring, acquiringPayment };
  static override ownLocales = acquiringPaymentLocales;

  static override styles = [...SvcFormElement.styles, acquiringStyles];

  protected submitOperation() {
    return initiateAcquiringPayment;
  }

  protected schemaWith({ redirectUrl, zeroAmount }: AcquiringRules) {
    return z.object({ ...acquiringShape(), redirectUrl }).check(zeroAmount);
  }

  protected requestFor(body: FormBody<'initiateAcquiringPayment'>) {
    return { body };
  }

  protected renderOwnFields() {
    return nothing;
  }

  protected ownBody() {
    return {};
  }

  protected returnFailedText(): string {
    return this.messages.acquiringPayment.returnFailed;
  }

  protected pageFailedText(): string {
    return this.messages.acquiringPayment.pageFailed;
  }

  protected submitLabel(): string {
    const texts = this.messages.acquiringPayment;
    return this.currentBody().amount === 0 ? texts.registerCard : texts.submit;
  }
}
