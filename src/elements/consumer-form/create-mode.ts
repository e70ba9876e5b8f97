/** Creating a consumer: every field on offer, the phone group required, everything typed is sent. */
import { defined } from '../form/paths.js';
import { withAddressBypass } from './values.js';
import {
  activitySection,
  addressSection,
  contactSection,
  financialSection,
  identitySection,
  referenceSection,
  taxSection,
} from './sections.js';
import { termsSection } from './terms-section.js';
import type { ConsumerMode } from './mode.js';

export const createMode: ConsumerMode<'create', 'createConsumer'> = {
  name: 'create',
  operationName: 'createConsumer',
  operation: (later) => later.createConsumer,
  editsConsumer: false,
  followsUp: false,
  formKeys: [],
  // Anonymous with the partner's name from the page: the spec's anonymous body. Without it, the
  // partner's backend puts its own (the reference backend always does, ignoring a browser's): no
  // person is asked the partner's name.
  schema: (settings, later) => later.createSchema(settings.anonymous && !!settings.partnerName, settings.termsRequired && !!settings.termsVersion),
  request: (body) => ({ body }),
  /** Everything typed, with the partner's name (anonymous, when the page gives it: `partner-name` or `value`), metadata and the address verification choice. */
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
