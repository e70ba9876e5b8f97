import { html, nothing } from 'lit';
import * as z from 'zod/mini';
import { initiateAcquiringAccountLoad } from '../../api/operations/acquiring.js';
import { id } from '../../api/primitives.js';
import { acquiring } from '../../i18n/acquiring/en.js';
import { accountLoad } from './texts/en.js';
import { inactiveLedgerErrors } from '../../i18n/errors/en-card-order.js';
import { accountLoadLocales } from '../../generated/locales/account-load.js';
import { KeyedLoadController } from '../base/keyed-load.js';
import { loadOnce } from '../base/load-once.js';
import { OnDemandModule } from '../base/on-demand.js';
import { trimmedText } from '../form/paths.js';
import { selectField, textField } from '../form/fields.js';
import { SvcFormElement, type FormBody } from '../form/svc-form-element.js';
import { AcquiringForm, acquiringShape, type AcquiringRules } from '../acquiring/acquiring-form.js';
import { accountReference, type KeptValues } from '../acquiring/kept-values.js';
import { format } from '../../i18n/catalog.js';
import { acquiringStyles } from '../acquiring/acquiring-styles.js';

/** What lists and names the accounts (`accounts.ts`), fetched once the element has drawn. */
type AccountsModule = typeof import('./accounts.js');
const loadAccounts = loadOnce(() => import('./accounts.js'), 'the accounts');

/**
 * Tops up an account by card on the service's hosted payment page (Initiate acquiring account
 * load): the account (`targetLedgerId`, chosen among the end-user's active accounts from List
 * ledgers, or typed as an identifier when the end-user is not known), then the same fields and the
 * same page as `<svc-acquiring-payment>`: amount (0 or more, at most two decimals; 0 only saves a
 * card, which "Save the card" must then say), reference, a saved card for a direct top-up, the
 * page opened within its time to live, in this tab or a new window, and the outcome when the
 * person comes back. After a failed top-up the form holds its amount and account again and says
 * them in the outcome, even on a same-tab return (they come back in the return address, the account
 * by a short reference, never its id). See docs/acquiring.md.
 *
 * @summary Top up an account by card on the hosted payment page; the outcome when the person comes back.
 * @tag svc-account-load
 * @fires {CustomEvent<SvcSubmitDetail>} svc-submit - Before the request is sent; cancelable. `detail: { operation, body }`.
 * @fires {CustomEvent<SvcSuccessDetail>} svc-success - The top-up was started (`detail.result`: `id` and `webPage`); also the loads of the accounts (`listLedgers`) and saved cards (`listExternalCards`). `detail: { operation, result }`.
 * @fires {CustomEvent<SvcErrorDetail>} svc-error - Validation, HTTP or network failure, or the accounts or saved cards could not be loaded. `detail: { operation, error }`.
 * @fires {CustomEvent<SvcPaymentPageDetail>} svc-payment-page - The payment page is about to open; cancelable (you then open `detail.url` before `detail.expiresAt`). `detail: { operation, id, url, expiresAt, openIn }`.
 * @fires {CustomEvent<SvcAcquiringReturnDetail>} svc-acquiring-return - The person came back from the payment page. `detail: { operation, outcome: 'paid' | 'failed', id? }`.
 */
export class SvcAccountLoad extends AcquiringForm<'initiateAcquiringAccountLoad'> {
  /** @internal */
  static override ownMessages = { acquiring, accountLoad };
  static override ownErrors = inactiveLedgerErrors;
  static override ownLocales = accountLoadLocales;

  static override styles = [...SvcFormElement.styles, acquiringStyles];

  /**
   * What lists the accounts and names them, fetched once the element has drawn, when whose accounts
   * they are is known. A failed fetch is said as the accounts' failure, with Try again.
   */
  private readonly accountsPart = new OnDemandModule<AccountsModule>(this, 'accounts', loadAccounts);

