/**
 * What <svc-acquiring-payment> and <svc-account-load> share: the fields of an acquiring body
 * (amount, reference, storeCard, a saved card from List external cards), the return address
 * (`redirect-url`), the hosted payment page opened within its time to live, and the person's
 * return from it. Each element adds its operation and, for a top-up, the account.
 */
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import * as z from 'zod/mini';
import { KIT_LIMITS, LIMITS } from '../../api/limits.js';
import type { ServiceError } from '../../api/errors.js';
import type { OperationResult } from '../../api/operations.js';
import { operationName } from '../../client/operation-ref.js';
import { listExternalCards } from '../../api/operations/acquiring.js';
import { acquiringPaymentBody } from '../../api/schemas/acquiring.js';
import { format } from '../../i18n/catalog.js';
import { booleanAttribute } from '../base/boolean-attribute.js';
import { KeyedLoadController } from '../base/keyed-load.js';
import { amountField, amountValue } from '../form/amount.js';
import { defined, trimmedText } from '../form/paths.js';
import { endUserField } from '../form/end-user-field.js';
import { checkboxField, selectField, textField } from '../form/fields.js';
import { SvcFormElement, type FormBody } from '../form/svc-form-element.js';
import type { HostedPageController, OpenIn } from './hosted-page.js';
import { loadOnce } from '../base/load-once.js';
import type { SuccessResult } from '../base/events.js';
import { OnDemandModule } from '../base/on-demand.js';
import type { AcquiringReturn } from './return.js';
import { ReturnWatchController } from './return-watch.js';
import { withKeptValues, type KeptValues } from './kept-values.js';
import { isAcquiringOutcome, type AcquiringOutcome } from '../../api/acquiring-return.js';

export type AcquiringOperation = 'initiateAcquiringPayment' | 'initiateAcquiringAccountLoad';


/** What opens the hosted payment page, fetched on demand. */
type HostedPageModule = typeof import('./hosted-page.js');
const loadHostedPage = loadOnce(() => import('./hosted-page.js'), 'the payment page handling');
/** What either form edits: the body of a payment or of a top-up. */
export type AcquiringModel = FormBody<AcquiringOperation>;

/** The shared body fields, as the service's schema has them (each element adds its own). */
export const acquiringShape = () => ({ ...acquiringPaymentBody.def.shape });

/** A return address the element sends: what the service's schema accepts, over http only for this page's own origin. */
function sendableReturn(url: string): boolean {
  const parsed = acquiringPaymentBody.def.shape.redirectUrl.safeParse(url);
  if (!parsed.success || parsed.data === undefined) return false;
  const sent = new URL(parsed.data);
  return sent.protocol === 'https:' || sent.origin === location.origin;
}

/** The form's rule for the return address: the partner's set-up, said as such. */
export const returnRule = (message: string) => z.optional(z.string().check(z.refine((url: string) => sendableReturn(url), { message })));
/** The form's rule for a zero amount, said in the person's words. */
export const zeroRule = (message: string) =>
  z.check<{ amount?: unknown; storeCard?: unknown }>((ctx) => {
    const { amount, storeCard } = ctx.value;
    // A zero amount only registers a card: refused before sending unless the card is saved.
    if (amount === 0 && storeCard !== true) ctx.issues.push({ code: 'custom', message, path: ['storeCard'], input: storeCard });
  });

/** What an element builds its body's schema with: the form's rules over the service's. */
export interface AcquiringRules {
  redirectUrl: ReturnType<typeof returnRule>;
  zeroAmount: ReturnType<typeof zeroRule>;
}

/**
 * @slot header - Content above the fields (a title, an introduction).
 * @slot footer - Content below the submit button.
 * @slot submit-label - The submit button's text (default: the form's own).
 * @slot success - The success panel's words (default: what happens to the payment page).
 * @csspart section - The group of fields.
 * @csspart legend - The title of the group.
 * @csspart details - In the success panel: the payment page's link and until when it opens, or Start again once it expired.
 * @csspart link - The link to the payment page, while it may be opened.
 * @csspart start-again-button - After the page expired: the form again, with the values typed.
 * @csspart status - Once the person came back, above the fields: that they are back from the payment page, or how the payment ended once the partner confirmed it (`confirmed-outcome`, `verifyOutcome`).
 * @csspart loading - The saved cards (or accounts) are being loaded.
 * @csspart notice - A fact about a choice (no account to top up).
 */
