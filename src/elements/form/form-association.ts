/**
 * A kit form as a platform form control (`ElementInternals`): its value goes into the surrounding
 * `<form>`'s `FormData` under the element's `name` (as JSON), its validity is the schema's
 * verdict, and custom states (`:state(pending)` …) let partners style it from outside.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export type FormState = 'pending' | 'invalid' | 'sca' | 'success';

export interface FormAssociationOptions {
  /** The value to submit with a host form: undefined leaves the element out. */
  value: () => unknown;
  /** The first problem with the current value, and the field to point at; undefined when valid. */
  problem: () => { message: string; anchor?: HTMLElement } | undefined;
  /** Which custom states hold now. */
  states: () => Record<FormState, boolean>;
}

export class FormAssociation implements ReactiveController {
  readonly internals: ElementInternals;
  private lastValue?: string | null;
  private lastProblem?: string;

  constructor(
    host: ReactiveControllerHost & HTMLElement,
    private readonly options: FormAssociationOptions,
  ) {
    this.internals = host.attachInternals();
    host.addController(this);
  }

  hostUpdated(): void {
    this.sync();
  }

  /** Brings the platform's view (value, validity, states) in line with the element's. */
  sync(): void {
    const value = this.options.value();
    const json = value === undefined ? null : JSON.stringify(value);
    if (json !== this.lastValue) {
      this.lastValue = json;
      // The state string is what the browser gives back on restore (back/forward, autofill).
      this.internals.setFormValue(json, json);
    }
    const problem = this.options.problem();
    const key = problem ? `${problem.message}\u0000${problem.anchor ? 1 : 0}` : '';
    if (key !== this.lastProblem || (problem?.anchor && !problem.anchor.isConnected)) {
      this.lastProblem = key;
      if (problem) this.internals.setValidity({ customError: true }, problem.message, problem.anchor);
      else this.internals.setValidity({});
    }
    const states = this.options.states();
    for (const [name, on] of Object.entries(states)) {
      try {
        if (on) this.internals.states.add(name);
        else this.internals.states.delete(name);
      } catch {
        // An engine without custom states: the element still works, only `:state()` does not match.
      }
    }
  }
}
