/**
 * Choices for the forms' selects: countries and currencies by their localised names (the full ISO
 * lists). The countries' alone, without the currencies' list: country-choices.ts. An enumeration's
 * values by their readable labels: enum-choices.ts.
 */
import { currencyCodes, currencyName } from '../../api/formats/index.js';
import { byLabel } from '../../i18n/collator.js';
import { memoChoices } from './country-choices.js';

export { countryChoices } from './country-choices.js';

/** Every ISO 4217 currency, by its name in `locale`, with its code. */
export const currencyChoices = (locale: string) =>
  memoChoices(`currency|${locale}`, () =>
    currencyCodes()
      .map((code) => {
        const name = currencyName(code, locale);
        return { value: code, label: name === code ? code : `${name} (${code})` };
      })
      .sort(byLabel(locale)),
  );
