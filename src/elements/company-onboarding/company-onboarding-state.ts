/**
 * What the journey knows of a company being onboarded. The spec has no operation that reads a
 * corporate, its declared people or its KYB status, so the journey starts from what the partner
 * passes in (`record`, its own record of the company's onboarding, and `kyb-status`), adds what
 * happens in this page (a person declared, a link asked for, a document uploaded, the KYB request),
 * and keeps it in memory only: never in the browser's storage. Which facts mark each step done is
 * `stepDone` below (docs/journeys/company-onboarding.md says the same in words).
 */
import { LIMITS } from '../../api/limits.js';
import { isGuid } from '../../api/formats/guid.js';
import { isRecord } from '../../api/guards.js';

/** A record's fields, or none when the value is no record (the partner's JSON is read tolerantly). */
export const recordOf = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

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

export const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** A person of the record, read tolerantly: one without a valid id is left out (and said once). */
function readPerson(given: unknown): DeclaredPerson | undefined {
  const person = recordOf(given);
  const id = text(person.id);
  if (id === undefined || !isGuid(id)) return undefined;
  return {
    id,
    kind: person.kind === 'COMPANY' ? 'COMPANY' : 'PERSON',
    name: text(person.name),
    director: person.director === true,
    shareholder: person.shareholder === true || person.ubo === true,
    ubo: person.ubo === true,
    kycStatus: text(person.kycStatus),
    kycLinkSent: person.kycLinkSent === true,
  };
}

/** The record given, read tolerantly (a value of the wrong shape counts as nothing known). */
export function readRecord(given: unknown): { record: Required<Omit<CompanyRecord, 'people'>> & { people: DeclaredPerson[] }; dropped: number } {
  const record = recordOf(given);
  const listed = Array.isArray(record.people) ? record.people : [];
  const people = listed.map(readPerson).filter((person): person is DeclaredPerson => person !== undefined);
  const documents = Array.isArray(record.documents) ? record.documents.filter((item): item is string => text(item) !== undefined) : [];
  return {
    record: { detailsConfirmed: record.detailsConfirmed === true, people, documents, kybRequested: record.kybRequested === true },
    dropped: listed.length - people.length,
  };
}

/** The UBO threshold in per cent: 25, or 10 when the company must provide extended UBOs. */
export const uboThreshold = (extended: boolean): number => (extended ? LIMITS.uboThreshold.extended : LIMITS.uboThreshold.standard);

/** The people whose identity check the KYB needs: every director and every UBO who is a person. */
export const needingKyc = (people: readonly DeclaredPerson[]): DeclaredPerson[] => people.filter((person) => person.kind === 'PERSON' && (person.director || person.ubo));

/** Whether a step's work is done, by the facts given and those of this page (never by the browser's storage). */
export function stepDone(step: CompanyStep, facts: CompanyFacts): boolean {
  switch (step) {
    case 'company':
      return facts.detailsConfirmed;
    case 'people':
      return facts.people.some((person) => person.director) && facts.people.some((person) => person.ubo);
    case 'kyc': {
      const needed = needingKyc(facts.people);
      return needed.length > 0 && needed.every((person) => person.kycLinkSent || (person.kycStatus !== undefined && person.kycStatus !== 'NOT_STARTED'));
    }
    case 'documents':
      return facts.documents > 0;
    case 'kyb':
      return facts.kybStatus === 'VALIDATED';
  }
}
