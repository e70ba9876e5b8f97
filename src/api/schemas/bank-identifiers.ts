/*
 * An account's identifiers, in a module of their own: the mandates' schemas (./mandates.ts) and the
 * beneficiary's need them, and neither should bring the other (a beneficiary's keyed union, a
 * mandate's schemas) onto its page.
 */
import * as z from 'zod/mini';
import { bicProblem, ibanProblem, normalizeBic, normalizeIban } from '../formats/index.js';

/** IBAN (ISO 13616: per-country length and structure, mod-97); typed with spaces, sent without. */
export const iban = () =>
  z.pipe(
    z.pipe(z.string(), z.transform(normalizeIban)),
    z.string().check(z.refine((value) => ibanProblem(value) === null, { message: 'Enter a valid IBAN', params: { rule: 'iban' } })),
  );
/** BIC (ISO 9362), 8 or 11 characters; sent upper case. */
export const bic = () =>
  z.pipe(
    z.pipe(z.string(), z.transform(normalizeBic)),
    z.string().check(z.refine((value) => bicProblem(value) === null, { message: 'Enter a valid BIC', params: { rule: 'bic' } })),
  );
