/**
 * What <svc-corporate-related-form> sends, from what a person typed. The form keeps the request's
 * own shape (`isDirector`, `sharesInfo`, `info`), plus choices that are not sent as such: whether the
 * holder is a shareholder, whether it is a person or a company, and whether each share is held
 * indirectly (sent as the kit's `type: 'INDIRECT'` mark); each is read from the values when a
 * partner sets them (a share given, a legal name given, a share marked indirect).
 */
import * as z from 'zod/mini';
import { declareCorporateRelatedBody, INDIRECT_SHARE } from '../../api/schemas/corporate.js';
import type { Catalog } from '../../i18n/catalog.js';
import { defined, trimmedText } from '../form/paths.js';
import type { FormBody } from '../form/svc-form-element.js';
import { isOneOf } from '../../api/guards.js';
import { isFieldGroup, recordOf } from '../form/guards.js';

export type HolderKind = 'PERSON' | 'COMPANY';

/** The fields of a physical person's info, as the spec lists them; a company's info is everything else. */
const PERSON_FIELDS = ['firstName', 'lastName', 'address', 'nationalityCode', 'emailAddress', 'phone', 'isSpecialUbo'] as const;

const asRecord = recordOf;

/**
 * The share rows as the form holds them, by row number: an array when set by the partner, an object
 * keyed by row number once typed into. Rows left blank are missing here, so rows are counted up
 * to the highest number held.
 */
function shareRows(shares: unknown): Record<string, unknown> {
  return Array.isArray(shares) ? Object.fromEntries(shares.map((share, index) => [String(index), share])) : asRecord(shares);
}

/** Share rows: an array, or an object keyed by row numbers only (anything else is a value of the wrong shape). */
const isRows = (shares: unknown): boolean =>
  Array.isArray(shares) || (isFieldGroup(shares) && Object.keys(shares).every((key) => /^\d+$/.test(key)));

/** How many share rows the form holds (at least one for a shareholder). */
export function shareCount(shares: unknown): number {
  const numbers = Object.keys(shareRows(shares)).map(Number).filter((number) => Number.isInteger(number) && number >= 0);
  return Math.max(1, ...numbers.map((number) => number + 1));
}

/** The first share typed or set. */
const firstShare = (shares: unknown): unknown => Object.values(shareRows(shares))[0];

/** A share as the form holds it: an indirect one ticked (`indirect`), told from the kit's `type` mark when set by the partner. */
export function heldShare(share: unknown): Record<string, unknown> {
  const given = asRecord(share);
  return { ...given, indirect: given.indirect ?? given[INDIRECT_SHARE.key] === INDIRECT_SHARE.value };
}

/**
 * How a percentage the form holds is sent: read in the locale by the shares' module (`amountValue`,
 * fetched with the shares' fields, and by a submit before it sends); until it is here, as held (a
 * partner's numbers: nothing was typed into a field it has not drawn).
 */
type AmountReader = (held: unknown, locale: string) => unknown;
const asHeld: AmountReader = (held) => held;

/** A share row as sent: the percentage read in the locale, `type: 'INDIRECT'` when held indirectly, every other field as given. */
function sentShare(row: unknown, locale: string, amountValue: AmountReader): Record<string, unknown> {
  const { indirect, ...share } = asRecord(row);
  if (indirect === true) share[INDIRECT_SHARE.key] = INDIRECT_SHARE.value;
  else if (indirect === false && share[INDIRECT_SHARE.key] === INDIRECT_SHARE.value) delete share[INDIRECT_SHARE.key];
  return { ...share, percentage: amountValue(share.percentage, locale) };
}

/** Whether the holder is a person or a company: as chosen, else as the info set says (a name of a company). */
export function kindOf(typed: Record<string, unknown>): HolderKind {
  if (typed.kind === 'PERSON' || typed.kind === 'COMPANY') return typed.kind;
  const info = asRecord(typed.info);
  return 'legalName' in info || 'name' in info ? 'COMPANY' : 'PERSON';
}

