/** The filters of <svc-card-design-list> (network, account type, card type, customer type), judged by the listCardDesigns query's own rules. */
import { html } from 'lit';
import * as z from 'zod/mini';
import { CardDesignUserType, CardType, LedgerType } from '../../api/enums.js';
import type { OperationInput } from '../../api/operations.js';
import { ownValue } from '../../api/own.js';
import { listCardDesignsQuery } from '../../api/schemas/card-management.js';
import type { Catalog } from '../../i18n/catalog.js';
import { selectField, textField } from '../form/fields.js';
import { FilterForm, memoByCatalog, type FilterFormHost } from '../list/filter-form.js';

export type DesignQuery = NonNullable<OperationInput<'listCardDesigns'>['query']>;
export type DesignFilters = Pick<DesignQuery, 'scheme' | 'ledgerType' | 'cardType' | 'userType'>;

const filterSchema = z.pick(listCardDesignsQuery, { scheme: true, ledgerType: true, cardType: true, userType: true });

/** A label from one of the catalog's tables, else the value as sent. */
export const labelIn = (table: object, value: string): string => ownValue<string>(table, value) ?? value;

export interface DesignFilterOptions {
  messages: () => Catalog;
  locale: () => string;
  attention: (count: number) => string;
  applied: (filters: DesignFilters) => void;
}

export function designFilters(host: FilterFormHost, options: DesignFilterOptions): FilterForm<DesignFilters> {
  const choices = memoByCatalog((messages) => {
    const t = messages.cardDesignList;
    const of = (values: readonly string[], table: object) => values.map((value) => ({ value, label: labelIn(table, value) }));
    return { ledgerTypes: of(LedgerType, t.ledgerTypes), cardTypes: of(CardType, t.cardTypes), userTypes: of(CardDesignUserType, t.userTypes) };
  });
  return new FilterForm<DesignFilters>(host, {
    messages: options.messages,
    locale: options.locale,
    texts: (messages) => messages.cardDesignList,
    schema: () => filterSchema,
    fields: ['scheme', 'ledgerType', 'cardType', 'userType'],
    attention: options.attention,
    applied: options.applied,
    renderFields: (form, messages) => {
      const t = messages.cardDesignList;
      const c = choices(messages);
      return html`${textField(form, { path: 'scheme', label: t.scheme, hint: t.schemeHint, autocomplete: 'off', spellcheck: false, parse: (text) => text.trim().toUpperCase() })}
      ${selectField(form, { path: 'ledgerType', label: t.ledgerType, placeholder: t.any, choices: c.ledgerTypes })}
      ${selectField(form, { path: 'cardType', label: t.cardType, placeholder: t.any, choices: c.cardTypes })}
      ${selectField(form, { path: 'userType', label: t.userType, placeholder: t.any, choices: c.userTypes })}`;
    },
  });
}
