/**
 * The hosted payment page an acquiring answer points to (`webPage: { url, ttl }`): opened within its
 * time to live, in this tab or in a new window, and never once that time is past. A timer turns the
 * page to `expired` at its end; every way of opening it checks the clock first.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { durationToMs } from '../../api/formats/index.js';
import { isLoopbackHost } from '../../api/loopback.js';
import type { OperationName } from '../../api/operations.js';
import { format } from '../../i18n/catalog.js';
import { safeDownloadUrl } from '../base/backend-url.js';
import { recordOf } from '../form/guards.js';
import { SvcPaymentPageEvent } from './page-event.js';
import type { LaterTexts } from './later-texts.js';

// The page's words come with it: the form loads them in its locale when it fetches this module, and a submit waits for them.
export { laterTexts } from './later-texts.js';

/** Where the page opens: `same-tab` (default) or `popup`, a new window. */
export type OpenIn = 'same-tab' | 'popup';

/**
 * `opening`: this tab is leaving for it; `popup`: it is open in a window; `blocked`: the browser
 * refused the window (a link is offered); `ready`: a listener of `svc-payment-page` opens it, or
 * the person does by its link; `expired`: past its time to live; `none`: the answer had no page.
 */
export type PageState = 'opening' | 'popup' | 'blocked' | 'ready' | 'expired' | 'none';

export interface HostedPage {
  /** The acquiring transaction. */
  id: string;
  url?: string;
  /** When the page may no longer be opened (ms since the epoch); Infinity without a `ttl`. */
  expiresAt: number;
  state: PageState;
}

/**
 * The page's address when the kit may follow it: https without credentials; with the sandbox, a
 * `blob:` page of this origin; on a development page served over http from this machine, that
 * page's own origin (the sandbox behind `npm run serve:sandbox`).
 */
export function followablePage(url: string | undefined, sandbox: boolean): string | undefined {
  if (!url) return undefined;
  if (sandbox && url.startsWith(`blob:${location.origin}/`)) return url;
  if (location.protocol === 'http:' && isLoopbackHost(location.hostname) && URL.canParse(url)) {
    const parsed = new URL(url);
    if (parsed.origin === location.origin && !parsed.username && !parsed.password) return parsed.href;
  }
  return safeDownloadUrl(url);
}

export interface HostedPageOptions {
  /** The clock (tests give their own). */
  now?: () => number;
  /** The page just expired (announce it). */
  expired: () => void;
}

export class HostedPageController implements ReactiveController {
  page?: HostedPage;
  private timer?: ReturnType<typeof setTimeout>;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: HostedPageOptions,
  ) {
    host.addController(this);
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /**
   * A new page from an answer. `open`: whether the element opens it itself (no listener of
   * `svc-payment-page` took it). Returns the page as it now stands.
   */
  start(id: string, url: string | undefined, ttl: unknown, openIn: OpenIn, open: (page: HostedPage) => boolean): HostedPage {
    this.clear();
    const ms = ttl === undefined ? null : durationToMs(ttl);
    const expiresAt = ms === null ? Infinity : this.now() + ms;
    const page: HostedPage = (this.page = { id, url, expiresAt, state: url ? 'ready' : 'none' });
    if (!url) return page;
    if (!this.checkExpiry()) return page;
    this.watch();
    if (open(page)) this.openHere(openIn);
    return page;
  }

  /** Opens the page now, unless it expired: this tab leaves, or a window opens. */
  openHere(openIn: OpenIn): void {
    const page = this.page;
    if (!page?.url || !this.checkExpiry()) return;
    if (openIn === 'popup') {
      // Opened empty first: the page it loads gets no handle on this one (`opener` cleared), yet a refusal is seen.
      const popup = window.open('about:blank', '_blank');
      if (popup) {
        popup.opener = null;
        popup.location.href = page.url;
      }
      page.state = popup ? 'popup' : 'blocked';
    } else {
      page.state = 'opening';
      location.assign(page.url);
    }
    this.host.requestUpdate();
  }

  /** False (and the page expired) once its time to live is past. */
  checkExpiry(): boolean {
    const page = this.page;
    if (!page) return false;
    if (page.state === 'expired') return false;
    if (this.now() < page.expiresAt) return true;
    page.state = 'expired';
    this.stopTimer();
    this.host.requestUpdate();
    this.options.expired();
    return false;
  }

  clear(): void {
    this.stopTimer();
    this.page = undefined;
    this.host.requestUpdate();
  }

  /** Expires the page at its end (a timer that fires late is caught by the checks before opening). */
  private watch(): void {
    const left = (this.page?.expiresAt ?? Infinity) - this.now();
    if (Number.isFinite(left)) this.timer = setTimeout(() => this.checkExpiry(), Math.min(left, 2 ** 31 - 1));
  }

  private stopTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  hostDisconnected(): void {
    this.stopTimer();
  }

  hostConnected(): void {
    // Back in the page: a page that ran out meanwhile says so.
    if (this.page?.url && this.checkExpiry()) this.watch();
  }
}

