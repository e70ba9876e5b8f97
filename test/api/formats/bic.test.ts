import { expect } from '@open-wc/testing';
import { bicProblem, isValidBic, normalizeBic } from '../../../src/api/formats/bic.js';

describe('BIC', () => {
  it('accepts the 8- and 11-character forms', () => {
    for (const bic of ['DEUTDEFF', 'DEUTDEFF500', 'NWBKGB2L', 'BNPAFRPPXXX', 'CHASUS33', 'COBADEFFXXX', 'UBSWCHZH80A']) {
      expect(bicProblem(bic), bic).to.equal(null);
      expect(isValidBic(bic), bic).to.equal(true);
    }
  });

  it('accepts digits in the business party prefix (ISO 9362:2022) and location', () => {
    expect(isValidBic('1234DEFF')).to.equal(true);
    expect(isValidBic('AB12FR2A')).to.equal(true);
  });

  it('accepts Kosovo (XK), which SWIFT uses though ISO 3166-1 has no code for it', () => {
    expect(isValidBic('RBKOXKPR')).to.equal(true);
  });

  it('normalises case and spaces', () => {
    expect(normalizeBic(' deut de ff 500 ')).to.equal('DEUTDEFF500');
    expect(normalizeBic('deutdeff\u00a0')).to.equal('DEUTDEFF');
    expect(isValidBic('deutdeff')).to.equal(true);
    expect(isValidBic(' Deut DE ff ')).to.equal(true);
  });

  it("refuses wrong lengths with 'format'", () => {
    for (const bic of ['DEUTDEF', 'DEUTDEFF5', 'DEUTDEFF50', 'DEUTDEFF5000', '', 'DEUT']) {
      expect(bicProblem(bic), bic).to.equal('format');
      expect(isValidBic(bic), bic).to.equal(false);
    }
  });

  it("refuses punctuation and digits in the country with 'format'", () => {
    for (const bic of ['DEUT-DEFF', 'DEUT.DEFF', 'DEUTDEFF_500', 'DEUTDÉFF', 'DEUT12FF', 'DEUTDEFF50!']) {
      expect(bicProblem(bic), bic).to.equal('format');
    }
  });

  it("refuses countries that do not exist with 'country'", () => {
    for (const bic of ['DEUTZZFF', 'DEUTQQFF500', 'DEUTUKFF', 'DEUTEUFF']) {
      expect(bicProblem(bic), bic).to.equal('country');
      expect(isValidBic(bic), bic).to.equal(false);
    }
  });
});
