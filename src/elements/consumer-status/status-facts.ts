/**
 * A consumer's six status facets as facts, each in words with its reason where the record gives
 * one (names and tones: ../consumer/statuses.ts).
 */
import { asRecord } from '../base/guards.js';
import { html, nothing } from 'lit';
import type { Consumer } from '../../api/schemas/consumer.js';
import { format, type Catalog } from '../../i18n/catalog.js';
import { labelIn } from '../../i18n/labels.js';
import { recordFact } from '../record/record-parts.js';
import { badge } from '../list/badge.js';
import { FACETS, statusLabel, toneOf, type StatusFacet } from '../consumer/statuses.js';

interface FacetState {
  value?: string;
  reason?: string;
  operator?: string;
}

/** The record's state of one facet; the KYC reason may come with the KYC application instead. */
function facetState(consumer: Consumer, facet: StatusFacet): FacetState {
  const given = asRecord(consumer.status?.[facet]);
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const state: FacetState = { value: text(given.value), reason: text(given.reason), operator: text(given.operator) };
  if (facet === 'kyc') return { ...state, reason: state.reason || consumer.kycInfo?.statusReason };
  return state;
}

/** The statuses as a list of facts (every facet, or those given): each facet's badge, then its reason, who suspended and the KYC type. */
export function statusFacts(consumer: Consumer, messages: Catalog, facets: readonly StatusFacet[] = FACETS) {
  const texts = messages.consumerStatus;
  return html`<dl class="facts" part="details">
    ${facets.map((facet) => {
      const { value, reason, operator } = facetState(consumer, facet);
      const suspended = facet === 'suspension' && value === 'SUSPENDED';
      const kycType = facet === 'kyc' ? consumer.kycInfo?.type : undefined;
      return recordFact(
        messages.consumerStatuses.facets[facet],
        html`${badge(value, statusLabel(messages, facet, value), toneOf(facet, value))}
          ${reason ? html`<span class="reason">${format(texts.reason, { reason })}</span>` : nothing}
          ${suspended && operator
            ? html`<span class="reason">${format(texts.suspendedBy, { operator: labelIn(texts.operators, operator) })}</span>`
            : nothing}
          ${kycType ? html`<span class="note">${format(texts.kycType, { type: labelIn(texts.kycTypes, kycType) })}</span>` : nothing}`,
        { part: `row row-${facet}` },
      );
    })}
  </dl>`;
}
