/**
 * The person's return from a hosted payment page, two ways (docs/acquiring.md):
 * - the query parameters `svc-acquiring-outcome` (`paid`, `failed`) and `svc-acquiring-id` on the
 *   page with the element, which reads them once and takes them out of the address bar;
 * - `reportAcquiringOutcome()`, called by the partner's return page, which does the same in script.
 * A return that lands in another window of this origin than the element that opened the page (a
 * popup) is offered to that element on a BroadcastChannel; the window it landed in then says so.
 *
 * An element fetches this module on demand (`return-watch.ts`): only when there is a return to read,
 * or a page it opened may send one back from another window.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { format } from '../../i18n/catalog.js';
import {
  ID_PARAMETER, isAcquiringOutcome, OUTCOME_PARAMETER, RETURN_CHANNEL, returnMessageOf, type AcquiringOutcome, type ReturnMessage,
} from '../../api/acquiring-return.js';
import { ACCOUNT_PARAMETER, AMOUNT_PARAMETER, type KeptValues } from './kept-values.js';
import { ADDRESS_EVENT } from './return-watch.js';
import type { OperationName } from '../../api/operations.js';
import type { SvcAcquiringReturnDetail } from './events.js';

import { laterTexts } from './later-texts.js';

// The return's words come with it: the form says a return once they are in its locale.
export { laterTexts };

export interface AcquiringReturn {
  outcome: AcquiringOutcome;
  /** The acquiring transaction, when the return page named it. */
  id?: string;
}

/** A return read from this page's address, with what the element kept in it (the amount, the account's reference). */
export interface AddressReturn extends AcquiringReturn {
  kept?: KeptValues;
}

