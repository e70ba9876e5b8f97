/** English texts of <svc-document-upload>. */
export const documentUpload = {} as const;
