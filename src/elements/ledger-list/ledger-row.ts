/**
 * One row of <svc-ledger-list>: a few elements per row, no listener of its own (the rows'
 * container listens for all of them), texts from cached formatters.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { formatIban } from '../../api/formats/index.js';
import { format, type Catalog } from '../../i18n/catalog.js';
import { plural } from '../../i18n/plural.js';
import { enumLabel } from '../../i18n/labels.js';
import type { LedgerFormat } from './ledger-format.js';
import { badge } from '../list/badge.js';
import { canSuspend, statusTone, type LedgerRow } from './rows.js';

/** What every row of one render shares. */
export interface RowContext {
  messages: Catalog;
  format: LedgerFormat;
  /** The index of the row holding the tab stop. */
  tabStop: number;
  selectedId?: string;
  collapsed: ReadonlySet<string>;
  /** Rows carry their position in the whole list (only some are in the document). */
  windowed: boolean;
  /** Rows offer Suspend (in a cell of its own) for ledgers that can be suspended. */
  suspendable: boolean;
}

/**
 * The line under the name: the IBAN when the answer gives one (the spec's list element has none,
 * so a missing IBAN says nothing rather than "no IBAN"), and what else there is to know.
 */
function details(row: LedgerRow, context: RowContext): string {
  const texts = context.messages.ledgerList;
  const { ledger, parent, childCount } = row;
  const virtual = Boolean(ledger.parentId);
  const facts: string[] = [];
  if (ledger.iban) facts.push(formatIban(ledger.iban));
  if (virtual) facts.push(parent ? format(texts.virtualOf, { parent: parent.friendlyName || texts.unnamed }) : texts.virtual);
  if (childCount > 0) facts.push(plural(texts.virtualCount, childCount, context.format.locale));
  return facts.join(' · ');
}

/** The line under the name, when there is anything to say. */
const smallLine = (text: string) => (text ? html`<small>${text}</small>` : nothing);

export function ledgerRow(row: LedgerRow, index: number, context: RowContext, kept = false): TemplateResult {
  const { messages, format: formats } = context;
  const notGiven = messages.common.notGiven;
  const texts = messages.ledgerList;
  const { ledger, level, childCount } = row;
  const expanded = childCount > 0 ? !context.collapsed.has(ledger.id) : undefined;
  const selected = ledger.id === context.selectedId;
  const virtual = Boolean(ledger.parentId);
  const part = selected ? (virtual ? 'row row-selected row-virtual' : 'row row-selected') : virtual ? 'row row-virtual' : 'row';
  return html`<div
    role="row"
    part=${part}
    class="row level-${level > 4 ? 4 : level}${kept ? ' kept' : ''}"
    data-key=${ledger.id}
    tabindex=${index === context.tabStop ? '0' : '-1'}
    aria-level=${level}
    aria-posinset=${row.posinset}
    aria-setsize=${row.setsize}
    aria-expanded=${expanded === undefined ? nothing : expanded ? 'true' : 'false'}
    aria-selected=${selected ? 'true' : 'false'}
    aria-rowindex=${context.windowed ? index + 2 : nothing}
  ><span role="rowheader" part="cell" class="cell name"
      >${expanded === undefined
        ? nothing
        : html`<span class="toggle" aria-hidden="true" title=${expanded ? texts.hideVirtual : texts.showVirtual}>${expanded ? '▾' : '▸'}</span>`}<b
        >${ledger.friendlyName || texts.unnamed}</b
      >${smallLine(details(row, context))}</span
    ><span role="gridcell" part="cell" class="cell state"
      >${badge(ledger.status, enumLabel(messages, ledger.status), statusTone(ledger.status))}</span
    ><span role="gridcell" part="cell" class="cell currency" data-label=${texts.columnCurrency}>${ledger.currency === undefined ? notGiven : formats.currency(ledger.currency)}</span
    ><span role="gridcell" part="cell" class="cell country" data-label=${texts.columnCountry}>${(ledger.country && formats.country(ledger.country)) ?? enumLabel(messages, ledger.country)}</span
    ><time role="gridcell" part="cell" class="cell created" data-label=${texts.columnCreated} datetime=${ledger.creationDate ?? nothing}>${formats.date(ledger.creationDate, notGiven)}</time
    >${context.suspendable ? actionCell(row, index, context) : nothing}</div
  >`;
}

/** The row's actions: Suspend, reachable with Tab from the row holding the tab stop. */
function actionCell({ ledger }: LedgerRow, index: number, context: RowContext): TemplateResult {
  const texts = context.messages.ledgerList;
  return html`<span role="gridcell" part="cell" class="cell actions"
    >${canSuspend(ledger)
      ? html`<button
          type="button"
          class="secondary"
          part="suspend-button"
          data-action="suspend"
          tabindex=${index === context.tabStop ? '0' : '-1'}
          aria-label=${format(texts.suspendLedger, { name: ledger.friendlyName || texts.unnamed })}
          aria-haspopup="dialog"
        >
          ${texts.suspend}
        </button>`
      : nothing}</span
  >`;
}
