// ISO 3166-1 country codes: only the codes ship (names: iso-lists.ts, from the browser's Intl.DisplayNames).
// A module of its own, apart from the currencies (currencies.ts) and the names, so that a page that only
// checks a country (the BIC's, on the beneficiary form) carries neither. Codes are matched exactly as the
// API sends them (upper case); no trimming or case folding happens here.

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

let alpha3To2: Map<string, string> | undefined;
let alpha2Set: Set<string> | undefined;
let alpha3List: readonly string[] | undefined;

/** Each code of a packed list (see COUNTRIES): its group's letter with every `rest` the pattern matches. */
export const unpack = (packed: string, pattern: RegExp): string[][] =>
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
