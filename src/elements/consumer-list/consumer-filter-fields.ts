/** The fields of <svc-consumer-list>'s search and filters, judged by the listConsumers query's own rules. */
import { html } from 'lit';
import * as z from 'zod/mini';
import { BankingStatus, ComplianceStatus, KycStatus, OverallStatus, ServiceStatus, SuspensionValue } from '../../api/enums.js';
import { listConsumersQuery } from '../../api/schemas/consumer-list.js';
import { choiceGroup, selectField, textField } from '../form/fields.js';
import { memoByCatalog, type FilterFieldSet } from '../list/filter-form.js';
import { statusLabel, type StatusFacet } from '../consumer/statuses.js';
import type { ConsumerFilterField, FACET_FIELDS, SEARCH } from './consumer-filters.js';

/** Each facet, its query field and the values it takes. */
const FACETS = [
  ['kyc', 'kycStatus', KycStatus],
  ['banking', 'bankingStatus', BankingStatus],
  ['suspension', 'suspensionStatus', SuspensionValue],
  ['service', 'serviceStatus', ServiceStatus],
  ['compliance', 'complianceStatus', ComplianceStatus],
] as const satisfies readonly (readonly [StatusFacet, (typeof FACET_FIELDS)[number], readonly string[]])[];

const trim = (text: string) => text.trim();

const choices = memoByCatalog((messages) =>
  Object.fromEntries(
    [...FACETS, ['overall', 'overallStatus', OverallStatus] as const].map(([facet, field, values]) => [
      field,
      values.map((value) => ({ value, label: statusLabel(messages, facet, value) })),
    ]),
  ),
);

export function consumerFilterFields(fields: readonly ConsumerFilterField[]): FilterFieldSet {
  const mask: { [K in ConsumerFilterField]?: true } = {};
  for (const field of fields) mask[field] = true;
  const filterSchema = z.pick(listConsumersQuery, mask);
  return {
    schema: () => filterSchema,
    renderFields: (form, messages) => {
      const texts = messages.consumerList;
      const facets = messages.consumerStatuses.facets;
      const search = (path: (typeof SEARCH)[number], autocomplete: string) =>
        textField(form, { path, label: texts[path], hint: texts[`${path}Hint`], autocomplete, spellcheck: false, parse: trim });
      return html`${search('lastName', 'off')} ${search('phone', 'off')} ${search('emailAddress', 'off')}
      ${selectField(form, { path: 'overallStatus', label: facets.overall, placeholder: texts.anyStatus, choices: choices(messages).overallStatus })}
      ${FACETS.map(([facet, field]) => choiceGroup(form, { path: field, label: facets[facet], multiple: true, choices: choices(messages)[field] }))}`;
    },
  };
}
