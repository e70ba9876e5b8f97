/**
 * Every documented limit of the service, each in one place. Schemas, the sandbox, forms and the
 * README read them from here.
 */
export const LIMITS = {
  /** Paging: `pageSize` at most 100 (and at least 1), `page` from 0 to 500. */
  pageSize: { min: 1, max: 100 },
  page: { min: 0, max: 500 },
  /**
   * Document upload: "file size below 5 MB". Read as 5,000,000 bytes, the stricter reading, so a
   * file the kit accepts is never refused by the service for its size.
   */
  uploadBytesBelow: 5_000_000,
  /** userMetadata, partnerMetadata, metadata: 3000 characters each, as serialised JSON. */
  metadataChars: 3000,
  /** externalId, otherSourceOfFunds, otherOccupation. */
  longText: { min: 0, max: 511 },
  taxIdentificationNumber: { min: 0, max: 255 },
  /** friendlyName of beneficiary, card, ledger, document, mandate. */
  friendlyName: { min: 1, max: 255 },
  /** Corporate-related person firstName, lastName. */
  relatedPersonName: { min: 0, max: 255 },
  /** Consumer phone number. */
  phoneNumber: /^[0-9]{1,14}$/,
  /** nameOnCard: 1..21 characters, A-Z and spaces. */
  nameOnCard: /^[A-Z ]{1,21}$/,
  /** cardholderNameOnCard: 1..21 characters, A-Z, 0-9 and spaces. */
  cardholderNameOnCard: /^[A-Z0-9 ]{1,21}$/,
  /** Card rule value: integer. */
  cardRuleValue: { min: 1, max: 999_999_999 },
  /** Share percentage (float). */
  sharePercentage: { min: 0, max: 100 },
  /** A UBO holds this share (%) or more: 25, or 10 when the corporate must provide extended UBOs. */
  uboThreshold: { standard: 25, extended: 10 },
  /** A DATA_SIGNING signature lives 30 s. */
  scaSignatureLifetimeMs: 30_000,
  /** Temporary PAN credentials live 60 s (ttl PT1M by default). */
  panCredentialsLifetimeMs: 60_000,
} as const;

/** The phone's country calling code, in characters (see `KIT_LIMITS.phoneCountryCodeChars`). */
const countryCodeChars = { min: 1, max: 16 } as const;

/**
 * The kit's own limits: fields the spec leaves unbounded get a defensive bound, so that no
 * megabyte-long name or script-like code leaves the browser. One line each; the README lists them.
 */
export const KIT_LIMITS = {
  /** Required names: beneficiary name, partnerName, a corporate's name, a suspension reason. */
  name: { min: 1, max: 255 },
  /** Optional free text: consumer and address names and parts, reference, card rule name, financial information, list filters. */
  freeText: { min: 0, max: 255 },
  /** A document request's note: as long as the spec's longest free text (externalId, 511). */
  note: { min: 0, max: 511 },
  /** An email address: 254 characters, the longest address SMTP carries (RFC 5321). */
  emailChars: 254,
  /**
   * The phone's country calling code: the spec says only "string", so any text of 1 to 16 characters
   * is sent (`33`, `+33`, `0033`, `+1-684`, `FR`): room for every way of writing one, without guessing
   * which the service takes. Bounded, as every text the kit sends.
   */
  phoneCountryCodeChars: countryCodeChars,
  /**
   * The same rule as a pattern, for partners who tested with it (it was `^\+?[0-9]{1,4}$`, which refused
   * `+1-684` or `0033`).
   * @deprecated Use `phoneCountryCodeChars`.
   */
  phoneCountryCode: new RegExp(`^[\\s\\S]{${countryCodeChars.min},${countryCodeChars.max}}$`),
  /** Amounts (acquiring, ledger limits): at least 0, at most 2 decimals, below a billion. */
  amount: { min: 0, max: 999_999_999.99, decimals: 2 },
  /** A value of a partial enumeration beyond the listed ones (UPPER_SNAKE_CASE): the longest listed has 51. */
  enumValueChars: 100,
  /** A phone verification code (its shape is not shown): 4 to 10 letters or digits. */
  verificationCode: { min: 4, max: 10 },
  /** The ledger list's `iban` filter: an IBAN has at most 34 characters (ISO 13616). */
  ibanFilterChars: 34,
  /** The targets of an MCC, merchant or days card rule (kinds whose fields the spec does not show): 1 to 100. */
  ruleTargets: { min: 1, max: 100 },
  /** A merchant category code: four digits (ISO 18245). */
  mcc: /^[0-9]{4}$/,
  /** The ledger list's `all-pages`: at most this many rows in all (every page the service pages through, 501 of 100), however many match. */
  allPagesRows: 50_100,
  /** A downloaded document file (Download a document file), read as a stream and stopped past this: 20 MiB, four times the upload limit. */
  downloadBytes: 20 * 1024 * 1024,
} as const;

/** The upload limit as people read it ("5 MB" in decimal units), derived from the one number above. */
export const uploadLimitText = (locale = 'en'): string =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 2 }).format(
    LIMITS.uploadBytesBelow / 1_000_000,
  );

/** Names the service requires in Latin-1 (ISO 8859-1): printable characters only. */
export const LATIN1_TEXT = /^[\u0020-\u007E\u00A0-\u00FF]*$/;
