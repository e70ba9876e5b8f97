/**
 * A part of an element fetched on demand (the ledger list's all-pages view, a list's filters, the
 * card view's reveals, the upload's file list, a journey's steps, an acquiring form's return from
 * the payment page and what opens that page, the consumer form's contact follow-ups and its edit modes, the card
 * order's rule fields, its accounts' picker and its new card, the rule editors' fields of a rule's kind, the document list's downloads, a form's submit handling, the corporate related
 * form's shares, the beneficiary form's edit mode and its later fields, the mandate view's loaded mandate, the top-up's accounts, a form's validation words): the module once it is here,
 * whether the latest fetch failed (the element says so, with Try again), and the fetch in
 * flight, which every caller meanwhile shares. A fetch after a failure is a Try again. A module that arrives after its element
 * was removed is kept, for when it is connected again.
 *
 * Every fetch goes through the host's `fetchOnDemand(part, fetch)` when it has one: the one place
 * where a test (or a partner's harness) delays or fails a part, by its name.
 */
import type { ReactiveControllerHost } from 'lit';

/** The parts fetched on demand, by the names `fetchOnDemand` receives. */
export type OnDemandPart = 'all-pages view' | 'filters' | 'reveals' | 'file list' | 'journey step' | 'payment return' | 'contact follow-ups' | 'edit modes' | 'initial rules' | 'order' | 'new card' | 'payment page' | 'downloads' | 'submit handling' | 'shares' | 'edit mode' | 'later fields' | 'rule fields' | 'accounts' | 'validation words';

/** Fetches a part: its module, or `undefined` when it could not be fetched. */
export type OnDemandFetch = <M>(part: OnDemandPart, fetch: () => Promise<M | undefined>) => Promise<M | undefined>;

export interface OnDemandHost extends ReactiveControllerHost {
  /** The injection point (see `SvcElement.fetchOnDemand`). */
  fetchOnDemand?: OnDemandFetch;
}

export class OnDemandModule<M> {
  #module?: M;
  #failed = false;
  #fetching?: Promise<M | undefined>;

  readonly #host: OnDemandHost;
  readonly #part: OnDemandPart;
  /** The page's one fetch of the module (`loadOnce`): `undefined` when it could not be fetched. */
  readonly #source: () => Promise<M | undefined>;

  constructor(host: OnDemandHost, part: OnDemandPart, source: () => Promise<M | undefined>) {
    this.#host = host;
    this.#part = part;
    this.#source = source;
  }

  /** The module, once it has arrived for this element. */
  get module(): M | undefined {
    return this.#module;
  }

  /** The latest fetch failed (and none is under way): said, with Try again. */
  get failed(): boolean {
    return this.#failed;
  }

  /** A fetch is under way. */
  get pending(): boolean {
    return this.#fetching !== undefined;
  }

  /** The module: at once when it is here, else from the fetch under way or a new one. Never rejects. */
  fetch(): Promise<M | undefined> {
    const here = this.module;
    if (here !== undefined) return Promise.resolve(here);
    if (!this.#fetching) {
      this.#failed = false;
      this.#fetching = this.#run();
      this.#host.requestUpdate();
    }
    return this.#fetching;
  }

  async #run(): Promise<M | undefined> {
    let module: M | undefined;
    try {
      module = await (this.#host.fetchOnDemand ? this.#host.fetchOnDemand(this.#part, this.#source) : this.#source());
    } catch (error) {
      console.error(`svc-elements: the ${this.#part} could not be loaded.`, error);
    }
    this.#module ??= module;
    this.#failed = this.module === undefined;
    this.#fetching = undefined;
    this.#host.requestUpdate();
    return this.module;
  }
}
