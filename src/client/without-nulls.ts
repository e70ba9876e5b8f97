/**
 * Drops null-valued object fields from an answer just parsed, in place: backends often send `null`
 * for an absent optional field, which the schemas treat as absent. Array items are kept as they are.
 * For what `JSON.parse` has just given (a tree that nothing else holds), which `attempt.ts` hands it.
 *
 * The walk keeps its own stack rather than recursing, so a body nested 100,000 levels deep is
 * walked like any other instead of overflowing the call stack. A `__proto__` key from JSON is a
 * plain field of its object, read and dropped as such.
 */
export function withoutNulls(value: unknown): unknown {
  const todo = [value];
  while (todo.length > 0) {
    const node = todo.pop();
    if (!node || typeof node !== 'object') continue;
    const array = Array.isArray(node);
    for (const [key, field] of Object.entries(node)) {
      if (field === null && !array) Reflect.deleteProperty(node, key);
      else todo.push(field);
    }
  }
  return value;
}
