/**
 * What <svc-beneficiary-form> shows only once the person acts, fetched on demand (part
 * `'later fields'`): the name's label and hint for a person or a company, once the type is chosen,
 * a UK or US account's fields, once such a kind of account is chosen, with their words, and what
 * exactly is wrong with an IBAN (`iban-explained.ts`; until it is here the same rule refuses with the
 * shared words). The form fetches it with the person's first move in it (pointing at it, focusing
 * it), and at once when it is to show a UK or US account (a `value` that holds one). Until it is here the name keeps its
 * general label and such an account's fields say that they are loading. The body schemas stay with
 * the form: they judge the details whether or not this module has drawn their fields.
 */
import { html, type TemplateResult } from 'lit';
import { normalizeBic } from '../../api/formats/index.js';
import { laterWords } from '../../i18n/later-words.js';
import type { FormModel } from '../form/form-model.js';
import { textField } from '../form/fields.js';
import { shownText } from './banking-details.js';
import { shownSortCode } from './sort-codes.js';
import { laterTexts } from './texts/later.js';
import { iban as ibanEnglish } from '../../i18n/iban/en.js';
import { explainedIban } from '../form/iban-explained.js';

type Words = typeof laterTexts;

/**
 * These words: the part `beneficiaryForm` of each language's file, over their English, loaded (once a
 * locale) before the module is handed over; read through the kit's one `laterWords`.
 */
const words = laterWords('beneficiaryForm', laterTexts);

/**
 * What exactly is wrong with an IBAN, in words: the shared part `iban`, which the form carries
 * without words at first paint (listed in its `ownMessages` so that its languages are registered).
 */
const ibanWords = laterWords('iban', ibanEnglish);

/** Loads these words and the IBAN's in `locale` (once a locale); never rejects (English where the locale has none). */
export const wordsReady = (locale: string): Promise<Words> => Promise.all([words.ready(locale), ibanWords.ready(locale)]).then(([these]) => these);

/**
 * The operation's IBAN rule, each refusal said in words in `locale` (read when it refuses: English
 * until that locale's are in, and `host` draws again when they are).
 */
export const ibanRule = (locale: string, host: { requestUpdate(): void }) =>
  explainedIban(
    {
      get iban() {
        return ibanWords.in(locale, host);
      },
    },
    locale,
  );

/** These words in `locale`: English until that locale's are in, and `host` draws again when they are. */
export const wordsIn = (locale: string, host: { requestUpdate(): void }): Words => words.in(locale, host);

// White space and the dashes people type or paste (hyphen-minus, U+2010–U+2015, minus sign).
const SEPARATORS = /[\s\-\u2010-\u2015\u2212]+/g;

/** Typed digits without the spaces and dashes people put in them: `'60-16-13'` → `'601613'`. */
const withoutSeparators = (text: string): string => text.replace(SEPARATORS, '');

/**
 * A UK or US account's fields: its account number with its sort code or routing number (digits,
 * typed with or without separators), then an optional BIC; each kind its own template, so that no
 * input is reused for another kind.
 */
export function otherAccountFields(form: FormModel, words: Words, kind: 'GBP' | 'USD', body: Record<string, unknown>): TemplateResult {
  const common = { autocomplete: 'off', spellcheck: false, body } as const;
  const digits = { ...common, required: true, inputmode: 'numeric', parse: withoutSeparators, format: shownText } as const;
  const bic = textField(form, { ...common, path: 'bankingDetails.bic', label: words.bicOptional, hint: words.bicOptionalHint, parse: normalizeBic, format: shownText });
  return kind === 'GBP'
    ? html`<div class="row">
          ${textField(form, { ...digits, path: 'bankingDetails.accountNumber', label: words.gbpAccountNumber, hint: words.gbpAccountNumberHint })}
          ${textField(form, { ...digits, path: 'bankingDetails.sortCode', label: words.sortCode, hint: words.sortCodeHint, format: shownSortCode })}
        </div>
        ${bic}`
    : html`<div class="row">
          ${textField(form, { ...digits, path: 'bankingDetails.accountNumber', label: words.usdAccountNumber, hint: words.usdAccountNumberHint })}
          ${textField(form, { ...digits, path: 'bankingDetails.routingNumber', label: words.routingNumber, hint: words.routingNumberHint })}
        </div>
        ${bic}`;
}
