/** Creating a consumer: every field on offer, the phone group required, everything typed is sent. */
import { createConsumer } from '../../api/operations/consumers.js';
import * as z from 'zod/mini';
import { createConsumerAnonymousBody, createConsumerBody } from '../../api/schemas/consumer.js';
import { defined } from '../form/paths.js';
import { withAddressBypass } from './values.js';
import {
  activitySection,
  addressSection,
  contactSection,
  financialSection,
  identitySection,
  partnerSection,
  referenceSection,
  taxSection,
} from './sections.js';
import { termsSection } from './terms-section.js';
import type { ConsumerMode } from './mode.js';
import type { FormBody } from '../form/svc-form-element.js';

/** Create-body schemas, made once: the form's verdict is memoised per schema object. */
const schemas = new Map<string, z.ZodMiniType<FormBody<'createConsumer'>>>();
function createSchema(anonymous: boolean, termsRequired: boolean): z.ZodMiniType<FormBody<'createConsumer'>> {
  const key = `${anonymous}|${termsRequired}`;
  let schema = schemas.get(key);
  if (!schema) {
    const base = anonymous ? createConsumerAnonymousBody : createConsumerBody;
    schema = termsRequired ? z.extend(base, { lastTermsAccepted: z.string().check(z.minLength(1)) }) : base;
    schemas.set(key, schema);
  }
  return schema;
}

export const createMode: ConsumerMode<'create', 'createConsumer'> = {
  name: 'create',
  operation: createConsumer,
  editsConsumer: false,
  followsUp: false,
  formKeys: [],
  schema: (settings) => createSchema(settings.anonymous, settings.termsRequired && !!settings.termsVersion),
  request: (body) => ({ body }),
  /** Everything typed, with the partner's name (anonymous), metadata and the address verification choice. */
  body({ form, settings }) {
    const body = withAddressBypass(form.body, settings.bypassAddressVerification);
    return defined({
      ...body,
      // The phone group is required: judged even before anything is typed, so that its fields say so.
      phone: body.phone ?? {},
      partnerName: settings.anonymous ? settings.partnerName || body.partnerName : undefined,
      metadata: settings.metadata ?? body.metadata,
    });
  },
  startingValues: () => ({}),
  sections(context, body) {
    return [
      partnerSection(context),
      identitySection(context),
      contactSection(context, body, false),
      addressSection(context, undefined),
      activitySection(context, undefined),
      taxSection(context, undefined),
      financialSection(context, 'financialInformation', undefined),
      referenceSection(context, undefined),
      termsSection(context, body, { required: context.settings.termsRequired }),
    ];
  },
};
