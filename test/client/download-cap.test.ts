/** Download a document file is read as a stream and stopped at the kit's cap (KIT_LIMITS.downloadBytes). */
import { expect } from '@open-wc/testing';
import { createFetchAdapter } from '../../src/client/adapter.js';
import { KIT_LIMITS } from '../../src/api/limits.js';
import { failure, ids, scriptedFetch, type Step } from './fake-fetch.js';

const cap = KIT_LIMITS.downloadBytes;
const CHUNK = 64 * 1024;

/** A file of `bytes` bytes, sent in chunks as the reader asks, counting what was asked and whether it was cancelled. */
function streamed(bytes: number) {
  const seen = { pulled: 0, sent: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.sent >= bytes) return controller.close();
        const size = Math.min(CHUNK, bytes - seen.sent);
        seen.pulled += 1;
        seen.sent += size;
        controller.enqueue(new Uint8Array(size).fill(37));
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, seen };
}

function download(step: Step) {
  const fake = scriptedFetch(step);
  return createFetchAdapter({ baseUrl: 'https://partner.example/banking', fetch: fake.fetch }).request('downloadDocument', { params: { documentId: ids.document } });
}

describe('downloadDocument: the size cap', () => {
  it('hands over a file of exactly the cap, whole', async () => {
    const { stream } = streamed(cap);
    const file = await download(() => new Response(stream, { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    expect(file.size).to.equal(cap);
    expect(file.type).to.equal('application/pdf');
  });

  it('refuses a file one byte past the cap: RESPONSE_TOO_LARGE, the rest never read', async () => {
    const { stream, seen } = streamed(cap + 1);
    const error = await failure(download(() => new Response(stream, { status: 200, headers: { 'Content-Type': 'application/pdf' } })));
    expect(error).to.include({ kind: 'parse', code: 'RESPONSE_TOO_LARGE', status: 200, operation: 'downloadDocument' });
    expect(seen.cancelled).to.equal(true);
  });

  it('stops a 300 MB body soon after the cap, without reading the rest', async () => {
    const { stream, seen } = streamed(300_000_000);
    const error = await failure(download(() => new Response(stream, { status: 200 })));
    expect(error.code).to.equal('RESPONSE_TOO_LARGE');
    expect(seen.sent).to.be.at.most(cap + 4 * CHUNK);
    expect(seen.cancelled).to.equal(true);
  });

  it('refuses a declared Content-Length past the cap without reading the body', async () => {
    const { stream, seen } = streamed(1024);
    const error = await failure(download(() => new Response(stream, { status: 200, headers: { 'Content-Length': String(cap + 1) } })));
    expect(error.code).to.equal('RESPONSE_TOO_LARGE');
    expect(seen.pulled).to.equal(0);
  });
});
