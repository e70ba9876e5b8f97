/**
 * The person's return from the hosted payment page, handled by `return.ts`, fetched on demand: only
 * when there is a return to read (this page's address holds one, or `reportAcquiringOutcome()` put
 * one there) or a page this element opened may send one back from another window. The element
 * renders without it; a fetch that failed is said, with Try again.
 */
import type { ReactiveController } from 'lit';
import { OUTCOME_PARAMETER, type AcquiringOutcome } from '../../api/acquiring-return.js';
import { loadOnce } from '../base/load-once.js';
import { OnDemandModule, type OnDemandHost } from '../base/on-demand.js';
import { ACCOUNT_PARAMETER, AMOUNT_PARAMETER } from './kept-values.js';
import type { AddressReturn, ReturnController, ReturnOptions } from './return.js';

/** Said on the window when `reportAcquiringOutcome()` put a return into the address. */
export const ADDRESS_EVENT = 'svc-acquiring-address';

type ReturnModule = typeof import('./return.js');

/** The page's one fetch of the return's handling. */
const loadReturn = loadOnce((): Promise<ReturnModule> => import('./return.js'), 'the return from the payment page');

/** This page's address holds a return, or values an element kept in it (which the handling takes out). */
const addressHoldsReturn = (): boolean => {
  const params = new URL(location.href).searchParams;
  return [OUTCOME_PARAMETER, AMOUNT_PARAMETER, ACCOUNT_PARAMETER].some((name) => params.has(name));
};

export class ReturnWatchController implements ReactiveController {
  readonly #part: OnDemandModule<ReturnModule>;
  #returns?: ReturnController;

  constructor(
    private readonly host: OnDemandHost & HTMLElement,
    private readonly options: ReturnOptions,
  ) {
    this.#part = new OnDemandModule(host, 'payment return', loadReturn);
    host.addController(this);
  }

  /** The return's words (`later-texts.ts`), once its handling is here: a return is said once they are in (`ready`). */
  get words(): ReturnModule['laterTexts'] | undefined {
    return this.#part.module?.laterTexts;
  }

  /** The return shown, once one came (its handling is here then), and how the partner verified it. */
  get shown(): AddressReturn | undefined {
    return this.#returns?.shown;
  }

  get verified(): AcquiringOutcome | undefined {
    return this.#returns?.verified;
  }

  /** Forgets the return shown. */
  clear(): void {
    this.#returns?.clear();
  }

  /** After a failed payment: the values the shown return kept, held again. */
  restore(): void {
    this.#returns?.restore();
  }

  /** The shown return's outcome in words with what it kept; undefined without them (`ReturnController.text`). */
  text(outcome: AcquiringOutcome | 'returned'): string | undefined {
    return this.#returns?.text(outcome);
  }

  /** The handling could not be fetched while a return waits for it: said, with Try again (`wake`). */
  get failed(): boolean {
    return !this.#returns && this.#part.failed;
  }

  hostConnected(): void {
    window.addEventListener(ADDRESS_EVENT, this.wake);
    if (addressHoldsReturn()) this.wake();
  }

  hostDisconnected(): void {
    window.removeEventListener(ADDRESS_EVENT, this.wake);
  }

  /** Fetches the handling (once) and starts it: connected, it reads the address and listens to other windows. */
  readonly wake = (): void => {
    if (this.#returns) return;
    void this.#part.fetch().then((module) => {
      if (module) this.#returns ??= new module.ReturnController(this.host, this.options);
    });
  };
}
