import { expect } from '@open-wc/testing';
import {
  alpha2FromAlpha3,
  countryCodes,
  countryName,
  currencyCodes,
  currencyName,
  isCountryAlpha2,
  isCountryAlpha3,
  isCurrencyCode,
} from '../../../src/api/formats/iso-lists.js';
import { SHIPPED_LOCALES } from '../../../src/i18n/shipped.js';

describe('ISO 3166-1 countries', () => {
  it('lists all 249 countries by alpha-3, sorted, once each', () => {
    const codes = countryCodes();
    expect(codes).to.have.length(249);
    expect([...codes].sort()).to.deep.equal([...codes]);
    expect(new Set(codes).size).to.equal(codes.length);
    expect(new Set(codes.map(alpha2FromAlpha3)).size).to.equal(codes.length);
    for (const code of codes) expect(code).to.match(/^[A-Z]{3}$/);
    expect(Object.isFrozen(codes)).to.equal(true);
  });

  it('maps alpha-3 to alpha-2', () => {
    expect(alpha2FromAlpha3('FRA')).to.equal('FR');
    expect(alpha2FromAlpha3('DEU')).to.equal('DE');
    expect(alpha2FromAlpha3('USA')).to.equal('US');
    expect(alpha2FromAlpha3('GBR')).to.equal('GB');
    expect(alpha2FromAlpha3('CHE')).to.equal('CH');
    expect(alpha2FromAlpha3('SRB')).to.equal('RS');
    expect(alpha2FromAlpha3('MYT')).to.equal('YT');
    expect(alpha2FromAlpha3('XXX')).to.equal(undefined);
    expect(alpha2FromAlpha3('fra')).to.equal(undefined);
  });

  it('tells real codes from others', () => {
    for (const code of ['FRA', 'DEU', 'USA', 'POL', 'JPN', 'ATA']) expect(isCountryAlpha3(code), code).to.equal(true);
    for (const code of ['FR', 'XXX', 'XKX', 'EUR', '', 'fra']) expect(isCountryAlpha3(code), code).to.equal(false);
    for (const code of ['FR', 'DE', 'US', 'GB', 'AQ']) expect(isCountryAlpha2(code), code).to.equal(true);
    for (const code of ['ZZ', 'UK', 'EU', 'XK', 'FRA', 'fr', '']) expect(isCountryAlpha2(code), code).to.equal(false);
  });

  it('names countries through the browser, in any locale', () => {
    expect(countryName('FRA')).to.equal('France');
    expect(countryName('DEU')).to.equal('Germany');
    expect(countryName('DEU', 'de')).to.equal('Deutschland');
    expect(countryName('FRA', 'pl')).to.equal('Francja');
    for (const code of countryCodes()) expect(countryName(code), code).to.not.equal(code);
  });

  it('names every country code an answer may carry, Kosovo (XKX) included, in every shipped language', () => {
    const missing: string[] = [];
    for (const locale of SHIPPED_LOCALES) {
      for (const code of [...countryCodes(), 'XKX']) if (countryName(code, locale) === code) missing.push(`${locale} ${code}`);
    }
    expect(missing).to.deep.equal([]);
    expect(countryName('XKX')).to.equal('Kosovo');
    expect(countryName('XKX', 'lt')).to.equal('Kosovas');
    // Not an assigned code: requests take it as one of ISO 3166-1's user-assigned codes (open-enum.ts).
    expect(isCountryAlpha3('XKX')).to.equal(false);
  });

  it('falls back to the code', () => {
    expect(countryName('ZZZ')).to.equal('ZZZ');
    expect(countryName('FRA', 'not a locale!')).to.equal('FRA');
  });
});

describe('ISO 4217 currencies', () => {
  it('lists the active codes', () => {
    const codes = currencyCodes();
    expect(codes.length).to.be.within(170, 185);
    expect([...codes].sort()).to.deep.equal([...codes]);
    expect(new Set(codes).size).to.equal(codes.length);
    for (const code of codes) expect(code).to.match(/^[A-Z]{3}$/);
    for (const code of ['EUR', 'GBP', 'USD', 'PLN', 'JPY', 'CHF', 'SLE', 'XCG', 'ZWG']) {
      expect(isCurrencyCode(code), code).to.equal(true);
      expect(codes).to.include(code);
    }
  });

  it('refuses codes that are not active currencies', () => {
    for (const code of ['XXXX', 'EURO', 'EU', 'eur', '', 'DEM', 'FRF', 'HRK', 'ZZZ']) {
      expect(isCurrencyCode(code), code).to.equal(false);
    }
  });

  it('names currencies through the browser', () => {
    expect(currencyName('EUR')).to.contain('Euro');
    expect(currencyName('USD')).to.equal('US Dollar');
    expect(currencyName('PLN', 'pl')).to.match(/złoty/i);
    expect(currencyName('EURO')).to.equal('EURO');
    expect(currencyName('EUR', 'not a locale!')).to.equal('EUR');
  });
});
