/**
 * What is sent with every file, and the schema it must satisfy in each mode, all derived from the
 * operation's own body schema (`uploadDocumentBody`): nothing about the contract is written twice.
 *
 * - new document, partner caller: `type` and `endUserId` required;
 * - new document, end-user caller: `type` required, no `endUserId`;
 * - answering a document request: `documentId` required, neither `type` nor `endUserId` sent;
 * - in every mode, any of the four related objects (`transactionId`…), each optional.
 */
import * as z from 'zod/mini';
import { uploadDocumentBody, type RelationPath } from '../../api/schemas/document.js';

export { RELATION_KINDS, relationPath, type RelationKind } from '../../api/schemas/document.js';

export interface UploadMode {
  /** Answering a document request (`documentId`). */
  answering: boolean;
  /** The caller is the end-user: no `endUserId`. */
  endUser: boolean;
}

/** The body without the file: what every file of one upload shares. */
const metadata = z.omit(uploadDocumentBody, { file: true });
/** The metadata as a mode's schema passes it. */
export type UploadMetadata = z.output<typeof metadata>;
type Metadata = z.ZodMiniType<UploadMetadata>;

const schemas = new Map<string, Metadata>();

/** The metadata schema of a mode (one instance per mode, so a form can remember its verdict). */
export function metadataSchema(mode: UploadMode): Metadata {
  const key = `${mode.answering}|${mode.endUser}`;
  let schema = schemas.get(key);
  if (!schema) {
    if (mode.answering) schema = z.required(z.omit(metadata, { type: true, endUserId: true }), { documentId: true });
    else if (mode.endUser) schema = z.required(z.omit(metadata, { documentId: true, endUserId: true }), { type: true });
    else schema = z.required(z.omit(metadata, { documentId: true }), { type: true, endUserId: true });
    schemas.set(key, schema);
  }
  return schema;
}

/** The text field paths of the metadata: what the form keeps besides its own choices. */
export type MetadataPath = 'type' | 'endUserId' | 'documentId' | 'friendlyName' | RelationPath;
