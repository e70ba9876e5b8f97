/**
 * The filters of <svc-ledger-list> (end-user, parent ledger, IBAN, statuses) on the lists' shared
 * filter form, judged by the listLedgers query's own rules.
 */
import { html, nothing } from 'lit';
import * as z from 'zod/mini';
import { LedgerStatus } from '../../api/enums.js';
import { formatIban, isValidIban, normalizeIban } from '../../api/formats/index.js';
import { listLedgersQuery } from '../../api/schemas/ledger.js';
import type { Catalog } from '../../i18n/catalog.js';
import { enumLabel } from '../../i18n/labels.js';
import { choiceGroup, textField } from '../form/fields.js';
import { FilterForm, memoByCatalog, type FilterFormHost } from '../list/filter-form.js';
import type { LedgerQuery } from './ledger-query.js';

export type Filters = Pick<LedgerQuery, 'endUserId' | 'status' | 'parentId' | 'iban'>;

/** The query's own filter rules; an IBAN that cannot exist is refused too, since the service matches IBANs whole. */
const filterSchema = z.extend(z.pick(listLedgersQuery, { endUserId: true, status: true, parentId: true }), {
  iban: z.optional(z.string().check(z.refine(isValidIban, { message: 'Enter a valid IBAN', params: { rule: 'iban' } }))),
});
/** With `end-user-id` the end-user is not a filter of the form. */
const pinnedSchema = z.omit(filterSchema, { endUserId: true });

const trim = (text: string) => text.trim();
const showIban = (value: unknown) => (typeof value === 'string' ? formatIban(value) : '');

export interface LedgerFilterOptions {
  messages: () => Catalog;
  locale: () => string;
  /** Whether the list is pinned to one end-user (the end-user filter is not offered). */
  pinned: () => boolean;
  /** "N fields need attention". */
  attention: (count: number) => string;
  /** New filters are in force (the same ones again: the person asked to load again). */
  applied: (filters: Filters) => void;
}

export function ledgerFilters(host: FilterFormHost, options: LedgerFilterOptions): FilterForm<Filters> {
  const statusChoices = memoByCatalog((messages) => LedgerStatus.map((status) => ({ value: status, label: enumLabel(messages, status) })));
  return new FilterForm<Filters>(host, {
    messages: options.messages,
    locale: options.locale,
    texts: (messages) => messages.ledgerList,
    schema: () => (options.pinned() ? pinnedSchema : filterSchema),
    fields: ['endUserId', 'parentId', 'iban', 'status'],
    attention: options.attention,
    applied: options.applied,
    skip: (key) => options.pinned() && key === 'endUserId',
    renderFields: (form, messages) => {
      const t = messages.ledgerList;
      return html`${options.pinned()
        ? nothing
        : textField(form, { path: 'endUserId', label: t.endUserId, hint: t.endUserIdHint, autocomplete: 'off', spellcheck: false, parse: trim })}
      ${textField(form, { path: 'parentId', label: t.parentId, hint: t.parentIdHint, autocomplete: 'off', spellcheck: false, parse: trim })}
      ${textField(form, { path: 'iban', label: t.iban, hint: t.ibanHint, autocomplete: 'off', spellcheck: false, parse: normalizeIban, format: showIban })}
      ${choiceGroup(form, { path: 'status', label: t.status, multiple: true, choices: statusChoices(messages) })}`;
    },
  });
}