/** Whether the holder holds shares: as ticked, else whether a share was set. */
export function holdsShares(typed: Record<string, unknown>): boolean {
  if (typeof typed.shareholder === 'boolean') return typed.shareholder;
  return firstShare(typed.sharesInfo) !== undefined;
}

function infoBody(typed: Record<string, unknown>): Record<string, unknown> {
  const info = asRecord(typed.info);
  const person = kindOf(typed) === 'PERSON';
  const kept = Object.fromEntries(Object.entries(info).filter(([key]) => isOneOf(PERSON_FIELDS, key) === person));
  if (person) return defined({ ...kept, firstName: trimmedText(info.firstName), lastName: trimmedText(info.lastName) });
  // A company is told by its name: sent even when empty, so that the name is what the form asks for.
  const name = trimmedText(info.legalName ?? (info.name === undefined ? '' : undefined));
  return defined({ ...kept, legalName: name });
}

/** The body of Declare corporate-related entity (`info` a value of the wrong shape is sent as is, for the schema to refuse). */
export function declarationBody(typed: Record<string, unknown>, locale: string, amountValue = asHeld): Record<string, unknown> {
  const director = typed.isDirector ?? false;
  let sharesInfo: unknown = [];
  if (typed.sharesInfo !== undefined && !isRows(typed.sharesInfo)) sharesInfo = typed.sharesInfo;
  else if (holdsShares(typed)) {
    // Every row, in its place: a blank row is sent empty, so that its own field says what is missing.
    const rows = shareRows(typed.sharesInfo);
    sharesInfo = Array.from({ length: shareCount(typed.sharesInfo) }, (_, index) => sentShare(rows[String(index)], locale, amountValue));
  }
  const info = typed.info === undefined || asRecord(typed.info) === typed.info ? infoBody(typed) : typed.info;
  return defined({
    isDirector: director,
    directorAppointmentDate: director === true ? typed.directorAppointmentDate : undefined,
    sharesInfo,
    info,
  });
}

/** The body of Create corporate-related share. */
export function shareBody(typed: Record<string, unknown>, relatedId: string | undefined, locale: string, amountValue = asHeld): Record<string, unknown> {
  return defined({ corporateRelatedId: relatedId || trimmedText(typed.corporateRelatedId), percentage: amountValue(typed.percentage, locale) });
}

/** A person designated UBO because no shareholder holds enough (`isSpecialUbo`): neither director nor shareholder is needed. */
const specialUbo = (info: unknown): boolean => asRecord(info).isSpecialUbo === true;

type Texts = Catalog['corporateRelatedForm'];
const schemas = new WeakMap<Texts, z.ZodMiniType<FormBody<'declareCorporateRelated'>>>();

/**
 * The declaration's schema with what the form adds, in the catalog's words: a role (director,
 * shareholder or both, or neither for a designated special UBO, a manager for instance, as the spec
 * names the case), and a director's appointment date.
 */
export function declarationSchema(texts: Texts): z.ZodMiniType<FormBody<'declareCorporateRelated'>> {
  let schema = schemas.get(texts);
  if (!schema) {
    // Said with the other fields' problems, not only once they pass: a person sees every missing field at once.
    const always = { when: (payload: { value: unknown }) => payload.value !== null && typeof payload.value === 'object' };
    schema = declareCorporateRelatedBody.check(
      z.refine((body) => body.isDirector !== false || !Array.isArray(body.sharesInfo) || body.sharesInfo.length > 0 || specialUbo(body.info), {
        message: texts.roleMissing,
        path: ['isDirector'],
        ...always,
      }),
      z.refine((body) => body.isDirector !== true || body.directorAppointmentDate !== undefined, { message: texts.directorDateMissing, path: ['directorAppointmentDate'], ...always }),
    );
    schemas.set(texts, schema);
  }
  return schema;
}
