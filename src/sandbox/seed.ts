/**
 * The demo data every sandbox starts from (and returns to on reset()). Deterministic: fixed ids
 * (see ids.ts), fixed dates, valid IBANs. Built by a function so that each sandbox gets its own copy.
 */
import type { Consumer } from '../api/schemas/consumer.js';
import type { DocumentRecord } from '../api/schemas/document.js';
import { decide } from './decisions.js';
import { SEED } from './ids.js';
import { ibanWithCheckDigits } from '../api/formats/index.js';
import { sandboxIban } from './iban.js';
import { pdfBlob } from './pdf.js';
import type { CardRule, SandboxCard, SandboxLedger, ScaDevice, Store } from './store.js';

const frenchIban = (account: number) => sandboxIban('FRANCE', account);

const at = (date: string) => `${date}T09:30:00.000Z`;

function device(id: string, status: string, name: string, platform: string, created: string): ScaDevice {
  return { id, status, name, platform, creationDate: at(created) };
}

interface PersonSpec {
  id: string;
  firstName: string;
  lastName: string;
  phone: [countryCode: string, number: string, verified: boolean];
  email: [address: string, verified: boolean];
  address?: { street: string; number: string; postalCode: string; city: string; isoCountryCode: string; status: string };
  kyc: string;
  kycType?: string;
  banking: string;
  service: string;
  compliance: string;
  overall: string;
  suspension?: string;
  /** The reason given with a status, by facet. */
  reasons?: Partial<Record<'banking' | 'kyc' | 'service' | 'compliance', string>>;
  devices: ScaDevice[];
  created: string;
  extra?: Partial<Consumer>;
}

function consumer(spec: PersonSpec): Consumer {
  const n = Number(spec.id.slice(-4));
  const facet = (name: 'banking' | 'kyc' | 'service' | 'compliance', value: string) =>
    spec.reasons?.[name] ? { value, reason: spec.reasons[name] } : { value };
  return {
    id: spec.id,
    externalId: `crm-${1000 + n}`,
    firstName: spec.firstName,
    lastName: spec.lastName,
    phone: { countryCode: spec.phone[0], number: spec.phone[1], verified: spec.phone[2], ...(spec.phone[2] ? { verificationDate: at(spec.created) } : {}) },
    email: { address: spec.email[0], verified: spec.email[1], ...(spec.email[1] ? { verificationDate: at(spec.created) } : {}) },
    ...(spec.address ? { address: { id: spec.id.replace(/^c0/, 'ad'), ...spec.address } } : {}),
    kycInfo: { kycApplicationId: spec.id.replace(/^c0/, 'cc'), status: spec.kyc, type: spec.kycType ?? 'FULL_KYC', updateDate: at(spec.created) },
    status: {
      banking: facet('banking', spec.banking),
      kyc: facet('kyc', spec.kyc),
      suspension: spec.suspension
        ? { value: 'SUSPENDED', operator: 'SERVICE', reason: spec.suspension }
        : { value: 'NOT_SUSPENDED' },
      service: facet('service', spec.service),
      compliance: facet('compliance', spec.compliance),
      overall: { value: spec.overall },
    },
    termsAccepted: spec.kyc !== 'NOT_STARTED',
    accountPurposes: ['PAY_BILLS', 'SAVINGS'],
    strongAuthentication: {
      id: spec.id.replace(/^c0/, 'a0'), endpointId: `sbx-endpoint-${n}`, creationDate: at(spec.created), pinStatus: 'SET', biometryStatus: 'SET',
    },
    scaDevices: spec.devices,
    creationDate: at(spec.created),
    updateDate: at(spec.created),
    ...spec.extra,
  };
}

function ledger(id: string, owner: string, fields: Partial<SandboxLedger> & { status: string; created: string }): SandboxLedger {
  // `iban` and `balance`, when given, are the sandbox's: the spec's list element has neither.
  const { created, ...rest } = decide('ledger-iban-balance', fields);
  return { id, isUpgraded: false, currency: 'EUR', country: 'FRANCE', endUser: { id: owner }, creationDate: at(created), ...rest };
}

const rule = (type: string, value: number, creatorType: CardRule['creatorType'], created: string, name?: string): CardRule => ({
  type, value, creatorType, creationDate: at(created), ...(name ? { name } : {}),
});

interface CardSpec {
  endUserId: string;
  ledgerId: string;
  profileId: string;
  friendlyName?: string;
  nameOnCard: string;
  cardholderNameOnCard?: string;
  expiryDate: string;
  type: string;
  status: string;
  created: string;
  rules?: CardRule[];
}

