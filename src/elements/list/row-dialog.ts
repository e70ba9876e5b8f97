/**
 * A modal `<dialog>` that a list opens for one of its rows, holding another kit element (the
 * ledger list's suspension, the document list's upload). The platform dialog keeps focus inside,
 * closes on Escape and makes the rest of the page inert for screen readers. The element inside is
 * fetched the first time a dialog opens, not with the list; when the dialog closes, the list gets
 * the row back (to return the focus to it).
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';

export interface RowDialogHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

export interface RowDialogOptions<T> {
  /** Defines the element the dialog holds (`import('…/define.js')`); see `loadOnce` in `base/load-once.ts`. */
  load: () => Promise<unknown>;
  /** The tag of that element: it takes the focus when the dialog opens. */
  tag: string;
  /** The dialog closed (Close, Escape): the row it was opened for. */
  closed: (item: T) => void;
}

/** What the dialog shows for its row. */
export interface RowDialogContent {
  title: string;
  closeText: string;
  body: TemplateResult;
}

export class RowDialog<T> {
  /** The row whose dialog is open. */
  item?: T;

  constructor(
    private readonly host: RowDialogHost,
    private readonly options: RowDialogOptions<T>,
  ) {}

  private get dialog(): HTMLDialogElement | null {
    return this.host.renderRoot.querySelector('dialog.row-dialog');
  }

  async open(item: T): Promise<void> {
    this.item = item;
    this.host.requestUpdate();
    await Promise.all([this.options.load(), this.host.updateComplete]);
    const dialog = this.dialog;
    if (!dialog || this.item !== item) return;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>(this.options.tag)?.focus();
  }

  /** The row's data changed while the dialog is open (it shows the new data). */
  update(item: T): void {
    this.item = item;
    this.host.requestUpdate();
  }

  /** Focus to the Close button (the element inside is done). */
  async focusClose(): Promise<void> {
    await this.host.updateComplete;
    this.dialog?.querySelector<HTMLElement>('[part~="close-button"]')?.focus();
  }

  private readonly onClose = (): void => {
    const item = this.item;
    this.item = undefined;
    this.host.requestUpdate();
    if (item !== undefined) this.options.closed(item);
  };

  private readonly close = (): void => this.dialog?.close();

  render(content: (item: T) => RowDialogContent): TemplateResult | typeof nothing {
    const item = this.item;
    if (item === undefined) return nothing;
    const { title, closeText, body } = content(item);
    return html`<dialog part="panel" class="row-dialog" aria-labelledby="row-dialog-title" @close=${this.onClose}>
      <p part="title" class="dialog-title" id="row-dialog-title">${title}</p>
      ${body}
      <div class="dialog-actions">
        <button type="button" class="secondary" part="close-button" @click=${this.close}>${closeText}</button>
      </div>
    </dialog>`;
  }
}
