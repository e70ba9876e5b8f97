/**
 * Messages of the error codes met only through <svc-document-upload>'s operation (Upload document),
 * which the other elements that take a document show inside them. Any other element meets a 413 only
 * from something between it and the service, and says it as a failed request.
 */
export const documentUploadErrors = {
  FILE_TOO_LARGE: 'The file is larger than the service accepts.',
  DOCUMENT_NOT_REQUESTED: 'This document was not requested.',
} as const;
