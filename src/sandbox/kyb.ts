/**
 * The sandbox's compliance review of a corporate: who counts as a UBO, how much of the capital is
 * declared, and the KYB outcome. The spec names the preconditions (every director and UBO declared,
 * each with a validated KYC; a UBO holds 25 %, or 10 % when extended UBOs are required) but leaves
 * the review to a compliance officer; the sandbox decides at once, by these rules.
 */
import type { KybStatus } from '../api/enums/partner.js';
import { LIMITS } from '../api/limits.js';
import { decide } from './decisions.js';
import type { Corporate, CorporateRelated, Store } from './store.js';

/** A declared person's KYC goes through these, one step at a time, by `sandbox.advanceRelatedKyc()`. */
export const KYC_STEPS = ['NOT_STARTED', 'CREATED', 'PROCESSING', 'PENDING_REVIEW', 'VALIDATED'] as const;

/** Percentages are floats: compared in hundredths so that 33.33 + 33.33 + 33.34 makes 100. */
const hundredths = (percentage: number) => Math.round(percentage * 100);

const relatedOf = (store: Store, corporateId: string): CorporateRelated[] =>
  [...store.corporateRelated.values()].filter((related) => related.corporateId === corporateId);

/** A holder's shares, in hundredths: those declared with it and those created for it since. */
function heldBy(store: Store, related: CorporateRelated): number {
  let total = related.sharesInfo.reduce((sum, share) => sum + hundredths(share.percentage), 0);
  for (const share of store.corporateShares.values()) if (share.corporateRelatedId === related.id) total += hundredths(share.percentage);
  return total;
}

/** Whether a holder has any share yet (a second one is refused: shares are unique per holder). */
export function hasShare(store: Store, related: CorporateRelated): boolean {
  return decide('one-share-per-holder', related.sharesInfo.length > 0) || [...store.corporateShares.values()].some((share) => share.corporateRelatedId === related.id);
}

/** Whether `added` percent more would take the corporate's declared shares past 100 %. */
export function passesHundred(store: Store, corporateId: string, added: readonly number[]): boolean {
  const declared = relatedOf(store, corporateId).reduce((sum, related) => sum + heldBy(store, related), 0);
  return decide('share-total-100', declared + added.reduce((sum, percentage) => sum + hundredths(percentage), 0) > 100 * 100);
}

const thresholdOf = (corporate: Corporate) => (corporate.extendedUbos ? LIMITS.uboThreshold.extended : LIMITS.uboThreshold.standard);

/** A UBO: a person holding the threshold or more, or designated one (`isSpecialUbo`). */
const isUbo = (store: Store, related: CorporateRelated, threshold: number) =>
  decide('ubos-among-persons', related.kycStatus !== undefined) && (related.info.isSpecialUbo === true || heldBy(store, related) >= threshold * 100);

export interface KybReview {
  /** Undefined: the request is refused (a director or UBO whose KYC is still in progress), nothing changes. */
  status?: (typeof KybStatus)[number];
  reason?: string;
  /** The people whose KYC is not validated yet, when refused. */
  waiting: CorporateRelated[];
}

const personName = (related: CorporateRelated) => [related.info.firstName, related.info.lastName].filter(Boolean).join(' ') || related.info.name || related.id;

/**
 * The outcome of a KYB request. Refused (nothing reviewed) while a director's or UBO's KYC is in
 * progress; DECLINED when one was declined; NEED_ADDITIONAL_INFORMATION when no director is
 * declared, when the undeclared shares could hide a UBO, or when nobody is a UBO (a special UBO
 * must then be designated); else VALIDATED.
 */
export function reviewKyb(store: Store, corporate: Corporate): KybReview {
  const threshold = thresholdOf(corporate);
  const related = relatedOf(store, corporate.id);
  const people = related.filter((r) => r.kycStatus !== undefined && (r.isDirector || isUbo(store, r, threshold)));
  const declined = people.filter((r) => r.kycStatus === 'DECLINED');
  if (declined.length > 0) {
    return { status: 'DECLINED', reason: `The identity check of ${declined.map(personName).join(', ')} was declined.`, waiting: [] };
  }
  const waiting = people.filter((r) => r.kycStatus !== 'VALIDATED');
  if (waiting.length > 0) return { waiting };
  if (!related.some((r) => r.isDirector)) return { status: 'NEED_ADDITIONAL_INFORMATION', reason: 'No director is declared.', waiting: [] };
  const undeclared = 100 * 100 - related.reduce((sum, r) => sum + heldBy(store, r), 0);
  if (undeclared >= threshold * 100) {
    return {
      status: 'NEED_ADDITIONAL_INFORMATION',
      reason: `${undeclared / 100} % of the shares are not declared: their holder may be a UBO (${threshold} % or more).`,
      waiting: [],
    };
  }
  if (!people.some((r) => isUbo(store, r, threshold))) {
    return {
      status: 'NEED_ADDITIONAL_INFORMATION',
      reason: `No person holds ${threshold} % or more of the shares: designate a special UBO.`,
      waiting: [],
    };
  }
  return decide('kyb-decided-at-once', { status: 'VALIDATED', waiting: [] });
}