export abstract class AcquiringForm<N extends AcquiringOperation> extends SvcFormElement<N, AcquiringModel> {
  /** Partner callers: the end-user who pays (their saved cards are offered). Without it (and without `end-user`) the form asks, and may be sent without one (the spec's `endUserId` is optional). */
  @property({ attribute: 'end-user-id', reflect: true }) endUserId?: string;

  /** The element acts for the signed-in end-user: no end-user identifier is asked for or sent. */
  @property({ type: Boolean, converter: booleanAttribute, attribute: 'end-user', reflect: true }) endUser = false;

  /**
   * Where the person's browser goes once the payment ends (`redirectUrl`): a full https address.
   * Plain http only for this page's own origin when it is served from this machine (localhost,
   * 127.0.0.1), as in the sandbox's demo. Anything else is refused before sending.
   */
  @property({ attribute: 'redirect-url' }) redirectUrl?: string;

  /** Where the payment page opens: `same-tab` (default: this tab goes there) or `popup` (a new window). */
  @property({ attribute: 'open-in', reflect: true }) openIn: OpenIn = 'same-tab';

  /**
   * How the payment ended as the partner's backend verified it (`paid` or `failed`), set by the
   * partner's page. Only a confirmed outcome is said as such: the return's own words (an address
   * anyone can type) say only that the person is back from the payment page (docs/acquiring.md).
   */
  @property({ attribute: 'confirmed-outcome' }) confirmedOutcome?: string;

  /**
   * Asks the partner's backend how the payment ended, once the person is back: resolves `paid` or
   * `failed` as verified, or undefined while it is not known. The element says what it resolves.
   */
  @property({ attribute: false }) verifyOutcome?: (value: AcquiringReturn) => Promise<AcquiringOutcome | undefined>;

  /** The return landed in this window, a popup, and went to the window that opened the page. */
  @state() private handedOver = false;

  /**
   * What opens the hosted payment page within its time to live (`hosted-page.ts`): fetched once the
   * person first edits the form, and before a submit sends anything, so that the page opens as the
   * answer comes. A failed fetch is said with Try again; nothing is sent without it.
   */
  private readonly pagePart = new OnDemandModule<HostedPageModule>(this, 'payment page', () =>
    // With the page's words in the locale in force (`later-texts.ts`): the success panel says them at once.
    loadHostedPage().then((module) => module && module.laterTexts.with(this.effectiveLocale, module)),
  );
  /** The hosted payment page of the last answer, once its module is here. */
  private pagesMade?: HostedPageController;

  private get pages(): HostedPageController | undefined {
    const module = this.pagePart.module;
    this.pagesMade ??= module && new module.HostedPageController(this, { expired: () => (this.announcement = module.laterTexts.in(this.effectiveLocale, this).expired) });
    return this.pagesMade;
  }

  /** The person's return, by the query parameters, the helper, or another window (its handling fetched on demand). */
  private readonly returns = new ReturnWatchController(this, {
    waitingFor: () => {
      const page = this.pagesMade?.page;
      return page && page.state !== 'expired' && page.state !== 'none' ? page.id : undefined;
    },
    locale: () => this.effectiveLocale,
    leave: () => {
      this.leaveSuccess();
      this.announcement = '';
    },
    returned: (event) => this.emit(event(operationName(this.submitOperation()))),
    restore: (kept) => {
      if (kept.amount !== undefined && !this.form.get('amount')) this.form.prefill({ ...this.form.raw, amount: kept.amount }, false);
      if (kept.account) this.restoreAccount(kept.account);
    },
    keptText: (kept) => this.keptText(kept),
    verify: () => this.verifyOutcome,
    announce: (outcome) => (this.announcement = this.outcomeText(outcome)),
    // Said once the return's words are in (its handling, which calls this, brought them).
    handedOver: () =>
      void Promise.resolve(this.returns.words?.ready(this.effectiveLocale)).then(() => {
        this.handedOver = true;
        window.close();
      }),
  });

