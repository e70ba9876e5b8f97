import { SvcLoadErrorEvent, SvcReadyEvent } from './events.js';
import { noticeTrustedTypes } from './trusted-types-notice.js';

type LoadModule = () => Promise<unknown>;

/** Set on the global object by the first loader that runs, so a second copy (or a second load) stays idle. */
const running = Symbol.for('svc-elements.define-on-demand');

/**
 * After a failed try, the loader tries that tag again by itself (while an element of it is still in
 * the page, undefined) after 1, 5 and 25 s (`retryDelay` × 5^n): three more tries, each later than
 * the last. An element of that tag added to the page is tried at once, whatever the count.
 */
const RETRIES = 3;

export interface DefineOnDemandOptions {
  root?: Document;
  /**
   * Called with a tag right before each try of its module; the module is loaded once it resolves,
   * never if it rejects. A function it resolves with is called instead of loading the module (the
   * built loader's: it defines the tag from the chunk it has had checked and imported).
   */
  beforeLoad?: (tag: string) => PromiseLike<(() => unknown) | undefined | void> | undefined;
  /** The first automatic retry's delay in ms (1000); each next one is five times longer. */
  retryDelay?: number;
}

/**
 * Loads the module of each tag when an element of that tag first appears in the document: at once
 * for the elements already there, later for elements added anywhere in the light DOM. Modules
 * define their element themselves (or `beforeLoad`'s function does); `svc-ready` is fired on the document then. A failed try fires
 * `svc-load-error` and is tried again (see `RETRIES`). Returns false, and does nothing, when a
 * loader already runs.
 */
export function defineOnDemand(modules: Readonly<Record<string, LoadModule>>, { root = document, beforeLoad, retryDelay = 1000 }: DefineOnDemandOptions = {}): boolean {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the loader's bytes count against its 4 KiB budget, and a global slot is typed only here
  const scope = globalThis as { [running]?: true };
  if (scope[running]) return false;
  scope[running] = true;

  const waiting = new Map(Object.entries(modules));
  const failures = new Map<string, number>();
  const load = (tag: string): void => {
    const loadModule = waiting.get(tag);
    if (!loadModule) return;
    waiting.delete(tag);
    Promise.resolve(beforeLoad?.(tag))
      .then((define) => (define ? define() : loadModule()))
      .then(
        () => root.dispatchEvent(new SvcReadyEvent('svc-ready', { tag })),
        (error: unknown) => {
          // Back in the table: the next element of this tag that appears tries again.
          waiting.set(tag, loadModule);
          const attempt = (failures.get(tag) ?? 0) + 1;
          failures.set(tag, attempt);
          console.error(`svc-elements: <${tag}> could not be loaded.`, error);
          noticeTrustedTypes(error);
          root.dispatchEvent(new SvcLoadErrorEvent('svc-load-error', { tag, reason: String(error), attempt }));
          // A timer outlived by a later failure (an element appeared meanwhile) does nothing.
          if (attempt <= RETRIES) setTimeout(() => failures.get(tag) === attempt && root.querySelector(`${tag}:not(:defined)`) && load(tag), retryDelay * 5 ** (attempt - 1));
        },
      );
  };
  // Only undefined custom elements can be ours: the selector skips every other node cheaply.
  const scan = (node: ParentNode): void => {
    if (node instanceof Element && !node.matches(':defined')) load(node.localName);
    for (const element of node.querySelectorAll(':not(:defined)')) load(element.localName);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) scan(node);
  });
  observer.observe(root, { childList: true, subtree: true });
  scan(root);
  return true;
}
