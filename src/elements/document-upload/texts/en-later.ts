/**
 * The English of <svc-document-upload>'s words said only once files are chosen or a document request
 * is answered: the request's notice, the files' rows, their refusals, progress and result, the
 * success panel. The file list's module (`chosen-files.ts`) brings them; the rest of the part is
 * en.ts, and the catalog holds both as one part. Placeholders in braces are filled with text, never HTML.
 */
export const documentUploadLater = {
  requested: 'Requested document: {type}',
  requestNote: 'Note: {note}',
  requestNotOpen: 'This document is {status}, not waiting for an upload.',
  queued: 'Ready to upload',
  uploading: 'Uploading…',
  uploadingFile: 'Uploading {name}',
  uploaded: 'Uploaded',
  failed: 'Not uploaded: {reason}',
  cancelled: 'Cancelled, nothing was kept.',
  skipped: 'Not sent: the page stopped this upload.',
  tooLarge: 'This file is {size}; files must be smaller than {limit}. It will not be sent.',
  notAccepted: 'This type of file is not accepted here. It will not be sent.',
  contentNotAccepted: 'The content of this file is not of an accepted type (was it renamed?). It will not be sent.',
  emptyFile: 'This file is empty. It will not be sent.',
  unreadable: 'This file could not be read. It will not be sent.',
  documentDetails: '{type} · status: {status}',
  documentDetailsWithFile: '{type} · status: {status} · file: {name}',
  detailsUnavailable: 'Its details could not be loaded.',
  cancel: 'Cancel',
  retry: 'Try again',
  added: { one: '{count} file added.', other: '{count} files added.' },
  refusedFile: '{name}: {reason}',
  summary: { one: '{uploaded} of {count} file uploaded.', other: '{uploaded} of {count} files uploaded.' },
  allUploaded: 'Every file is uploaded.',
  again: 'Upload more documents',
} as const;