  /** The saved cards of the end-user, listed again when whose they are or the adapter changes. */
  private readonly cards = new KeyedLoadController(this, {
    key: () => this.holderListKey(),
    load: ([endUser, endUserId], signal) =>
      this.ops.run(
        listExternalCards,
        { query: { sortAttribute: 'CREATION_DATE', sortDirection: 'DESC', pageSize: LIMITS.pageSize.max, ...(endUser || !endUserId ? {} : { endUserId }) } },
        { silent: true, signal },
      ),
  });

  private schema?: { key: string; schema: z.ZodMiniType<FormBody<N>> };

  /** The body's schema: the shared fields and the element's own (a top-up's account), with the form's rules. */
  protected abstract schemaWith(rules: AcquiringRules): z.ZodMiniType<FormBody<N>>;
  /** The fields drawn before the amount (a top-up's account). */
  protected abstract renderOwnFields(body: Record<string, unknown>): unknown;
  /** The body's own values (a top-up's account). */
  protected abstract ownBody(typed: Record<string, unknown>): Record<string, unknown>;
  /** Said when the return's handling could not be fetched: how the payment (or top-up) ended is not known here. */
  protected abstract returnFailedText(): string;
  /** Said when what opens the payment page could not be fetched: nothing was sent. */
  protected abstract pageFailedText(): string;

  /** Whose saved cards to list is known: the signed-in end-user's, or the one the partner named. */
  protected get holderKnown(): boolean {
    return this.endUser || !!this.endUserId;
  }

  /** The key of a list of the holder's own things (saved cards, accounts): undefined, so nothing is asked, until the holder and an adapter are known. */
  protected holderListKey() {
    const adapter = this.config?.adapter;
    return this.holderKnown && adapter ? ([this.endUser, this.endUserId ?? '', adapter] as const) : undefined;
  }

  override formResetCallback(): void {
    // The reset stops every run of the element: a list still loading (the person back from the
    // payment page before it came) would say "Loading…" for good, since its key stays the same.
    const stopped = this.listLoads().filter((load) => load.pending);
    super.formResetCallback();
    this.pagesMade?.clear();
    this.returns.clear();
    for (const load of stopped) load.reload();
  }

  /** The lists the form offers choices from: the saved cards (a top-up adds its accounts). */
  protected listLoads(): { readonly pending: boolean; reload(): void }[] {
    return [this.cards];
  }

  // The form base's hooks

  protected bodySchema(): z.ZodMiniType<FormBody<N>> {
    const texts = this.messages.acquiring;
    const key = `${this.effectiveLocale}|${texts.redirectInvalid}|${texts.zeroNeedsStoreCard}`;
    if (this.schema?.key !== key) {
      // The partner's set-up, said as such (the adapter checks it again with the service's schema).
      this.schema = { key, schema: this.schemaWith({ redirectUrl: returnRule(texts.redirectInvalid), zeroAmount: zeroRule(texts.zeroNeedsStoreCard) }) };
    }
    return this.schema.schema;
  }

  protected override currentBody(): Record<string, unknown> {
    const typed = this.form.body;
    return defined({
      endUserId: this.endUser ? undefined : this.endUserId || trimmedText(typed.endUserId),
      ...this.ownBody(typed),
      amount: amountValue(typed.amount, this.effectiveLocale),
      reference: trimmedText(typed.reference) || undefined,
      storeCard: typed.storeCard,
      externalCardId: typed.externalCardId || undefined,
      // The return address carries the amount and the account's reference back to a same-tab return (kept-values.ts).
      redirectUrl: withKeptValues(this.redirectUrl?.trim() || undefined, amountValue(typed.amount, this.effectiveLocale), this.keptAccount(typed)),
    });
  }

