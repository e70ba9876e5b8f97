/**
 * Where `<svc-banking-home>` keeps its place: in the address, so that Back, Forward and deep links
 * work, or nowhere, for a host app that routes by itself.
 *
 * - `hash` (the default): `#/cards`, `#/card/<id>`. A fragment is never sent in a request, so no id
 *   reaches another server in `Referer`.
 * - `path` (with `base-path`): `<base-path>/cards`. The path is in the page's address, so the kit's
 *   requests go with a referrer policy that sends the origin alone (`src/client/attempt.ts`).
 * - `none`: the address is the host app's; the element shows what its `view` says and asks by
 *   `svc-navigate`.
 *
 * Moving to a view pushes one history entry; Back and Forward (`popstate`, and `hashchange` for an
 * address typed or a link of the page) show the view the address names. The query string (an
 * acquiring return's, a partner's) is kept as it is.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { parseView, pathText, type ViewPath } from './views.js';

export type RoutingMode = 'hash' | 'path' | 'none';

export interface RoutingHost extends ReactiveControllerHost {
  readonly routingMode: RoutingMode;
  readonly basePath: string;
  /** The address changed (Back, Forward, a link of the page): the view it names, or `null` for the home's first view. */
  addressChanged(view: ViewPath | null): void;
}

/** `/bank/` and `/bank` → `/bank`; `` → ``. */
const trimBase = (base: string): string => base.replace(/\/+$/, '');

export class RoutingController implements ReactiveController {
  constructor(private readonly host: RoutingHost) {
    host.addController(this);
  }

  /**
   * The view the address names; `null` when the address is the home's but names no view it knows
   * (no fragment, the base path alone, a stale link); undefined when it is not the home's (`none`,
   * an anchor of the page such as `#top`, a path outside `base-path`).
   */
  read(): ViewPath | null | undefined {
    switch (this.host.routingMode) {
      case 'hash': {
        const { hash } = location;
        if (hash !== '' && hash !== '#' && !hash.startsWith('#/')) return undefined;
        return parseView(hash.slice(2)) ?? null;
      }
      case 'path': {
        const base = trimBase(this.host.basePath);
        const { pathname } = location;
        if (pathname !== base && !pathname.startsWith(`${base}/`)) return undefined;
        return parseView(pathname.slice(base.length)) ?? null;
      }
      case 'none':
        return undefined;
    }
  }

  /** The address of a view, for a link's `href` (undefined in `none`). */
  href(view: ViewPath): string | undefined {
    switch (this.host.routingMode) {
      case 'hash':
        return `${location.pathname}${location.search}#/${pathText(view)}`;
      case 'path':
        return `${trimBase(this.host.basePath)}/${pathText(view)}${location.search}`;
      case 'none':
        return undefined;
    }
  }

  /** Puts a view in the address: a new history entry. */
  write(view: ViewPath): void {
    const href = this.href(view);
    if (href === undefined) return;
    const target = new URL(href, location.href);
    if (target.href === location.href) return;
    history.pushState(history.state, '', target);
  }

  private readonly changed = () => {
    const view = this.read();
    if (view !== undefined) this.host.addressChanged(view);
  };

  hostConnected(): void {
    window.addEventListener('popstate', this.changed);
    window.addEventListener('hashchange', this.changed);
  }

  hostDisconnected(): void {
    window.removeEventListener('popstate', this.changed);
    window.removeEventListener('hashchange', this.changed);
  }
}
