/**
 * Answers the kit does not take as they come: redirects, oversized and absurdly deep bodies, and
 * downloaded files of a type a page should not render. Every failure is a ServiceError.
 */
import { expect } from '@open-wc/testing';
import { createFetchAdapter, type FetchAdapterOptions } from '../../src/client/adapter.js';
import { withoutNulls } from '../../src/client/without-nulls.js';
import { failure, ids, json, scriptedFetch, type Step } from './fake-fetch.js';

const base = 'https://partner.example/banking';
const MiB = 1024 * 1024;

function adapterWith(steps: Step[], options: Partial<FetchAdapterOptions> = {}) {
  const fake = scriptedFetch(...steps);
  const adapter = createFetchAdapter({ baseUrl: base, fetch: fake.fetch, ...options });
  return { adapter, calls: fake.calls };
}

const emptyPage = { content: [], totalElements: 0, page: 0, pageSize: 20 };

/** A body sent in chunks as the reader asks for them, counting what was asked and whether it was cancelled. */
function watchedStream(chunks: number, chunkBytes: number) {
  const seen = { pulled: 0, cancelled: false };
  const filler = new TextEncoder().encode('a'.repeat(chunkBytes));
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.pulled === chunks) return controller.close();
        seen.pulled += 1;
        controller.enqueue(filler);
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, seen };
}

describe('answers: redirects are not followed', () => {
  it('sends with redirect mode manual and reports a redirect as kind network, REDIRECT_REFUSED: nothing reaches the other origin', async () => {
    const { adapter, calls } = adapterWith([{ location: 'https://elsewhere.example/steal', then: json(200, { pin: '1234' }) }], {
      headers: () => ({ Authorization: 'Bearer end-user' }),
    });
    const error = await failure(adapter.request('listCards', {}));
    expect(error).to.include({ kind: 'network', code: 'REDIRECT_REFUSED' });
    expect(error.message).to.match(/redirect/);
    expect(calls).to.have.length(1);
    expect(calls[0].redirect).to.equal('manual');
  });

  it('refuses a redirect a custom fetch hands back as a 3xx', async () => {
    const { adapter } = adapterWith([new Response(null, { status: 302, headers: { Location: 'https://elsewhere.example/' } })]);
    const error = await failure(adapter.request('getPartnerConfiguration', {}));
    expect(error).to.include({ kind: 'network', code: 'REDIRECT_REFUSED', status: 302 });
  });
});

describe('answers: size cap', () => {
  it('stops reading a body with no Content-Length at 2 MiB: kind parse, RESPONSE_TOO_LARGE, the rest never read', async () => {
    const { stream, seen } = watchedStream(64, 64 * 1024); // 4 MiB on offer
    const { adapter } = adapterWith([() => new Response(stream, { status: 200, headers: { 'Content-Type': 'application/json' } })]);
    const error = await failure(adapter.request('listCards', {}));
    expect(error).to.include({ kind: 'parse', code: 'RESPONSE_TOO_LARGE', status: 200 });
    expect(error.message).to.match(/larger/);
    expect(seen.pulled).to.be.at.most(2 * 16 + 2);
    expect(seen.cancelled).to.equal(true);
  });

  it('refuses a declared Content-Length over the cap without reading the body', async () => {
    const { stream, seen } = watchedStream(4, 16);
    const { adapter } = adapterWith([() => new Response(stream, { status: 200, headers: { 'Content-Length': String(3 * MiB) } })]);
    const error = await failure(adapter.request('listCards', {}));
    expect(error.code).to.equal('RESPONSE_TOO_LARGE');
    expect(seen.pulled).to.equal(0);
  });

  it('takes its cap from maxResponseBytes', async () => {
    const body = { ...emptyPage, padding: 'x'.repeat(3000) };
    const small = adapterWith([json(200, body)], { maxResponseBytes: 1024 });
    expect((await failure(small.adapter.request('listCards', {}))).code).to.equal('RESPONSE_TOO_LARGE');
    const roomy = adapterWith([json(200, body)], { maxResponseBytes: 4096 });
    expect((await roomy.adapter.request('listCards', {})).totalElements).to.equal(0);
  });

  it('keeps a refusal\'s status when its body is over the cap', async () => {
    const { adapter } = adapterWith([new Response('<p>'.repeat(1000), { status: 502 })], { maxResponseBytes: 1024 });
    const error = await failure(adapter.request('getPartnerConfiguration', {}));
    expect(error).to.include({ kind: 'http', code: 'SERVER_ERROR', status: 502 });
  });
});

describe('answers: absurd nesting', () => {
  const deep = (levels: number) => '{"a":'.repeat(levels) + 'null' + '}'.repeat(levels);

  it('a success body 100,000 levels deep is a ServiceError of kind shape, not a RangeError', async () => {
    const { adapter } = adapterWith([new Response(deep(100_000), { status: 200, headers: { 'Content-Type': 'application/json' } })]);
    const error = await failure(adapter.request('listCards', {}));
    expect(error).to.include({ kind: 'shape', code: 'UNEXPECTED_RESPONSE' });
  });

  it('an error body 100,000 levels deep still gives the status\'s error', async () => {
    const { adapter } = adapterWith([new Response(deep(100_000), { status: 500 })]);
    const error = await failure(adapter.request('getPartnerConfiguration', {}));
    expect(error).to.include({ kind: 'http', code: 'SERVER_ERROR', status: 500 });
  });

  it('on an [SCA] operation too', async () => {
    const { adapter } = adapterWith([new Response(`{"code":"SCA_REQUIRED","x":${deep(100_000)}}`, { status: 409 })]);
    const error = await failure(adapter.request('getCardPin', { params: { cardId: ids.card } }));
    expect(error).to.include({ kind: 'sca', code: 'SCA_REQUIRED' });
  });

  it('withoutNulls walks any depth, drops null fields, keeps array items and a __proto__ key as a plain field', () => {
    const parsed = JSON.parse(deep(100_000)) as { a: unknown };
    let level = withoutNulls(parsed) as Record<string, unknown>;
    for (let i = 1; i < 100_000; i += 1) level = level.a as Record<string, unknown>;
    expect(level).to.deep.equal({});
    const odd = withoutNulls(JSON.parse('{"__proto__":{"polluted":true},"list":[null,{"b":null}]}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(odd)).to.equal(Object.prototype);
    expect(Object.keys(odd)).to.deep.equal(['__proto__', 'list']);
    expect(odd.list).to.deep.equal([null, {}]);
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
  });
});

describe('answers: downloaded file types', () => {
  const download = async (contentType: string) => {
    const { adapter } = adapterWith([new Response('<script>alert(1)</script>', { status: 200, headers: { 'Content-Type': contentType } })]);
    return adapter.request('downloadDocument', { params: { documentId: ids.document } });
  };

  for (const [sent, kept] of [
    ['application/pdf', 'application/pdf'],
    ['application/pdf; charset=binary', 'application/pdf'],
    ['IMAGE/PNG', 'image/png'],
    ['image/jpeg', 'image/jpeg'],
    ['image/webp', 'image/webp'],
    ['image/heic', 'image/heic'],
    ['image/heif', 'image/heif'],
    ['image/gif', 'image/gif'],
    ['text/html', 'application/octet-stream'],
    ['image/svg+xml', 'application/octet-stream'],
    ['application/javascript', 'application/octet-stream'],
  ]) {
    it(`a file sent as ${sent} is handed over as ${kept}, its bytes unchanged`, async () => {
      const file = await download(sent);
      expect(file.type).to.equal(kept);
      expect(await file.text()).to.equal('<script>alert(1)</script>');
    });
  }
});
