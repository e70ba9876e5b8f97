/**
 * A module fetched once, on first use, not with the element: the SCA panel, a row's dialog, a list's
 * filter fields. A failed load is said once in the console and resolves `undefined`; the next call
 * tries again.
 */
export function loadOnce<T>(load: () => Promise<T>, what: string): () => Promise<T | undefined> {
  let loading: Promise<T | undefined> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      console.error(`svc-elements: ${what} could not be loaded.`, error);
      loading = undefined;
      return undefined;
    }));
}
