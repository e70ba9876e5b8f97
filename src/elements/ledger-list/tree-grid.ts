/**
 * The treegrid of <svc-ledger-list>: rows in display order (virtual ledgers under their parent),
 * which parents are collapsed, the one tab stop, and the keyboard: arrows, Home/End and
 * PageUp/PageDown move between rows, Right/Left show or hide virtual ledgers (in the reading
 * direction), Enter or Space selects. One listener of each kind on the rows' container, none per row.
 */
import type { ReactiveControllerHost } from 'lit';
import type { Ledger } from '../../api/schemas/ledger.js';
import { targetElement } from '../base/guards.js';
import { rowMoveTarget } from '../list/row-moves.js';
import { arrange, type LedgerRow } from './rows.js';

export interface TreeGridHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

export interface TreeGridOptions {
  /** The ledgers to show, in the service's order. */
  ledgers: () => readonly Ledger[];
  /** A person chose a ledger (click, Enter or Space). */
  select: (ledger: Ledger) => void;
  /** Rows moved by PageUp / PageDown. */
  pageStep: () => number;
  /** With a row window: scrolls a row into view and into the rendered rows before it is focused (true when it did). */
  reveal: (index: number) => boolean;
  /** A row's action button was pressed (`data-action`). */
  action?: (action: string, ledger: Ledger) => void;
}

export class TreeGrid {
  /** Parents whose virtual ledgers are hidden. */
  collapsed: ReadonlySet<string> = new Set();
  /** The ledger whose row holds the tab stop. */
  activeKey?: string;

  private arrangedFor?: { ledgers: readonly Ledger[]; collapsed: ReadonlySet<string> };
  private arranged: LedgerRow[] = [];
  private indexes?: Map<string, number>;

  constructor(
    private readonly host: TreeGridHost,
    private readonly options: TreeGridOptions,
  ) {}

  /** The rows in display order (arranged once per change of the ledgers or of what is collapsed). */
  get rows(): LedgerRow[] {
    const ledgers = this.options.ledgers();
    const memo = this.arrangedFor;
    if (!memo || memo.ledgers !== ledgers || memo.collapsed !== this.collapsed) {
      this.arranged = arrange(ledgers, this.collapsed);
      this.indexes = undefined;
      this.arrangedFor = { ledgers, collapsed: this.collapsed };
    }
    return this.arranged;
  }

  /** Where a ledger is among the rows (the map is built when first asked for after a change). */
  indexOf(id: string): number | undefined {
    const rows = this.rows;
    this.indexes ??= new Map(rows.map((row, index) => [row.ledger.id, index]));
    return this.indexes.get(id);
  }

  /** The index of the row holding the tab stop, if it is among the rows. */
  get activeIndex(): number | undefined {
    return this.activeKey === undefined ? undefined : this.indexOf(this.activeKey);
  }

  /** Every parent open again (a new set of filters). */
  expandAll(): void {
    if (this.collapsed.size === 0) return;
    this.collapsed = new Set();
    this.host.requestUpdate();
  }

  /** Moves the tab stop to a row and focuses it once rendered. */
  async focusRow(index: number): Promise<void> {
    const row = this.rows[index];
    if (!row) return;
    this.activeKey = row.ledger.id;
    const scrolled = this.options.reveal(index);
    this.host.requestUpdate();
    await this.host.updateComplete;
    this.rowElement(row.ledger.id)?.focus({ preventScroll: scrolled });
  }

  readonly onClick = (event: MouseEvent): void => {
    const found = this.rowFrom(event);
    if (!found) return;
    this.setActive(found.row.ledger.id);
    const target = targetElement(event);
    const action = target?.closest<HTMLElement>('[data-action]')?.dataset.action;
    if (action !== undefined) {
      this.options.action?.(action, found.row.ledger);
      return;
    }
    if (target?.closest('.toggle')) {
      this.setExpanded(found.row, this.collapsed.has(found.row.ledger.id));
      found.element.focus({ preventScroll: true });
      return;
    }
    this.options.select(found.row.ledger);
  };

  readonly onFocusIn = (event: FocusEvent): void => {
    const found = this.rowFrom(event);
    if (found) this.setActive(found.row.ledger.id);
  };

  readonly onKeydown = (event: KeyboardEvent): void => {
    const found = this.rowFrom(event);
    // Keys on a row's button are the button's own (Enter and Space press it).
    if (!found || event.altKey || event.metaKey || event.target !== found.element) return;
    const { row, index } = found;
    // Right and Left follow the reading direction: in right-to-left text, Left opens.
    let key = event.key;
    if ((key === 'ArrowRight' || key === 'ArrowLeft') && getComputedStyle(this.host).direction === 'rtl') {
      key = key === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    }
    const parent = row.childCount > 0;
    const open = parent && !this.collapsed.has(row.ledger.id);
    let target = rowMoveTarget(key, index, this.rows.length - 1, this.options.pageStep());
    if (target === undefined) {
      switch (key) {
        case 'ArrowRight':
          if (parent && !open) this.setExpanded(row, true);
          else if (open) target = index + 1;
          break;
        case 'ArrowLeft':
          if (open) this.setExpanded(row, false);
          else if (row.parent) target = this.indexOf(row.parent.id);
          break;
        case 'Enter':
        case ' ':
          this.options.select(row.ledger);
          break;
        default:
          return;
      }
    }
    event.preventDefault();
    if (target !== undefined && target !== index) void this.focusRow(target);
  };

  private setActive(id: string): void {
    if (id === this.activeKey) return;
    this.activeKey = id;
    this.host.requestUpdate();
  }

  private setExpanded(row: LedgerRow, expanded: boolean): void {
    const next = new Set(this.collapsed);
    if (expanded) next.delete(row.ledger.id);
    else next.add(row.ledger.id);
    this.collapsed = next;
    this.setActive(row.ledger.id);
    this.host.requestUpdate();
  }

  private rowElement(id: string): HTMLElement | null {
    return this.host.renderRoot.querySelector<HTMLElement>(`[role="row"][data-key="${CSS.escape(id)}"]`);
  }

  private rowFrom(event: Event): { element: HTMLElement; row: LedgerRow; index: number } | undefined {
    const element = targetElement(event)?.closest<HTMLElement>('[role="row"][data-key]');
    const key = element?.dataset.key;
    const index = key === undefined ? undefined : this.indexOf(key);
    const row = index === undefined ? undefined : this.rows[index];
    return element && row && index !== undefined ? { element, row, index } : undefined;
  }
}
