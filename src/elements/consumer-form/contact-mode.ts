/** Editing a consumer's contact details [SCA] (with the edit modes, `edit-modes.ts`): email, phone and address; only changes are sent, and what follows is listed. */
import { contactValues } from './edit-values.js';
import { contactHead } from './modes.js';
import { ownsAccount, withAddressBypass } from './values.js';
import { addressSection, contactSection } from './sections.js';
import type { ConsumerMode } from './mode.js';

export const contactMode: ConsumerMode<'contact', 'patchConsumerContact'> = {
  ...contactHead,
  formKeys: ['address', 'emailAddress', 'phone'],
  body: ({ form, settings, consumer }) => {
    const body = withAddressBypass(form.changedBody, settings.bypassAddressVerification);
    // An account owner's phone is changed only through the service operator: never sent from here.
    if (!ownsAccount(consumer) || !('phone' in body)) return body;
    const { phone: _operatorOnly, ...rest } = body;
    return rest;
  },
  startingValues: contactValues,
  sections: (context, body) => [contactSection(context, body, true), addressSection(context, body)],
};
