/**
 * Identifiers of the sandbox's demo objects, for stories and tests (`SEED.consumers.alice`).
 * Fixed UUIDs whose first two hex digits tell the kind: c0 consumer, c1 corporate, e1 related
 * person, 1e ledger, ca card, cf card profile, de card design, be beneficiary, d0 document,
 * dd mandate, 7a transaction, ec external card, aa partner user, d1 SCA device.
 */
export const SEED = {
  consumers: {
    /** KYC validated, banking validated, an active SCA device; most demo objects are hers. */
    alice: 'c0000000-0000-4000-8000-000000000001',
    /** KYC pending review. */
    bruno: 'c0000000-0000-4000-8000-000000000002',
    /** KYC not started, no device at all. */
    chloe: 'c0000000-0000-4000-8000-000000000003',
    /** KYC validated but no ACTIVE SCA device: SCA on his objects answers NO_ACTIVE_SCA_DEVICE_FOUND. */
    david: 'c0000000-0000-4000-8000-000000000004',
    /** KYC declined, suspended. */
    emma: 'c0000000-0000-4000-8000-000000000005',
    /** KYC processing (document only). */
    farid: 'c0000000-0000-4000-8000-000000000006',
    /** KYC validated, GBP account. */
    grace: 'c0000000-0000-4000-8000-000000000007',
  },
  corporates: {
    /** One UBO's KYC is still pending review: KYB cannot be requested yet. */
    atelier: 'c1000000-0000-4000-8000-000000000001',
    /** Director and UBO validated: KYB can be requested. */
    nordwind: 'c1000000-0000-4000-8000-000000000002',
    /** Nothing declared, no KYB requested, no ledger: a company to onboard (the demo's company page). */
    meridian: 'c1000000-0000-4000-8000-000000000003',
  },
  related: {
    atelierDirector: 'e1000000-0000-4000-8000-000000000001',
    atelierUbo: 'e1000000-0000-4000-8000-000000000002',
    nordwindDirector: 'e1000000-0000-4000-8000-000000000003',
    nordwindUbo: 'e1000000-0000-4000-8000-000000000004',
  },
  scaDevices: {
    alice: 'd1000000-0000-4000-8000-000000000001',
    bruno: 'd1000000-0000-4000-8000-000000000002',
    davidSuspended: 'd1000000-0000-4000-8000-000000000004',
    davidRemoved: 'd1000000-0000-4000-8000-000000000005',
    emma: 'd1000000-0000-4000-8000-000000000006',
    farid: 'd1000000-0000-4000-8000-000000000007',
    /** Farid's second device, not activated yet. */
    faridPhone: 'd1000000-0000-4000-8000-000000000011',
    grace: 'd1000000-0000-4000-8000-000000000008',
    atelier: 'd1000000-0000-4000-8000-000000000009',
    nordwind: 'd1000000-0000-4000-8000-000000000010',
  },
  ledgers: {
    aliceMain: '1e000000-0000-4000-8000-000000000001',
    /** Virtual sub-ledger of aliceMain (as are 20 more "pockets"). */
    aliceHolidays: '1e000000-0000-4000-8000-000000000002',
    aliceSavings: '1e000000-0000-4000-8000-000000000003',
    aliceClosed: '1e000000-0000-4000-8000-000000000004',
    aliceUsd: '1e000000-0000-4000-8000-000000000005',
    brunoMain: '1e000000-0000-4000-8000-000000000006',
    davidMain: '1e000000-0000-4000-8000-000000000007',
    emmaMain: '1e000000-0000-4000-8000-000000000008',
    faridMain: '1e000000-0000-4000-8000-000000000009',
    graceGbp: '1e000000-0000-4000-8000-000000000010',
    atelierMain: '1e000000-0000-4000-8000-000000000011',
    nordwindMain: '1e000000-0000-4000-8000-000000000012',
    nordwindReserve: '1e000000-0000-4000-8000-000000000013',
  },
  cards: {
    alicePhysical: 'ca000000-0000-4000-8000-000000000001',
    aliceVirtual: 'ca000000-0000-4000-8000-000000000002',
    aliceAwaitingActivation: 'ca000000-0000-4000-8000-000000000003',
    aliceSuspended: 'ca000000-0000-4000-8000-000000000004',
    aliceClosed: 'ca000000-0000-4000-8000-000000000005',
    aliceExpired: 'ca000000-0000-4000-8000-000000000006',
    david: 'ca000000-0000-4000-8000-000000000007',
    atelier: 'ca000000-0000-4000-8000-000000000008',
    grace: 'ca000000-0000-4000-8000-000000000009',
    /** Nordwind's cards, one in each passing status (creating, activating, reactivating, suspending, closing). */
    nordwindCreating: 'ca000000-0000-4000-8000-000000000010',
    nordwindActivating: 'ca000000-0000-4000-8000-000000000011',
    nordwindReactivating: 'ca000000-0000-4000-8000-000000000012',
    nordwindSuspending: 'ca000000-0000-4000-8000-000000000013',
    nordwindClosing: 'ca000000-0000-4000-8000-000000000014',
  },
  cardProfiles: {
    /** Physical cards, default rule DAILY_MAX_SPEND 1000. */
    standard: 'cf000000-0000-4000-8000-000000000001',
    virtual: 'cf000000-0000-4000-8000-000000000002',
    corporate: 'cf000000-0000-4000-8000-000000000003',
    /** Inactive: cards cannot be created with it. */
    legacy: 'cf000000-0000-4000-8000-000000000004',
    /** Virtual cards with a corporate card program: a corporate's card made with it carries the company line. */
    corporateVirtual: 'cf000000-0000-4000-8000-000000000005',
  },
  cardDesigns: {
    classicBlue: 'de000000-0000-4000-8000-000000000001',
    virtualViolet: 'de000000-0000-4000-8000-000000000002',
    businessBlack: 'de000000-0000-4000-8000-000000000003',
    sterlingGreen: 'de000000-0000-4000-8000-000000000004',
    balticGrey: 'de000000-0000-4000-8000-000000000005',
    /** Sold in many countries, one of them a code the kit has no name for. */
    euroTravel: 'de000000-0000-4000-8000-000000000006',
  },
  beneficiaries: {
    aliceSepa: 'be000000-0000-4000-8000-000000000001',
    aliceGbp: 'be000000-0000-4000-8000-000000000002',
    aliceOwnSavings: 'be000000-0000-4000-8000-000000000003',
    brunoCompany: 'be000000-0000-4000-8000-000000000004',
    davidUsd: 'be000000-0000-4000-8000-000000000005',
  },
  documents: {
    aliceIdentity: 'd0000000-0000-4000-8000-000000000001',
    aliceStatement: 'd0000000-0000-4000-8000-000000000002',
    /** REQUESTED: answer it by uploading with `documentId`. */
    brunoRequested: 'd0000000-0000-4000-8000-000000000003',
    brunoDeclined: 'd0000000-0000-4000-8000-000000000004',
    atelierRegistry: 'd0000000-0000-4000-8000-000000000005',
    atelierUboRequested: 'd0000000-0000-4000-8000-000000000006',
    /** REQUESTED of Alice: the demo's end-user answers it. */
    aliceDetailsRequested: 'd0000000-0000-4000-8000-000000000007',
  },
  mandates: {
    nordwindAlice: 'dd000000-0000-4000-8000-000000000001',
    atelierSupplier: 'dd000000-0000-4000-8000-000000000002',
    /** Alice collects her flat's rent by direct debit: every field given, the debtor's account one of the sandbox's. */
    aliceRent: 'dd000000-0000-4000-8000-000000000003',
  },
  transactions: {
    aliceToHolidays: '7a000000-0000-4000-8000-000000000001',
    aliceToDavid: '7a000000-0000-4000-8000-000000000002',
    declined: '7a000000-0000-4000-8000-000000000003',
    /** Every INTER_LEDGER field: pounds converted to euros, a sub-account, reference and note. */
    graceToAliceHolidays: '7a000000-0000-4000-8000-000000000004',
    /** A variant the spec does not show (a card payment), with fields of its own. */
    aliceCardPayment: '7a000000-0000-4000-8000-000000000005',
  },
  externalCards: {
    aliceVisa: 'ec000000-0000-4000-8000-000000000001',
    brunoMastercard: 'ec000000-0000-4000-8000-000000000002',
    graceAmex: 'ec000000-0000-4000-8000-000000000003',
    aliceMastercard: 'ec000000-0000-4000-8000-000000000004',
  },
  partnerUsers: {
    admin: 'aa000000-0000-4000-8000-000000000001',
    operations: 'aa000000-0000-4000-8000-000000000002',
    compliance: 'aa000000-0000-4000-8000-000000000003',
  },
} as const;

/** The phone verification code the sandbox always accepts. */
export const SANDBOX_PHONE_CODE = '123456';

/** The sandbox's base URL: a reserved name, never actually reached. */
export const SANDBOX_BASE_URL = 'https://sandbox.svc-elements.invalid';
