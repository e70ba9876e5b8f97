/**
 * The Suspend action of <svc-ledger-list> rows (with `suspendable`): a modal `<dialog>` holding
 * `<svc-ledger-suspend>` for the row's ledger. The platform dialog keeps focus inside, closes on
 * Escape and makes the rest of the page inert for screen readers. The suspend element's code is
 * fetched the first time the action is used, not with the list. After a suspension the row shows
 * the new status at once; when the dialog closes, focus goes back to the row.
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Ledger } from '../../api/schemas/ledger.js';
import type { FetchAdapter } from '../../client/adapter.js';
import { format, type Catalog } from '../../i18n/catalog.js';
import type { SvcSuccessEvent } from '../base/events.js';

/** Statuses a ledger can be suspended from. */
const SUSPENDABLE = new Set(['ACTIVE', 'PENDING']);

export const canSuspend = (ledger: Ledger): boolean => SUSPENDABLE.has(ledger.status);

export interface SuspendDialogHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

export interface SuspendDialogOptions {
  messages: () => Catalog;
  /** What the suspend element inherits from the list (its own adapter, locale, theme). */
  inherited: () => { adapter?: FetchAdapter; locale: string; theme?: string };
  /** The ledger is suspended: the list shows it so. */
  suspended: (ledger: Ledger) => void;
  /** The dialog closed: focus goes back to this ledger's row. */
  closed: (ledger: Ledger) => void;
}

let loading: Promise<unknown> | undefined;
const loadSuspendElement = () =>
  (loading ??= import('../ledger-suspend/define.js').catch((error: unknown) => {
    console.error('svc-elements: the suspend form could not be loaded.', error);
    loading = undefined;
  }));

export class SuspendDialog {
  /** The ledger whose suspension is open. */
  ledger?: Ledger;

  constructor(
    private readonly host: SuspendDialogHost,
    private readonly options: SuspendDialogOptions,
  ) {}

  private get dialog(): HTMLDialogElement | null {
    return this.host.renderRoot.querySelector('dialog');
  }

  async open(ledger: Ledger): Promise<void> {
    this.ledger = ledger;
    this.host.requestUpdate();
    await Promise.all([loadSuspendElement(), this.host.updateComplete]);
    const dialog = this.dialog;
    if (!dialog || this.ledger !== ledger) return;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('svc-ledger-suspend')?.focus();
  }

  private readonly onSuccess = (event: SvcSuccessEvent): void => {
    const ledger = this.ledger;
    if (event.detail.operation !== 'suspendLedger' || !ledger) return;
    this.ledger = { ...ledger, status: 'SUSPENDED' };
    this.options.suspended(this.ledger);
    this.host.requestUpdate();
    void this.host.updateComplete.then(() => this.dialog?.querySelector<HTMLElement>('[part~="close-button"]')?.focus());
  };

  private readonly onClose = (): void => {
    const ledger = this.ledger;
    this.ledger = undefined;
    this.host.requestUpdate();
    if (ledger) this.options.closed(ledger);
  };

  private readonly close = (): void => this.dialog?.close();

  render(): TemplateResult | typeof nothing {
    const ledger = this.ledger;
    if (!ledger) return nothing;
    const messages = this.options.messages();
    const t = messages.ledgerList;
    const { adapter, locale, theme } = this.options.inherited();
    const name = ledger.friendlyName || t.unnamed;
    return html`<dialog part="panel" class="suspend-dialog" aria-labelledby="suspend-title" @close=${this.onClose}>
      <p part="title" class="dialog-title" id="suspend-title">${format(t.suspendTitle, { name })}</p>
      <svc-ledger-suspend
        .ledger=${ledger}
        .adapter=${adapter}
        ledger-id=${ledger.id}
        locale=${locale}
        theme=${theme ?? nothing}
        @svc-success=${this.onSuccess}
      ></svc-ledger-suspend>
      <div class="dialog-actions">
        <button type="button" class="secondary" part="close-button" @click=${this.close}>${messages.common.close}</button>
      </div>
    </dialog>`;
  }
}
