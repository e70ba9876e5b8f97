/**
 * The people declared, as the steps' module (`later-steps.ts`) knows them, never the first page: a
 * holder just declared, as the journey learns of it from what was sent, how the lists name them
 * (the people's step's, the identity checks' and the verification's), and the people's step's lists
 * under its form (nobody declared yet or the people declared, what the KYB still lacks).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { format } from '../../i18n/catalog.js';
import { recordOf, text } from './company-facts.js';
import type { DeclaredPerson, PersonRole } from './company-onboarding-state.js';
import type { laterTexts } from './texts/later-steps.js';

/** The lists' words (the steps' module's). */
type Texts = Pick<typeof laterTexts, 'declaredTitle' | 'unnamedPerson' | 'unnamedCompany' | 'roles'>;

/** What the KYB lacks: its words. */
type MissingTexts = Pick<typeof laterTexts, 'stillNeeded' | 'needDirector' | 'needUbo'>;

/** The roles of a declared holder, in the order the lists say them. */
export const rolesOf = (person: DeclaredPerson): PersonRole[] => (['director', 'shareholder', 'ubo'] as const).filter((role) => person[role]);

/** A declared holder as the lists name them: the name given, else "Person 2" / "Company 3". */
export function nameOf(person: DeclaredPerson, index: number, texts: Texts): string {
  return person.name ?? format(person.kind === 'COMPANY' ? texts.unnamedCompany : texts.unnamedPerson, { number: index + 1 });
}

export const rolesText = (person: DeclaredPerson, texts: Texts): string => rolesOf(person).map((role) => texts.roles[role]).join(', ');

/** What the KYB still lacks among the people: a director, a UBO (`threshold`, the UBO's share, as the page's language writes it). */
export function renderMissing(people: readonly DeclaredPerson[], texts: MissingTexts, threshold: string): TemplateResult | typeof nothing {
  const missing = [
    people.some((person) => person.director) ? undefined : texts.needDirector,
    people.some((person) => person.ubo) ? undefined : format(texts.needUbo, { threshold }),
  ].filter((item): item is string => item !== undefined);
  if (missing.length === 0) return nothing;
  return html`<p id="missing-title">${texts.stillNeeded}</p>
    <ul part="section section-missing" aria-labelledby="missing-title">
      ${missing.map((item) => html`<li>${item}</li>`)}
    </ul>`;
}

/**
 * The people's step's lists, under its form: the people declared so far, each with their roles
 * (names as given; never sent anywhere), or nobody yet; then what the KYB still lacks.
 */
export function renderPeopleLists(people: readonly DeclaredPerson[], texts: Texts & MissingTexts & Pick<typeof laterTexts, 'nobodyYet'>, threshold: string): TemplateResult {
  return html`${people.length === 0
      ? html`<p part="empty">${texts.nobodyYet}</p>`
      : html`<p id="declared-title">${texts.declaredTitle}</p>
          <ul part="section section-people" aria-labelledby="declared-title">
            ${people.map((person, index) => html`<li part="row row-person">${nameOf(person, index, texts)}: ${rolesText(person, texts)}</li>`)}
          </ul>`}
    ${renderMissing(people, texts, threshold)}`;
}

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
