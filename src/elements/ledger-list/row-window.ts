/**
 * The row window of <svc-ledger-list> with `all-pages`: of tens of thousands of rows, only those
 * in view (and a few on each side) are in the document. It follows the scroll position, the
 * viewport's height and the rows' measured height, and places the rows with a stylesheet of the
 * element's own (CSSOM, which a strict CSP allows), not with style attributes.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** The rows a viewport needs: those in view plus `overscan` on each side. `last` is exclusive. */
function rowWindow(count: number, rowHeight: number, viewportHeight: number, scrollRow: number, overscan = 8): { first: number; last: number } {
  const inView = Math.ceil(viewportHeight / rowHeight) + 1;
  const top = Math.min(Math.max(0, scrollRow), Math.max(0, count - inView));
  return { first: Math.max(0, top - overscan), last: Math.min(count, top + inView + overscan) };
}

/** Row height (px) assumed until the first row is measured. */
const ROW_HEIGHT = 56;
const VIEWPORT_HEIGHT = 448;

export interface RowWindowHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

export class RowWindowController implements ReactiveController {
  /** The rows rendered: `first` to `last` (exclusive). */
  first = 0;
  last = 0;
  /** A focused row out of the window, kept in the document so that the focus is not lost. */
  kept?: number;

  private count = 0;
  private scrollRow = 0;
  private viewportHeight = VIEWPORT_HEIGHT;
  private rowHeight = ROW_HEIGHT;
  private root?: ShadowRoot;
  /** Made on first use: a list shown page by page needs none. */
  private sheet?: CSSStyleSheet;
  private sheetText = '';
  private observer?: ResizeObserver;
  private observed?: Element;

  constructor(
    private readonly host: RowWindowHost,
    /** The scrolling viewport, when the list is windowed. */
    private readonly viewport: () => HTMLElement | null,
  ) {
    host.addController(this);
  }

  /** The shadow root that gets the window's stylesheet (from the element's `createRenderRoot`). */
  adopt(root: ShadowRoot): void {
    this.root = root;
  }

  /** Rows moved by PageUp / PageDown: a viewport's worth. */
  get pageStep(): number {
    return Math.max(1, Math.floor(this.viewportHeight / this.rowHeight) - 1);
  }

  /** Works out the rows to render for `count` rows and the focused one (called before each render). */
  compute(count: number, active: number | undefined): void {
    this.count = count;
    ({ first: this.first, last: this.last } = rowWindow(count, this.rowHeight, this.viewportHeight, this.scrollRow));
    this.kept = active !== undefined && (active < this.first || active >= this.last) ? active : undefined;
  }

  /** Back to the top (a new list). */
  reset(): void {
    this.scrollRow = 0;
    const viewport = this.viewport();
    if (viewport) viewport.scrollTop = 0;
  }

  /** Scrolls the viewport just enough to show a row; the rows around it render with the next update. */
  scrollTo(index: number): void {
    const viewport = this.viewport();
    if (!viewport) return;
    const top = index * this.rowHeight;
    const bottom = top + this.rowHeight;
    let scrollTop = viewport.scrollTop;
    if (top < scrollTop) scrollTop = top;
    else if (bottom > scrollTop + viewport.clientHeight) scrollTop = bottom - viewport.clientHeight;
    viewport.scrollTop = scrollTop;
    this.follow(viewport.scrollTop);
  }

  readonly onScroll = (event: Event): void => {
    const { target } = event;
    if (target instanceof HTMLElement) this.follow(target.scrollTop);
  };

  hostConnected(): void {
    this.observer ??= new ResizeObserver((entries) => this.onResize(entries));
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observed = undefined;
  }

  hostUpdated(): void {
    const viewport = this.viewport();
    this.place(viewport !== null);
    if (viewport === this.observed) return;
    this.observer?.disconnect();
    this.observed = viewport ?? undefined;
    if (!viewport) return;
    this.observer?.observe(viewport);
    const probe = viewport.querySelector('.probe');
    if (probe) this.observer?.observe(probe);
  }

  private follow(scrollTop: number): void {
    const row = Math.floor(scrollTop / this.rowHeight);
    if (row === this.scrollRow) return;
    this.scrollRow = row;
    this.host.requestUpdate();
  }

  private onResize(entries: ResizeObserverEntry[]): void {
    let changed = false;
    for (const entry of entries) {
      const height = entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height;
      if (height <= 0) continue;
      if (entry.target.classList.contains('probe')) {
        if (Math.abs(height - this.rowHeight) > 0.5) {
          this.rowHeight = height;
          changed = true;
        }
      } else if (Math.abs(height - this.viewportHeight) > 0.5) {
        this.viewportHeight = height;
        changed = true;
      }
    }
    if (changed) this.host.requestUpdate();
  }

  /** Writes the sizer's height and the window's offset into the element's own stylesheet. */
  private place(windowed: boolean): void {
    const { rowHeight, first } = this;
    const text = windowed
      ? `.sizer{height:${this.count * rowHeight}px}` +
        `.window{transform:translateY(${first * rowHeight}px)}` +
        `.window>.kept{transform:translateY(${((this.kept ?? 0) - first) * rowHeight}px)}`
      : '';
    if (text === this.sheetText) return;
    this.sheetText = text;
    if (!this.sheet) {
      const root = this.root;
      if (!root || !('adoptedStyleSheets' in root) || !('replaceSync' in CSSStyleSheet.prototype)) return;
      this.sheet = new CSSStyleSheet();
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, this.sheet];
    }
    this.sheet.replaceSync(text);
  }
}