/** How long a return waits for the element of another window, which opened the page, to take it. */
const CLAIM_WAIT_MS = 400;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Tells the acquiring elements how the payment ended, from a partner's return page that learnt it
 * (from its backend) in script: the same as the query parameters, which this puts into the page's
 * address for an element on the page to read, now or once it appears. `id`: the acquiring
 * transaction (`detail.result.id` of the element's `svc-success`), when the page knows it.
 */
export function reportAcquiringOutcome(outcome: AcquiringOutcome, id?: string): void {
  if (!isAcquiringOutcome(outcome)) throw new TypeError(`reportAcquiringOutcome: the outcome is 'paid' or 'failed', not ${String(outcome)}.`);
  const url = new URL(location.href);
  url.searchParams.set(OUTCOME_PARAMETER, outcome);
  if (id) url.searchParams.set(ID_PARAMETER, id);
  else url.searchParams.delete(ID_PARAMETER);
  history.replaceState(history.state, '', url);
  window.dispatchEvent(new Event(ADDRESS_EVENT));
}

/** Reads the kept values from `url` and deletes them from it (undefined when there were none). */
function takeKept(url: URL): KeptValues | undefined {
  const amountText = url.searchParams.get(AMOUNT_PARAMETER);
  const account = url.searchParams.get(ACCOUNT_PARAMETER);
  if (amountText === null && account === null) return undefined;
  url.searchParams.delete(AMOUNT_PARAMETER);
  url.searchParams.delete(ACCOUNT_PARAMETER);
  const amount = amountText !== null && /^\d{1,12}(\.\d{1,2})?$/.test(amountText) ? Number(amountText) : undefined;
  const kept: KeptValues = {};
  if (amount !== undefined) kept.amount = amount;
  if (account && /^[0-9a-z]{1,8}$/.test(account)) kept.account = account;
  return kept.amount === undefined && kept.account === undefined ? undefined : kept;
}

/** The return in this page's address, taken out of it with the values the element kept there: it is reported once. */
function takeFromAddress(): AddressReturn | undefined {
  const url = new URL(location.href);
  const kept = takeKept(url);
  if (!url.searchParams.has(OUTCOME_PARAMETER)) {
    if (kept) history.replaceState(history.state, '', url);
    return undefined;
  }
  const outcome = url.searchParams.get(OUTCOME_PARAMETER);
  const id = url.searchParams.get(ID_PARAMETER) ?? '';
  url.searchParams.delete(OUTCOME_PARAMETER);
  url.searchParams.delete(ID_PARAMETER);
  history.replaceState(history.state, '', url);
  return isAcquiringOutcome(outcome) ? { outcome, ...(UUID.test(id) ? { id } : {}), ...(kept ? { kept } : {}) } : undefined;
}

/** The person came back from the hosted payment page: paid or failed. */
export class SvcAcquiringReturnEvent extends CustomEvent<SvcAcquiringReturnDetail> {
  constructor(detail: SvcAcquiringReturnDetail) {
    super('svc-acquiring-return', { bubbles: true, composed: true, detail });
  }
}

export interface ReturnOptions {
  /** The acquiring transaction whose page this element opened and still waits for. */
  waitingFor: () => string | undefined;
  /** The locale the form speaks in: a return is said once its words are in. */
  locale: () => string;
  /** The person came back: the form leaves its success panel (the values typed stay), says nothing yet. */
  leave: () => void;
  /** Then the form tells its partner, firing the event this builds. */
  returned: (event: (operation: OperationName) => Event) => void;
  /** After a failed payment: the form holds the amount (and account) the return address kept again. */
  restore: (kept: KeptValues) => void;
  /** What the person paid, as said in the outcome (the amount, a top-up's account). */
  keptText: (kept: KeptValues) => string;
  /** The partner's check of how the payment ended (`verifyOutcome`), when set. */
  verify: () => ((value: AcquiringReturn) => Promise<AcquiringOutcome | undefined>) | undefined;
  /** Says an outcome verified after the return was shown. */
  announce: (outcome: AcquiringOutcome) => void;
  /** The return landed here, and the element of another window, which opened the page, took it. */
  handedOver: () => void;
}

const concerns = (value: AcquiringReturn, waiting: string | undefined) => !!waiting && (!value.id || value.id === waiting);

export class ReturnController implements ReactiveController {
  private channel?: BroadcastChannel;
  /** A return from the address, offered to another window until the wait ends. */
  private offered?: { value: AddressReturn; timer: ReturnType<typeof setTimeout> };

  /** The return the form shows, with what the address kept; and how `verifyOutcome` resolved it. */
  shown?: AddressReturn;
  verified?: AcquiringOutcome;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: ReturnOptions,
  ) {
    host.addController(this);
  }

  /** Forgets the return shown (the form was reset, or sent again). */
  clear(): void {
    this.shown = this.verified = undefined;
  }

  /** The form holds the values the shown return kept again, for another try. */
  restore(): void {
    const kept = this.shown?.kept;
    if (kept) this.options.restore(kept);
  }

  /**
   * The outcome in words, with the amount (and account) the return address kept, when it did;
   * undefined for a confirmed outcome without them, which the form says with its first paint's words.
   */
  text(outcome: AcquiringOutcome | 'returned'): string | undefined {
    const kept = this.shown?.kept;
    const what = kept ? this.options.keptText(kept) : '';
    if (!what && outcome !== 'returned') return undefined;
    const later = laterTexts.in(this.options.locale(), this.host);
    if (!what) return later.returned;
    return format(outcome === 'returned' ? later.returnedFor : outcome === 'paid' ? later.paidFor : later.failedFor, { what });
  }

  private async report(value: AddressReturn): Promise<void> {
    const options = this.options;
    // The return's words first, so that it is said at once.
    await laterTexts.ready(options.locale());
    options.leave();
    this.shown = value;
    if (value.outcome === 'failed') this.restore();
    const { kept: _kept, ...detail } = value;
    options.returned((operation) => new SvcAcquiringReturnEvent({ operation, ...detail }));
    this.host.requestUpdate();
    await this.host.updateComplete;
    // Where the person is: the words saying how it ended.
    this.host.shadowRoot?.querySelector<HTMLElement>('[part~="status"]')?.focus();
    const verify = options.verify();
    if (!verify) return;
    const verified = await verify(detail).catch(() => undefined);
    // Said where the return was said, if that return is still the one shown.
    if (this.shown === value && isAcquiringOutcome(verified)) {
      this.verified = verified;
      if (verified === 'failed') this.restore();
      this.host.requestUpdate();
      options.announce(verified);
    }
  }

  hostConnected(): void {
    if (typeof BroadcastChannel === 'function') {
      this.channel = new BroadcastChannel(RETURN_CHANNEL);
      this.channel.onmessage = (event: MessageEvent) => this.heard(returnMessageOf(event.data));
    }
    window.addEventListener(ADDRESS_EVENT, this.read);
    const held = this.held;
    this.held = undefined;
    if (held) void this.report(held);
    this.read();
  }

  hostDisconnected(): void {
    window.removeEventListener(ADDRESS_EVENT, this.read);
    this.channel?.close();
    this.channel = undefined;
    if (this.offered) {
      // Moved in the page before any window took it: reported when connected again.
      clearTimeout(this.offered.timer);
      this.held = this.offered.value;
      this.offered = undefined;
    }
  }

  /** A return taken from the address while the element was moved: reported once it is back. */
  private held?: AddressReturn;

  private readonly read = (): void => {
    const found = takeFromAddress();
    if (!found) return;
    if (!this.channel || concerns(found, this.options.waitingFor())) {
      void this.report(found);
      return;
    }
    // Maybe a window opened by an element elsewhere: offered there first, reported here if nobody takes it.
    if (this.offered) clearTimeout(this.offered.timer);
    const timer = setTimeout(() => {
      this.offered = undefined;
      void this.report(found);
    }, CLAIM_WAIT_MS);
    this.offered = { value: found, timer };
    // The kept values stay in this window: the element that opened the page still holds what was typed.
    const { kept: _kept, ...offered } = found;
    this.channel.postMessage({ type: 'return', ...offered } satisfies ReturnMessage);
  };

  private heard(message: ReturnMessage | undefined): void {
    if (!message) return;
    const { type, ...value } = message;
    if (type === 'return' && concerns(value, this.options.waitingFor())) {
      this.channel?.postMessage({ type: 'claimed', ...value } satisfies ReturnMessage);
      void this.report(value);
    } else if (type === 'claimed' && this.offered && this.offered.value.outcome === value.outcome && this.offered.value.id === value.id) {
      clearTimeout(this.offered.timer);
      this.offered = undefined;
      this.options.handedOver();
    }
  }
}
