/** Counts and quantities as a person reads them, in every shipped language: plural forms come from Intl. */
import { expect } from '@open-wc/testing';
import { plural } from '../../src/i18n/plural.js';
import { durationText, formatBytes, unitText } from '../../src/i18n/units.js';
import { listFormat } from '../../src/elements/list/list-format.js';
import { SHIPPED_LOCALES } from '../../src/i18n/shipped.js';
import { ledgerList } from '../../src/elements/ledger-list/texts/en.js';
import { ledgerListLater } from '../../src/elements/ledger-list/texts/en-later.js';
import { ledgerListLocales } from '../../src/generated/locales/ledger-list.js';

const spelled = (value: number, locale: string) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'long' }).format(value);

describe('counts and quantities', () => {
  it('file sizes: bytes in their plural form ("45 bytes", not "45 byte"), then kB and MB cut, never rounded up to the limit', () => {
    expect([0, 1, 2, 45, 999].map((size) => formatBytes(size, 'en'))).to.deep.equal(['0 bytes', '1 byte', '2 bytes', '45 bytes', '999 bytes']);
    expect([1000, 1234, 999_999].map((size) => formatBytes(size, 'en'))).to.deep.equal(['1 kB', '1.2 kB', '999.9 kB']);
    expect([1_000_000, 4_999_999].map((size) => formatBytes(size, 'en'))).to.deep.equal(['1 MB', '4.99 MB']);
    expect(formatBytes(1500, 'fr')).to.match(/^1,5\sko$/);
  });

  it('file sizes in every shipped language take the form Intl gives the count', () => {
    for (const locale of SHIPPED_LOCALES) {
      for (const size of [1, 2, 5, 21, 45, 999]) expect(formatBytes(size, locale), `${locale} ${size}`).to.equal(spelled(size, locale));
    }
  });

  it("a list's counts are written as Intl writes them in every shipped language, its regions included, small whole ones too", () => {
    const tags = SHIPPED_LOCALES.flatMap((tag) => [tag, tag.split('-')[0], `${tag.split('-')[0]}-Latn`, `${tag.split('-')[0]}-BE`, `${tag.split('-')[0]}-419`]);
    for (const locale of [...tags, 'en-IN', 'ar-EG', 'fr-u-nu-arab', 'hi', 'zh-Hans-CN']) {
      const intl = new Intl.NumberFormat(locale);
      for (const value of [0, -0, 1, 7, 20, 99, 100, 999, 1000, 1234, 1_000_000, -1, 0.5, 12.25, 999.5, Infinity, NaN]) {
        expect(listFormat(locale).count(value), `${locale} ${value}`).to.equal(intl.format(value));
      }
    }
    expect(listFormat('ar-EG').count(20)).to.equal('٢٠');
    expect(listFormat('de').count(1000)).to.equal('1.000');
  });

  it('durations go through the same helper: "1 minute", "2 minutes"', () => {
    expect(durationText(60, 'en', 'long')).to.equal('1 minute');
    expect(durationText(120, 'en', 'long')).to.equal('2 minutes');
    expect(unitText(1, 'second', 'lt', 'long')).to.not.equal(unitText(2, 'second', 'lt', 'long'));
  });

  it('"n of m ledgers" agrees with m, in every shipped language', async () => {
    expect(plural(ledgerList.allStopped, 1, 'en', { loaded: 1 })).to.equal('Stopped after 1 of 1 account.');
    expect(plural(ledgerList.allStopped, 250, 'en', { loaded: 100 })).to.equal('Stopped after 100 of 250 accounts.');
    expect(plural(ledgerListLater.allLoading, 1, 'en', { loaded: 0 })).to.equal('Loaded 0 of 1 account…');
    for (const locale of SHIPPED_LOCALES.filter((tag) => tag !== 'en')) {
      const texts = ((await ledgerListLocales[locale].ledgerList!()) as { default: typeof ledgerList }).default;
      for (const total of [1, 2, 5, 21, 250]) {
        for (const forms of [texts.allLoading, texts.allStopped]) {
          const said = plural(forms, total, locale, { loaded: 1 });
          expect(said, `${locale} ${total}`).to.contain(new Intl.NumberFormat(locale).format(total)).and.not.to.match(/\{\w+\}/);
        }
      }
    }
  });
});
