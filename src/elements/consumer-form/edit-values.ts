/**
 * Pure helpers of <svc-consumer-form>'s edit modes (with them in `edit-modes.ts`, fetched beside
 * the consumer's load): how a consumer record becomes the values of a PATCH form, and how a body
 * that was sent becomes the new starting point. No DOM here.
 */
import type { Consumer } from '../../api/schemas/consumer.js';
import { defined, getPath } from '../form/paths.js';
import type { ModeContext } from './mode.js';


/** Fields of the European address request a person types (bypassVerification is the partner's). */
const ADDRESS_FIELDS = ['isoCountryCode', 'street', 'number', 'refinement', 'postalCode', 'city', 'stateOrProvince'] as const;

/** Fields of the financial information request. */
const FINANCIAL_FIELDS = [
  'monthlyNetIncome',
  'currency',
  'expectedMonthlyIncomingVolume',
  'expectedMonthlyOutgoingVolume',
  'expectedMonthlyIncomingTransferFrequency',
] as const;

type Values = Record<string, unknown>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;

/** The text fields `keys` of an object of the record, as form values; undefined when it has none. */
function pickText(source: unknown, keys: readonly string[]): Values | undefined {
  if (!source || typeof source !== 'object') return undefined;
  const picked = defined(Object.fromEntries(keys.map((key) => [key, text(Reflect.get(source, key))])));
  return Object.keys(picked).length > 0 ? picked : undefined;
}

/**
 * The profile patch's fields from a consumer record. The record names some of them differently
 * (`financialInformation` → `financialInformationRequestDto`) and may carry fields the spec's
 * record does not list (`occupationSector`, `isUsPerson`, `lastTermsAccepted`): taken when present.
 */
export function profileValues(consumer: Consumer): Values {
  // Read as a record: it may carry fields the spec's record does not list.
  const record: Values = consumer;
  return defined({
    externalId: text(record.externalId),
    sourceOfFunds: text(record.sourceOfFunds),
    otherSourceOfFunds: text(record.otherSourceOfFunds),
    occupation: text(record.occupation),
    otherOccupation: text(record.otherOccupation),
    occupationSector: text(record.occupationSector),
    isUsPerson: typeof record.isUsPerson === 'boolean' ? record.isUsPerson : undefined,
    taxIdentificationNumber: text(record.taxIdentificationNumber),
    taxCountry: text(record.taxCountry),
    accountPurposes: Array.isArray(record.accountPurposes) && record.accountPurposes.length > 0
      ? record.accountPurposes.filter((purpose): purpose is string => typeof purpose === 'string')
      : undefined,
    lastTermsAccepted: text(record.lastTermsAccepted),
    financialInformationRequestDto: pickText(record.financialInformation, FINANCIAL_FIELDS),
  });
}

/** The contact patch's fields from a consumer record (`email.address` → `emailAddress`). */
export function contactValues(consumer: Consumer): Values {
  return defined({
    emailAddress: text(consumer.email?.address),
    phone: pickText(consumer.phone, ['countryCode', 'number']),
    address: pickText(consumer.address, ADDRESS_FIELDS),
  });
}

/** Every leaf of a values object by dotted path; arrays are leaves. */
export function leaves(values: unknown, prefix = ''): [string, unknown][] {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return prefix ? [[prefix, values]] : [];
  return Object.entries(values).flatMap(([key, value]): [string, unknown][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value && typeof value === 'object' && !Array.isArray(value) ? leaves(value, path) : [[path, value]];
  });
}

/**
 * What the service holds after a successful PATCH: the previous values with each top-level group
 * that was sent replaced by what was sent (a PATCH sends whole groups). Keys outside the form
 * (`bypassVerification`, metadata) are left out.
 */
function afterPatch(previous: Values, sent: Values, formKeys: readonly string[]): Values {
  const next: Values = structuredClone(previous);
  for (const [key, value] of Object.entries(sent)) {
    if (!formKeys.includes(key)) continue;
    if (key === 'address' && value && typeof value === 'object') {
      next[key] = Object.fromEntries(Object.entries(value).filter(([field]) => field !== 'bypassVerification'));
    } else next[key] = structuredClone(value);
  }
  return next;
}

/** The same value for a form (blank and absent are one). */
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');

/**
 * After a saved edit: what was sent is the form's new starting point (returned), and what the
 * person typed meanwhile stays a change.
 */
export function rebase(form: ModeContext['form'], previous: Values, sent: Values, formKeys: readonly string[]): Values {
  const edits = form.raw;
  const next = afterPatch(previous, sent, formKeys);
  form.prefill(next);
  for (const [path, value] of leaves(edits)) {
    if (!sameValue(value, getPath(next, path))) form.setAt(path, value);
  }
  return next;
}
