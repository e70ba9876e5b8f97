import * as z from 'zod/mini';
import { KIT_LIMITS, LIMITS, uploadLimitText } from '../limits.js';
import { boundedText, closedEnum, duration, friendlyName, id, listQuery, pageOf, record, responseEnum, shown, timestamp, upperSnakeEnum } from '../primitives.js';
import { DocumentStatus, DocumentType, DocumentTypeForUpload } from '../enums.js';
import { endUserRef } from './common.js';
import { isOneOf } from '../guards.js';

/** The objects a document may relate to; each is sent as `<kind>Id`. */
export const RELATION_KINDS = ['transaction', 'beneficiary', 'address', 'corporateRelated'] as const;
export type RelationKind = (typeof RELATION_KINDS)[number];
export type RelationPath = `${RelationKind}Id`;

export const relationPath = (kind: RelationKind): RelationPath => `${kind}Id`;

/** The relation fields of `kinds`, as zod's `pick`, `omit` and `required` take them. */
export function relationMask(kinds: readonly RelationKind[]): { [P in RelationPath]?: true } {
  const mask: { [P in RelationPath]?: true } = {};
  for (const kind of kinds) mask[relationPath(kind)] = true;
  return mask;
}

export const isRelationKind = (value: unknown): value is RelationKind => isOneOf(RELATION_KINDS, value);

const relations = {
  transactionId: z.optional(id()),
  beneficiaryId: z.optional(id()),
  addressId: z.optional(id()),
  corporateRelatedId: z.optional(id()),
};

/** A file below the upload limit. */
export const uploadFile = () =>
  z.custom<Blob>((value) => value instanceof Blob, { message: 'Choose a file' }).check(
    z.refine((file) => file.size < LIMITS.uploadBytesBelow, {
      message: `The file must be smaller than ${uploadLimitText()}`,
      params: { rule: 'file-size', maximum: LIMITS.uploadBytesBelow },
    }),
  );

/** Upload document, sent as multipart/form-data. */
export const uploadDocumentBody = z.object({
  /** Mandatory when the caller is not authenticated as the end-user (not needed with `documentId`). */
  endUserId: z.optional(id()),
  type: z.optional(upperSnakeEnum(DocumentTypeForUpload)),
  /** Set when answering a document request. */
  documentId: z.optional(id()),
  friendlyName: z.optional(friendlyName()),
  file: uploadFile(),
  ...relations,
});
export type UploadDocumentBody = z.infer<typeof uploadDocumentBody>;

export const createDocumentRequestBody = z.object({
  endUserId: id(),
  type: upperSnakeEnum(DocumentTypeForUpload),
  note: z.optional(boundedText(KIT_LIMITS.note)),
  ...relations,
});

/** A document's fields: its id and whether it was requested (which decides what the lists offer) are needed; the rest is shown. */
const documentFields = {
  id: id(),
  endUser: shown(endUserRef),
  friendlyName: z.optional(z.string()),
  fileName: z.optional(z.string()),
  type: shown(responseEnum(DocumentType, 'partial')),
  status: shown(responseEnum(DocumentStatus)),
  transactionId: z.optional(id()),
  beneficiaryId: z.optional(id()),
  corporateRelatedId: z.optional(id()),
  addressId: z.optional(id()),
  requested: z.boolean(),
  creationDate: shown(timestamp()),
};
export const documentListItem = record(documentFields);
export type DocumentListItem = z.infer<typeof documentListItem>;

export const document = record({
  ...documentFields,
  contentType: z.optional(z.string()),
  note: z.optional(z.string()),
  verificationDate: z.optional(timestamp()),
  uploadDate: z.optional(timestamp()),
  download: z.optional(record({ url: z.optional(z.string()), ttl: z.optional(duration()) })),
});
export type DocumentRecord = z.infer<typeof document>;

export const listDocumentsQuery = listQuery(['TYPE', 'FRIENDLY_NAME', 'FILENAME', 'CREATION_DATE'], {
  endUserId: z.optional(id()),
  type: z.optional(upperSnakeEnum(DocumentType)),
  status: z.optional(z.array(closedEnum(DocumentStatus))),
  requested: z.optional(z.boolean()),
  ...relations,
});
export const documentPage = pageOf(documentListItem);
