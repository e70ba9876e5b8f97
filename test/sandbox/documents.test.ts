/** Documents: real multipart uploads, the 5 MB limit, answering requests, downloads. */
import { expect } from '@open-wc/testing';
import { LIMITS } from '../../src/api/limits.js';
import { SEED } from '../../src/sandbox/index.js';
import { asEndUser, endUserClientOn, lastRequest, rejects, setup } from './helpers.js';

const { consumers: C, documents: D } = SEED;
/** A PDF of `size` bytes (its first bytes say PDF, as the client checks). */
const bytes = (size: number, name = 'scan.pdf') => new File([new TextEncoder().encode('%PDF-'), new Uint8Array(size - 5)], name, { type: 'application/pdf' });

describe('sandbox: documents', () => {
  it('receives an upload as multipart/form-data, with the file\'s name and size', async () => {
    const { client, sandbox } = setup();
    const { id } = await client.uploadDocument({ body: { endUserId: C.alice, type: 'DRIVING_LICENCE', friendlyName: 'Licence', file: bytes(1234, 'licence.pdf') } });
    const request = lastRequest(sandbox);
    expect(request.headers['content-type']).to.match(/^multipart\/form-data; boundary=/);
    expect(request.body).to.deep.equal({
      endUserId: C.alice, type: 'DRIVING_LICENCE', friendlyName: 'Licence', file: { name: 'licence.pdf', size: 1234, type: 'application/pdf' },
    });
    expect(sandbox.data.documents.get(id)).to.deep.include({ status: 'UPLOADED', fileName: 'licence.pdf', requested: false, endUser: { id: C.alice } });
  });

  it('accepts 4,999,999 bytes; the client refuses 5,000,000 before sending', async () => {
    const { client, sandbox } = setup();
    await client.uploadDocument({ body: { endUserId: C.alice, type: 'BANK_ACCOUNT_STATEMENT', file: bytes(LIMITS.uploadBytesBelow - 1) } });
    expect(lastRequest(sandbox)).to.include({ status: 201 });
    await rejects(client.uploadDocument({ body: { endUserId: C.alice, type: 'BANK_ACCOUNT_STATEMENT', file: bytes(LIMITS.uploadBytesBelow) } }), {
      kind: 'validation', code: 'VALIDATION_FAILED', field: 'file',
    });
    expect(sandbox.requests).to.have.length(1);
  });

  it('refuses 5,000,000 bytes itself with 413 FILE_TOO_LARGE on the file field', async () => {
    const { sandbox } = setup();
    const form = new FormData();
    form.append('endUserId', C.alice);
    form.append('type', 'BANK_ACCOUNT_STATEMENT');
    form.append('file', bytes(LIMITS.uploadBytesBelow), 'big.pdf');
    const response = await sandbox.fetch(`${sandbox.baseUrl}/documents`, { method: 'POST', body: form });
    expect(response.status).to.equal(413);
    expect(await response.json()).to.include({ code: 'FILE_TOO_LARGE', field: 'file' });
    expect(sandbox.data.documents.size, "nothing stored").to.equal(Object.keys(SEED.documents).length);
  });

  it('a partner must give endUserId (400); an end-user uploads for itself', async () => {
    await rejects(setup().client.uploadDocument({ body: { type: 'IDENTITY_CARD', file: bytes(10) } }), {
      status: 400, kind: 'validation', code: 'INVALID_REQUEST', field: 'endUserId',
    });
    const { client, sandbox } = asEndUser(C.farid);
    const { id } = await client.uploadDocument({ body: { type: 'IDENTITY_CARD', file: bytes(10) } });
    expect(sandbox.data.documents.get(id)?.endUser.id).to.equal(C.farid);
    await rejects(client.uploadDocument({ body: { file: bytes(10) } }), { status: 400, code: 'INVALID_REQUEST', field: 'type' });
  });

  it('answering a request needs no endUserId nor type and turns REQUESTED into UPLOADED', async () => {
    const { client, sandbox } = setup();
    expect(sandbox.data.documents.get(D.brunoRequested)?.status).to.equal('REQUESTED');
    const { id } = await client.uploadDocument({ body: { documentId: D.brunoRequested, file: bytes(2048, 'licence-both-sides.pdf') } });
    expect(id).to.equal(D.brunoRequested);
    expect(sandbox.data.documents.get(id)).to.deep.include({ status: 'UPLOADED', type: 'DRIVING_LICENCE', fileName: 'licence-both-sides.pdf', endUser: { id: C.bruno } });
    // Only a REQUESTED document can be answered.
    await rejects(client.uploadDocument({ body: { documentId: D.brunoRequested, file: bytes(10) } }), { status: 409, code: 'DOCUMENT_NOT_REQUESTED', field: 'documentId' });
  });

  it('a document request creates a REQUESTED document the end-user sees and answers', async () => {
    const { client, sandbox } = setup();
    const { id } = await client.createDocumentRequest({ body: { endUserId: C.grace, type: 'BANK_ACCOUNT_DETAILS', note: 'For your salary' } });
    const grace = endUserClientOn(sandbox, C.grace);
    const requested = await grace.listDocuments({ query: { requested: true, status: ['REQUESTED'] } });
    expect(requested.content.map((d) => d.id)).to.deep.equal([id]);
    await grace.uploadDocument({ body: { documentId: id, file: bytes(64, 'rib.pdf') } });
    expect((await client.getDocument({ params: { documentId: id } })).status).to.equal('UPLOADED');
    await rejects(client.createDocumentRequest({ body: { endUserId: SEED.cards.david, type: 'BANK_ACCOUNT_DETAILS' } }), { status: 404, field: 'endUserId', code: 'NOT_FOUND' });
    await rejects(grace.createDocumentRequest({ body: { endUserId: C.grace, type: 'BANK_ACCOUNT_DETAILS' } }), { status: 403, code: 'FORBIDDEN' });
  });

  it('downloads the uploaded file, and the seed\'s files; a document without a file is 404', async () => {
    const { client } = setup();
    const content = new Uint8Array([37, 80, 68, 70, 45, 1, 2, 3, 250]);
    const { id } = await client.uploadDocument({ body: { endUserId: C.alice, type: 'IDENTITY_CARD', file: new File([content], 'id.pdf', { type: 'application/pdf' }) } });
    const downloaded = await client.downloadDocument({ params: { documentId: id } });
    expect(downloaded.type).to.equal('application/pdf');
    expect([...new Uint8Array(await downloaded.arrayBuffer())]).to.deep.equal([...content]);
    const record = await client.getDocument({ params: { documentId: id } });
    expect(record.download?.url).to.match(/^blob:/);
    expect([...new Uint8Array(await (await fetch(record.download!.url!)).arrayBuffer())]).to.deep.equal([...content]);
    const seed = await client.downloadDocument({ params: { documentId: D.atelierRegistry } });
    expect(await seed.text()).to.match(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
    await rejects(client.downloadDocument({ params: { documentId: D.brunoRequested } }), { status: 404, code: 'NOT_FOUND' });
  });

  it('lists with filters and sorting', async () => {
    const { client } = setup();
    const byType = await client.listDocuments({ query: { sortAttribute: 'TYPE', pageSize: 100 } });
    expect(byType.content.map((d) => d.type)).to.deep.equal([...byType.content.map((d) => d.type)].sort());
    const related = await client.listDocuments({ query: { corporateRelatedId: SEED.related.atelierUbo } });
    expect(related.content.map((d) => d.id)).to.deep.equal([D.atelierUboRequested]);
    const declinedOrValidated = await client.listDocuments({ query: { status: ['DECLINED', 'VALIDATED'] } });
    expect(declinedOrValidated.totalElements).to.equal(3);
    // The list element leaves out the full record's fields.
    expect(byType.content.every((d) => !('note' in d) && !('download' in d))).to.equal(true);
  });
});
