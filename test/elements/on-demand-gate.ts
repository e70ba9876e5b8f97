/**
 * An element under test with one of its on-demand parts behind a gate: while `down`, the part does
 * not arrive (as when its chunk cannot be fetched), and each fetch of it is counted in `asked`.
 */
import type { OnDemandPart } from '../../src/elements/base/on-demand.js';

export interface OnDemandGate {
  down: boolean;
  asked: number;
}

/** An element's on-demand fetch, as `SvcElement` has it. */
interface FetchesOnDemand extends HTMLElement {
  fetchOnDemand<M>(part: OnDemandPart, fetch: () => Promise<M | undefined>): Promise<M | undefined>;
}

/** `Base` whose `part` passes through `gate`; its other on-demand parts are fetched as usual. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's constructor must take `any[]` (TS2545)
export function gatedPart<T extends new (...args: any[]) => FetchesOnDemand>(Base: T, part: OnDemandPart, gate: OnDemandGate) {
  return class extends Base {
    override fetchOnDemand<M>(asked: OnDemandPart, fetch: () => Promise<M | undefined>): Promise<M | undefined> {
      if (asked !== part) return fetch();
      gate.asked++;
      return gate.down ? Promise.resolve(undefined) : fetch();
    }
  };
}
