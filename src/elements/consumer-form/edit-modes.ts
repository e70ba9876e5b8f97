/**
 * What only the edit modes of <svc-consumer-form> use, fetched before the consumer's load, not
 * with the page: the reading of the consumer (its operation and the record's schema), the modes'
 * own parts (their fields, the body they send, the values they start from), what a save leaves as
 * the new starting point, what follows a contact change (`contact-edit.ts`) and an account owner's
 * phone as shown.
 */
import { getConsumer } from '../../api/operations/consumer-read.js';

export { leaves, rebase } from './edit-values.js';
export { profileMode } from './profile-mode.js';
export { contactMode } from './contact-mode.js';
export { ContactEdit } from './contact-edit.js';
export { phoneText } from '../consumer/phone-text.js';
/** The reading of the consumer: imported, then handed on (the route table's "called by" reads an element's imports of operations). */
export { getConsumer };
