type LoadModule = () => Promise<unknown>;

/** Set on the global object by the first loader that runs, so a second copy (or a second load) stays idle. */
const running = Symbol.for('svc-elements.define-on-demand');

export interface DefineOnDemandOptions {
  root?: Document;
  /** Called with a tag right before its module is loaded; the module is loaded once it resolves, never if it rejects. */
  beforeLoad?: (tag: string) => unknown;
}

/**
 * Loads the module of each tag when an element of that tag first appears in the document: at once
 * for the elements already there, later for elements added anywhere in the light DOM. Modules
 * define their element themselves. Returns false, and does nothing, when a loader already runs.
 */
export function defineOnDemand(modules: Readonly<Record<string, LoadModule>>, { root = document, beforeLoad }: DefineOnDemandOptions = {}): boolean {
  const scope = globalThis as { [running]?: true };
  if (scope[running]) return false;
  scope[running] = true;

  const waiting = new Map(Object.entries(modules));
  const load = (tag: string): void => {
    const loadModule = waiting.get(tag);
    if (!loadModule) return;
    waiting.delete(tag);
    if (waiting.size === 0) observer.disconnect();
    Promise.resolve(beforeLoad?.(tag))
      .then(loadModule)
      .catch((error: unknown) => console.error(`svc-elements: <${tag}> could not be loaded.`, error));
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
