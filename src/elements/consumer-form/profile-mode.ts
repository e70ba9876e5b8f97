/** Editing a consumer's profile: activity, tax, financial information, reference and terms; only changes are sent. */
import { patchConsumerProfile } from '../../api/operations/consumers.js';
import { patchConsumerProfileBody } from '../../api/schemas/consumer-bodies.js';
import { defined } from '../form/paths.js';
import { activitySection, financialSection, referenceSection, taxSection } from './sections.js';
import { termsSection } from './terms-section.js';
import type { ConsumerMode } from './mode.js';

export const profileMode: ConsumerMode<'profile', 'patchConsumerProfile'> = {
  name: 'profile',
  operation: patchConsumerProfile,
  editsConsumer: true,
  followsUp: false,
  formKeys: [
    'externalId', 'sourceOfFunds', 'otherSourceOfFunds', 'occupation', 'otherOccupation', 'occupationSector', 'isUsPerson',
    'lastTermsAccepted', 'taxIdentificationNumber', 'taxCountry', 'accountPurposes', 'financialInformationRequestDto',
  ],
  schema: () => patchConsumerProfileBody,
  request: (body, consumerId) => ({ params: { consumerId }, body }),
  body: ({ form, settings }) => defined({ ...form.changedBody, userMetadata: settings.userMetadata, partnerMetadata: settings.partnerMetadata }),
  startingValues: (consumer, edit) => edit.profileValues(consumer),
  // Each field is judged on what would be sent: an untouched value the service holds is not refused.
  sections: (context, body) => [
    activitySection(context, body),
    taxSection(context, body),
    financialSection(context, 'financialInformationRequestDto', body),
    referenceSection(context, body),
    termsSection(context, body, { required: false, accepted: context.baseline.lastTermsAccepted }),
  ],
};
