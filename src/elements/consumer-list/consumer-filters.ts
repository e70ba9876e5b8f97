/**
 * The search and filters of <svc-consumer-list> on the lists' shared filter form, judged by the
 * listConsumers query's own rules: last name, phone and email address (the service matches part
 * of them), then every status facet (several values each; the overall status one value).
 */
import { html } from 'lit';
import * as z from 'zod/mini';
import { BankingStatus, ComplianceStatus, KycStatus, OverallStatus, ServiceStatus, SuspensionValue } from '../../api/enums.js';
import type { OperationInput } from '../../api/operations.js';
import { listConsumersQuery } from '../../api/schemas/consumer-list.js';
import type { Catalog } from '../../i18n/catalog.js';
import { choiceGroup, selectField, textField } from '../form/fields.js';
import { FilterForm, memoByCatalog, type FilterFormHost } from '../list/filter-form.js';
import { statusLabel, type StatusFacet } from '../consumer/statuses.js';

export type ConsumerQuery = NonNullable<OperationInput<'listConsumers'>['query']>;

/** Each facet's query field and the values it takes, in the order the filters show them. */
const FACET_FILTERS = [
  ['kyc', 'kycStatus', KycStatus],
  ['banking', 'bankingStatus', BankingStatus],
  ['suspension', 'suspensionStatus', SuspensionValue],
  ['service', 'serviceStatus', ServiceStatus],
  ['compliance', 'complianceStatus', ComplianceStatus],
] as const satisfies readonly (readonly [StatusFacet, keyof ConsumerQuery, readonly string[]])[];

const SEARCH = ['lastName', 'phone', 'emailAddress'] as const;

const FIELDS = [...SEARCH, ...FACET_FILTERS.map(([, field]) => field), 'overallStatus'] as const;
export type ConsumerFilters = Pick<ConsumerQuery, (typeof FIELDS)[number]>;

const filterSchema = z.pick(listConsumersQuery, Object.fromEntries(FIELDS.map((field) => [field, true])) as Record<(typeof FIELDS)[number], true>);

const trim = (text: string) => text.trim();

export interface ConsumerFilterOptions {
  messages: () => Catalog;
  locale: () => string;
  attention: (count: number) => string;
  applied: (filters: ConsumerFilters) => void;
}

export function consumerFilters(host: FilterFormHost, options: ConsumerFilterOptions): FilterForm<ConsumerFilters> {
  const choices = memoByCatalog((messages) =>
    Object.fromEntries(
      [...FACET_FILTERS, ['overall', 'overallStatus', OverallStatus] as const].map(([facet, field, values]) => [
        field,
        values.map((value) => ({ value, label: statusLabel(messages, facet, value) })),
      ]),
    ),
  );
  return new FilterForm<ConsumerFilters>(host, {
    messages: options.messages,
    locale: options.locale,
    texts: (messages) => messages.consumerList,
    schema: () => filterSchema,
    fields: FIELDS,
    attention: options.attention,
    applied: options.applied,
    renderFields: (form, messages) => {
      const t = messages.consumerList;
      const facets = messages.consumerStatuses.facets;
      const search = (path: (typeof SEARCH)[number], autocomplete: string) =>
        textField(form, { path, label: t[path], hint: t[`${path}Hint`], autocomplete, spellcheck: false, parse: trim });
      return html`${search('lastName', 'off')} ${search('phone', 'off')} ${search('emailAddress', 'off')}
      ${selectField(form, { path: 'overallStatus', label: facets.overall, placeholder: t.anyStatus, choices: choices(messages).overallStatus })}
      ${FACET_FILTERS.map(([facet, field]) => choiceGroup(form, { path: field, label: facets[facet], multiple: true, choices: choices(messages)[field] }))}`;
    },
  });
}
