import { expect } from '@open-wc/testing';
import { IBAN_FORMATS, ibanProblem, isValidIban } from '../../../src/api/formats/iban.js';
import { ibanWithCheckDigits } from '../../../src/api/formats/iban-check-digits.js';
import { formatIban, normalizeIban } from '../../../src/api/formats/iban-text.js';

// One public example per registry country, as printed in the SWIFT IBAN registry.
const EXAMPLES: Record<string, string> = {
  AD: 'AD1200012030200359100100',
  AE: 'AE070331234567890123456',
  AL: 'AL47212110090000000235698741',
  AT: 'AT611904300234573201',
  AZ: 'AZ21NABZ00000000137010001944',
  BA: 'BA391290079401028494',
  BE: 'BE68539007547034',
  BG: 'BG80BNBG96611020345678',
  BH: 'BH67BMAG00001299123456',
  BI: 'BI1320001100010000123456789',
  BR: 'BR9700360305000010009795493P1',
  BY: 'BY13NBRB3600900000002Z00AB00',
  CH: 'CH9300762011623852957',
  CR: 'CR05015202001026284066',
  CY: 'CY17002001280000001200527600',
  CZ: 'CZ6508000000192000145399',
  DE: 'DE89370400440532013000',
  DJ: 'DJ2110002010010409943020008',
  DK: 'DK5000400440116243',
  DO: 'DO28BAGR00000001212453611324',
  EE: 'EE382200221020145685',
  EG: 'EG380019000500000000263180002',
  ES: 'ES9121000418450200051332',
  FI: 'FI2112345600000785',
  FK: 'FK12SC987654321098',
  FO: 'FO2000400440116243',
  FR: 'FR1420041010050500013M02606',
  GB: 'GB29NWBK60161331926819',
  GE: 'GE29NB0000000101904917',
  GI: 'GI75NWBK000000007099453',
  GL: 'GL2000400440116243',
  GR: 'GR1601101250000000012300695',
  GT: 'GT82TRAJ01020000001210029690',
  HN: 'HN54PISA00000000000000123124',
  HR: 'HR1210010051863000160',
  HU: 'HU42117730161111101800000000',
  IE: 'IE29AIBK93115212345678',
  IL: 'IL620108000000099999999',
  IQ: 'IQ98NBIQ850123456789012',
  IS: 'IS140159260076545510730339',
  IT: 'IT60X0542811101000000123456',
  JO: 'JO94CBJO0010000000000131000302',
  KW: 'KW81CBKU0000000000001234560101',
  KZ: 'KZ86125KZT5004100100',
  LB: 'LB62099900000001001901229114',
  LC: 'LC55HEMM000100010012001200023015',
  LI: 'LI21088100002324013AA',
  LT: 'LT121000011101001000',
  LU: 'LU280019400644750000',
  LV: 'LV80BANK0000435195001',
  LY: 'LY83002048000020100120361',
  MC: 'MC5811222000010123456789030',
  MD: 'MD24AG000225100013104168',
  ME: 'ME25505000012345678951',
  MK: 'MK07250120000058984',
  MN: 'MN580050099123456789',
  MR: 'MR1300020001010000123456753',
  MT: 'MT84MALT011000012345MTLCAST001S',
  MU: 'MU17BOMM0101101030300200000MUR',
  NI: 'NI79BAMC00000000000003123123',
  NL: 'NL91ABNA0417164300',
  NO: 'NO9386011117947',
  OM: 'OM040280000012345678901',
  PK: 'PK36SCBL0000001123456702',
  PL: 'PL61109010140000071219812874',
  PS: 'PS92PALS000000000400123456702',
  PT: 'PT50000201231234567890154',
  QA: 'QA58DOHB00001234567890ABCDEFG',
  RO: 'RO49AAAA1B31007593840000',
  RS: 'RS35260005601001611379',
  RU: 'RU0204452560040702810412345678901',
  SA: 'SA0380000000608010167519',
  SC: 'SC18SSCB11010000000000001497USD',
  SD: 'SD2129010501234001',
  SE: 'SE4550000000058398257466',
  SI: 'SI56263300012039086',
  SK: 'SK3112000000198742637541',
  SM: 'SM86U0322509800000000270100',
  SO: 'SO211000001001000100141',
  ST: 'ST68000100010051845310112',
  SV: 'SV62CENR00000000000000700025',
  TL: 'TL380080012345678910157',
  TN: 'TN5910006035183598478831',
  TR: 'TR330006100519786457841326',
  UA: 'UA213223130000026007233566001',
  VA: 'VA59001123000012345678',
  VG: 'VG96VPVG0000012345678901',
  XK: 'XK051212012345678906',
  YE: 'YE15CBYE0001018861234567891234',
};

