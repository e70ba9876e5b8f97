/**
 * `svc-kyc-link`: the person onboarding a company asks that a declared director or UBO be sent the
 * link to their identity check. The link is the partner's (its KYC set-up with the service): the
 * journey neither makes nor sends it. The detail carries ids and roles only, never a name, an
 * address or a number a person typed.
 */
import type { PersonRole } from './company-onboarding-state.js';

/** What `svc-kyc-link` says: whose link, for which company, and why their check is needed. */
export interface SvcKycLinkDetail {
  /** The company (corporate end-user). */
  corporateId: string;
  /** The declared person (the related entity's id). */
  relatedId: string;
  /** Why their check is needed. */
  roles: PersonRole[];
  /** The link was asked for before (Send again). */
  again: boolean;
}

/**
 * Cancelable: the partner that sends the link calls `preventDefault()` ("I am sending it"). Left
 * alone, the journey says that the link could not be sent from the page, and the console says why.
 */
export class SvcKycLinkEvent extends CustomEvent<SvcKycLinkDetail> {
  constructor(detail: SvcKycLinkDetail) {
    super('svc-kyc-link', { bubbles: true, composed: true, cancelable: true, detail });
  }
}

declare global {
  interface GlobalEventHandlersEventMap {
    'svc-kyc-link': SvcKycLinkEvent;
  }
}
