/**
 * The filters of <svc-card-list> (end-user, ledger, card profile, statuses, types) on the lists'
 * shared filter form, judged by the listCards query's own rules. A filter the partner pinned
 * (`end-user-id`, `ledger-id`) is not offered.
 */
import { html, nothing } from 'lit';
import * as z from 'zod/mini';
import { CardStatus, CardType } from '../../api/enums.js';
import { listCardsQuery } from '../../api/schemas/card.js';
import { cardStatusLabel, cardTypeLabel } from '../../i18n/card-labels.js';
import type { Catalog } from '../../i18n/catalog.js';
import { choiceGroup, textField } from '../form/fields.js';
import { FilterForm, memoByCatalog, type FilterFormHost } from '../list/filter-form.js';
import type { OperationInput } from '../../api/operations.js';

export type CardQuery = NonNullable<OperationInput<'listCards'>['query']>;
export type CardFilters = Pick<CardQuery, 'endUserId' | 'ledgerId' | 'profileId' | 'status' | 'types'>;
export type Pin = 'endUserId' | 'ledgerId';

const filterSchema = z.pick(listCardsQuery, { endUserId: true, ledgerId: true, profileId: true, status: true, types: true });

const trim = (text: string) => text.trim();

/** A card status or type in words: the catalog's label, else the value as sent. */

export interface CardFilterOptions {
  messages: () => Catalog;
  locale: () => string;
  /** The filters the partner pinned: always sent, not offered. */
  pinned: () => ReadonlySet<Pin>;
  attention: (count: number) => string;
  applied: (filters: CardFilters) => void;
}

export function cardFilters(host: FilterFormHost, options: CardFilterOptions): FilterForm<CardFilters> {
  const statuses = memoByCatalog((messages) => CardStatus.map((value) => ({ value, label: cardStatusLabel(messages, value) })));
  const types = memoByCatalog((messages) => CardType.map((value) => ({ value, label: cardTypeLabel(messages, value) })));
  let schemaFor: { pins: ReadonlySet<Pin>; schema: z.ZodMiniType } | undefined;
  const schema = () => {
    const pins = options.pinned();
    if (schemaFor?.pins !== pins) schemaFor = { pins, schema: z.omit(filterSchema, { endUserId: pins.has('endUserId') || undefined, ledgerId: pins.has('ledgerId') || undefined }) };
    return schemaFor.schema;
  };
  return new FilterForm<CardFilters>(host, {
    messages: options.messages,
    locale: options.locale,
    texts: (messages) => messages.cardList,
    schema,
    fields: ['endUserId', 'ledgerId', 'profileId', 'status', 'types'],
    attention: options.attention,
    applied: options.applied,
    skip: (key) => options.pinned().has(key as Pin),
    renderFields: (form, messages) => {
      const t = messages.cardList;
      const pins = options.pinned();
      const id = (path: Pin | 'profileId', label: string, hint: string) =>
        pins.has(path as Pin) ? nothing : textField(form, { path, label, hint, autocomplete: 'off', spellcheck: false, parse: trim });
      return html`${id('endUserId', t.endUserId, t.endUserIdHint)} ${id('ledgerId', t.ledgerId, t.ledgerIdHint)}
      ${id('profileId', t.profileId, t.profileIdHint)}
      ${choiceGroup(form, { path: 'types', label: t.type, multiple: true, choices: types(messages) })}
      ${choiceGroup(form, { path: 'status', label: t.status, multiple: true, choices: statuses(messages) })}`;
    },
  });
}
