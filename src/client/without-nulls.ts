type Container = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Container => !!value && typeof value === 'object' && !(value instanceof Blob);

/**
 * Drops null-valued object fields: backends often send `null` for an absent optional field, which
 * the schemas treat as absent. Array items are kept as they are.
 *
 * The walk keeps its own stack rather than recursing, so a body nested 100,000 levels deep is
 * copied like any other instead of overflowing the call stack.
 */
export function withoutNulls(value: unknown): unknown {
  if (!isContainer(value)) return value;
  const copies = new Map<Container, Container>();
  // What is left to fill: each copy's filling, run from this loop rather than by recursion.
  const todo: (() => void)[] = [];
  const copyOf = (source: unknown): unknown => {
    if (!isContainer(source)) return source;
    const known = copies.get(source);
    if (known) return known;
    if (Array.isArray(source)) {
      const copy: unknown[] = [];
      copies.set(source, copy);
      todo.push(() => {
        for (const item of source) copy.push(copyOf(item));
      });
      return copy;
    }
    const copy = {};
    copies.set(source, copy);
    todo.push(() => {
      for (const [key, field] of Object.entries(source)) {
        if (field === null) continue;
        // Defined, not assigned: a `__proto__` key from JSON stays a plain field.
        Object.defineProperty(copy, key, { value: copyOf(field), enumerable: true, writable: true, configurable: true });
      }
    });
    return copy;
  };
  const root = copyOf(value);
  for (let fill = todo.pop(); fill; fill = todo.pop()) fill();
  return root;
}
