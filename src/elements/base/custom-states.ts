/**
 * Custom states (`:state(loading)`, `:state(revealed)` …) on an element's host, so partners style
 * what an element is doing from outside, as they do a native control's `:disabled`. The states are
 * worked out from the element after each update, the one time its own view of itself has settled.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Adds the states that hold and removes the others. */
export function applyStates(internals: ElementInternals, states: Readonly<Record<string, boolean>>): void {
  for (const [name, on] of Object.entries(states)) {
    try {
      if (on) internals.states.add(name);
      else internals.states.delete(name);
    } catch {
      // An engine without custom states: the element still works, only `:state()` does not match.
    }
  }
}

export class CustomStatesController<S extends string> implements ReactiveController {
  readonly #internals: ElementInternals;
  readonly #states: () => Readonly<Record<S, boolean>>;

  /** `internals`: the element's own, when it has attached them already (a form control). */
  constructor(host: ReactiveControllerHost & HTMLElement, states: () => Readonly<Record<S, boolean>>, internals?: ElementInternals) {
    this.#states = states;
    this.#internals = internals ?? host.attachInternals();
    host.addController(this);
  }

  hostUpdated(): void {
    applyStates(this.#internals, this.#states());
  }
}
