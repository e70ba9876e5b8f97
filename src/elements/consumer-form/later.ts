/**
 * What <svc-consumer-form> needs a moment after its first paint, fetched on demand (part `'later
 * fields'`) as the form first draws: the operations it runs with their bodies' schemas, which judge
 * every field against the service's limits, and the profile's choices by readable label (sources of
 * funds, occupations, sectors, account purposes) with their words (`texts/en-later.ts`), loaded in
 * the element's locale before the module is handed over, so that a French page never shows them in
 * English first. Until it is here those fields show their label and hint with no choices yet, and
 * the form refuses every body (`checkValidity()` is false, `validate()` says so); a submit waits
 * for it and judges the body by the bodies' schemas before anything is sent.
 */
import * as z from 'zod/mini';
import { createConsumer, patchConsumerContact, patchConsumerProfile } from '../../api/operations/consumers.js';
import { createConsumerAnonymousBody, createConsumerBody, patchConsumerContactBody, patchConsumerProfileBody } from '../../api/schemas/consumer-bodies.js';
import { laterWords } from '../../i18n/later-words.js';
import type { Catalog } from '../../i18n/catalog.js';
import { enumChoices } from '../form/enum-choices.js';
import type { Choice } from '../form/fields.js';
import type { FormBody } from '../form/svc-form-element.js';
import { consumerFormLater } from './texts/en-later.js';

/** The operations, each with its body's schema. */
export { createConsumer, patchConsumerProfile, patchConsumerContact, patchConsumerProfileBody, patchConsumerContactBody };

/** The choices' words: the part `consumerForm` of each language's file, over their English (the kit's one `laterWords`). */
export const words = laterWords('consumerForm', consumerFormLater);

/** The fields that offer the profile's choices. */
export type ChoiceField = 'sourceOfFunds' | 'occupation' | 'occupationSector' | 'accountPurposes';

/**
 * The known values of a profile's choice field, by label in `locale`; until that locale's words
 * are in (it changed since), English, and `host` draws again when they come.
 */
export const labelled = (field: ChoiceField, messages: Catalog, locale: string, host: { requestUpdate(): void }): readonly Choice[] =>
  enumChoices(createConsumerBody.shape[field], messages, locale, words.in(locale, host).choices);

/** Create-body schemas, made once: the form's verdict is memoised per schema object. */
const schemas = new Map<string, z.ZodMiniType<FormBody<'createConsumer'>>>();

/**
 * The schema of a creation: anonymous with the partner's name from the page (`named`), the spec's
 * anonymous body; with `terms-required`, the terms accepted.
 */
export function createSchema(named: boolean, termsRequired: boolean): z.ZodMiniType<FormBody<'createConsumer'>> {
  const key = `${named}|${termsRequired}`;
  let schema = schemas.get(key);
  if (!schema) {
    const base = named ? createConsumerAnonymousBody : createConsumerBody;
    schema = termsRequired ? z.extend(base, { lastTermsAccepted: z.string().check(z.minLength(1)) }) : base;
    schemas.set(key, schema);
  }
  return schema;
}
