/**
 * What <svc-mandate-view> may change on a mandate, DOM-free: the values a stored mandate starts the
 * form with, the PATCH body (only what differs from the mandate as stored), and the body schema,
 * which is the operation's own with the kit's IBAN check and an expiration date not in the past.
 */
import { asRecord } from '../base/guards.js';
import * as z from 'zod/mini';
import { bic } from '../../api/schemas/bank-identifiers.js';
import type { Mandate } from '../../api/schemas/mandates.js';
import { updateMandateBody } from '../../api/schemas/mandate-update.js';
import { isoDate } from '../../api/primitives.js';
import { normalizeBic, normalizeIban } from '../../api/formats/index.js';
import type { Catalog } from '../../i18n/catalog.js';
import { getPath, setPath, trimmedText } from '../form/paths.js';
import { explainedIban } from '../form/iban-explained.js';
import type { FormBody } from '../form/svc-form-element.js';

/** The fields a person may change, by their path in the body. */
const EDIT_PATHS = ['friendlyName', 'debtor.bankingDetails.iban', 'debtor.bankingDetails.bic', 'recurring', 'expirationDate'] as const;
const IBAN_PATH = 'debtor.bankingDetails.iban';
const BIC_PATH = 'debtor.bankingDetails.bic';
/** The banking details go out whole (the IBAN with its BIC, when one is given): they replace the stored ones. */
const DETAILS_PATHS: readonly string[] = [IBAN_PATH, BIC_PATH];

/** One of the debtor's banking details as stored (they are not shown in the spec: read as found). */
function storedDetail(mandate: Mandate, key: 'iban' | 'bic'): string | undefined {
  const detail = asRecord(mandate.debtor?.bankingDetails)[key];
  return typeof detail === 'string' ? detail : undefined;
}

/** The debtor's IBAN as stored. */
export const storedIban = (mandate: Mandate): string | undefined => storedDetail(mandate, 'iban');

/** The debtor's BIC as stored. */
const storedBic = (mandate: Mandate): string | undefined => storedDetail(mandate, 'bic');

/** The editable values of a stored mandate; `recurring` is false unless it says otherwise (the spec's default). */
export function editValues(mandate: Mandate): Record<string, unknown> {
  let values: Record<string, unknown> = { recurring: mandate.recurring ?? false };
  if (mandate.friendlyName !== undefined) values.friendlyName = mandate.friendlyName;
  if (mandate.expirationDate !== undefined) values.expirationDate = mandate.expirationDate;
  const iban = storedIban(mandate);
  if (iban !== undefined) values = setPath(values, IBAN_PATH, iban);
  const bic = storedBic(mandate);
  if (bic !== undefined) values = setPath(values, BIC_PATH, bic);
  return values;
}

/** Only the values given for editable fields (a partner's `value`), each in its place. */
export function editableOf(given: Record<string, unknown>): [string, unknown][] {
  return EDIT_PATHS.filter((path) => getPath(given, path) !== undefined).map((path) => [path, getPath(given, path)]);
}

/**
 * The BIC field after the IBAN field changed, when the BIC must follow: a new IBAN is another
 * account, so the stored BIC (its bank's) is emptied rather than sent with it; with the stored IBAN
 * back, a BIC emptied that way (`emptied`) comes back. Undefined: the BIC stays as it is (the person
 * typed or cleared it).
 */
export function bicFollowingIban(values: Record<string, unknown>, stored: Record<string, unknown>, emptied: boolean): string | undefined {
  const storedBic = sentValue(BIC_PATH, getPath(stored, BIC_PATH));
  if (typeof storedBic !== 'string' || storedBic === '') return undefined;
  const bic = sentValue(BIC_PATH, getPath(values, BIC_PATH)) ?? '';
  const newIban = differs(IBAN_PATH, values, stored);
  if (newIban && bic === storedBic) return '';
  return emptied && !newIban && bic === '' ? storedBic : undefined;
}

/** A value as it is compared and sent: text trimmed, an IBAN without spaces, a BIC in capitals without spaces. */
function sentValue(path: string, raw: unknown): unknown {
  const value = trimmedText(raw);
  if (typeof value !== 'string') return value;
  if (path === IBAN_PATH) return normalizeIban(value);
  return path === BIC_PATH ? normalizeBic(value) : value;
}

const differs = (path: string, values: Record<string, unknown>, stored: Record<string, unknown>): boolean => {
  const value = sentValue(path, getPath(values, path));
  const before = sentValue(path, getPath(stored, path));
  if (value === '' && before === undefined) return false;
  return JSON.stringify(value ?? null) !== JSON.stringify(before ?? null);
};

/**
 * The PATCH body: each field whose value differs from the stored one. A text cleared where the
 * mandate had one is sent as empty, so that it is judged (and refused) rather than silently dropped.
 * The banking details go out whole when the IBAN or the BIC changed: the IBAN (as typed, or as
 * stored), with the BIC when one is given; a BIC cleared is left out.
 */
export function changes(values: Record<string, unknown>, stored: Record<string, unknown>): Record<string, unknown> {
  let body: Record<string, unknown> = {};
  for (const path of EDIT_PATHS) {
    if (DETAILS_PATHS.includes(path) || !differs(path, values, stored)) continue;
    body = setPath(body, path, trimmedText(getPath(values, path)));
  }
  if (DETAILS_PATHS.some((path) => differs(path, values, stored))) {
    const iban = trimmedText(getPath(values, IBAN_PATH));
    const bic = sentValue(BIC_PATH, getPath(values, BIC_PATH));
    body = setPath(body, 'debtor.bankingDetails', { iban: iban ?? '', ...(bic ? { bic } : {}) });
  }
  return body;
}

/** Today in the person's own calendar, as the service writes dates (YYYY-MM-DD). */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The body schema: the operation's own, with the IBAN explained and no expiration date before `today` (`pastText` says it). */
export function editSchema(messages: Pick<Catalog, 'iban'>, pastText: string, locale: string, today: string): z.ZodMiniType<FormBody<'updateMandate'>> {
  const notPast = z.refine<string>((date) => date >= today, { message: pastText });
  return z.extend(updateMandateBody, {
    debtor: z.optional(z.object({ bankingDetails: z.optional(z.object({ iban: explainedIban(messages, locale), bic: z.optional(bic()) })) })),
    expirationDate: z.optional(z.pipe(isoDate(), z.string().check(notPast))),
  });
}
