/**
 * What <svc-mandate-view> may change on a mandate, DOM-free: the values a stored mandate starts the
 * form with, the PATCH body (only what differs from the mandate as stored), and the body schema,
 * which is the operation's own with the kit's IBAN check and an expiration date not in the past.
 */
import * as z from 'zod/mini';
import { bic } from '../../api/schemas/beneficiary.js';
import { updateMandateBody, type Mandate } from '../../api/schemas/payments.js';
import { isoDate } from '../../api/primitives.js';
import { normalizeIban } from '../../api/formats/index.js';
import type { Catalog } from '../../i18n/catalog.js';
import { getPath, setPath } from '../form/paths.js';
import { explainedIban } from '../form/iban.js';
import { trimmedText } from '../form/body.js';

/** The fields a person may change, by their path in the body. */
const EDIT_PATHS = ['friendlyName', 'debtor.bankingDetails.iban', 'recurring', 'expirationDate'] as const;
const IBAN_PATH = 'debtor.bankingDetails.iban';

/** The debtor's IBAN as stored (its banking details are not shown in the spec: read as found). */
export function storedIban(mandate: Mandate): string | undefined {
  const details = mandate.debtor?.bankingDetails as Record<string, unknown> | undefined;
  return typeof details?.iban === 'string' ? details.iban : undefined;
}

/** The editable values of a stored mandate; `recurring` is false unless it says otherwise (the spec's default). */
export function editValues(mandate: Mandate): Record<string, unknown> {
  let values: Record<string, unknown> = { recurring: mandate.recurring ?? false };
  if (mandate.friendlyName !== undefined) values.friendlyName = mandate.friendlyName;
  if (mandate.expirationDate !== undefined) values.expirationDate = mandate.expirationDate;
  const iban = storedIban(mandate);
  if (iban !== undefined) values = setPath(values, IBAN_PATH, iban);
  return values;
}

/** Only the values given for editable fields (a partner's `value`), each in its place. */
export function editableOf(given: Record<string, unknown>): [string, unknown][] {
  return EDIT_PATHS.filter((path) => getPath(given, path) !== undefined).map((path) => [path, getPath(given, path)]);
}

const same = (path: string, a: unknown, b: unknown): boolean =>
  path === IBAN_PATH && typeof a === 'string' && typeof b === 'string' ? normalizeIban(a) === normalizeIban(b) : JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The PATCH body: each field whose value differs from the stored one. A text cleared where the
 * mandate had one is sent as empty, so that it is judged (and refused) rather than silently dropped.
 */
export function changes(values: Record<string, unknown>, stored: Record<string, unknown>): Record<string, unknown> {
  let body: Record<string, unknown> = {};
  for (const path of EDIT_PATHS) {
    const raw = getPath(values, path);
    const value = trimmedText(raw);
    if (same(path, value, getPath(stored, path))) continue;
    if (value === '' && getPath(stored, path) === undefined) continue;
    body = setPath(body, path, value);
  }
  return body;
}

/** Today in the person's own calendar, as the service writes dates (YYYY-MM-DD). */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The body schema: the operation's own, with the IBAN explained and no expiration date before `today`. */
export function editSchema(messages: Pick<Catalog, 'iban' | 'mandateView'>, locale: string, today: string): z.ZodMiniType {
  const notPast = z.refine<string>((date) => date >= today, { message: messages.mandateView.expirationPast });
  return z.extend(updateMandateBody, {
    debtor: z.optional(z.object({ bankingDetails: z.optional(z.object({ iban: explainedIban(messages, locale), bic: z.optional(bic()) })) })),
    expirationDate: z.optional(z.pipe(isoDate(), z.string().check(notPast))),
  });
}
