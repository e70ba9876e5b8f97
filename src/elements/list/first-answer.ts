import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** How long a list's first page may be on its way before the list draws its frame and says it is loading, in ms. */
export const LOADING_SHOWN_AFTER = 250;

/**
 * Whether a list draws its frame (filters, toolbar with the loading state, pager) while its first
 * page is on its way. Not at once: a first answer that comes within `LOADING_SHOWN_AFTER` (a near
 * backend, a cache) shows the list whole, without a loading state that flashes for a frame (that
 * frame was about 3 ms of the cold page at 0 ms a request, issue 29); a slower one shows the frame and
 * the loading state then. Once drawn, the frame stays through later loads.
 */
export class FirstAnswerWait implements ReactiveController {
  #drawn = false;
  #timer?: ReturnType<typeof setTimeout>;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  /** Whether to draw the frame now, `waiting` being whether the list has neither items nor an answer yet. */
  frame(waiting: boolean): boolean {
    if (this.#drawn || !waiting) {
      clearTimeout(this.#timer);
      return (this.#drawn = true);
    }
    this.#timer ??= setTimeout(() => {
      this.#drawn = true;
      this.host.requestUpdate();
    }, LOADING_SHOWN_AFTER);
    return false;
  }

  hostDisconnected(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
