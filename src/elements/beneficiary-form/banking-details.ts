/**
 * The banking details of <svc-beneficiary-form>, DOM-free: the three kinds of account, how their
 * values are shown while typed and turned back into what is sent, and the form's body schemas,
 * which are the operation's own with messages that say what exactly is wrong (an IBAN of the wrong
 * length for its country is not the same mistake as a mistyped character).
 */
import * as z from 'zod/mini';
import type { FormBody } from '../form/svc-form-element.js';
import { createBeneficiaryBody, gbpDetails, patchBeneficiaryBody, sepaDetails, usdDetails } from '../../api/schemas/beneficiary.js';
import { id } from '../../api/primitives.js';
import { BeneficiaryAccountType } from '../../api/enums.js';
import type { explainedIban } from '../form/iban-explained.js';

type ExplainedIban = ReturnType<typeof explainedIban>;
import { isOneOf } from '../../api/guards.js';
import { isFieldGroup } from '../form/guards.js';

/** The kinds of account a beneficiary can have (the spec's BeneficiaryAccountType). */
export const ACCOUNT_KINDS = BeneficiaryAccountType;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** The fields of each kind's banking details, in the order they are shown and sent. */
const KIND_FIELDS: Readonly<Record<AccountKind, readonly string[]>> = {
  IBAN: ['iban', 'bic'],
  GBP: ['accountNumber', 'sortCode', 'bic'],
  USD: ['accountNumber', 'routingNumber', 'bic'],
};

export const asKind = (value: unknown): AccountKind => (isOneOf(ACCOUNT_KINDS, value) ? value : 'IBAN');

/** The kind of banking details given (as the service tells them apart); SEPA when nothing tells. */
export function kindOfDetails(details: unknown): AccountKind {
  if (!details || typeof details !== 'object') return 'IBAN';
  if ('sortCode' in details) return 'GBP';
  if ('routingNumber' in details) return 'USD';
  return 'IBAN';
}

/** Only the chosen kind's fields of some banking details, or undefined when none is filled. */
export function detailsOfKind(details: unknown, kind: AccountKind): Record<string, unknown> | undefined {
  if (!isFieldGroup(details)) return undefined;
  const source = details;
  const entries = KIND_FIELDS[kind].filter((key) => source[key] !== undefined).map((key) => [key, source[key]] as const);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

// Shown text and model value

export const trimmed = (text: string): string => text.trim();

export const shownText = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/**
 * The chosen kind's banking details schema: the operation's own; an IBAN's refusal said in words (the
 * wrong length for its country, a wrong character, check digits that do not match) once `iban`, that
 * rule with its words, is here (fetched with the later fields), the same rule with the shared words
 * until then. A UK or US account's refusals are the shared messages of their rules (`common.validation`).
 */
function detailsSchema(kind: AccountKind, iban?: ExplainedIban) {
  if (kind !== 'IBAN') return kind === 'GBP' ? gbpDetails : usdDetails;
  return iban ? z.extend(sepaDetails, { iban }) : sepaDetails;
}

export interface SchemaOptions {
  kind: AccountKind;
  /** A partner caller must name the end-user; an end-user acts for itself. */
  partner: boolean;
  /** The operation's IBAN rule with its refusals in words, once fetched (`iban-explained.ts`). */
  iban?: ExplainedIban;
}

/** The create body as this form checks it: only the chosen kind's details; the end-user required of a partner. */
export function createSchema({ kind, partner, iban }: SchemaOptions): z.ZodMiniType<FormBody<'createBeneficiary'>> {
  const bankingDetails = detailsSchema(kind, iban);
  return partner ? z.extend(createBeneficiaryBody, { endUserId: id(), bankingDetails }) : z.extend(createBeneficiaryBody, { bankingDetails });
}

/** The patch body: the operation's own schema. */
export const patchSchema = (): z.ZodMiniType<FormBody<'patchBeneficiary'>> => patchBeneficiaryBody;