/** Groups of four, built independently of formatIban. */
const grouped = (iban: string) => iban.replace(/(.{4})/g, '$1 ').trim();

/** Check digits computed independently with BigInt, to build test IBANs. */
function checkDigits(country: string, bban: string): string {
  const digits = [...`${bban}${country}00`].map((c) => parseInt(c, 36)).join('');
  return String(98n - (BigInt(digits) % 97n)).padStart(2, '0');
}

describe('IBAN_FORMATS', () => {
  it('covers the 89 countries of the SWIFT IBAN registry, each with an example', () => {
    expect(Object.keys(IBAN_FORMATS)).to.have.length(89);
    expect(Object.keys(IBAN_FORMATS).sort()).to.deep.equal(Object.keys(EXAMPLES).sort());
  });

  it('gives the registry lengths', () => {
    const lengths = { NO: 15, BE: 16, DE: 22, GB: 22, FR: 27, IT: 27, PL: 28, MT: 31, LC: 32, RU: 33 };
    for (const [country, length] of Object.entries(lengths)) expect(IBAN_FORMATS[country].length, country).to.equal(length);
    for (const [country, iban] of Object.entries(EXAMPLES)) expect(IBAN_FORMATS[country].length, country).to.equal(iban.length);
  });

  it('writes structures in registry notation', () => {
    for (const [country, { bban }] of Object.entries(IBAN_FORMATS)) expect(bban, country).to.match(/^(\d+![nac])+$/);
    expect(IBAN_FORMATS.DE.bban).to.equal('8!n10!n');
  });
});

