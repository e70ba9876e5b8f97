/** Editing a consumer's contact details [SCA]: email, phone and address; only changes are sent, and what follows is listed. */
import { patchConsumerContact } from '../../api/operations/consumers.js';
import { patchConsumerContactBody } from '../../api/schemas/consumer-bodies.js';
import { ownsAccount, withAddressBypass } from './values.js';
import { addressSection, contactSection } from './sections.js';
import type { ConsumerMode } from './mode.js';

export const contactMode: ConsumerMode<'contact', 'patchConsumerContact'> = {
  name: 'contact',
  operation: patchConsumerContact,
  editsConsumer: true,
  followsUp: true,
  formKeys: ['address', 'emailAddress', 'phone'],
  schema: () => patchConsumerContactBody,
  request: (body, consumerId) => ({ params: { consumerId }, body }),
  body: ({ form, settings, consumer }) => {
    const body = withAddressBypass(form.changedBody, settings.bypassAddressVerification);
    // An account owner's phone is changed only through the service operator: never sent from here.
    if (!ownsAccount(consumer) || !('phone' in body)) return body;
    const { phone: _operatorOnly, ...rest } = body;
    return rest;
  },
  startingValues: (consumer, edit) => edit.contactValues(consumer),
  sections: (context, body) => [contactSection(context, body, true), addressSection(context, body)],
};
