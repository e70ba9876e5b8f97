/**
 * What the journey knows of a company being onboarded. The spec has no operation that reads a
 * corporate, its declared people or its KYB status, so the journey starts from what the partner
 * passes in (`record`, its own record of the company's onboarding, and `kyb-status`), adds what
 * happens in this page (a person declared, a link asked for, a document uploaded, the KYB request),
 * and keeps it in memory only: never in the browser's storage. Here, the steps and the shapes; the
 * reading of the record and which facts mark each step done (`stepDone`,
 * docs/journeys/company-onboarding.md says the same in words) are in `company-facts.ts`, and what
 * happened in the page, with the steps' module (`later-steps.ts`).
 */

/** The steps of a company's KYB, in the order the service needs them. */
export const COMPANY_STEPS = ['company', 'people', 'kyc', 'documents', 'kyb'] as const;
/** A step of `<svc-company-onboarding>`, by name (`steps`). */
export type CompanyStep = (typeof COMPANY_STEPS)[number];

/** A role of a declared holder, as the journey says it (never a person's data). */
export type PersonRole = 'director' | 'shareholder' | 'ubo';

/** A director, shareholder or UBO declared for the company, as the partner keeps it (or as declared here). */
export interface DeclaredPerson {
  /** The related entity's id (Declare corporate-related entity answered it). */
  id: string;
  /** A person (who needs an identity check) or a company shareholder (who does not). */
  kind: 'PERSON' | 'COMPANY';
  /** The name shown in the lists (the partner's record may leave it out). */
  name?: string;
  director: boolean;
  shareholder: boolean;
  ubo: boolean;
  /** The person's KYC status as the partner learnt it (`VALIDATED`, `DECLINED`, …). */
  kycStatus?: string;
  /** The partner sent the person their KYC link. */
  kycLinkSent: boolean;
}

/** The partner's record of the company's onboarding, as given (`record`). */
export interface CompanyRecord {
  /** The person confirmed the company's details (the `company` step). */
  detailsConfirmed?: boolean;
  /** The people declared so far. */
  people?: Partial<DeclaredPerson>[];
  /** The company's documents uploaded (their ids or types): at least one marks the documents step done. */
  documents?: string[];
  /** The KYB verification was requested (its outcome is `kyb-status`). */
  kybRequested?: boolean;
}

/** The company's details as the partner gives them (`company`): shown, never edited. */
export interface CompanyDetails {
  legalName?: string;
  registrationNumber?: string;
  /** ISO 3166-1 alpha-3. */
  isoCountryCode?: string;
  /** The registered address, in one line. */
  address?: string;
}

/** Everything the journey knows now: the record given, with what happened in this page on top. */
export interface CompanyFacts {
  detailsConfirmed: boolean;
  people: DeclaredPerson[];
  documents: number;
  kybRequested: boolean;
  kybStatus?: string;
}
