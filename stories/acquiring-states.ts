/** What the stories of the two acquiring forms share: a page kept in the story, an adapter whose pages expire at once, a return. */
import { reportAcquiringOutcome } from '../src/elements/acquiring/return.js';
import type { AcquiringOutcome } from '../src/api/acquiring-return.js';
import type { FetchAdapter } from '../src/client/adapter.js';
import { createSandboxAdapter } from '../src/sandbox/index.js';
import { withKeptValues } from '../src/elements/acquiring/kept-values.js';

/** A `svc-payment-page` listener that keeps the story in its frame: the element then offers the page's link. */
export const keepPage = (event: Event) => event.preventDefault();

/** The sandbox, with every payment page answered already expired (`ttl` PT0S). */
export function expiringSandbox(): FetchAdapter {
  const { adapter } = createSandboxAdapter();
  return {
    sandbox: adapter.sandbox,
    request: (async (name: string, input: unknown, options: unknown) => {
      const result = (await (adapter.request as (...args: unknown[]) => Promise<Record<string, unknown>>)(name, input, options)) ?? {};
      return name.startsWith('initiateAcquiring') ? { ...result, webPage: { ...(result.webPage as object), ttl: 'PT0S' } } : result;
    }) as FetchAdapter['request'],
  };
}

/** The person came back: the return page's outcome, as the partner's return page says it (before the element appears). */
export function cameBack(outcome: AcquiringOutcome): void {
  reportAcquiringOutcome(outcome);
}

/** A same-tab return as the element's own return address brings it: the amount and the account's reference kept in the address, then the outcome. */
export function cameBackWith(outcome: AcquiringOutcome, amount: number, accountId?: string): void {
  history.replaceState(history.state, '', withKeptValues(location.href, amount, accountId));
  reportAcquiringOutcome(outcome);
}
