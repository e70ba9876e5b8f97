// ISO 3166-1 country codes and ISO 4217 currency codes.
//
// Only the codes ship: names come from the browser's Intl.DisplayNames, so no name tables weigh on the bundle
// and every locale the browser knows works. The lists are packed into one string each and split on first use.
//
// Codes are matched exactly as the API sends them (upper case); no trimming or case folding happens here.

// Every ISO 3166-1 entry, sorted by alpha-3, in groups by the alpha-3's first letter: the group's letter, then
// each entry's other two letters, then how its alpha-2 follows. Nothing after them: the alpha-3's first two
// letters ("AFG" → AF); a dot: its first and last ("ABW." → AW); two small letters: the alpha-2 itself
// ("ALAax" → AX). So "A" + "BW.FGGO." reads ABW → AW, AFG → AF, AGO → AO. Packed this way the lists weigh
// about 0.5 KiB less (gzip) on every page that checks a country or a currency.
// 249 entries. XK / XKX (Kosovo) is a user-assigned code, not part of ISO 3166-1, so it is not listed here.
const COUNTRIES =
  'ABW.FGGO.IALAaxLBND.RE.RGRM.SMTAaqTFtfTG.USUT.ZE ' +
  'BDI.ELENbjESbqFAGD.GRHRHS.IHbaLMLRbyLZ.MUOLRARB.RN.TNVTWA ' +
  'CAF.ANCKHEHL.HN.IVMROD.OG.OK.OLOMkmPV.RIUBUW.XRYMkyYPZE DEUJIMANK.OMZA ECUGYRISH.SPSTeeTH ' +
  'FINJILK.RARO.SM. GABBREOGYHAIBIN.LP.MBNBgwNQ.RCRD.RL.TMUF.UMUY. HKGMDNDRVTIUN ' +
  'IDNMNNDOTRLieRNRQ.SLSRilTA JAM.EYORPN KAZ.ENGZHMIRNAOR.WT LAOBNBR.BY.CAIEKASOTUUXVA ' +
  'MACmoAF.ARCODADG.DV.EX.HLKDLILT.MRNE.NGNP.OZ.RTSRTQ.USWIYSYTyt NAMCLERFKGAICIU.LDORPLRUZL OMN ' +
  'PAK.ANCN.ERHLLW.NG.OL.RIRKkpRT.RY.SEYF. QAT REUOUUSWA ' +
  'SAUDNEN.GPGSgsHNJMLB.LELV.MROMPMpmRBrsSDTPUR.VK.VNsiWE.WZ.XMYC.YR ' +
  'TCACD.GOHAJKKLKM.LSONTOUN.UR.UV.WNZA UGAKRuaMIRY.SAZB VATCTENGBIRNMUT WLF.SM YEM ZAFMBWE';

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

let alpha3To2: Map<string, string> | undefined;
let alpha2Set: Set<string> | undefined;
let alpha3List: readonly string[] | undefined;
let currencyList: readonly string[] | undefined;
let currencySet: Set<string> | undefined;

/** Each code of a packed list (see COUNTRIES): its group's letter with every `rest` the pattern matches. */
const unpack = (packed: string, pattern: RegExp): string[][] =>
  packed.split(' ').flatMap((group) => [...group.slice(1).matchAll(pattern)].map((match) => [group.charAt(0) + match[0].slice(0, 2), match[1] ?? '']));

function countryMap(): Map<string, string> {
  alpha3To2 ??= new Map(
    unpack(COUNTRIES, /[A-Z]{2}(\.|[a-z]{2})?/g).map(([alpha3, how]) => [
      alpha3,
      how === '.' ? alpha3.charAt(0) + alpha3.charAt(2) : (how || alpha3.slice(0, 2)).toUpperCase(),
    ]),
  );
  return alpha3To2;
}

/** All ISO 3166-1 alpha-3 codes, sorted. */
export function countryCodes(): readonly string[] {
  alpha3List ??= Object.freeze([...countryMap().keys()]);
  return alpha3List;
}

/** The alpha-2 code of an ISO 3166-1 alpha-3 code (`'FRA'` → `'FR'`), undefined when unknown. */
export function alpha2FromAlpha3(code: string): string | undefined {
  return countryMap().get(code);
}

export function isCountryAlpha3(code: string): boolean {
  return countryMap().has(code);
}

export function isCountryAlpha2(code: string): boolean {
  alpha2Set ??= new Set(countryMap().values());
  return alpha2Set.has(code);
}

/** All active ISO 4217 alphabetic codes, sorted. */
export function currencyCodes(): readonly string[] {
  currencyList ??= Object.freeze(unpack(CURRENCIES, /[A-Z]{2}/g).map(([code]) => code));
  return currencyList;
}

export function isCurrencyCode(code: string): boolean {
  currencySet ??= new Set(currencyCodes());
  return currencySet.has(code);
}

// Building an Intl.DisplayNames is far slower than a lookup, and lists render hundreds of names: keep one per
// locale and kind. `null` remembers a locale the browser refused, so it is not retried on every call.
const displayNamesCache = new Map<string, Intl.DisplayNames | null>();

function displayName(type: 'region' | 'currency', code: string, locale: string): string | undefined {
  const key = `${type}|${locale}`;
  let names = displayNamesCache.get(key);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type, fallback: 'none' });
    } catch {
      names = null; // malformed locale tag, or no Intl.DisplayNames at all
    }
    displayNamesCache.set(key, names);
  }
  try {
    return names?.of(code) ?? undefined;
  } catch {
    return undefined; // a code that is not even well-formed for this type
  }
}

// Codes outside ISO 3166-1 that answers carry and that CLDR (so Intl.DisplayNames) names under a
// user-assigned alpha-2: Kosovo (XKX, XK), which the service uses and a card design may list.
const USER_ASSIGNED: Readonly<Record<string, string>> = { XKX: 'XK' };

/**
 * The name of a country given its alpha-3 code, in `locale` (`countryName('FRA')` → `'France'`,
 * `countryName('DEU', 'fr')` → `'Allemagne'`, `countryName('XKX')` → `'Kosovo'`). Falls back to the code
 * itself when the code is unknown or the browser has no name for it.
 */
export function countryName(alpha3: string, locale = 'en'): string {
  const alpha2 = alpha2FromAlpha3(alpha3) ?? (Object.hasOwn(USER_ASSIGNED, alpha3) ? USER_ASSIGNED[alpha3] : undefined);
  return (alpha2 && displayName('region', alpha2, locale)) || alpha3;
}

/** The name of a currency in `locale` (`currencyName('EUR')` → `'Euro'`), or the code itself as a fallback. */
export function currencyName(code: string, locale = 'en'): string {
  return displayName('currency', code, locale) || code;
}
