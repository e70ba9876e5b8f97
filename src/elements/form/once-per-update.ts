/**
 * A value worked out at most once per update of its host: from `willUpdate` to the end of the
 * controllers' `hostUpdated` it is kept (a form's render, validity and custom states judge one
 * body); outside an update it is worked out afresh on every read, so nothing read then is stale.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class OncePerUpdateController<T> implements ReactiveController {
  #updating = false;
  #kept?: { value: T };

  readonly #make: () => T;

  /** Add it after the controllers that read it in `hostUpdated`: it forgets the value in its own. */
  constructor(
    host: ReactiveControllerHost,
    make: () => T,
  ) {
    this.#make = make;
    host.addController(this);
  }

  get value(): T {
    if (!this.#updating) return this.#make();
    this.#kept ??= { value: this.#make() };
    return this.#kept.value;
  }

  hostUpdate(): void {
    this.#updating = true;
    this.#kept = undefined;
  }

  hostUpdated(): void {
    this.#updating = false;
    this.#kept = undefined;
  }
}
