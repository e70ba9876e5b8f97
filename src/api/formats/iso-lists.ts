// ISO 3166-1 country codes and ISO 4217 currency codes.
//
// Only the codes ship: names come from the browser's Intl.DisplayNames, so no name tables weigh on the bundle
// and every locale the browser knows works. The lists are packed into one string each and split on first use.
//
// Codes are matched exactly as the API sends them (upper case); no trimming or case folding happens here.

// Every ISO 3166-1 entry as alpha-3 immediately followed by alpha-2 ("ABWAW" = ABW → AW), sorted by alpha-3.
// 249 entries. XK / XKX (Kosovo) is a user-assigned code, not part of ISO 3166-1, so it is not listed here.
const COUNTRIES =
  'ABWAW AFGAF AGOAO AIAAI ALAAX ALBAL ANDAD AREAE ARGAR ARMAM ASMAS ATAAQ ATFTF ATGAG AUSAU AUTAT AZEAZ ' +
  'BDIBI BELBE BENBJ BESBQ BFABF BGDBD BGRBG BHRBH BHSBS BIHBA BLMBL BLRBY BLZBZ BMUBM BOLBO BRABR BRBBB ' +
  'BRNBN BTNBT BVTBV BWABW CAFCF CANCA CCKCC CHECH CHLCL CHNCN CIVCI CMRCM CODCD COGCG COKCK COLCO COMKM ' +
  'CPVCV CRICR CUBCU CUWCW CXRCX CYMKY CYPCY CZECZ DEUDE DJIDJ DMADM DNKDK DOMDO DZADZ ECUEC EGYEG ERIER ' +
  'ESHEH ESPES ESTEE ETHET FINFI FJIFJ FLKFK FRAFR FROFO FSMFM GABGA GBRGB GEOGE GGYGG GHAGH GIBGI GINGN ' +
  'GLPGP GMBGM GNBGW GNQGQ GRCGR GRDGD GRLGL GTMGT GUFGF GUMGU GUYGY HKGHK HMDHM HNDHN HRVHR HTIHT HUNHU ' +
  'IDNID IMNIM INDIN IOTIO IRLIE IRNIR IRQIQ ISLIS ISRIL ITAIT JAMJM JEYJE JORJO JPNJP KAZKZ KENKE KGZKG ' +
  'KHMKH KIRKI KNAKN KORKR KWTKW LAOLA LBNLB LBRLR LBYLY LCALC LIELI LKALK LSOLS LTULT LUXLU LVALV MACMO ' +
  'MAFMF MARMA MCOMC MDAMD MDGMG MDVMV MEXMX MHLMH MKDMK MLIML MLTMT MMRMM MNEME MNGMN MNPMP MOZMZ MRTMR ' +
  'MSRMS MTQMQ MUSMU MWIMW MYSMY MYTYT NAMNA NCLNC NERNE NFKNF NGANG NICNI NIUNU NLDNL NORNO NPLNP NRUNR ' +
  'NZLNZ OMNOM PAKPK PANPA PCNPN PERPE PHLPH PLWPW PNGPG POLPL PRIPR PRKKP PRTPT PRYPY PSEPS PYFPF QATQA ' +
  'REURE ROURO RUSRU RWARW SAUSA SDNSD SENSN SGPSG SGSGS SHNSH SJMSJ SLBSB SLESL SLVSV SMRSM SOMSO SPMPM ' +
  'SRBRS SSDSS STPST SURSR SVKSK SVNSI SWESE SWZSZ SXMSX SYCSC SYRSY TCATC TCDTD TGOTG THATH TJKTJ TKLTK ' +
  'TKMTM TLSTL TONTO TTOTT TUNTN TURTR TUVTV TWNTW TZATZ UGAUG UKRUA UMIUM URYUY USAUS UZBUZ VATVA VCTVC ' +
  'VENVE VGBVG VIRVI VNMVN VUTVU WLFWF WSMWS YEMYE ZAFZA ZMBZM ZWEZW';

// Active ISO 4217 codes (List One), sorted. Includes fund codes (BOV, CHE, CHW, CLF, COU, MXV, USN, UYI, UYW),
// precious metals, bond-market units, XDR, XSU, XUA and the technical XTS (testing) and XXX (no currency):
// they are all in the list and the service may legitimately carry them.
// Left out as withdrawn: ANG (replaced by XCG in 2025), BGN (Bulgaria joined the euro in 2026), CUC, HRK,
// SLL (replaced by SLE), ZWL (replaced by ZWG), and older ones (VEF, MRO, STD, BYR...).
const CURRENCIES =
  'AED AFN ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BHD BIF BMD BND BOB BOV BRL BSD BTN BWP BYN BZD ' +
  'CAD CDF CHE CHF CHW CLF CLP CNY COP COU CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP ' +
  'GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR ' +
  'KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN ' +
  'MXV MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD ' +
  'SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX ' +
  'USD USN UYI UYU UYW UZS VED VES VND VUV WST XAF XAG XAU XBA XBB XBC XBD XCD XCG XDR XOF XPD XPF ' +
  'XPT XSU XTS XUA XXX YER ZAR ZMW ZWG';

let alpha3To2: Map<string, string> | undefined;
let alpha2Set: Set<string> | undefined;
let alpha3List: readonly string[] | undefined;
let currencyList: readonly string[] | undefined;
let currencySet: Set<string> | undefined;

function countryMap(): Map<string, string> {
  alpha3To2 ??= new Map(COUNTRIES.split(' ').map((entry) => [entry.slice(0, 3), entry.slice(3)]));
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
  currencyList ??= Object.freeze(CURRENCIES.split(' '));
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
