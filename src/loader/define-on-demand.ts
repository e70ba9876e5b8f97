import { SvcLoadErrorEvent, SvcReadyEvent } from './events.js';

type LoadModule = () => Promise<unknown>;

/** Set on the global object by the first loader that runs, so a second copy (or a second load) stays idle. */
const running = Symbol.for('svc-elements.define-on-demand');

/**
 * After a failed try, how long the loader waits before it tries that tag again by itself (while an
 * element of it is still in the page, undefined): three more tries, each later than the last. An
 * element of that tag added to the page is tried at once, whatever the count.
 */
const RETRY_DELAYS: readonly number[] = [1000, 5000, 25000];

export interface DefineOnDemandOptions {
  root?: Document;
  /**
   * Called with a tag right before each try of its module; the module is loaded once it resolves,
   * never if it rejects. A URL it resolves with is imported instead of the module (the checked one).
   */
  beforeLoad?: (tag: string) => unknown;
  retryDelays?: readonly number[];
}

/**
 * Loads the module of each tag when an element of that tag first appears in the document: at once
 * for the elements already there, later for elements added anywhere in the light DOM. Modules
 * define their element themselves; `svc-ready` is fired on the document then. A failed try fires
 * `svc-load-error` and is tried again (see `RETRY_DELAYS`). Returns false, and does nothing, when a
 * loader already runs.
 */
export function defineOnDemand(modules: Readonly<Record<string, LoadModule>>, { root = document, beforeLoad, retryDelays = RETRY_DELAYS }: DefineOnDemandOptions = {}): boolean {
  const scope = globalThis as { [running]?: true };
  if (scope[running]) return false;
  scope[running] = true;

  const waiting = new Map(Object.entries(modules));
  const loading = new Set<string>();
  const failures = new Map<string, number>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const load = (tag: string): void => {
    const loadModule = waiting.get(tag);
    if (!loadModule) return;
    waiting.delete(tag);
    loading.add(tag);
    clearTimeout(timers.get(tag));
    Promise.resolve(beforeLoad?.(tag))
      .then((url) => (typeof url === 'string' ? import(/* @vite-ignore */ url) : loadModule()))
      .then(() => {
        if (!customElements.get(tag)) throw new Error(`its module did not define <${tag}>`);
        loading.delete(tag);
        if (waiting.size + loading.size === 0) observer.disconnect();
        root.dispatchEvent(new SvcReadyEvent({ tag }));
      })
      .catch((error: unknown) => {
        loading.delete(tag);
        // Back in the table: the next element of this tag that appears tries again.
        waiting.set(tag, loadModule);
        const attempt = (failures.get(tag) ?? 0) + 1;
        failures.set(tag, attempt);
        console.error(`svc-elements: <${tag}> could not be loaded (try ${attempt}).`, error);
        root.dispatchEvent(new SvcLoadErrorEvent({ tag, reason: String(error instanceof Error ? error.message : error), attempt }));
        const delay = retryDelays[attempt - 1];
        if (delay !== undefined) timers.set(tag, setTimeout(() => root.querySelector(`${tag}:not(:defined)`) && load(tag), delay));
      });
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
