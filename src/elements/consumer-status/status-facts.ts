/**
 * A consumer's six status facets, each in words with its reason where the record gives one, and
 * the tone of each value (success, warning, danger, neutral). Values the kit has never seen are
 * shown humanised, in the neutral tone.
 */
import { html, nothing } from 'lit';
import { ownValue } from '../../api/own.js';
import type { Consumer } from '../../api/schemas/consumer.js';
import { format, type Catalog } from '../../i18n/catalog.js';
import { humanize } from '../../i18n/labels.js';
import { badge, type BadgeTone } from '../list/badge.js';

export type StatusFacet = keyof Catalog['consumerStatuses']['facets'];

/** The facets in the order they are read: the whole first, then from identity to compliance. */
export const FACETS: readonly StatusFacet[] = ['overall', 'kyc', 'banking', 'suspension', 'service', 'compliance'];

const TONES: Record<StatusFacet | 'device', Record<string, BadgeTone>> = {
  overall: { ACTIVE: 'success', INACTIVE: 'neutral' },
  kyc: { VALIDATED: 'success', CREATED: 'warning', PROCESSING: 'warning', PENDING_REVIEW: 'warning', DECLINED: 'danger', ABORTED: 'danger' },
  banking: { VALIDATED: 'success', PENDING: 'warning', MISSING_DATA: 'warning', BLOCKED: 'danger' },
  suspension: { NOT_SUSPENDED: 'success', SUSPENDED: 'danger' },
  service: { VALIDATED: 'success', PENDING: 'warning', MISSING_DATA: 'warning', LIMITED: 'warning', FORBIDDEN: 'danger' },
  compliance: { VALIDATED: 'success', PENDING: 'warning', PENDING_REVIEW: 'warning', DECLINED: 'danger' },
  device: { ACTIVE: 'success', CREATED: 'warning', AWAITING_ACTIVATION: 'warning', SUSPENDED: 'danger' },
};

/** The tone of a value of a facet (or of an SCA device's status). */
export const toneOf = (facet: StatusFacet | 'device', value: string): BadgeTone => ownValue<BadgeTone>(TONES[facet], value) ?? 'neutral';

/** A facet's value in words. */
export const statusLabel = (messages: Catalog, facet: StatusFacet, value: string): string =>
  ownValue<string>(messages.consumerStatuses[facet], value) ?? humanize(value);

interface FacetState {
  value: string;
  reason?: string;
  operator?: string;
}

/** The record's state of one facet; the KYC reason may come with the KYC application instead. */
function facetState(consumer: Consumer, facet: StatusFacet): FacetState {
  const state = consumer.status[facet] as FacetState;
  if (facet === 'kyc') return { ...state, reason: state.reason || consumer.kycInfo.statusReason };
  return state;
}

/** The statuses as a list of facts: each facet's badge, then its reason, who suspended and the KYC type. */
export function statusFacts(consumer: Consumer, messages: Catalog) {
  const texts = messages.consumerStatus;
  return html`<dl class="facts" part="details">
    ${FACETS.map((facet) => {
      const { value, reason, operator } = facetState(consumer, facet);
      const suspended = facet === 'suspension' && value === 'SUSPENDED';
      const kycType = facet === 'kyc' ? consumer.kycInfo.type : undefined;
      return html`<div class="fact" part="row row-${facet}">
        <dt>${messages.consumerStatuses.facets[facet]}</dt>
        <dd>
          ${badge(value, statusLabel(messages, facet, value), toneOf(facet, value))}
          ${reason ? html`<span class="reason">${format(texts.reason, { reason })}</span>` : nothing}
          ${suspended && operator
            ? html`<span class="reason">${format(texts.suspendedBy, { operator: ownValue<string>(texts.operators, operator) ?? humanize(operator) })}</span>`
            : nothing}
          ${kycType
            ? html`<span class="note">${format(texts.kycType, { type: ownValue<string>(texts.kycTypes, kycType) ?? humanize(kycType) })}</span>`
            : nothing}
        </dd>
      </div>`;
    })}
  </dl>`;
}
