/** The text shown for a validation issue, from the catalog, by the rule or zod code that failed. */
import type { Catalog } from '../../i18n/catalog.js';
import { format } from '../../i18n/catalog.js';
import { uploadLimitText } from '../../api/limits.js';
import { WHOLE_NUMBER_EXPECTED } from '../../api/primitives.js';
import { formatNumber } from '../../i18n/plural.js';
import { ownString, ownValue } from '../../api/own.js';

/** A zod issue, as much of it as the text needs. */
export interface SchemaIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  format?: string;
  input?: unknown;
  expected?: string;
  params?: { rule?: string; maximum?: number };
}

type ValidationKey = keyof Catalog['common']['validation'];

/**
 * A rule's text is the validation text named as the rule in camel case (`sort-code`: `sortCode`);
 * these rules say another one. A rule with no text of its name is "not valid".
 */
const otherText: Record<string, ValidationKey> = {
  'upper-snake': 'choice',
  currency: 'choice',
  // A rule without what its kind needs (a spend limit's value, a list's targets): the field is required.
  'spend-limit-value': 'required',
  'rule-targets': 'required',
};

/** The validation text a rule says, if it has one. */
const ruleText = (texts: Catalog['common']['validation'], rule: string) =>
  ownString(texts, ownValue(otherText, rule) ?? rule.replace(/-(.)/g, (_, letter: string) => letter.toUpperCase()));

/** The example of an amount in the locale's own way: `25.50` in English, `25,50` in French. */
const amountExample = (locale: string) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(25.5);

/** `missing`: the field has no value at all, whatever the schema's issue code says. */
export function issueText(messages: Catalog, issue: SchemaIssue, missing = false, locale = 'en'): string {
  const texts = messages.common.validation;
  if (missing && issue.code !== 'custom') return texts.required;
  const rule = issue.params?.rule;
  // Limits are written for the locale: `1 000 000`, `5 Mo`.
  const number = (value: number | bigint | undefined) => (value === undefined ? '' : formatNumber(Number(value), locale));
  const text = rule && ruleText(texts, rule);
  if (text) return format(text, { maximum: number(issue.params?.maximum), limit: uploadLimitText(locale) });
  const values = { minimum: number(issue.minimum), maximum: number(issue.maximum) };
  switch (issue.code) {
    case 'invalid_type':
      // A whole-number field says so whatever was typed ("ten", "25,50"), not "an amount like 25.50".
      if (issue.expected === 'int' || issue.message === WHOLE_NUMBER_EXPECTED) return texts.notInteger;
      // Text where a number belongs: an amount field holds what was typed until it reads as one
      // (`25,50` in English does not), so the message shows the form expected.
      if (issue.expected === 'number' && typeof issue.input === 'string') return format(texts.amount, { example: amountExample(locale) });
      return texts.invalid;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) === 1 ? texts.required : format(texts.tooShort, values);
      if (issue.origin === 'array') return texts.required;
      return format(texts.tooSmall, values);
    case 'too_big':
      return issue.origin === 'string' ? format(texts.tooLong, values) : format(texts.tooBig, values);
    case 'invalid_format':
      if (issue.format === 'email') return texts.email;
      if (issue.format === 'guid' || issue.format === 'uuid') return texts.uuid;
      if (issue.format === 'date') return texts.date;
      if (issue.format === 'url') return texts.url;
      return texts.invalid;
    case 'invalid_value':
      return texts.choice;
    default:
      return rule ? texts.invalid : issue.message || texts.invalid;
  }
}
