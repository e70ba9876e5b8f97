/**
 * The keyboard and pointer of a flat list shown as an ARIA grid of rows: one tab stop, arrow keys,
 * Home/End and PageUp/PageDown move between rows, Enter or Space (or a click) chooses one. One
 * listener of each kind on the rows' container, none per row; rows carry `data-key`.
 */
import { targetElement } from '../base/guards.js';
import type { ReactiveControllerHost } from 'lit';
import { PAGE_STEP, rowMoveTarget } from './row-moves.js';

export interface RowGridHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

export interface RowGridOptions<T> {
  /** The items shown, in order. */
  items: () => readonly T[];
  key: (item: T) => string;
  /** A person chose an item (click, Enter or Space). */
  select: (item: T) => void;
}

export class RowGrid<T> {
  /** The key of the row holding the tab stop. */
  activeKey?: string;

  constructor(
    private readonly host: RowGridHost,
    private readonly options: RowGridOptions<T>,
  ) {}

  /** The grid of a list whose items carry an `id`, each row keyed by it. */
  static byId<T extends { readonly id: string }>(host: RowGridHost, items: () => readonly T[], select: (item: T) => void): RowGrid<T> {
    return new RowGrid<T>(host, { items, key: (item) => item.id, select });
  }

  /** The index of the row holding the tab stop: the active row, else the first. */
  get tabStop(): number {
    const index = this.activeKey === undefined ? -1 : this.options.items().findIndex((item) => this.options.key(item) === this.activeKey);
    return Math.max(0, index);
  }

  readonly onClick = (event: MouseEvent): void => {
    const found = this.rowFrom(event);
    if (!found) return;
    this.setActive(found.key);
    this.options.select(found.item);
  };

  readonly onFocusIn = (event: FocusEvent): void => {
    const found = this.rowFrom(event);
    if (found) this.setActive(found.key);
  };

  readonly onKeydown = (event: KeyboardEvent): void => {
    const found = this.rowFrom(event);
    if (!found || event.altKey || event.metaKey || event.ctrlKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      this.options.select(found.item);
      return;
    }
    const { index } = found;
    const target = rowMoveTarget(event.key, index, this.options.items().length - 1, PAGE_STEP);
    if (target === undefined) return;
    event.preventDefault();
    if (target !== index) void this.focusRow(target);
  };

  private async focusRow(index: number): Promise<void> {
    const item = this.options.items()[index];
    if (item === undefined) return;
    const key = this.options.key(item);
    this.setActive(key);
    await this.host.updateComplete;
    this.host.renderRoot.querySelector<HTMLElement>(`[role="row"][data-key="${CSS.escape(key)}"]`)?.focus();
  }

  private setActive(key: string): void {
    if (key === this.activeKey) return;
    this.activeKey = key;
    this.host.requestUpdate();
  }

  private rowFrom(event: Event): { key: string; item: T; index: number } | undefined {
    const element = targetElement(event)?.closest<HTMLElement>('[role="row"][data-key]');
    const key = element?.dataset.key;
    if (key === undefined) return undefined;
    const items = this.options.items();
    const index = items.findIndex((item) => this.options.key(item) === key);
    const item = items[index];
    return item === undefined ? undefined : { key, item, index };
  }
}
