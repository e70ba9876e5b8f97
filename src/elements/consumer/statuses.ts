/**
 * A consumer's six status facets, for the consumer elements: their order, each value in words (the
 * shared catalog part `consumerStatuses`) and its tone (success, warning, danger, neutral). Values
 * the kit has never seen are shown as sent (their code), in the neutral tone.
 */
import { ownValue } from '../../api/own.js';
import type { Catalog } from '../../i18n/catalog.js';
import { labelIn } from '../../i18n/labels.js';
import type { BadgeTone } from '../list/badge.js';

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
export const toneOf = (facet: StatusFacet | 'device', value: string | undefined): BadgeTone =>
  (value === undefined ? undefined : ownValue<BadgeTone>(TONES[facet], value)) ?? 'neutral';

/** A facet's value in words; "not given" when the answer left it out. */
export const statusLabel = (messages: Catalog, facet: StatusFacet, value: string | undefined): string =>
  value === undefined ? messages.common.notGiven : labelIn(messages.consumerStatuses[facet], value);
