/**
 * The console's words for a partner's value against the kit's contract (`adapter-contract.ts`): an
 * adapter that answers with the wrong kind of value, a property given the wrong kind, a boolean
 * attribute written as "false". Fetched with
 * the first such mistake, not with every page: a page set up as documented never needs them.
 */
/** What a value is, in a console message's words. */
const kindOf = (value: unknown): string =>
  typeof Response !== 'undefined' && value instanceof Response ? 'an unread Response' : value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;

/** `where`'s `property` takes `takes`: `value`, of another kind, is ignored. */
export function sayIgnored(where: string, property: string, takes: string, value: unknown): void {
  console.error(`${where}: ${property} takes ${takes}, not ${kindOf(value)}; it is ignored.`);
}

/** The adapter answered the operation `name` with `value`, which cannot be its result. */
export function sayWrongAnswer(name: string, value: unknown): void {
  console.error(
    `svc-elements: the adapter answered "${name}" with ${kindOf(value)}. FetchAdapter.request(operation, input, options) gets the operation's name first and resolves with its result: the parsed JSON object, a Blob for a file, nothing for No Content.`,
  );
}

/** A boolean attribute written as "false" (a framework that writes a bound false as text) is read as off. */
export function sayFalseAttribute(): void {
  console.warn('svc-elements: a boolean attribute set to "false" is read as off; leave the attribute out instead (in Vue, bind the property: :allPages="false").');
}
