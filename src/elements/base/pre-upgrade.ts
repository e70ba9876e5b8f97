/**
 * Properties a page set on an element before its definition arrived. The script tag defines each
 * element when it first appears, so `form.value = {…}` written right after the tag lands on a plain
 * HTMLElement as an own property, which would hide the class's setter for good. Lit keeps the
 * ones it declares (`@property`); this keeps the rest: any own property whose name the element's
 * class defines with a setter (`value`, `card`, `panDisplay`…).
 */

/** `Object.getPrototypeOf`, typed. */
function prototypeOf(value: object): object | null {
  return Object.getPrototypeOf(value);
}

function hasSetter(prototype: object | null, name: string): boolean {
  for (let proto = prototype; proto; proto = prototypeOf(proto)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name);
    if (descriptor) return descriptor.set !== undefined;
  }
  return false;
}

/**
 * Takes the early properties off the element (called while it is constructed), and returns what puts
 * them back through the setters once the element's own fields exist: call it when the element is
 * connected; it also runs by itself at the end of the current task, and only once.
 */
export function takeEarlyProperties(element: HTMLElement): () => void {
  const taken: Array<[string, unknown]> = [];
  for (const name of Object.keys(element)) {
    if (!hasSetter(prototypeOf(element), name)) continue;
    taken.push([name, Reflect.get(element, name)]);
    Reflect.deleteProperty(element, name);
  }
  let done = taken.length === 0;
  const apply = () => {
    if (done) return;
    done = true;
    for (const [name, value] of taken) Reflect.set(element, name, value);
  };
  if (!done) queueMicrotask(apply);
  return apply;
}
