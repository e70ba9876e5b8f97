/** Editing a consumer's profile (with the edit modes, `edit-modes.ts`): activity, tax, financial information, reference and terms; only changes are sent. */
import { defined } from '../form/paths.js';
import { profileValues } from './edit-values.js';
import { profileHead } from './modes.js';
import { activitySection, financialSection, referenceSection, taxSection } from './sections.js';
import { termsSection } from './terms-section.js';
import type { ConsumerMode } from './mode.js';

export const profileMode: ConsumerMode<'profile', 'patchConsumerProfile'> = {
  ...profileHead,
  formKeys: [
    'externalId', 'sourceOfFunds', 'otherSourceOfFunds', 'occupation', 'otherOccupation', 'occupationSector', 'isUsPerson',
    'lastTermsAccepted', 'taxIdentificationNumber', 'taxCountry', 'accountPurposes', 'financialInformationRequestDto',
  ],
  body: ({ form, settings }) => defined({ ...form.changedBody, userMetadata: settings.userMetadata, partnerMetadata: settings.partnerMetadata }),
  startingValues: profileValues,
  // Each field is judged on what would be sent: an untouched value the service holds is not refused.
  sections: (context, body) => [
    activitySection(context, body),
    taxSection(context, body),
    financialSection(context, 'financialInformationRequestDto', body),
    referenceSection(context, body),
    termsSection(context, body, { required: false, accepted: context.baseline.lastTermsAccepted }),
  ],
};