  /** The account a top-up goes to, kept across the payment page by its reference (none for a payment). */
  protected keptAccount(_typed: Record<string, unknown>): string | undefined {
    return undefined;
  }

  /** The account of a reference kept across the payment page, chosen again (a top-up's, once its accounts are listed). */
  protected restoreAccount(_reference: string): void {}

  /** What the person paid, as said in the outcome: the amount (a top-up adds its account). */
  protected keptText(kept: KeptValues): string {
    return kept.amount === undefined ? '' : new Intl.NumberFormat(this.effectiveLocale, { minimumFractionDigits: KIT_LIMITS.amount.decimals }).format(kept.amount);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('confirmedOutcome') && this.confirmedOutcome?.trim() === 'failed') this.returns.restore();
    // A payment on its way: what opens its page is fetched now (once; after a failure, by Try again or a submit).
    const part = this.pagePart;
    if (this.form.edits > 0 && !part.module && !part.pending && !part.failed) void part.fetch();
  }

  /** Validates, then sends (see the base), once what opens the payment page is here (fetched now if not; nothing is sent without it). */
  override submit(): Promise<SuccessResult<N> | undefined> {
    if (this.pagePart.module) return super.submit();
    return this.pagePart.fetch().then((module) => (module ? this.submit() : undefined));
  }

  protected successText(): string {
    // A success comes only once the page's handling and its words are here (a submit sends nothing without them).
    const module = this.pagePart.module;
    return module?.pageSaid(module.laterTexts.in(this.effectiveLocale, this), this.pagesMade?.page?.state) ?? '';
  }

  /** The page opens as soon as the answer comes, unless a `svc-payment-page` listener takes it. */
  protected override afterSuccess(result: OperationResult<N>): void {
    this.returns.clear();
    const module = this.pagePart.module;
    const pages = this.pages;
    if (!module || !pages) return;
    const openIn = this.openIn === 'popup' ? 'popup' : 'same-tab';
    const sandbox = !!this.config?.adapter?.sandbox;
    // The page may send the person back to another window of this origin: the return's handling listens for it.
    if (module.startPage(pages, result, { operation: operationName(this.submitOperation()), openIn, sandbox, emit: (event) => this.emit(event) })) this.returns.wake();
  }

  /** The success panel goes and the form comes back with the values typed (no page any more). */
  private leaveSuccess(): void {
    const typed = this.form.raw;
    this.formResetCallback();
    this.form.prefill(typed, false);
  }

  /** The form again with the values typed: a new payment, with a new page. */
  private async startAgain(): Promise<void> {
    this.leaveSuccess();
    await this.updateComplete;
    this.shadowRoot?.querySelector<HTMLElement>('[data-path] :is(input, select, textarea):not(:disabled)')?.focus();
  }

  // Rendering

  /** The payment page in the success panel: its link while it may be opened, or Start again. */
  protected override renderSuccessDetails() {
    const openIn = this.openIn === 'popup' ? 'popup' : 'same-tab';
    const module = this.pagePart.module;
    const locale = this.effectiveLocale;
    return module?.pageDetails(this.pagesMade, module.laterTexts.in(locale, this), locale, openIn, () => void this.startAgain()) ?? nothing;
  }

  protected renderFields(): TemplateResult {
    const texts = this.messages.acquiring;
    const body = this.currentBody();
    const locale = this.effectiveLocale;
    const example = new Intl.NumberFormat(locale, { minimumFractionDigits: KIT_LIMITS.amount.decimals }).format(25);
    const redirectProblem = this.form.feedback('redirectUrl', body);
    return html`${this.renderOutcome()}
      ${redirectProblem ? html`<p class="message error" part="error" role="alert" data-path="redirectUrl">${redirectProblem}</p>` : nothing}
      <fieldset class="section" part="section">
        <legend part="legend">${texts.section}</legend>
        ${endUserField(this.form, { endUser: this.endUser, endUserId: this.endUserId, texts, body, optional: true })} ${this.renderOwnFields(body)}
        ${amountField(this.form, locale, {
          path: 'amount',
          label: texts.amount,
          hint: format(texts.amountHint, { example, decimals: KIT_LIMITS.amount.decimals }),
          required: true,
          body,
        })}
        ${this.renderCards(body)}
        ${checkboxField(this.form, { path: 'storeCard', label: texts.storeCard, hint: texts.storeCardHint, body })}
        ${textField(this.form, { path: 'reference', label: texts.reference, hint: texts.referenceHint, maxlength: KIT_LIMITS.freeText.max, body })}
      </fieldset>
      ${this.renderNotice()}`;
  }

  private renderOutcome() {
    if (this.pagePart.failed) {
      return html`<div class="message error" part="error" role="alert">
        <span>${this.pageFailedText()}</span>
        <button type="button" class="secondary" part="retry-button" @click=${() => void this.pagePart.fetch()}>${this.messages.common.retry}</button>
      </div>`;
    }
    if (this.returns.failed) {
      return html`<div class="message error" part="error" role="alert">
        <span>${this.returnFailedText()}</span>
        <button type="button" class="secondary" part="retry-button" @click=${this.returns.wake}>${this.messages.common.retry}</button>
      </div>`;
    }
    const later = this.returns.words?.in(this.effectiveLocale, this);
    // Handed over, a return and its outcome come with the return's handling, and so its words (`later`).
    if (this.handedOver && later) return html`<p class="message info" part="status" role="status" tabindex="-1">${later.popupDone}</p>`;
    const given = this.confirmedOutcome?.trim();
    const confirmed = isAcquiringOutcome(given) ? given : this.returns.verified;
    if (!this.returns.shown && !confirmed) return nothing;
    if (!confirmed) return html`<p class="message info" part="status" role="status" tabindex="-1" data-outcome="returned">${this.outcomeText('returned')}</p>`;
    const paid = confirmed === 'paid';
    return html`<p class="message ${paid ? 'success' : 'error'}" part="status" role="status" tabindex="-1" data-outcome=${confirmed}>
      ${this.outcomeText(confirmed)}
    </p>`;
  }

  /** The outcome in words: with what the return address kept, as its handling says it; else the first paint's words. */
  private outcomeText(outcome: AcquiringOutcome | 'returned'): string {
    const texts = this.messages.acquiring;
    return this.returns.text(outcome) ?? (outcome === 'paid' ? texts.paid : texts.failed);
  }

  private renderCards(body: Record<string, unknown>) {
    if (!this.holderKnown) return nothing;
    const texts = this.messages.acquiring;
    const run = this.ops.state(listExternalCards);
    const cards = run.value?.content;
    const choices = (cards ?? []).map((card) => ({
      value: card.id,
      label: format(texts.cardChoice, { pan: card.maskedPan ?? '', holder: card.cardHolderName ?? '', expiry: card.expiryDate ?? '' }),
    }));
    return html`${selectField(this.form, {
        path: 'externalCardId',
        label: texts.card,
        hint: texts.cardHint,
        disabled: !cards?.length,
        placeholder: texts.cardOnPage,
        choices,
        body,
      })}
      ${this.renderListStatus(!!cards, run.error, { loading: texts.cardsLoading, failed: texts.cardsFailed }, () => this.cards.reload())}`;
  }

  /**
   * Under the choice of a listed item: "Loading…" until the list comes, or why it did not, with Retry
   * (`unfetched`: what lists it could not be fetched, so there is no answer to explain).
   */
  protected renderListStatus(listed: boolean, error: ServiceError | 'unfetched' | undefined, said: { loading: string; failed: string }, reload: () => void) {
    if (listed) return nothing;
    if (!error) return html`<p class="message info" part="loading" role="status">${said.loading}</p>`;
    return html`<div class="message error" part="error" role="alert">
      <span>${said.failed} ${error === 'unfetched' ? '' : this.errorText(error)}</span>
      <button type="button" class="secondary" part="retry-button" @click=${reload}>${this.messages.common.retry}</button>
    </div>`;
  }
}