/** The acquiring words the page's handling says (each language's, as the element shows them). */
type PageTexts = LaterTexts;

/** What the success panel says of the page as it stands (none yet: the payment was started). */
export function pageSaid(texts: PageTexts, state: PageState = 'none'): string {
  const said: Record<PageState, string> = { opening: texts.opening, popup: texts.openedPopup, blocked: texts.blocked, expired: texts.expired, ready: texts.ready, none: texts.noPage };
  return said[state];
}

/** What the form tells the page's handling of itself when an answer comes. */
export interface PageStart {
  operation: OperationName;
  openIn: OpenIn;
  /** The adapter is the sandbox's, whose pages are `blob:` pages of this origin. */
  sandbox: boolean;
  /** Fires `svc-payment-page` on the element: false once a listener took the page. */
  emit: (event: SvcPaymentPageEvent) => boolean;
}

/**
 * The page of an acquiring answer (`{ id, webPage? }`, read as tolerantly as the adapter handed it
 * over), opened at once unless a `svc-payment-page` listener takes it. True when it has an address
 * the person may follow (and so may come back from, in another window).
 */
export function startPage(pages: HostedPageController, result: unknown, { operation, openIn, sandbox, emit }: PageStart): boolean {
  const answer = recordOf(result);
  const webPage = recordOf(answer.webPage);
  const url = followablePage(typeof webPage.url === 'string' ? webPage.url : undefined, sandbox);
  pages.start(typeof answer.id === 'string' ? answer.id : '', url, webPage.ttl, openIn, (page) =>
    emit(new SvcPaymentPageEvent({ operation, id: page.id, url: page.url ?? '', expiresAt: page.expiresAt, openIn })),
  );
  return !!url;
}

/** In the success panel: the page's link while it may be opened (with until when), or Start again once it expired. */
export function pageDetails(pages: HostedPageController | undefined, texts: PageTexts, locale: string, openIn: OpenIn, startAgain: () => void) {
  const page = pages?.page;
  if (!pages || !page?.url) return nothing;
  if (page.state === 'expired') {
    return html`<div class="facts" part="details">
      <button type="button" class="secondary" part="start-again-button" @click=${startAgain}>${texts.startAgain}</button>
    </div>`;
  }
  const until = Number.isFinite(page.expiresAt) ? format(texts.openUntil, { time: new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(page.expiresAt) }) : '';
  // A link the person follows: checked against the clock first (a timer may be late in a background tab).
  const follow = (event: Event) => {
    if (!pages.checkExpiry()) event.preventDefault();
    else if (pages.page && (page.state === 'blocked' || page.state === 'ready')) pages.page.state = openIn === 'popup' ? 'popup' : 'opening';
  };
  return html`<div class="facts" part="details">
    <a part="link" href=${page.url} target=${openIn === 'popup' ? '_blank' : '_self'} rel="noopener" @click=${follow}>${texts.openPage}</a>
    ${until ? html`<p class="hint">${until}</p>` : nothing}
  </div>`;
}
