import type { DocumentRecord, RelationPath } from '../../api/schemas/document.js';
import type { Whole } from '../../api/tolerant.js';
import { decide } from '../decisions.js';
import { created, fail, file, notFound, ok } from '../http.js';
import { listPage, where } from '../list.js';
import { find, isEndUser, newId } from '../store.js';
import { actingEndUser, listedEndUser, own, type Ctx, type Handlers } from './context.js';

/** How long a download link lives. */
const LINK_TTL = decide('links-and-lifetimes', 'PT15M');

function documentOf(ctx: Ctx, id: string, field?: string): Whole<DocumentRecord> {
  const document = find(ctx.store.documents, id, 'document', field);
  own(ctx, document.endUser.id, 'document', field);
  return document;
}

type Relations = Partial<Record<RelationPath, string>>;

/**
 * What a document relates to must be the document's end-user's: a transaction it sent or received,
 * its beneficiary, its address, or (for a corporate) one of its declared persons. Anything else
 * answers as unknown on its field, as another end-user's records do.
 */
function checkRelations(ctx: Ctx, endUserId: string, relations: Relations): void {
  const { store } = ctx;
  const { transactionId, beneficiaryId, addressId, corporateRelatedId } = relations;
  if (transactionId !== undefined) {
    const transaction = find(store.transactions, transactionId, 'transaction', 'transactionId');
    if (![transaction.sender?.endUserId, transaction.receiver?.endUserId].includes(endUserId)) notFound('document-relations-own', 'transaction', 'transactionId');
  }
  if (beneficiaryId !== undefined && find(store.beneficiaries, beneficiaryId, 'beneficiary', 'beneficiaryId').endUserId !== endUserId) {
    notFound('document-relations-own', 'beneficiary', 'beneficiaryId');
  }
  // The sandbox knows one address per end-user: a consumer's (corporates' addresses are not kept).
  if (addressId !== undefined && store.consumers.get(endUserId)?.address?.id !== addressId) notFound('document-relations-own', 'address', 'addressId');
  if (corporateRelatedId !== undefined && find(store.corporateRelated, corporateRelatedId, 'corporate-related entity', 'corporateRelatedId').corporateId !== endUserId) {
    notFound('document-relations-own', 'corporate-related entity', 'corporateRelatedId');
  }
}

/** The list element: the record without the full record's own fields. */
const listItem = ({ contentType: _c, note: _n, verificationDate: _v, uploadDate: _u, download: _d, ...item }: DocumentRecord) => item;

export const documentHandlers: Handlers<'listDocuments' | 'uploadDocument' | 'createDocumentRequest' | 'getDocument' | 'downloadDocument'> = {
  listDocuments: {
    run: (ctx) => {
      const q = ctx.query;
      return ok(listPage(ctx.store.documents.values(), q, {
        TYPE: (d) => d.type, FRIENDLY_NAME: (d) => d.friendlyName, FILENAME: (d) => d.fileName, CREATION_DATE: (d) => d.creationDate,
      }, [
        where(listedEndUser(ctx, q.endUserId), (d) => d.endUser.id),
        where(q.type, (d) => d.type),
        where(q.status, (d) => d.status),
        where(q.requested, (d) => d.requested),
        where(q.transactionId, (d) => d.transactionId),
        where(q.beneficiaryId, (d) => d.beneficiaryId),
        where(q.corporateRelatedId, (d) => d.corporateRelatedId),
        where(q.addressId, (d) => d.addressId),
      ], listItem));
    },
  },

  uploadDocument: {
    run: (ctx) => {
      const { file: blob, documentId, endUserId: given, type, ...fields } = ctx.body;
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- multipart file fields always arrive as File, with the name the browser sent
      const upload = blob as File;
      const uploaded = { status: decide('answered-request-uploaded', 'UPLOADED'), fileName: upload.name, contentType: upload.type || 'application/octet-stream', uploadDate: ctx.iso };
      const store = (id: string) => ctx.store.files.set(id, upload);
      if (documentId) {
        // Answering a document request: the request already says whose document it is and of which type.
        const requested = documentOf(ctx, documentId, 'documentId');
        if (requested.status !== 'REQUESTED') fail('answered-request-uploaded', 409, 'DOCUMENT_NOT_REQUESTED', `This document is ${requested.status}, not REQUESTED.`, 'documentId');
        checkRelations(ctx, requested.endUser.id, fields);
        Object.assign(requested, fields, uploaded);
        store(requested.id);
        return created({ id: requested.id });
      }
      const endUserId = actingEndUser(ctx, given);
      if (!type) fail('document-type-needed', 400, 'INVALID_REQUEST', 'type is mandatory unless answering a document request.', 'type');
      checkRelations(ctx, endUserId, fields);
      const id = newId();
      ctx.store.documents.set(id, { id, endUser: { id: endUserId }, type, requested: false, ...fields, ...uploaded, creationDate: ctx.iso });
      store(id);
      return created({ id });
    },
  },

  createDocumentRequest: {
    access: 'partner',
    run: (ctx) => {
      const { endUserId, ...fields } = ctx.body;
      if (!isEndUser(ctx.store, endUserId)) notFound('spec:unknown-id', 'end-user', 'endUserId');
      checkRelations(ctx, endUserId, fields);
      const id = newId();
      ctx.store.documents.set(id, { id, endUser: { id: endUserId }, ...fields, status: 'REQUESTED', requested: true, creationDate: ctx.iso });
      return created({ id });
    },
  },

  getDocument: {
    run: (ctx) => {
      const document = documentOf(ctx, ctx.params.documentId);
      const stored = ctx.store.files.get(document.id);
      // The service gives a short-lived link; the sandbox's is a blob: URL of the file (one per file, revoked on reset).
      const download = stored ? { url: ctx.link(`document:${document.id}:${document.uploadDate}`, () => stored), ttl: LINK_TTL } : undefined;
      return ok({ ...document, ...(download ? { download } : {}) });
    },
  },

  downloadDocument: {
    run: (ctx) => {
      const document = documentOf(ctx, ctx.params.documentId);
      const stored = ctx.store.files.get(document.id) ?? notFound('spec:unknown-id', 'file for this document');
      return file(stored, stored.name);
    },
  },
};
