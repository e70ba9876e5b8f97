// ISO 4217 currency codes: only the codes ship (names: iso-lists.ts). Packed as the countries are (see
// countries.ts); a module of its own so that the pages that only check or name a country do not carry them.
import { unpack } from './countries.js';

// Active ISO 4217 codes (List One), sorted, in groups by first letter as the countries ("EGPRN" → EGP, ERN). Includes fund codes (BOV, CHE, CHW, CLF, COU, MXV, USN, UYI, UYW),
// precious metals, bond-market units, XDR, XSU, XUA and the technical XTS (testing) and XXX (no currency):
// they are all in the list and the service may legitimately carry them.
// Left out as withdrawn: ANG (replaced by XCG in 2025), BGN (Bulgaria joined the euro in 2026), CUC, HRK,
// SLL (replaced by SLE), ZWL (replaced by ZWG), and older ones (VEF, MRO, STD, BYR...).
const CURRENCIES =
  'AEDFNLLMDOARSUDWGZN BAMBDDTHDIFMDNDOBOVRLSDTNWPYNZD CADDFHEHFHWLFLPNYOPOURCUPVEZK DJFKKOPZD ' +
  'EGPRNTBUR FJDKP GBPELHSIPMDNFTQYD HKDNLTGUF IDRLSNRQDRRSK JMDODPY KESGSHRMFPWRWWDYDZT LAKBPKRRDSLYD ' +
  'MADDLGAKDMKNTOPRUURVRWKXNXVYRZN NADGNIOOKPRZD OMR PABENGKHPKRLNYG QAR RONSDUBWF ' +
  'SARBDCRDGEKGDHPLEOSRDSPTNVCYPZL THBJSMTNDOPRYTDWDZS UAHGXSDSNYIYUYWZS VEDESNDUV WST ' +
  'XAFAGAUBABBBCBDCDCGDROFPDPFPTSUTSUAXX YER ZARMWWG';

let currencyList: readonly string[] | undefined;
let currencySet: Set<string> | undefined;

/** All active ISO 4217 alphabetic codes, sorted. */
export function currencyCodes(): readonly string[] {
  currencyList ??= Object.freeze(unpack(CURRENCIES, /[A-Z]{2}/g).map(([code]) => code));
  return currencyList;
}

export function isCurrencyCode(code: string): boolean {
  currencySet ??= new Set(currencyCodes());
  return currencySet.has(code);
}