describe('ibanProblem / isValidIban', () => {
  for (const [country, iban] of Object.entries(EXAMPLES)) {
    it(`${country}: accepts ${iban}, compact and grouped, and refuses every single-digit change`, () => {
      expect(ibanProblem(iban)).to.equal(null);
      expect(isValidIban(iban)).to.equal(true);
      expect(isValidIban(grouped(iban))).to.equal(true);
      expect(isValidIban(grouped(iban).toLowerCase())).to.equal(true);

      let substitutions = 0;
      [...iban].forEach((char, i) => {
        if (!/\d/.test(char)) return;
        for (let digit = 0; digit <= 9; digit++) {
          if (String(digit) === char) continue;
          const typo = iban.slice(0, i) + digit + iban.slice(i + 1);
          expect(ibanProblem(typo), typo).to.equal('checksum');
          substitutions++;
        }
      });
      expect(substitutions).to.be.greaterThan(9 * 10);
    });

    it(`${country}: refuses a character more or less with 'length', and swapped neighbours`, () => {
      expect(ibanProblem(`${iban}0`)).to.equal('length');
      expect(ibanProblem(iban.slice(0, -1))).to.equal('length');
      for (let i = 2; i < iban.length - 1; i++) {
        if (i === 3) continue; // check digits move to the end for mod 97: positions 3 and 4 are not neighbours there
        if (iban[i] === iban[i + 1] || !/\d\d/.test(iban.slice(i, i + 2))) continue;
        const swapped = iban.slice(0, i) + iban[i + 1] + iban[i] + iban.slice(i + 2);
        expect(isValidIban(swapped), swapped).to.equal(false);
      }
    });

    it(`${country}: refuses a letter where digits belong, or a digit where letters belong, with 'bban'`, () => {
      const { bban } = IBAN_FORMATS[country];
      const classes = [...bban.matchAll(/(\d+)!([nac])/g)].map(([, count, kind]) => kind.repeat(Number(count))).join('');
      [...classes].forEach((kind, i) => {
        if (kind === 'c') return;
        const at = 4 + i;
        const wrong = kind === 'n' ? 'A' : '0';
        const broken = iban.slice(0, at) + wrong + iban.slice(at + 1);
        expect(ibanProblem(broken), broken).to.equal('bban');
      });
    });
  }

  it("refuses countries that do not use IBANs with 'country'", () => {
    expect(ibanProblem('US64SVBKUS6S3300958879')).to.equal('country');
    expect(ibanProblem('ZZ89370400440532013000')).to.equal('country');
    expect(ibanProblem('CA89370400440532013000')).to.equal('country');
  });

  it("refuses what is not shaped like an IBAN with 'format'", () => {
    for (const text of ['', '   ', 'DE', 'DE89', '89DE370400440532013000', 'D189370400440532013000', 'DEXX370400440532013000']) {
      expect(ibanProblem(text), JSON.stringify(text)).to.equal('format');
    }
    expect(ibanProblem('DE89 3704 0044 0532 0130 0!')).to.equal('format');
    expect(ibanProblem('DE89.3704.0044.0532.0130.00')).to.equal('format');
    expect(isValidIban('not an iban')).to.equal(false);
  });

  it('refuses check digits 00, 01 and 99 even where mod 97 would pass', () => {
    // Find German accounts whose correct check digits are 97 and 98: 00 and 01 are their mod-97 aliases.
    const found: Record<string, string> = {};
    for (let n = 0; !(found['97'] && found['98']); n++) {
      const bban = `37040044${String(n).padStart(10, '0')}`;
      const check = checkDigits('DE', bban);
      if (check === '97' || check === '98') found[check] ??= bban;
    }
    expect(isValidIban(`DE97${found['97']}`)).to.equal(true);
    expect(ibanProblem(`DE00${found['97']}`)).to.equal('checksum');
    expect(isValidIban(`DE98${found['98']}`)).to.equal(true);
    expect(ibanProblem(`DE01${found['98']}`)).to.equal('checksum');
    expect(ibanProblem('DE99370400440532013000')).to.equal('checksum');
  });

  it('accepts IBANs built from any account number with correct check digits', () => {
    for (const account of ['0000000001', '1234567890', '9999999999']) {
      const bban = `50010517${account}`;
      expect(isValidIban(`DE${checkDigits('DE', bban)}${bban}`)).to.equal(true);
    }
  });
});

describe('normalizeIban / formatIban', () => {
  it('strips spaces of every kind and dashes, and upper-cases', () => {
    expect(normalizeIban(' fr76\u00a03000-6000\u202f0112\t3456\u20137890 189 ')).to.equal('FR7630006000011234567890189');
    expect(normalizeIban('GB29-NWBK-6016-1331-9268-19')).to.equal('GB29NWBK60161331926819');
    expect(isValidIban('fr76\u00a03000 6000 0112 3456 7890 189')).to.equal(true);
  });

  it('groups by four with single spaces', () => {
    expect(formatIban('FR7630006000011234567890189')).to.equal('FR76 3000 6000 0112 3456 7890 189');
    expect(formatIban('  fr76 30006000 0112-3456 7890189')).to.equal('FR76 3000 6000 0112 3456 7890 189');
    expect(formatIban('BE68539007547034')).to.equal('BE68 5390 0754 7034');
    expect(formatIban('')).to.equal('');
  });

  it('round-trips', () => {
    for (const iban of Object.values(EXAMPLES)) {
      expect(formatIban(iban)).to.equal(grouped(iban));
      expect(normalizeIban(formatIban(iban))).to.equal(iban);
      expect(formatIban(formatIban(iban))).to.equal(formatIban(iban));
      expect(normalizeIban(normalizeIban(grouped(iban)))).to.equal(iban);
    }
  });
});

describe('ibanWithCheckDigits', () => {
  it('computes the check digits the registry examples carry', () => {
    expect(ibanWithCheckDigits('DE', '370400440532013000')).to.equal('DE89370400440532013000');
    expect(ibanWithCheckDigits('GB', 'NWBK60161331926819')).to.equal('GB29NWBK60161331926819');
    expect(ibanWithCheckDigits('fr', '30006000011234567890189')).to.equal('FR7630006000011234567890189');
  });
});
