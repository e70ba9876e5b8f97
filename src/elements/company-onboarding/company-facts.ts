/**
 * What the journey knows of the company, once its steps' module is here (`later-steps.ts`, which this
 * comes with): the partner's record read tolerantly, what happened in this page on top of it (the
 * details confirmed, a person declared, a link asked for, a document uploaded, the KYB request), in
 * memory only, and which facts mark each step done (`stepDone`; docs/journeys/company-onboarding.md
 * says the same in words). Nothing is kept in the browser's storage. The first page reads only
 * whether the record says anything beyond the details confirmed: when it does, it fetches this
 * module before it opens a step. What the steps' elements report before it arrives waits for it.
 */
import { isRecord } from '../../api/guards.js';
import { isGuid } from '../../api/formats/guid.js';
import type { CompanyFacts, CompanyStep, DeclaredPerson } from './company-onboarding-state.js';
import type { CompanyHooks, CompanyJourney } from './step-views.js';
import type { SvcSubmitEvent, SvcSuccessEvent } from '../base/events.js';
import { LIMITS } from '../../api/limits.js';

/** A record's fields, or none when the value is no record (the partner's JSON is read tolerantly). */
export const recordOf = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

export const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** The people whose identity check the KYB needs: every director and every UBO who is a person. */
export const needingKyc = (people: readonly DeclaredPerson[]): DeclaredPerson[] => people.filter((person) => person.kind === 'PERSON' && (person.director || person.ubo));

/** A person of the record, read tolerantly: one without a valid id is left out (said once by the steps' module). */
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

/** The record given, read tolerantly (a value of the wrong shape counts as nothing known), with the people left out. */
function readRecord(given: unknown, kybStatus: string | undefined): [facts: CompanyFacts, dropped: number] {
  const record = recordOf(given);
  const listed = Array.isArray(record.people) ? record.people : [];
  const people = listed.map(readPerson).filter((person): person is DeclaredPerson => person !== undefined);
  const documents = Array.isArray(record.documents) ? record.documents.filter((item) => text(item) !== undefined).length : 0;
  return [{ detailsConfirmed: record.detailsConfirmed === true, people, documents, kybRequested: record.kybRequested === true, kybStatus }, listed.length - people.length];
}

/** Whether a step's work is done, by the facts given and those of this page (never by the browser's storage). */
function stepDone(step: CompanyStep, facts: CompanyFacts): boolean {
  // A KYB outcome, or a request made, means the company went through every step before it.
  if (facts.kybStatus === 'VALIDATED' || (step !== 'kyb' && (facts.kybRequested || facts.kybStatus !== undefined))) return true;
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

/** What a step's element reported, as the steps' module handles it. */
export type Heard = SvcSubmitEvent | SvcSuccessEvent;

/**
 * The partner's record, for one journey, with what happened in this page on top (`inPage`, set as
 * the steps' module joins the journey).
 */
export class PageFacts {
  /** The KYB was declined: the journey ended on its KYB step. */
  declined?: boolean;
  /** What happened in this page, put over the record's facts (`dropped`: the record's people left out, which it says): the steps' module's. @internal */
  inPage?: (facts: CompanyFacts, dropped: number) => CompanyFacts;

  constructor(
    readonly journey: CompanyJourney,
    readonly hooks: CompanyHooks,
  ) {}

  /** The record given, with what happened in this page on top. */
  get facts(): CompanyFacts {
    const [facts, dropped] = readRecord(this.journey.record, this.hooks.kybStatus());
    return this.inPage?.(facts, dropped) ?? facts;
  }

  /** The UBO threshold in per cent: 25, or 10 when the company must provide extended UBOs. */
  get threshold(): number {
    return LIMITS.uboThreshold[this.journey.extendedUbos ? 'extended' : 'standard'];
  }

  isDone(step: CompanyStep): boolean {
    return stepDone(step, this.facts);
  }
}
