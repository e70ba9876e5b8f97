/**
 * Every shipped catalog against English: the same keys (nothing missing, nothing extra), the same
 * `{placeholders}` in every text, and for counts the plural forms the language needs.
 */
import { expect } from '@open-wc/testing';
import { en } from '../../src/i18n/en.js';
import type { Catalog, CatalogPart } from '../../src/i18n/catalog.js';
import { isPlural } from '../../src/i18n/catalog-merge.js';
import { SHIPPED_LOCALES, baseLocales } from '../../src/i18n/shipped.js';
import { elements } from '../../src/elements/registry.js';
import type { LocaleLoaders } from '../../src/i18n/shipped.js';

/** Each element's own catalogs, as the element itself declares them: an element added later is checked too. */
const elementTables = Object.values(elements)
  .map((element) => (element as { ownLocales?: LocaleLoaders }).ownLocales)
  .filter((table): table is LocaleLoaders => table !== undefined);
const others = SHIPPED_LOCALES.filter((locale) => locale !== 'en');

/** The whole catalog of a locale, through the same loaders the elements use. */
async function catalogOf(locale: (typeof others)[number]): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const table of [baseLocales, ...elementTables]) {
    for (const [part, load] of Object.entries(table[locale])) {
      const loaded = (await load!()) as object;
      out[part] = 'default' in loaded ? loaded.default : loaded;
    }
  }
  return out;
}

const placeholders = (text: string): string[] => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();

/** Every problem of `actual` against `english`, as readable lines (`ledgerList.total.few: …`). */
function compare(english: unknown, actual: unknown, path: string, locale: string, problems: string[]): void {
  if (typeof english === 'string') {
    if (typeof actual !== 'string' || actual.trim() === '') return void problems.push(`${path}: missing`);
    const want = placeholders(english).join(' ');
    const got = placeholders(actual).join(' ');
    if (want !== got) problems.push(`${path}: placeholders ${got || 'none'}, English has ${want || 'none'}`);
    return;
  }
  if (isPlural(english)) {
    if (!isPlural(actual)) return void problems.push(`${path}: not plural forms`);
    const rules = new Intl.PluralRules(locale);
    const allowed = new Set<string>(rules.resolvedOptions().pluralCategories);
    // The forms the counts of a page can need (0 to 1000 and a few large ones).
    const needed = new Set<string>();
    for (let n = 0; n <= 1000; n++) needed.add(rules.select(n));
    for (const n of [10_000, 21_001, 50_100]) needed.add(rules.select(n));
    for (const category of needed) if (!(category in actual)) problems.push(`${path}.${category}: missing`);
    for (const category of Object.keys(actual)) if (!allowed.has(category)) problems.push(`${path}.${category}: not a plural form of ${locale}`);
    const want = placeholders(english.other).join(' ');
    for (const [category, text] of Object.entries(actual)) {
      if (placeholders(text).join(' ') !== want) problems.push(`${path}.${category}: placeholders ${placeholders(text).join(' ') || 'none'}, English has ${want}`);
    }
    return;
  }
  if (!actual || typeof actual !== 'object') return void problems.push(`${path}: missing`);
  const englishKeys = Object.keys(english as object);
  for (const key of englishKeys) compare((english as Record<string, unknown>)[key], (actual as Record<string, unknown>)[key], `${path}.${key}`, locale, problems);
  for (const key of Object.keys(actual)) if (!englishKeys.includes(key)) problems.push(`${path}.${key}: not in English`);
}

describe('shipped catalogs', () => {
  it('ships English and ten more languages, each with a loader for every part of the catalog', () => {
    expect([...SHIPPED_LOCALES]).to.deep.equal(['en', 'fr', 'nl', 'de', 'bg', 'lt', 'et', 'es', 'it', 'pl', 'pt-PT']);
    for (const locale of others) {
      // A part several elements share (the lists' words, the card rules' editor texts, the contact follow-ups) is listed once.
      const parts = [...new Set([baseLocales, ...elementTables].flatMap((table) => Object.keys(table[locale])))];
      expect(parts.sort(), locale).to.deep.equal((Object.keys(en) as CatalogPart[]).sort());
    }
  });

  for (const locale of others) {
    it(`${locale}: every English key, no other, the same placeholders, the plural forms of ${locale}`, async () => {
      const problems: string[] = [];
      compare(en, await catalogOf(locale), locale, locale, problems);
      expect(problems, problems.join('\n')).to.deep.equal([]);
    });
  }

  it('English plural entries have the forms English needs', () => {
    const problems: string[] = [];
    compare(en, en, 'en', 'en', problems);
    expect(problems).to.deep.equal([]);
  });

  it('the check itself catches a missing key, an extra key, a changed placeholder and a missing plural form', () => {
    const problems: string[] = [];
    const english = { a: 'Hello {name}', b: 'Bye', n: { one: '{count} item', other: '{count} items' } };
    compare(english, { a: 'Bonjour {nom}', c: 'extra', n: { one: '{count} daiktas', other: '{count} daiktų' } }, 'x', 'lt', problems);
    expect(problems).to.deep.equal([
      'x.a: placeholders {nom}, English has {name}',
      'x.b: missing',
      'x.n.few: missing',
      'x.c: not in English',
    ]);
  });

  it('a translated text keeps no English sentence by mistake (more than four words identical)', async () => {
    const englishTexts = new Set<string>();
    const collect = (value: unknown, into: Set<string>) => {
      if (typeof value === 'string') into.add(value);
      else if (value && typeof value === 'object') for (const inner of Object.values(value)) collect(inner, into);
    };
    collect(en, englishTexts);
    for (const locale of others) {
      const texts = new Set<string>();
      collect(await catalogOf(locale), texts);
      const copied = [...texts].filter((text) => englishTexts.has(text) && text.split(' ').length > 4);
      expect(copied, locale).to.deep.equal([]);
    }
  });
});

// Keep the type honest: a catalog is the English shape.
export type _Check = Catalog;
