/**
 * A holder just declared, as the journey learns of it from what was sent: with the steps' module
 * (`later-steps.ts`), which handles what the steps' elements report, never with the first page.
 */
import { recordOf, text } from './company-facts.js';
import type { DeclaredPerson } from './company-onboarding-state.js';

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
