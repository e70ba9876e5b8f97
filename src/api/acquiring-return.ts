/**
 * How a person's return from a hosted payment page is told, as the kit defines it (the spec says
 * only that the browser loads `redirectUrl` when the payment completes). The elements read it, the
 * sandbox's hosted page writes it; docs/acquiring.md documents it for partners' return pages.
 */
import { isOneOf, isRecord } from './guards.js';

/** The query parameter on the return page that says how the payment ended: `paid` or `failed`. */
export const OUTCOME_PARAMETER = 'svc-acquiring-outcome';
/** The query parameter that names the acquiring transaction (the `id` of the answer); optional. */
export const ID_PARAMETER = 'svc-acquiring-id';
/** The BroadcastChannel on which pages of one origin pass a return to the element that opened the page. */
export const RETURN_CHANNEL = 'svc-acquiring';

export const ACQUIRING_OUTCOMES = ['paid', 'failed'] as const;
export type AcquiringOutcome = (typeof ACQUIRING_OUTCOMES)[number];

export const isAcquiringOutcome = (value: unknown): value is AcquiringOutcome => isOneOf(ACQUIRING_OUTCOMES, value);

/** A return, as passed between pages on the channel. `claimed`: the element that opened the page took it. */
export type ReturnMessage = { type: 'return' | 'claimed'; outcome: AcquiringOutcome; id?: string };

/** A message of the channel, or undefined when it is not one of ours. */
export function returnMessageOf(data: unknown): ReturnMessage | undefined {
  if (!isRecord(data)) return undefined;
  const { type, outcome, id } = data;
  if ((type !== 'return' && type !== 'claimed') || !isAcquiringOutcome(outcome) || (id !== undefined && typeof id !== 'string')) return undefined;
  return { type, outcome, ...(id ? { id } : {}) };
}
