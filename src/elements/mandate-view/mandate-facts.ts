/** A stored mandate, read-only: its reference, status and dates, and its debtor. */
import { asRecord } from '../base/guards.js';
import { html, nothing, type TemplateResult } from 'lit';
import type { Mandate } from '../../api/schemas/mandates.js';
import { formatIban } from '../../api/formats/index.js';
import type { Catalog } from '../../i18n/catalog.js';
import { labelIn } from '../../i18n/labels.js';
import { badge, type BadgeTone } from '../list/badge.js';
import type { ListFormat } from '../list/list-format.js';
import { storedIban } from './mandate-edit.js';
import type { mandateViewLater } from './texts/en-later.js';

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** <svc-mandate-view>'s later words in any language: en-later.ts's keys, each a text. */
export type MandateWords = Texts<typeof mandateViewLater>;

const TONES: Readonly<Record<string, BadgeTone>> = {
  ACTIVATED: 'success',
  AWAITING_ACTIVATION: 'warning',
  ACTIVATING: 'warning',
  CANCELING: 'warning',
  FAILED: 'danger',
};

/** One fact: its label, and its value or "not given". */
function row(label: string, value: unknown, className = '') {
  return html`<div>
    <dt>${label}</dt>
    <dd class=${className}>${value}</dd>
  </div>`;
}

/** The mandate and its debtor as two groups of facts, in `texts` (the view's later words); values the kit does not know are shown as sent. */
export function mandateFacts(messages: Catalog, texts: MandateWords, mandate: Mandate, formats: ListFormat): TemplateResult {
  const notGiven = messages.common.notGiven;
  const { debtor, status } = mandate;
  const details = asRecord(debtor?.bankingDetails);
  const iban = storedIban(mandate);
  const bic = typeof details.bic === 'string' ? details.bic : undefined;
  const recurring = mandate.recurring === undefined ? notGiven : mandate.recurring ? messages.common.yes : messages.common.no;
  return html`<div class="facts" part="details">
      <p class="facts-title">${texts.title}</p>
      <dl>
        ${row(texts.uniqueReference, mandate.uniqueReference ?? notGiven, 'identifier')}
        ${row(texts.status, badge(status, labelIn(texts.statuses, status), TONES[status] ?? 'neutral'))}
        ${row(texts.recurring, recurring)}
        ${row(texts.expirationDate, mandate.expirationDate === undefined ? texts.noExpiration : formats.date(mandate.expirationDate))}
        ${row(texts.creationDate, formats.date(mandate.creationDate, notGiven))}
        ${row(texts.updateDate, formats.date(mandate.updateDate, notGiven))}
      </dl>
    </div>
    <div class="facts" part="details section-debtor" data-ledger-id=${debtor?.ledgerId ?? nothing}>
      <p class="facts-title">${texts.debtor}</p>
      <dl>
        ${row(texts.debtorType, debtor?.type === undefined ? notGiven : labelIn(texts.debtorTypes, debtor.type))}
        ${row(texts.debtorName, debtor?.name ?? notGiven)}
        ${row(texts.debtorIban, iban === undefined ? notGiven : formatIban(iban), 'identifier')}
        ${bic === undefined ? nothing : row(texts.debtorBic, bic, 'identifier')}
        ${debtor?.ledgerId === undefined ? nothing : row(texts.debtorLedger, texts.debtorLedgerHere)}
      </dl>
    </div>`;
}
