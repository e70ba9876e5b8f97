/**
 * A refusal on values the form does not show (an `endUserId` the page was to give, with `end-user`
 * set where the caller turned out to be the partner): said above the form in words, never by the
 * field's name, and in the console with the paths, for the page's developer.
 */
import type { FieldIssue, ServiceError } from '../../api/errors.js';
import { ownString } from '../../api/own.js';
import { format, type Catalog } from '../../i18n/catalog.js';

/** Codes that say only "the service refused something": the issues then say what. */
const GENERIC = new Set(['INVALID_REQUEST', 'VALIDATION_FAILED', 'BAD_REQUEST', 'HTTP_ERROR']);

/** The last segment of a path, the name the words are looked up by (`debtor.ledgerId` → `ledgerId`). */
const nameOf = (path: string) => path.split('.').filter((segment) => !/^\d+$/.test(segment)).at(-1) ?? '';

/** What the refused values are, in words: "the customer this is for and the account". */
function unplacedWords(issues: readonly FieldIssue[], messages: Catalog, locale: string): string {
  const values = messages.common.unshownValues;
  const words = [...new Set(issues.map((issue) => ownString(values, nameOf(issue.path)) ?? values.other))];
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(words);
}

/**
 * The sentence above the form: what is missing, and whose it is to give, when the error only said
 * "refused"; a code with words of its own (partner metadata an end-user may not change) says it alone.
 */
export function unplacedText(error: ServiceError, issues: readonly FieldIssue[], errorText: string, messages: Catalog, locale: string): string {
  return GENERIC.has(error.code) ? format(messages.common.unshownRefused, { what: unplacedWords(issues, messages, locale) }) : errorText;
}

/** Why, for the page's developer: the operation, the paths and what the service said of each. */
export function reportUnplaced(tag: string, error: ServiceError, issues: readonly FieldIssue[]): void {
  const paths = issues.map((issue) => (issue.code ? `${issue.path} (${issue.code})` : issue.path)).join(', ');
  console.warn(
    `<${tag}>: the service refused ${paths}${error.operation ? ` in ${error.operation}` : ''}, which this form does not show: ` +
      'give it by attribute or property, or check the caller (an `end-user` form needs end-user credentials).',
  );
}
