/** The fields of <svc-ledger-list>'s filters, judged by the listLedgers query's own rules. */
import { html, nothing } from 'lit';
import * as z from 'zod/mini';
import { LedgerStatus } from '../../api/enums.js';
import { formatIban, normalizeIban } from '../../api/formats/index.js';
import { listLedgersQuery } from '../../api/schemas/ledger.js';
import { enumLabel } from '../../i18n/labels.js';
import { laterWords } from '../../i18n/later-words.js';
import { choiceGroup, textField } from '../form/fields.js';
import { memoByCatalog, type FilterFieldSet } from '../list/filter-form.js';
import type { LedgerFilterOptions } from './filter-form.js';
import { ledgerListLater } from './texts/en-later.js';

/** The fields' hints in a locale (later words): the filters wait for them in the list's before they open. */
export const words = laterWords('ledgerList', ledgerListLater);

/**
 * The query's own filter rules. The IBAN is sent as typed, normalised (no spaces, upper case), whole
 * or in part: the spec does not say the service matches only whole IBANs. Its bound is an IBAN's
 * longest form (ISO 13616, 34 characters).
 */
const filterSchema = z.pick(listLedgersQuery, { endUserId: true, status: true, parentId: true, iban: true });
/** With `end-user-id` the end-user is not a filter of the form. */
const pinnedSchema = z.omit(filterSchema, { endUserId: true });

const trim = (text: string) => text.trim();
const showIban = (value: unknown) => (typeof value === 'string' ? formatIban(value) : '');

export function ledgerFilterFields(options: LedgerFilterOptions): FilterFieldSet {
  const statusChoices = memoByCatalog((messages) => LedgerStatus.map((status) => ({ value: status, label: enumLabel(messages, status) })));
  return {
    schema: () => (options.pinned() ? pinnedSchema : filterSchema),
    renderFields: (form, messages) => {
      const texts = { ...messages.ledgerList, ...words.in(options.locale(), options.host) };
      return html`${options.pinned()
        ? nothing
        : textField(form, { path: 'endUserId', label: texts.endUserId, hint: texts.endUserIdHint, autocomplete: 'off', spellcheck: false, parse: trim })}
      ${textField(form, { path: 'parentId', label: texts.parentId, hint: texts.parentIdHint, autocomplete: 'off', spellcheck: false, parse: trim })}
      ${textField(form, { path: 'iban', label: texts.iban, hint: texts.ibanHint, autocomplete: 'off', spellcheck: false, parse: normalizeIban, format: showIban })}
      ${choiceGroup(form, { path: 'status', label: texts.status, multiple: true, choices: statusChoices(messages) })}`;
    },
  };
}
