/**
 * What the journey learns of the people in its later steps: a holder just declared, a holder's roles,
 * who needs an identity check, whether the KYB request may be sent. Fetched with those steps
 * (`later-steps.ts`), never with the first page.
 */
import { isRecord } from '../../api/guards.js';
import type { CompanyFacts, DeclaredPerson, PersonRole } from './company-onboarding-state.js';

/** A record's fields, or none when the value is no record (the partner's JSON is read tolerantly). */
export const recordOf = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

export const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** The people whose identity check the KYB needs: every director and every UBO who is a person. */
export const needingKyc = (people: readonly DeclaredPerson[]): DeclaredPerson[] => people.filter((person) => person.kind === 'PERSON' && (person.director || person.ubo));

/**
 * A holder just declared, from the body that was sent (kept in memory; the name for the lists only):
 * a UBO is a person holding the threshold or more of the shares, directly or indirectly, or a person
 * designated special UBO because nobody holds that much.
 */
export function declaredFrom(id: string, body: unknown, threshold: number): DeclaredPerson {
  const sent = recordOf(body);
  const info = recordOf(sent.info);
  const kind = 'firstName' in info || 'lastName' in info ? 'PERSON' : 'COMPANY';
  const shares = Array.isArray(sent.sharesInfo) ? sent.sharesInfo.map((share) => Number(recordOf(share).percentage)).filter(Number.isFinite) : [];
  const held = shares.reduce((sum, percentage) => sum + percentage, 0);
  const name = kind === 'PERSON' ? [text(info.firstName), text(info.lastName)].filter(Boolean).join(' ') : text(info.legalName) ?? text(info.name);
  return {
    id,
    kind,
    name: name || undefined,
    director: sent.isDirector === true,
    shareholder: shares.length > 0,
    ubo: kind === 'PERSON' && (info.isSpecialUbo === true || held >= threshold),
    kycLinkSent: false,
  };
}

/** The roles of a declared holder, in the order the lists say them. */
export const rolesOf = (person: DeclaredPerson): PersonRole[] =>
  (['director', 'shareholder', 'ubo'] as const).filter((role) => person[role]);

/** Every director and UBO declared, each with a validated identity check: the KYB request may be sent. */
export function kybPrerequisites(facts: CompanyFacts): boolean {
  const needed = needingKyc(facts.people);
  return facts.people.some((person) => person.director) && needed.some((person) => person.ubo) && needed.every((person) => person.kycStatus === 'VALIDATED');
}
