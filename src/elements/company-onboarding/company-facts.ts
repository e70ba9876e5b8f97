/**
 * What the journey knows of the company past its first page, fetched with the first step that opens
 * (and before a resume chooses its first step): the partner's record read tolerantly, what happened
 * in this page on top of it (the details confirmed, a person declared, a link asked for, a document
 * uploaded, the KYB request), in memory only, and which facts mark each step done (`stepDone`;
 * docs/journeys/company-onboarding.md says the same in words). Nothing is kept in the browser's
 * storage.
 */
import { LIMITS } from '../../api/limits.js';
import { isGuid } from '../../api/formats/guid.js';
import type { SvcSubmitEvent, SvcSuccessEvent } from '../base/events.js';
import { advance, exitJourney, takeMoves } from '../journey/moves.js';
import { declaredFrom, needingKyc, recordOf, text } from './people.js';
import type { CompanyFacts, CompanyRecord, CompanyStep, DeclaredPerson } from './company-onboarding-state.js';
import type { CompanyHooks, CompanyJourney } from './step-views.js';

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

/** The UBO threshold in per cent: 25, or 10 when the company must provide extended UBOs. */
const uboThreshold = (extended: boolean): number => (extended ? LIMITS.uboThreshold.extended : LIMITS.uboThreshold.standard);

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

/** The partner's record with what happened in this page on top, for one journey (from the later module's arrival on). */
export class PageFacts {
  /** What the page said of each person's link ('sent' or 'not-sent'), by related id. */
  readonly links = new Map<string, 'sent' | 'not-sent'>();
  private declared: DeclaredPerson[] = [];
  private uploads = 0;
  private requested = false;
  private lastDeclaration?: unknown;
  private warnedRecord?: unknown;
  /** The KYB was declined: the journey ended on its KYB step. */
  declined = false;
  /** The person confirmed the company's details here. */
  private confirmed = false;

  constructor(
    readonly journey: CompanyJourney,
    readonly hooks: CompanyHooks,
  ) {
    takeMoves(hooks.steps());
    journey.addEventListener('svc-submit', (event) => this.stepSending(event));
    journey.addEventListener('svc-success', (event) => this.stepSucceeded(event));
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

  /** The UBO threshold in per cent, for this company. */
  get threshold(): number {
    return uboThreshold(this.journey.extendedUbos);
  }

  isDone(step: CompanyStep): boolean {
    return stepDone(step, this.facts);
  }

  /** The open step's work is done: on to the next step still needed. */
  private done(): void {
    advance(this.hooks.steps(), (step) => this.isDone(step), 'done');
  }

  /**
   * The partner's facts were read (a resume) or given anew (a KYC validated, the KYB's outcome): a KYB
   * declined ends the journey on its KYB step, said and reported as blocked; else the journey opens
   * the first step still needed (none open yet), or leaves a KYB step now validated.
   */
  given(): void {
    const steps = this.hooks.steps();
    if (steps.complete || this.declined) return;
    if (this.hooks.kybStatus() === 'DECLINED' && steps.steps.includes('kyb')) {
      this.declined = true;
      if (steps.current !== 'kyb') advance(steps, (step) => step !== 'kyb', steps.current === undefined ? 'resume' : 'done');
      exitJourney(steps, 'KYB_DECLINED');
      this.journey.requestUpdate();
    } else if (steps.current === undefined) advance(steps, (step) => this.isDone(step), 'resume');
    else if (steps.current === 'kyb' && this.isDone('kyb')) this.done();
  }

  /** The person confirmed the company's details: on to the next step still needed. */
  confirm(): void {
    this.confirmed = true;
    this.done();
  }

  /** The body of a declaration about to be sent: kept in memory for the lists (its roles and the name). */
  private stepSending(event: SvcSubmitEvent): void {
    if (event.composedPath()[0] !== this.journey && event.detail.operation === 'declareCorporateRelated') this.lastDeclaration = event.detail.body;
  }

  /** A step's element did its work: the fact is kept, and the journey moves on where the step is over. */
  private stepSucceeded(event: SvcSuccessEvent): void {
    if (event.composedPath()[0] === this.journey) return;
    const { detail } = event;
    if (detail.operation === 'declareCorporateRelated') {
      this.declared = [...this.declared, declaredFrom(detail.result.id, this.lastDeclaration, this.threshold)];
      this.lastDeclaration = undefined;
    } else if (detail.operation === 'uploadDocument' && this.hooks.steps().current === 'documents') {
      this.uploads += 1;
      this.done();
    } else if (detail.operation === 'requestKybVerification') {
      this.requested = true;
    }
    this.journey.requestUpdate();
  }
}
