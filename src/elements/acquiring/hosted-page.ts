/**
 * The hosted payment page an acquiring answer points to (`webPage: { url, ttl }`): opened within its
 * time to live, in this tab or in a new window, and never once that time is past. A timer turns the
 * page to `expired` at its end; every way of opening it checks the clock first.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { durationToMs } from '../../api/formats/index.js';
import { isLoopbackHost } from '../../api/loopback.js';
import { safeDownloadUrl } from '../base/safe-url.js';

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
