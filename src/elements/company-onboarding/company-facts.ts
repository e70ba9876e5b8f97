/**
 * What the journey knows of the company, from its first page on: the partner's record read
 * tolerantly, what happened in this page on top of it (the details confirmed, a person declared, a
 * link asked for, a document uploaded, the KYB request), in memory only, and which facts mark each
 * step done (`stepDone`; docs/journeys/company-onboarding.md says the same in words). Nothing is kept
 * in the browser's storage. What the steps' elements report is heard from the first page on and
 * handled by the steps' module (`later-steps.ts`), which the first page fetches once its first step
 * shows: what is heard before it arrives waits for it.
 */
import { LIMITS } from '../../api/limits.js';
import { isRecord } from '../../api/guards.js';
import { isGuid } from '../../api/formats/guid.js';
import type { CompanyFacts, CompanyRecord, CompanyStep, DeclaredPerson } from './company-onboarding-state.js';
import type { CompanyHooks, CompanyJourney } from './step-views.js';
import type { SvcSubmitEvent, SvcSuccessEvent } from '../base/events.js';

/** A record's fields, or none when the value is no record (the partner's JSON is read tolerantly). */
export const recordOf = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

export const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** The people whose identity check the KYB needs: every director and every UBO who is a person. */
export const needingKyc = (people: readonly DeclaredPerson[]): DeclaredPerson[] => people.filter((person) => person.kind === 'PERSON' && (person.director || person.ubo));

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
function readRecord(given: unknown): { record: Required<Omit<CompanyRecord, 'people'>> & { people: DeclaredPerson[] }; dropped: number } {
  const record = recordOf(given);
  const listed = Array.isArray(record.people) ? record.people : [];
  const people = listed.map(readPerson).filter((person): person is DeclaredPerson => person !== undefined);
  const documents = Array.isArray(record.documents) ? record.documents.filter((item): item is string => text(item) !== undefined) : [];
  return {
    record: { detailsConfirmed: record.detailsConfirmed === true, people, documents, kybRequested: record.kybRequested === true },
    dropped: listed.length - people.length,
  };
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

/** The partner's record with what happened in this page on top, for one journey. */
export class PageFacts {
  /** What the page said of each person's link ('sent' or 'not-sent'), by related id. */
  readonly links = new Map<string, 'sent' | 'not-sent'>();
  /** The holders declared in this page. @internal */
  declared: DeclaredPerson[] = [];
  /** The documents uploaded in this page. @internal */
  uploads = 0;
  /** The KYB request was made in this page. @internal */
  requested = false;
  /** The person confirmed the company's details here. @internal */
  confirmed = false;
  /** The KYB was declined: the journey ended on its KYB step. */
  declined = false;
  /** What the steps' elements reported before the steps' module was here, in order; then that module's handler. @internal */
  heard: Heard[] | ((report: Heard) => void) = [];
  private warnedRecord?: unknown;

  constructor(
    readonly journey: CompanyJourney,
    readonly hooks: CompanyHooks,
  ) {
    const hear = (event: Heard) => {
      // The journey's own events are not its steps' reports (read while the event is dispatched).
      if (event.composedPath()[0] === journey) return;
      if (Array.isArray(this.heard)) this.heard.push(event);
      else this.heard(event);
    };
    journey.addEventListener('svc-submit', hear);
    journey.addEventListener('svc-success', hear);
  }

  /** The record given, with what happened in this page on top. */
  get facts(): CompanyFacts {
    const given = this.journey.record;
    const { record, dropped } = readRecord(given);
    if (dropped > 0 && this.warnedRecord !== given) {
      this.warnedRecord = given;
      console.error(`<svc-company-onboarding>: ${dropped} person(s) of the record have no UUID "id" and are left out.`);
    }
    const people = [...record.people, ...this.declared.filter((person) => !record.people.some((known) => known.id === person.id))];
    return {
      detailsConfirmed: record.detailsConfirmed || this.confirmed,
      people: people.map((person) => (this.links.get(person.id) === 'sent' ? { ...person, kycLinkSent: true } : person)),
      documents: record.documents.length + this.uploads,
      kybRequested: record.kybRequested || this.requested,
      kybStatus: this.hooks.kybStatus(),
    };
  }

  /** The UBO threshold in per cent: 25, or 10 when the company must provide extended UBOs. */
  get threshold(): number {
    return this.journey.extendedUbos ? LIMITS.uboThreshold.extended : LIMITS.uboThreshold.standard;
  }

  isDone(step: CompanyStep): boolean {
    return stepDone(step, this.facts);
  }
}
