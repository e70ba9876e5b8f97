/**
 * The Suspend action of <svc-ledger-list> rows (with `suspendable`): the lists' row dialog
 * holding `<svc-ledger-suspend>` for the row's ledger. This module comes with the first suspendable
 * rows, the suspend element itself the first time the action is used.
 * After a suspension the row shows the new status at once; when the dialog closes, focus goes
 * back to the row.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Ledger } from '../../api/schemas/ledger.js';
import type { FetchAdapter } from '../../client/adapter.js';
import { format, type Catalog } from '../../i18n/catalog.js';
import type { SvcSuccessEvent } from '../base/events.js';
import { loadOnce } from '../base/load-once.js';
import { RowDialog, type RowDialogHost } from '../list/row-dialog.js';

export interface SuspendDialogOptions {
  messages: () => Catalog;
  /** What the suspend element inherits from the list (its own adapter, locale, theme). */
  inherited: () => { adapter?: FetchAdapter; locale: string; theme?: string; staff: boolean };
  /** The ledger is suspended: the list shows it so. */
  suspended: (ledger: Ledger) => void;
  /** The dialog closed: focus goes back to this ledger's row. */
  closed: (ledger: Ledger) => void;
}

const loadSuspendElement = loadOnce(() => import('../ledger-suspend/define.js'), 'the suspend form');

export class SuspendDialog {
  private readonly dialog: RowDialog<Ledger>;

  constructor(
    host: RowDialogHost,
    private readonly options: SuspendDialogOptions,
  ) {
    this.dialog = new RowDialog<Ledger>(host, { load: loadSuspendElement, tag: 'svc-ledger-suspend', closed: options.closed });
  }

  /** The ledger whose suspension is open. */
  get ledger(): Ledger | undefined {
    return this.dialog.item;
  }

  open(ledger: Ledger): Promise<void> {
    return this.dialog.open(ledger);
  }

  private readonly onSuccess = (event: SvcSuccessEvent): void => {
    const ledger = this.dialog.item;
    if (event.detail.operation !== 'suspendLedger' || !ledger) return;
    const suspended = { ...ledger, status: 'SUSPENDED' };
    this.dialog.update(suspended);
    this.options.suspended(suspended);
    void this.dialog.focusClose();
  };

  render(): TemplateResult | typeof nothing {
    return this.dialog.render((ledger) => {
      const messages = this.options.messages();
      const texts = messages.ledgerList;
      const { adapter, locale, theme, staff } = this.options.inherited();
      return {
        title: format(texts.suspendTitle, { name: ledger.friendlyName || texts.unnamed }),
        closeText: messages.common.close,
        body: html`<svc-ledger-suspend
          .ledger=${ledger}
          .adapter=${adapter}
          ledger-id=${ledger.id}
          ?staff=${staff}
          locale=${locale}
          theme=${theme ?? nothing}
          @svc-success=${this.onSuccess}
        ></svc-ledger-suspend>`,
      };
    });
  }
}
