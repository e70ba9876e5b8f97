/** The catalog key of each relation's identifier field (`transaction` → `relationTransactionId`), shared by the document forms. */
import type { RelationKind } from '../../api/schemas/document.js';

export const RELATION_LABEL_KEYS = {
  transaction: 'relationTransactionId',
  beneficiary: 'relationBeneficiaryId',
  address: 'relationAddressId',
  corporateRelated: 'relationCorporateRelatedId',
} as const satisfies { [K in RelationKind]: `relation${Capitalize<K>}Id` };
