/**
 * Pure helpers of <svc-consumer-form> that every mode may use: whether the consumer owns an
 * account, the address verification choice. What only the edit modes use comes with them (`edit-modes.ts`).
 * No DOM here.
 */
import type { Consumer } from '../../api/schemas/consumer.js';
import { recordOf } from '../form/guards.js';

type Values = Record<string, unknown>;

/**
 * Whether the consumer owns an account: its banking was created (any banking status but
 * NOT_CREATED). The spec: "changing the phone of an account owner requires contacting the service
 * operator", so the contact form does not offer it then.
 */
export function ownsAccount(consumer: Consumer | undefined): boolean {
  const banking: unknown = consumer?.status?.banking?.value;
  return typeof banking === 'string' && banking !== 'NOT_CREATED';
}

/** The body with `bypassVerification: true` added to its address, when the partner asks for it. */
export function withAddressBypass(body: Values, bypass: boolean): Values {
  if (!bypass || !body.address) return body;
  return { ...body, address: { ...recordOf(body.address), bypassVerification: true } };
}
