/**
 * Whose record an id names. Every id an end user sends (in the path, the query or the body) is
 * checked before anything is forwarded; an id that is not theirs is answered 404, as an unknown one.
 *
 * The default check asks the service itself, with the partner's rights: the record's owner where
 * the spec has a read operation, else the end user's own list (cards, ledgers, external cards).
 * Replace it with `ownership` in the server's options (your own database, a cache) or extend it for
 * the kinds the spec gives no way to read (corporate-related entities, addresses).
 */
import type { OperationName } from '../../src/api/operations.js';

export type IdKind = 'card' | 'ledger' | 'document' | 'beneficiary' | 'transaction' | 'mandate' | 'external-card' | 'corporate-related' | 'address';

/** True when the record of this kind and id belongs to the end user. */
export type OwnershipHook = (kind: IdKind, id: string, endUserId: string) => Promise<boolean>;

/**
 * What each id-named field means. `self`: must be the end user's own id. `catalogue`: the partner's
 * products, which every end user may name. Any other field ending in `Id` is refused from an end user.
 */
export const idFields: Readonly<Record<string, IdKind | 'self' | 'catalogue'>> = {
  endUserId: 'self',
  consumerId: 'self',
  corporateId: 'self',
  cardId: 'card',
  ledgerId: 'ledger',
  parentId: 'ledger',
  targetLedgerId: 'ledger',
  documentId: 'document',
  beneficiaryId: 'beneficiary',
  transactionId: 'transaction',
  mandateId: 'mandate',
  externalCardId: 'external-card',
  corporateRelatedId: 'corporate-related',
  addressId: 'address',
  profileId: 'catalogue',
  cardProfileId: 'catalogue',
};

/** Fields named `…Id` that are not record ids (the partner's own reference of a consumer). */
export const notIds: ReadonlySet<string> = new Set(['externalId']);

/** A read of the service with the partner's rights: the parsed JSON answer, or undefined when it failed. */
export type ServiceRead = (operation: OperationName, params?: Record<string, string>, query?: Record<string, string>) => Promise<unknown>;

type Json = Record<string, unknown> | undefined;
const field = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), value);

/** Lists read page by page (100 a page) up to this many pages before giving up. */
const MAX_PAGES = 10;

async function listed(read: ServiceRead, operation: OperationName, id: string, endUserId: string): Promise<boolean> {
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = (await read(operation, {}, { endUserId, pageSize: '100', page: String(page) })) as Json;
    const content = field(answer, 'content');
    if (!Array.isArray(content)) return false;
    if (content.some((item) => field(item, 'id') === id)) return true;
    if (content.length < 100) return false;
  }
  return false;
}

/** The default check: the service's own records. */
export function serviceOwnership(read: ServiceRead): OwnershipHook {
  return async (kind, id, endUserId) => {
    switch (kind) {
      case 'beneficiary':
        return field(await read('getBeneficiary', { beneficiaryId: id }), 'endUserId') === endUserId;
      case 'mandate':
        return field(await read('getMandate', { mandateId: id }), 'endUserId') === endUserId;
      case 'document':
        return field(await read('getDocument', { documentId: id }), 'endUser', 'id') === endUserId;
      case 'transaction': {
        const transaction = await read('getTransaction', { transactionId: id });
        return field(transaction, 'sender', 'endUserId') === endUserId || field(transaction, 'receiver', 'endUserId') === endUserId;
      }
      case 'card':
        return listed(read, 'listCards', id, endUserId);
      case 'ledger':
        return listed(read, 'listLedgers', id, endUserId);
      case 'external-card':
        return listed(read, 'listExternalCards', id, endUserId);
      default:
        return false; // no read in the spec: refused unless your own hook knows
    }
  };
}
