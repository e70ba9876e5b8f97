/** What assistive technology reads with a control: one copy for every element's tests. */

/** The elements a control's `aria-describedby` points at, in order; an id that points nowhere fails the test. */
export function describedBy(control: Element): HTMLElement[] {
  const root = control.getRootNode() as Document | ShadowRoot;
  return (control.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => {
      const found = root.getElementById(id);
      if (!found) throw new Error(`aria-describedby points at a missing #${id}`);
      return found;
    });
}

/** The texts read with a control, each with its white space collapsed. */
export const descriptionOf = (control: Element): string[] => describedBy(control).map((node) => node.textContent!.replace(/\s+/g, ' ').trim());
