/** Documents: uploads, document requests, and the file download the spec refers to. */
import { createDocumentRequestBody, document, documentPage, listDocumentsQuery, uploadDocumentBody } from '../schemas/document.js';
import { defineOperation, idResult, pathIds } from './define.js';

export const listDocuments = /* @__PURE__ */ defineOperation('listDocuments', { area: 'Documents', summary: 'List documents',
  method: 'GET', path: '/documents', query: listDocumentsQuery, response: documentPage, sca: false,
});

export const uploadDocument = /* @__PURE__ */ defineOperation('uploadDocument', { area: 'Documents', summary: 'Upload document',
  method: 'POST', path: '/documents', body: uploadDocumentBody, bodyType: 'multipart', response: idResult, sca: false,
});

export const createDocumentRequest = /* @__PURE__ */ defineOperation('createDocumentRequest', { area: 'Documents', summary: 'Create document request',
  method: 'POST', path: '/document-requests', body: createDocumentRequestBody, response: idResult, sca: false,
});

export const getDocument = /* @__PURE__ */ defineOperation('getDocument', { area: 'Documents', summary: 'Get document',
  method: 'GET', path: '/documents/{documentId}', params: /* @__PURE__ */ pathIds('documentId'), response: document, sca: false,
});

export const downloadDocument = /* @__PURE__ */ defineOperation('downloadDocument', { area: 'Documents', summary: 'Download a document file',
  method: 'GET', path: '/documents/{documentId}/file', params: /* @__PURE__ */ pathIds('documentId'), response: 'file', sca: false, referred: true,
});