function card(id: string, fields: CardSpec, store: Store): SandboxCard {
  const { created, profileId, rules, ...rest } = fields;
  const profile = store.cardProfiles.get(profileId);
  if (!profile) throw new Error(`The seed names no card profile ${profileId}.`);
  return { id, ...rest, profile: { id: profile.id, name: profile.name }, rules: rules ?? [], creationDate: at(created) };
}

const POCKETS = [
  'Groceries', 'Rent', 'Car', 'Gifts', 'Emergency fund', 'Taxes', 'Home repairs', 'Pets', 'Sport', 'Books',
  'Concerts', 'Garden', 'Wedding', 'Kids', 'Health', 'Travel to Japan', 'New laptop', 'Bike', 'Charity', 'Phone bill',
];

export function seedStore(): Store {
  const { consumers: C, corporates: K, related: R, ledgers: L, cards: CA, cardProfiles: P, documents: D } = SEED;
  const store: Store = {
    consumers: new Map(), corporates: new Map(), corporateRelated: new Map(), corporateShares: new Map(), ledgers: new Map(),
    cards: new Map(), cardProfiles: new Map(), cardDesigns: new Map(), beneficiaries: new Map(), documents: new Map(),
    files: new Map(), mandates: new Map(), transactions: new Map(), externalCards: new Map(), acquiring: new Map(),
    partnerUsers: new Map(), outbox: [],
    partnerConfiguration: {
      name: 'pebble-money',
      displayName: 'Pebble Money',
      logoUrl: 'https://pebble-money.example/logo.svg',
      address: { street: 'Avenue des Champs-Élysées', number: '101', postalCode: '75008', city: 'Paris', isoCountryCode: 'FRA' },
      consumerOtpMessage: 'Your Pebble Money code is {code}. Never share it.',
      corporateOtpMessage: 'Your Pebble Business code is {code}. Never share it.',
      emailProperties: { senderEmailAddress: 'no-reply@pebble-money.example', senderEmailName: 'Pebble Money' },
      contactInformation: {
        adminEmail: 'admin@pebble-money.example', billingEmail: 'billing@pebble-money.example', commercialEmail: 'sales@pebble-money.example',
        techEmail: 'tech@pebble-money.example', complianceEmail: 'compliance@pebble-money.example',
      },
      limits: {
        ledger: { transactionLimit: 5000, transactionDailyLimit: 10000, transactionMonthlyLimit: 50000 },
        sctInst: { transactionLimit: 15000 },
        limitedStatus: { transactionMonthlyLimit: 1000 },
      },
      creationDate: at('2024-11-04'),
      updateDate: at('2025-03-12'),
    },
  };
  const put = <T extends { id: string }>(map: Map<string, T>, ...records: T[]) => records.forEach((record) => map.set(record.id, record));
  const devices = SEED.scaDevices;

  put(store.consumers,
    consumer({
      id: C.alice, firstName: 'Alice', lastName: 'Martin', phone: ['33', '612345678', true], email: ['alice.martin@example.com', true],
      address: { street: 'Rue de Rivoli', number: '12', postalCode: '75001', city: 'Paris', isoCountryCode: 'FRA', status: 'VERIFIED' },
      kyc: 'VALIDATED', banking: 'VALIDATED', service: 'VALIDATED', compliance: 'VALIDATED', overall: 'ACTIVE',
      devices: [device(devices.alice, 'ACTIVE', "Alice's iPhone", 'iOS', '2025-01-10')], created: '2025-01-10',
      extra: { gender: 'FEMALE', birthDate: '1990-04-12', birthCity: 'Lyon', nationalityCode: 'FRA', taxCountry: 'FRA', occupation: 'ENGINEER', sourceOfFunds: 'COMPENSATION_PAYOUT', userMetadata: { theme: 'dark' }, partnerMetadata: { segment: 'premium' } },
    }),
    consumer({
      id: C.bruno, firstName: 'Bruno', lastName: 'Lefèvre', phone: ['33', '698765432', true], email: ['bruno.lefevre@example.com', true],
      address: { street: 'Quai Saint-Antoine', number: '5', postalCode: '69002', city: 'Lyon', isoCountryCode: 'FRA', status: 'VALID' },
      kyc: 'PENDING_REVIEW', banking: 'PENDING', service: 'PENDING', compliance: 'PENDING_REVIEW', overall: 'ACTIVE',
      reasons: { banking: 'Waiting for the identity check' },
      devices: [device(devices.bruno, 'ACTIVE', 'Pixel 8', 'Android', '2025-02-03')], created: '2025-02-03',
    }),
    consumer({
      id: C.chloe, firstName: 'Chloé', lastName: 'Dubois', phone: ['33', '755501234', false], email: ['chloe.dubois@example.com', false],
      kyc: 'NOT_STARTED', banking: 'NOT_CREATED', service: 'MISSING_DATA', compliance: 'PENDING', overall: 'INACTIVE',
      devices: [], created: '2025-05-20',
    }),
    consumer({
      id: C.david, firstName: 'David', lastName: 'Peeters', phone: ['32', '470123456', true], email: ['david.peeters@example.be', true],
      address: { street: 'Rue Neuve', number: '34', postalCode: '1000', city: 'Bruxelles', isoCountryCode: 'BEL', status: 'VALID' },
      kyc: 'VALIDATED', banking: 'VALIDATED', service: 'VALIDATED', compliance: 'VALIDATED', overall: 'ACTIVE',
      devices: [
        device(devices.davidSuspended, 'SUSPENDED', 'Galaxy S21', 'Android', '2025-01-22'),
        device(devices.davidRemoved, 'REMOVED', 'Old iPhone', 'iOS', '2024-12-01'),
      ],
      created: '2025-01-22',
    }),
    consumer({
      id: C.emma, firstName: 'Emma', lastName: 'Schmidt', phone: ['49', '15123456789', true], email: ['emma.schmidt@example.de', true],
      address: { street: 'Torstraße', number: '77', postalCode: '10119', city: 'Berlin', isoCountryCode: 'DEU', status: 'INVALID' },
      kyc: 'DECLINED', banking: 'BLOCKED', service: 'FORBIDDEN', compliance: 'DECLINED', overall: 'INACTIVE', suspension: 'Compliance review',
      reasons: { banking: 'Account blocked after the compliance review', service: 'Identity document refused', compliance: 'Identity document refused' },
      devices: [device(devices.emma, 'ACTIVE', "Emma's phone", 'Android', '2025-02-14')], created: '2025-02-14',
      extra: { kycInfo: { status: 'DECLINED', statusReason: 'Document forged', type: 'FULL_KYC', updateDate: at('2025-02-20') } },
    }),
    consumer({
      id: C.farid, firstName: 'Farid', lastName: 'Haddad', phone: ['33', '644332211', true], email: ['farid.haddad@example.com', false],
      kyc: 'PROCESSING', kycType: 'DOC_ONLY', banking: 'MISSING_DATA', service: 'LIMITED', compliance: 'PENDING', overall: 'ACTIVE',
      reasons: { banking: 'Proof of address missing', service: 'Monthly limit while the identity check runs' },
      devices: [
        device(devices.farid, 'ACTIVE', 'iPad', 'iOS', '2025-04-02'),
        device(devices.faridPhone, 'AWAITING_ACTIVATION', 'Pixel 9', 'Android', '2025-04-03'),
      ], created: '2025-04-02',
    }),
    consumer({
      id: C.grace, firstName: 'Grace', lastName: "O'Neill", phone: ['44', '7700900123', true], email: ['grace.oneill@example.co.uk', true],
      address: { street: 'Baker Street', number: '221B', postalCode: 'NW1 6XE', city: 'London', isoCountryCode: 'GBR', status: 'VALID' },
      kyc: 'VALIDATED', banking: 'VALIDATED', service: 'VALIDATED', compliance: 'VALIDATED', overall: 'ACTIVE',
      devices: [device(devices.grace, 'ACTIVE', 'iPhone 15', 'iOS', '2025-03-01')], created: '2025-03-01',
    }),
  );

  put(store.corporates,
    // Both passed KYB when they opened their accounts (a corporate's ledgers wait for it); Atelier has declared a UBO since.
    { id: K.atelier, name: 'Atelier Lumière SAS', creationDate: at('2025-02-10'), kybStatus: 'VALIDATED', kybRequestDate: at('2025-02-10'), scaDevices: [device(devices.atelier, 'ACTIVE', 'Office phone', 'iOS', '2025-02-10')] },
    { id: K.nordwind, name: 'Nordwind Logistics GmbH', creationDate: at('2025-03-05'), kybStatus: 'VALIDATED', kybRequestDate: at('2025-03-06'), scaDevices: [device(devices.nordwind, 'ACTIVE', 'Finance phone', 'Android', '2025-03-05')] },
    { id: K.meridian, name: 'Meridian Studio SARL', creationDate: at('2025-04-01'), scaDevices: [] },
  );
  const person = (firstName: string, lastName: string, nationalityCode: string) => ({ firstName, lastName, nationalityCode, emailAddress: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com` });
  put(store.corporateRelated,
    { id: R.atelierDirector, corporateId: K.atelier, isDirector: true, directorAppointmentDate: '2019-06-01', sharesInfo: [{ percentage: 60 }], info: person('Camille', 'Roux', 'FRA'), kycStatus: 'VALIDATED', creationDate: at('2025-02-10') },
    { id: R.atelierUbo, corporateId: K.atelier, isDirector: false, sharesInfo: [{ percentage: 40 }], info: person('Hugo', 'Bernard', 'FRA'), kycStatus: 'PENDING_REVIEW', creationDate: at('2025-02-11') },
    { id: R.nordwindDirector, corporateId: K.nordwind, isDirector: true, directorAppointmentDate: '2021-01-15', sharesInfo: [{ percentage: 51 }], info: person('Lena', 'Vogel', 'DEU'), kycStatus: 'VALIDATED', creationDate: at('2025-03-05') },
    { id: R.nordwindUbo, corporateId: K.nordwind, isDirector: false, sharesInfo: [{ percentage: 49 }], info: person('Jonas', 'Becker', 'DEU'), kycStatus: 'VALIDATED', creationDate: at('2025-03-06') },
  );

  put(store.ledgers,
    ledger(L.aliceMain, C.alice, { friendlyName: 'Main account', status: 'ACTIVE', isUpgraded: true, iban: frenchIban(10000001), balance: 1250.4, created: '2025-01-15' }),
    ledger(L.aliceHolidays, C.alice, { friendlyName: 'Holidays', status: 'ACTIVE', parentId: L.aliceMain, created: '2025-01-16' }),
    ledger(L.aliceSavings, C.alice, { friendlyName: 'Savings', status: 'ACTIVE', iban: frenchIban(10000002), balance: 0, created: '2025-01-20' }),
    ledger(L.aliceClosed, C.alice, { friendlyName: 'Old joint account', status: 'CLOSED', iban: frenchIban(10000003), created: '2024-09-01' }),
    ledger(L.aliceUsd, C.alice, { friendlyName: 'Dollar account', status: 'ACTIVE', currency: 'USD', country: 'USA', created: '2025-02-01' }),
    ledger(L.brunoMain, C.bruno, { friendlyName: 'Compte courant', status: 'PENDING', iban: frenchIban(10000004), created: '2025-02-04' }),
    ledger(L.davidMain, C.david, { friendlyName: 'Zichtrekening', status: 'ACTIVE', isUpgraded: true, country: 'BELGIUM', iban: sandboxIban('BELGIUM', 1234567), created: '2025-01-23' }),
    // Suspended by the service during Emma's compliance review, incoming money blocked.
    ledger(L.emmaMain, C.emma, { friendlyName: 'Main account', status: 'SUSPENDED', iban: frenchIban(10000005), created: '2025-02-15',
      suspension: { operator: 'SERVICE', reason: 'Compliance review', blockIncomingTransaction: true, date: at('2025-03-01') } }),
    ledger(L.faridMain, C.farid, { friendlyName: 'Main account', status: 'FAILED', country: 'BULGARIA', iban: sandboxIban('BULGARIA', 20345678), created: '2025-04-03' }),
    ledger(L.graceGbp, C.grace, { friendlyName: 'Everyday', status: 'ACTIVE', currency: 'GBP', country: 'GREAT_BRITAIN', iban: ibanWithCheckDigits('GB', 'SRLG04007531926819'), created: '2025-03-02' }),
    ledger(L.atelierMain, K.atelier, { friendlyName: 'Operating account', status: 'ACTIVE', iban: frenchIban(10000006), created: '2025-02-12' }),
    ledger(L.nordwindMain, K.nordwind, { friendlyName: 'Betriebskonto', status: 'ACTIVE', country: 'ESTONIA', iban: ibanWithCheckDigits('EE', '7700771001234567'), created: '2025-03-07' }),
    ledger(L.nordwindReserve, K.nordwind, { friendlyName: 'Rücklagen', status: 'CLOSING', country: 'ESTONIA', iban: ibanWithCheckDigits('EE', '7700771001234568'), created: '2025-03-08' }),
  );
  // Alice's virtual "pockets" under her main account: enough ledgers for paging to show.
  POCKETS.forEach((name, i) => {
    const id = `1e000000-0000-4000-8000-${String(100 + i).padStart(12, '0')}`;
    const status = i % 7 === 6 ? 'CLOSED' : i === 19 ? 'PENDING' : i === 10 ? 'SUSPENDED' : 'ACTIVE';
    // "Concerts" was suspended at Alice's own request; money may still come in.
    const suspension = status === 'SUSPENDED' ? { suspension: { operator: 'END_USER', reason: 'Season over', blockIncomingTransaction: false, date: at('2025-09-01') } } : {};
    put(store.ledgers, ledger(id, C.alice, { friendlyName: name, status, parentId: L.aliceMain, created: `2025-06-${String(i + 1).padStart(2, '0')}`, ...suspension }));
  });

  put(store.cardProfiles,
    { id: P.standard, name: 'Standard debit', active: true, cardType: 'PHYSICAL', rules: [rule('DAILY_MAX_SPEND', 1000, 'PARTNER', '2024-11-04')] },
    { id: P.virtual, name: 'Virtual debit', active: true, cardType: 'VIRTUAL', rules: [] },
    { id: P.corporate, name: 'Business debit', active: true, cardType: 'PHYSICAL', corporateProgram: true, rules: [rule('MONTHLY_MAX_SPEND', 20000, 'PARTNER', '2024-11-04')] },
    { id: P.legacy, name: 'Gold (discontinued)', active: false, cardType: 'PHYSICAL', rules: [] },
    { id: P.corporateVirtual, name: 'Business virtual', active: true, cardType: 'VIRTUAL', corporateProgram: true, rules: [] },
  );
  put(store.cards,
    card(CA.alicePhysical, { endUserId: C.alice, ledgerId: L.aliceMain, profileId: P.standard, friendlyName: 'Everyday card', nameOnCard: 'ALICE MARTIN', expiryDate: '01/28', type: 'PHYSICAL', status: 'ACTIVE', created: '2025-01-17', rules: [rule('DAILY_MAX_SPEND', 1000, 'PARTNER', '2025-01-17'), rule('DAILY_MAX_SPEND', 300, 'END_USER', '2025-03-01', 'My daily limit')] }, store),
    card(CA.aliceVirtual, { endUserId: C.alice, ledgerId: L.aliceMain, profileId: P.virtual, friendlyName: 'Online shopping', nameOnCard: 'ALICE MARTIN', expiryDate: '02/28', type: 'VIRTUAL', status: 'ACTIVE', created: '2025-02-02', rules: [rule('DISABLE_CONTACTLESS', 1, 'END_USER', '2025-02-02')] }, store),
    card(CA.aliceAwaitingActivation, { endUserId: C.alice, ledgerId: L.aliceMain, profileId: P.standard, friendlyName: 'Replacement card', nameOnCard: 'ALICE MARTIN', expiryDate: '06/28', type: 'PHYSICAL', status: 'AWAITING_ACTIVATION', created: '2025-06-10', rules: [rule('DAILY_MAX_SPEND', 1000, 'PARTNER', '2025-06-10')] }, store),
    card(CA.aliceSuspended, { endUserId: C.alice, ledgerId: L.aliceSavings, profileId: P.standard, friendlyName: 'Savings card', nameOnCard: 'ALICE MARTIN', expiryDate: '01/28', type: 'PHYSICAL', status: 'SUSPENDED', created: '2025-01-21' }, store),
    card(CA.aliceClosed, { endUserId: C.alice, ledgerId: L.aliceClosed, profileId: P.standard, friendlyName: 'Joint account card', nameOnCard: 'ALICE MARTIN', expiryDate: '09/27', type: 'PHYSICAL', status: 'CLOSED', created: '2024-09-02' }, store),
    card(CA.aliceExpired, { endUserId: C.alice, ledgerId: L.aliceMain, profileId: P.virtual, friendlyName: 'Black Friday 2024', nameOnCard: 'ALICE MARTIN', expiryDate: '12/24', type: 'VIRTUAL', status: 'EXPIRED', created: '2024-11-20' }, store),
    card(CA.david, { endUserId: C.david, ledgerId: L.davidMain, profileId: P.standard, nameOnCard: 'DAVID PEETERS', expiryDate: '01/28', type: 'PHYSICAL', status: 'ACTIVE', created: '2025-01-24' }, store),
    card(CA.atelier, { endUserId: K.atelier, ledgerId: L.atelierMain, profileId: P.corporate, friendlyName: 'Camille business card', nameOnCard: 'CAMILLE ROUX', cardholderNameOnCard: 'ATELIER LUMIERE SAS', expiryDate: '02/28', type: 'PHYSICAL', status: 'ACTIVE', created: '2025-02-13', rules: [rule('MONTHLY_MAX_SPEND', 20000, 'PARTNER', '2025-02-13')] }, store),
    card(CA.grace, { endUserId: C.grace, ledgerId: L.graceGbp, profileId: P.virtual, nameOnCard: 'GRACE ONEILL', expiryDate: '03/28', type: 'VIRTUAL', status: 'ACTIVE', created: '2025-03-03' }, store),
  );
  // Nordwind's cards: one in each passing status, so that every card state can be seen. All are on profiles with a
  // corporate card program, so each carries the company line as a card made through the API would.
  const nordwindCard = (id: string, friendlyName: string, nameOnCard: string, status: string, created: string, type = 'PHYSICAL') =>
    card(id, { endUserId: K.nordwind, ledgerId: L.nordwindMain, profileId: type === 'VIRTUAL' ? P.corporateVirtual : P.corporate, friendlyName, nameOnCard, cardholderNameOnCard: 'NORDWIND LOGISTICS', expiryDate: '03/28', type, status, created }, store);
  put(store.cards,
    nordwindCard(CA.nordwindCreating, 'New driver card', 'JONAS BECKER', 'CREATING', '2025-07-01'),
    nordwindCard(CA.nordwindActivating, 'Warehouse card', 'LENA VOGEL', 'ACTIVATING', '2025-06-20'),
    nordwindCard(CA.nordwindReactivating, 'Fuel card', 'JONAS BECKER', 'REACTIVATING', '2025-04-11'),
    nordwindCard(CA.nordwindSuspending, 'Subscriptions', 'LENA VOGEL', 'SUSPENDING', '2025-03-09', 'VIRTUAL'),
    nordwindCard(CA.nordwindClosing, 'Trade fair 2025', 'LENA VOGEL', 'CLOSING', '2025-03-10'),
  );

  const S = SEED.cardDesigns;
  put(store.cardDesigns,
    { id: S.classicBlue, friendlyName: 'Classic blue', scheme: 'VISA', ledgerType: 'EUR_FRANCE', cardType: 'PHYSICAL', userType: 'CONSUMER', availableCountries: ['FRA', 'BEL', 'DEU', 'ESP'] },
    { id: S.virtualViolet, friendlyName: 'Virtual violet', scheme: 'VISA', ledgerType: 'EUR_FRANCE', cardType: 'VIRTUAL', userType: 'CONSUMER', availableCountries: ['FRA', 'BEL'] },
    { id: S.businessBlack, friendlyName: 'Business black', scheme: 'MASTERCARD', ledgerType: 'EUR_FRANCE', cardType: 'PHYSICAL', userType: 'CORPORATE', availableCountries: ['FRA'] },
    { id: S.sterlingGreen, friendlyName: 'Sterling green', scheme: 'MASTERCARD', ledgerType: 'GBP_GREAT_BRITAIN', cardType: 'PHYSICAL', userType: 'CONSUMER', availableCountries: ['GBR'] },
    { id: S.balticGrey, friendlyName: 'Baltic grey', scheme: 'VISA', ledgerType: 'EUR_ESTONIA', cardType: 'PHYSICAL', userType: 'CORPORATE', availableCountries: ['EST', 'LVA', 'LTU'] },
    { id: S.euroTravel, friendlyName: 'Euro travel', scheme: 'VISA', ledgerType: 'EUR_BELGIUM', cardType: 'VIRTUAL', userType: 'CONSUMER', availableCountries: ['BEL', 'NLD', 'LUX', 'FRA', 'DEU', 'AUT', 'ITA', 'ESP', 'PRT', 'IRL', 'FIN', 'XKX'] },
  );

  const B = SEED.beneficiaries;
  const beneficiary = (id: string, endUserId: string, created: string, fields: Record<string, unknown> & { name: string; type: string; status: string; accountType: string }) =>
    ({ id, endUserId, active: true, display: true, creationDate: at(created), updateDate: at(created), ...fields });
  put(store.beneficiaries,
    beneficiary(B.aliceSepa, C.alice, '2025-01-18', { name: 'Jean Dupont', friendlyName: 'Jean (landlord)', type: 'PERSON', status: 'VALID', accountType: 'IBAN', iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPPPAR' }),
    beneficiary(B.aliceGbp, C.alice, '2025-02-20', { name: 'Oliver Smith', type: 'PERSON', status: 'VALID', accountType: 'GBP', accountNumber: '31926819', sortCode: '601613', bic: 'NWBKGB2L' }),
    beneficiary(B.aliceOwnSavings, C.alice, '2025-01-21', { name: 'Alice Martin', friendlyName: 'My savings', type: 'PERSON', status: 'VALID', accountType: 'IBAN', iban: frenchIban(10000002), bic: 'SBXAFRP1', serviceLedgerId: L.aliceSavings }),
    beneficiary(B.brunoCompany, C.bruno, '2025-02-06', { name: 'Électricité de France SA', friendlyName: 'EDF', type: 'COMPANY', status: 'PENDING_REVIEW', accountType: 'IBAN', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' }),
    beneficiary(B.davidUsd, C.david, '2025-03-11', { name: 'Emily Johnson', type: 'PERSON', status: 'NEED_ADDITIONAL_INFORMATION', active: false, accountType: 'USD', accountNumber: '123456789', routingNumber: '021000021' }),
  );

  const document = (id: string, endUserId: string, created: string, fields: Partial<DocumentRecord> & { type: string; status: string }, file?: string[]) => {
    put(store.documents, { id, endUser: { id: endUserId }, requested: false, creationDate: at(created), ...fields });
    if (file && fields.fileName) store.files.set(id, new File([pdfBlob(file)], fields.fileName, { type: 'application/pdf' }));
  };
  document(D.aliceIdentity, C.alice, '2025-01-11', { type: 'IDENTITY_CARD', status: 'VALIDATED', friendlyName: 'Identity card', fileName: 'identity-card.pdf', contentType: 'application/pdf', uploadDate: at('2025-01-11'), verificationDate: at('2025-01-12') }, ['Sandbox identity card', 'Alice Martin']);
  document(D.aliceStatement, C.alice, '2025-07-01', { type: 'BANK_ACCOUNT_STATEMENT', status: 'UPLOADED', friendlyName: 'June statement', fileName: 'statement-2025-06.pdf', contentType: 'application/pdf', uploadDate: at('2025-07-01') }, ['Sandbox bank statement', 'June 2025']);
  document(D.aliceDetailsRequested, C.alice, '2025-08-04', { type: 'BANK_ACCOUNT_DETAILS', status: 'REQUESTED', requested: true, note: 'Please send the bank details of the account your salary is paid to.' });
  document(D.brunoRequested, C.bruno, '2025-02-08', { type: 'DRIVING_LICENCE', status: 'REQUESTED', requested: true, note: 'Please upload both sides of your driving licence.' });
  document(D.brunoDeclined, C.bruno, '2025-02-05', { type: 'HEALTH_INSURANCE', status: 'DECLINED', friendlyName: 'Health insurance card', fileName: 'health-insurance.pdf', contentType: 'application/pdf', uploadDate: at('2025-02-05'), verificationDate: at('2025-02-07'), note: 'The document is unreadable.' }, ['Sandbox health insurance card']);
  document(D.atelierRegistry, K.atelier, '2025-02-10', { type: 'COMPANY_REGISTRY_EXTRACT', status: 'VALIDATED', friendlyName: 'Kbis extract', fileName: 'kbis.pdf', contentType: 'application/pdf', uploadDate: at('2025-02-10'), verificationDate: at('2025-02-11') }, ['Sandbox company registry extract', 'Atelier Lumiere SAS']);
  document(D.atelierUboRequested, K.atelier, '2025-02-11', { type: 'IDENTITY_CARD', status: 'REQUESTED', requested: true, corporateRelatedId: R.atelierUbo, note: "Identity card of Hugo Bernard (UBO)." });

  const M = SEED.mandates;
  put(store.mandates,
    { id: M.nordwindAlice, uniqueReference: 'NWL-2025-000123', endUserId: K.nordwind, status: 'ACTIVATED', friendlyName: 'Delivery subscription', recurring: true, expirationDate: '2027-12-31',
      debtor: { type: 'PERSON', name: 'Alice Martin', bankingDetails: { iban: frenchIban(10000001), bic: 'SBXAFRP1' }, ledgerId: L.aliceMain }, creationDate: at('2025-03-10'), updateDate: at('2025-03-12') },
    { id: M.atelierSupplier, uniqueReference: 'ATL-2025-000045', endUserId: K.atelier, status: 'AWAITING_ACTIVATION', friendlyName: 'Boulangerie Petit', recurring: false,
      debtor: { type: 'COMPANY', name: 'Boulangerie Petit SARL', bankingDetails: { iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPPPAR' } }, creationDate: at('2025-04-01'), updateDate: at('2025-04-01') },
    { id: M.aliceRent, uniqueReference: 'ALM-2025-000007', endUserId: C.alice, status: 'ACTIVATED', friendlyName: 'Studio rent', recurring: true, expirationDate: '2028-06-30',
      debtor: { type: 'PERSON', name: 'David Peeters', bankingDetails: { iban: 'BE68539007547034', bic: 'GKCCBEBB' }, ledgerId: L.davidMain }, creationDate: at('2025-05-02'), updateDate: at('2025-05-20') },
  );

  const T = SEED.transactions;
  const party = (ledgerId: string, endUserId: string, name: string, ledgerFriendlyName: string, previousTotalBalance: number) =>
    ({ ledgerId, endUserId, name, ledgerFriendlyName, previousTotalBalance, previousReservedBalance: 0 });
  const info = (amount: number, date: string, extra: Record<string, string> = {}) =>
    ({ originalAmount: amount, originalCurrency: 'EUR', conversionRate: '1', clearingDate: at(date), ...extra });
  put(store.transactions,
    { id: T.aliceToHolidays, type: 'INTER_LEDGER', paymentType: 'TECH_VIRTUAL_TRANSFER', status: 'APPROVED', amount: 150, currency: 'EUR', creationDate: at('2025-06-02'),
      information: info(150, '2025-06-02', { note: 'Summer savings' }),
      sender: party(L.aliceMain, C.alice, 'Alice Martin', 'Main account', 2450.3),
      receiver: { ...party(L.aliceMain, C.alice, 'Alice Martin', 'Main account', 2450.3), virtualLedgerId: L.aliceHolidays, virtualLedgerFriendlyName: 'Holidays' } },
    { id: T.aliceToDavid, type: 'INTER_LEDGER', paymentType: 'MONEY_TRANSFER', status: 'APPROVED', amount: 42.5, currency: 'EUR', creationDate: at('2025-06-14'),
      information: info(42.5, '2025-06-14', { reference: 'Concert tickets' }),
      sender: party(L.aliceMain, C.alice, 'Alice Martin', 'Main account', 2300.3), receiver: party(L.davidMain, C.david, 'David Peeters', 'Zichtrekening', 812) },
    { id: T.declined, type: 'INTER_LEDGER', paymentType: 'MONEY_TRANSFER', status: 'DECLINED', amount: 2500, currency: 'EUR', creationDate: at('2025-06-20'),
      information: info(2500, '2025-06-20', { reference: 'Invoice 2025-118', declineReason: 'INSUFFICIENT_FUNDS' }),
      sender: party(L.aliceSavings, C.alice, 'Alice Martin', 'Savings', 1200), receiver: party(L.atelierMain, K.atelier, 'Atelier Lumière SAS', 'Operating account', 15400) },
    { id: T.graceToAliceHolidays, type: 'INTER_LEDGER', paymentType: 'MONEY_TRANSFER', status: 'APPROVED', amount: 117.4, currency: 'EUR', creationDate: at('2025-07-03'),
      information: { originalAmount: 100, originalCurrency: 'GBP', conversionRate: '1.174', clearingDate: at('2025-07-04'), reference: 'Flat share, July', note: 'For the trip to Lisbon' },
      sender: { ...party(L.graceGbp, C.grace, "Grace O'Neill", 'Sterling account', 3100), previousReservedBalance: 25 },
      receiver: { ...party(L.aliceMain, C.alice, 'Alice Martin', 'Main account', 2257.8), previousReservedBalance: 120, virtualLedgerId: L.aliceHolidays, virtualLedgerFriendlyName: 'Holidays' } },
    { id: T.aliceCardPayment, type: 'CARD_PAYMENT', paymentType: 'TECH_TRANSACTION', status: 'PENDING', amount: 23.9, currency: 'EUR', creationDate: at('2025-07-08'),
      information: info(23.9, '2025-07-09', { reference: 'BOULANGERIE PETIT LYON' }),
      sender: party(L.aliceMain, C.alice, 'Alice Martin', 'Main account', 2375.2),
      receiver: decide('card-payment-merchant-receiver', { name: 'Boulangerie Petit' }),
      cardId: SEED.cards.alicePhysical, authorizationCode: 'A7K2Q9', contactless: true, merchant: { name: 'Boulangerie Petit', city: 'Lyon', categoryCode: '5462' } },
  );

  const E = SEED.externalCards;
  const external = (id: string, endUserId: string, maskedPan: string, cardHolderName: string, scheme: string, type: string, expiryDate: string, created: string) =>
    ({ id, endUserId, maskedPan, cardHolderName, scheme, type, expiryDate, creationDate: at(created), validityDate: at(`20${expiryDate.slice(3)}-${expiryDate.slice(0, 2)}-28`) });
  put(store.externalCards,
    external(E.aliceVisa, C.alice, '424242******4242', 'ALICE MARTIN', 'VISA', 'DEBIT', '09/28', '2025-01-19'),
    external(E.brunoMastercard, C.bruno, '555555******4444', 'BRUNO LEFEVRE', 'MASTERCARD', 'CREDIT', '03/27', '2025-02-07'),
    external(E.graceAmex, C.grace, '378282*****0005', 'GRACE ONEILL', 'AMEX', 'CREDIT', '11/26', '2025-03-04'),
    external(E.aliceMastercard, C.alice, '555555******4444', 'ALICE MARTIN', 'MASTERCARD', 'CREDIT', '02/27', '2025-05-12'),
  );

  const U = SEED.partnerUsers;
  put(store.partnerUsers,
    { id: U.admin, email: 'admin@pebble-money.example', roles: ['ACCOUNT_CREATE', 'BENEFICIARY_CREATE', 'BENEFICIARY_UPDATE', 'DIRECT_DEBIT_MANDATE_CREATE'], creationDate: at('2024-11-04'), updateDate: at('2024-11-04') },
    { id: U.operations, email: 'operations@pebble-money.example', roles: ['BENEFICIARY_INFO', 'BENEFICIARY_LIST', 'BANKING_DETAILS_DOCUMENT_EXPORT'], creationDate: at('2024-12-02'), updateDate: at('2025-01-08') },
    { id: U.compliance, email: 'compliance@pebble-money.example', roles: ['BENEFICIARY_INFO', 'DIRECT_DEBIT_MANDATE_CANCEL'], creationDate: at('2025-01-15'), updateDate: at('2025-01-15') },
  );
  return store;
}
