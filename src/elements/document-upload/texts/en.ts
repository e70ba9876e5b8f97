/**
 * English texts of <svc-document-upload>: the words of its first paint (the fields, the drop zone, the
 * submit button). Those said only once files are chosen (their rows, refusals, progress and result)
 * are en-later.ts; the catalog holds both as one part (scripts/generate.mjs). Placeholders in braces
 * are filled with text, never HTML.
 */
import type { documentUploadLater } from './en-later.js';

const first = {
  // Metadata
  answering: 'This answers a document request',
  answeringHint: 'The request already says whose document it is and of which type.',
  documentId: 'Requested document ID',
  documentIdHint: 'The identifier of the document request to answer.',
  type: 'Document type',
  endUserId: 'End-user ID',
  endUserIdHint: 'The UUID of the consumer or corporate the documents belong to.',
  friendlyName: 'Name of the document',
  friendlyNameHint: 'Optional, up to {maximum} characters. Every file of this upload gets this name.',
  relation: 'Related to',
  relationHint: 'Optional. The objects the document is about, one or several, each by its identifier.',
  relationTransactionId: 'Transaction ID',
  relationBeneficiaryId: 'Beneficiary ID',
  relationAddressId: 'Address ID',
  relationCorporateRelatedId: 'Related person ID',
  hiddenFieldIssue: '{field}: {message}',
  // The request being answered (document-id): its notice's words are en-later.ts
  requestLoading: 'Loading the document request…',
  // The drop zone
  dropzone: 'Drag files here, or',
  choose: 'Choose files',
  dropNow: 'Drop the files to add them.',
  accepted: '{types}, each smaller than {limit}.',
  acceptedAny: 'Any file smaller than {limit}.',
  anyImage: 'any image',
  anyOf: 'any {kind} file',
  noFiles: 'Add at least one file.',
  oneFileOnly: 'A document request is answered with one file: remove the others.',
  // The files
  files: 'Files to upload',
  // A row's Remove shows while the file list loads too.
  remove: 'Remove',
  loadFailed: 'Part of this form could not be loaded. Nothing you chose is lost.',
  // Actions and announcements
  submit: 'Upload',
  submitCount: { one: 'Upload {count} file', other: 'Upload {count} files' },
  sending: 'Uploading…',
} as const;

/**
 * The part as the element carries it (`ownMessages`): its first words, typed as the whole part, which
 * an element's texts are. The later words are read only through `laterWords` (`src/i18n/later-words.ts`),
 * in the file list's module (`chosen-files.ts`), never from `messages`.
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the element carries the first half of the part; the file list's module brings the later (see above).
export const documentUpload = first as typeof first & typeof documentUploadLater;