  /** The end-user's active accounts, listed again when whose they are or the adapter changes. */
  private readonly accounts = new KeyedLoadController(this, {
    key: () => this.holderListKey(),
    load: async ([endUser, endUserId], signal) => {
      // After the first paint: the accounts' module is not part of it.
      await this.updateComplete;
      const module = await this.accountsPart.fetch();
      if (!module || signal.aborted) return { status: 'cancelled' as const };
      return this.ops.run(module.listLedgers, { query: module.activeLedgersQuery(endUser ? undefined : endUserId) }, { silent: true, signal });
    },
    loaded: ({ content }) => {
      // A single account is the obvious choice: chosen, still changeable.
      const [only] = content;
      if (only && content.length === 1 && !this.form.get('targetLedgerId')) this.form.prefill({ ...this.form.raw, targetLedgerId: only.id }, false);
      if (this.keptReference) this.restoreAccount(this.keptReference);
    },
  });

  /** The account a failed top-up went to, by its reference, until the accounts are listed. */
  private keptReference?: string;

  protected override keptAccount(typed: Record<string, unknown>): string | undefined {
    const account = trimmedText(typed.targetLedgerId);
    return typeof account === 'string' && account ? account : undefined;
  }

  /** The account of the failed top-up, chosen again once the accounts are listed (never one that is not listed). */
  protected override restoreAccount(reference: string): void {
    const ledgers = this.ops.state('listLedgers').value?.content;
    const ledger = ledgers?.find((found) => accountReference(found.id) === reference);
    this.keptReference = ledgers ? undefined : reference;
    if (ledger) this.form.prefill({ ...this.form.raw, targetLedgerId: ledger.id }, false);
  }

  /** The amount, and the account by its name once the accounts are listed. */
  protected override keptText(kept: KeptValues): string {
    const amount = super.keptText(kept);
    const ledgers = this.ops.state('listLedgers').value?.content ?? [];
    const ledger = kept.account ? ledgers.find((found) => accountReference(found.id) === kept.account) : undefined;
    if (!ledger || !amount) return amount;
    return format(this.messages.accountLoad.amountTo, { amount, account: ledger.friendlyName || this.messages.accountLoad.unnamedLedger });
  }

  protected override listLoads() {
    return [...super.listLoads(), this.accounts];
  }

  protected submitOperation() {
    return initiateAcquiringAccountLoad;
  }

  protected schemaWith({ redirectUrl, zeroAmount }: AcquiringRules) {
    return z.object({ ...acquiringShape(), targetLedgerId: id(), redirectUrl }).check(zeroAmount);
  }

  protected requestFor(body: FormBody<'initiateAcquiringAccountLoad'>) {
    return { body };
  }

  protected ownBody(typed: Record<string, unknown>) {
    return { targetLedgerId: trimmedText(typed.targetLedgerId) || undefined };
  }

  protected returnFailedText(): string {
    return this.messages.accountLoad.returnFailed;
  }

  protected pageFailedText(): string {
    return this.messages.accountLoad.pageFailed;
  }

  protected submitLabel(): string {
    return this.messages.accountLoad.submit;
  }

  protected renderOwnFields(body: Record<string, unknown>) {
    const texts = this.messages.accountLoad;
    if (!this.holderKnown) {
      return textField(this.form, { path: 'targetLedgerId', label: texts.ledgerId, hint: texts.ledgerIdHint, required: true, autocomplete: 'off', spellcheck: false, body });
    }
    const run = this.ops.state('listLedgers');
    const module = this.accountsPart.module;
    const ledgers = module && run.value?.content;
    const none = ledgers?.length === 0;
    const choices = module?.ledgerChoices(ledgers ?? [], { unnamed: texts.unnamedLedger, subLedger: texts.subLedger }, this.effectiveLocale) ?? [];
    return html`${selectField(this.form, {
        path: 'targetLedgerId',
        label: texts.ledger,
        hint: texts.ledgerHint,
        required: true,
        disabled: !ledgers?.length,
        placeholder: texts.ledgerChoose,
        choices,
        body,
        describedBy: none ? 'ledgers-empty' : undefined,
      })}
      ${this.renderListStatus(!!ledgers, this.accountsPart.failed ? 'unfetched' : run.error, { loading: texts.ledgersLoading, failed: texts.ledgersFailed }, () =>
        // Try again: what lists the accounts first, when that is what failed.
        void this.accountsPart.fetch().then(() => this.accounts.reload()),
      )}
      ${none ? html`<p class="message info" part="notice" id="ledgers-empty">${texts.ledgersEmpty}</p>` : nothing}`;
  }
}
