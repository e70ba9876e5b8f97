/**
 * Whose record an id names. Every id an end user sends where the operation's schema names one (in
 * the path, the query or the body: policy/check.ts) is checked before anything is forwarded; an id
 * that is not theirs is answered 404, as an unknown one.
 *
 * The default check asks the service itself, with the partner's rights: the record's owner where
 * the spec has a read operation, else the end user's own list (cards, ledgers, external cards). The
 * consumer's address is theirs when their own consumer record carries its id. A corporate-related
 * entity has no read in the spec: it is theirs when the server saw it returned by their own
 * `declareCorporateRelated` (remembered, policy/store.ts), or when one of their own documents relates
 * to it (a document request staff made about it). Replace the whole check with `ownership` in the
 * server's options (your own database) to save those calls.
 */
import type { OperationName } from 'svc-elements/operations';

export type IdKind = 'card' | 'ledger' | 'document' | 'beneficiary' | 'transaction' | 'mandate' | 'external-card' | 'corporate-related' | 'address';

/** True when the record of this kind and id belongs to the end user. */
export type OwnershipHook = (kind: IdKind, id: string, endUserId: string) => Promise<boolean>;

/**
 * What each id-named field means. `self`: must be the end user's own id. `catalogue`: the partner's
 * products, which every end user may name. Any other field ending in `Id` is refused from an end user.
 */
const idFields = {
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
} as const satisfies Readonly<Record<string, IdKind | 'self' | 'catalogue'>>;

export type IdField = keyof typeof idFields;
export const kindOfId = (name: string): IdKind | 'self' | 'catalogue' | undefined =>
  Object.hasOwn(idFields, name) ? idFields[name as IdField] : undefined;

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

/** Whether the end user's own creation returned this id (see policy/check.ts, `answered`). */
export type Remembered = (kind: IdKind, id: string, endUserId: string) => Promise<boolean>;

/** The default check: the service's own records. */
export function serviceOwnership(read: ServiceRead, remembered: Remembered = async () => false): OwnershipHook {
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
      case 'address':
        return field(await read('getConsumer', { consumerId: endUserId }), 'address', 'id') === id;
      case 'corporate-related': {
        if (await remembered(kind, id, endUserId)) return true;
        const documents = await read('listDocuments', {}, { endUserId, corporateRelatedId: id, pageSize: '1' });
        const content = field(documents, 'content');
        return Array.isArray(content) && content.some((item) => field(item, 'corporateRelatedId') === id && field(item, 'endUser', 'id') === endUserId);
      }
      default:
        return false;
    }
  };
}
