/**
 * A small memory of a form's last verdicts. A verdict depends only on the body judged and on what
 * judges it (schema, catalog, locale); bodies are compared by content, since each caller builds its
 * own copy of the same body. The parsed body given back is a copy, so that whoever changes what
 * they were given (a `svc-submit` listener editing its detail) cannot change a later verdict.
 */
import type { FieldIssue } from '../../api/errors.js';

export interface Verdict<T = unknown> {
  data?: T;
  issues: FieldIssue[];
}

/**
 * What a verdict is judged with, in this order: the schema, the catalog, the locale and what says
 * each issue (the form's words, once fetched). A change of any of them forgets every verdict.
 */
export type Judge = readonly [schema: object, messages: object, locale: string | undefined, words: unknown];

/** A few bodies are judged at once (the whole form, what a PATCH would send, the submit's body). */
const KEPT = 4;

export class Verdicts {
  #judge?: Judge;
  #kept: { body: unknown; verdict: Verdict }[] = [];

  /**
   * The verdict on `body`, from memory when the same content was judged the same way. Verdicts are
   * kept per schema object, so one from memory is that schema's, typed as `make`'s.
   */
  of<T>(body: unknown, judge: Judge, make: () => Verdict<T>): Verdict<T> {
    if (!this.#judge?.every((part, index) => part === judge[index])) {
      this.#judge = judge;
      this.#kept = [];
    }
    let entry = this.#kept.find((kept) => sameContent(kept.body, body));
    if (!entry) {
      // The body is kept as a copy: the caller may go on changing its own.
      entry = { body: copy(body), verdict: make() };
      this.#kept.unshift(entry);
      this.#kept.length = Math.min(this.#kept.length, KEPT);
    }
    const { data, issues } = entry.verdict;
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- kept by schema object: this verdict came from a `make` of the same schema, so its data is a T
    return { data: data === undefined ? undefined : copy(data as T), issues };
  }
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** Plain objects and arrays compared field by field; anything else (a File, a date) by identity. */
function sameContent(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameContent(item, b[index]));
  if (!isPlain(a) || !isPlain(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameContent(a[key], b[key]));
}

/** A copy of plain objects and arrays, sharing anything else (a File stays the same File). */
function copy<T>(value: T): T {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a copy field by field has the type of what it copies, which TypeScript cannot follow through map/fromEntries
  if (Array.isArray(value) || isPlain(value)) return copyOf(value) as T;
  return value;
}

function copyOf(value: unknown[] | Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map(copy);
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, copy(field)]));
}
