/**
 * A kit form as a platform form control (`ElementInternals`): its value goes into the surrounding
 * `<form>`'s `FormData` under the element's `name` (as JSON), its validity is the schema's
 * verdict, and custom states (`:state(pending)` …) let partners style it from outside.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { applyStates } from '../base/custom-states.js';

export type FormState = 'pending' | 'invalid' | 'sca' | 'success';

export interface FormProblem {
  message: string;
  anchor?: HTMLElement | (() => HTMLElement | undefined);
  /** Which value the problem is about: a new one with the same message points at its own field. */
  path?: string;
}

export interface FormAssociationOptions {
  /** The value to submit with a host form: undefined leaves the element out. */
  value: () => unknown;
  /**
   * The first problem with the current value, and the field to point at (or how to find it, looked
   * up only when the problem or its field changed); undefined when valid.
   */
  problem: () => FormProblem | undefined;
  /** Which custom states hold now. */
  states: () => Record<FormState, boolean>;
}

export class FormAssociationController implements ReactiveController {
  readonly internals: ElementInternals;
  #lastValue?: string | null;
  #lastProblem?: string;
  #lastAnchor?: HTMLElement;
  readonly #options: FormAssociationOptions;

  constructor(host: ReactiveControllerHost & HTMLElement, options: FormAssociationOptions) {
    this.#options = options;
    this.internals = host.attachInternals();
    host.addController(this);
  }

  hostUpdated(): void {
    this.sync();
  }

  /** Brings the platform's view (value, validity, states) in line with the element's. */
  sync(): void {
    const value = this.#options.value();
    const json = value === undefined ? null : JSON.stringify(value);
    if (json !== this.#lastValue) {
      this.#lastValue = json;
      // The state string is what the browser gives back on restore (back/forward, autofill).
      this.internals.setFormValue(json, json);
    }
    const problem = this.#options.problem();
    const key = problem ? `${problem.message}\u0000${problem.path ?? ''}` : '';
    // The field is looked up again only when the problem changed, or its field is not (or no longer) on screen.
    if (key !== this.#lastProblem || (problem && !this.#lastAnchor?.isConnected)) {
      const anchor = typeof problem?.anchor === 'function' ? problem.anchor() : problem?.anchor;
      if (key !== this.#lastProblem || anchor !== this.#lastAnchor) {
        if (problem) this.internals.setValidity({ customError: true }, problem.message, anchor);
        else this.internals.setValidity({});
      }
      this.#lastProblem = key;
      this.#lastAnchor = anchor;
    }
    applyStates(this.internals, this.#options.states());
  }
}
