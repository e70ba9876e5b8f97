/**
 * The upload checks at every level: the client-level uploadDocument refuses what the element
 * refuses (type, content, size), and `accept` can only narrow the kit's list.
 */
import { expect } from '@open-wc/testing';
import { createFetchAdapter } from '../../src/client/adapter.js';
import { createClient } from '../../src/client/client.js';
import { LIMITS } from '../../src/api/limits.js';
import { acceptsFile, contentAccepted } from '../../src/api/upload-types.js';
import { failure, ids, json, scriptedFetch } from './fake-fetch.js';

const PDF = '%PDF-1.4\n';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

function client() {
  const fake = scriptedFetch(json(201, { id: ids.document }));
  return { client: createClient(createFetchAdapter({ baseUrl: 'https://partner.example/banking', fetch: fake.fetch })), calls: fake.calls };
}
const upload = (file: Blob) => ({ body: { endUserId: ids.consumer, type: 'IDENTITY_CARD', file } });

describe('client-level uploadDocument: the element\'s checks', () => {
  const refused: [string, File][] = [
    ['an HTML page', new File(['<html><script>alert(1)</script></html>'], 'statement.html', { type: 'text/html' })],
    ['an executable', new File([new Uint8Array([0x4d, 0x5a, 0x90, 0])], 'setup.exe', { type: 'application/x-msdownload' })],
    ['an SVG with a script', new File([SVG], 'photo.svg', { type: 'image/svg+xml' })],
    ['an SVG named and typed as a PNG', new File([SVG], 'photo.png', { type: 'image/png' })],
    ['HTML named .pdf', new File(['<html></html>'], 'passport.pdf', { type: 'application/pdf' })],
    ['an empty PDF', new File([], 'passport.pdf', { type: 'application/pdf' })],
    ['a GIF (outside the kit\'s list)', new File(['GIF89a......'], 'anim.gif', { type: 'image/gif' })],
  ];
  for (const [what, file] of refused) {
    it(`refuses ${what} before sending anything`, async () => {
      const { client: c, calls } = client();
      const error = await failure(c.uploadDocument(upload(file) as never));
      expect(error.kind).to.equal('validation');
      expect(error.issues?.[0]?.path).to.equal('file');
      expect(calls).to.have.length(0);
    });
  }

  it('sends a PDF and a PNG (a bare Blob too, judged by its content)', async () => {
    for (const file of [new File([PDF], 'passport.pdf', { type: 'application/pdf' }), new File([PNG], 'photo.png', { type: 'image/png' }), new Blob([PDF])]) {
      const { client: c, calls } = client();
      expect(await c.uploadDocument(upload(file) as never)).to.deep.equal({ id: ids.document });
      expect(calls).to.have.length(1);
    }
  });

  it('takes a PDF one byte under the size limit and refuses one at the limit, sending nothing', async () => {
    const sized = (size: number) => new File([PDF, new Uint8Array(size - PDF.length)], 'big.pdf', { type: 'application/pdf' });
    const under = client();
    await under.client.uploadDocument(upload(sized(LIMITS.uploadBytesBelow - 1)) as never);
    expect(under.calls).to.have.length(1);
    const at = client();
    expect((await failure(at.client.uploadDocument(upload(sized(LIMITS.uploadBytesBelow)) as never))).kind).to.equal('validation');
    expect(at.calls).to.have.length(0);
  });
});

describe('accept: the kit\'s list is the floor', () => {
  const svg = { name: 'logo.svg', type: 'image/svg+xml' };
  const png = { name: 'photo.png', type: 'image/png' };
  const docx = { name: 'form.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
  it('image/* lets the kit\'s images in, never SVG', () => {
    expect(acceptsFile('image/*', png)).to.equal(true);
    expect(acceptsFile('image/*', svg)).to.equal(false);
    expect(acceptsFile('image/svg+xml', svg)).to.equal(false);
    expect(acceptsFile('.svg', { name: 'logo.svg', type: '' })).to.equal(false);
  });
  it('an empty accept is the kit\'s list, not everything', () => {
    expect(acceptsFile('', png)).to.equal(true);
    expect(acceptsFile('', docx)).to.equal(false);
    expect(acceptsFile('', svg)).to.equal(false);
  });
  it('a partner list narrows (PDF only refuses a PNG) and cannot widen (.docx stays refused)', () => {
    expect(acceptsFile('application/pdf', png)).to.equal(false);
    expect(acceptsFile('.docx,application/pdf', docx)).to.equal(false);
  });
  it('content: an SVG under image/* is refused by its bytes too', async () => {
    expect(await contentAccepted(new File([SVG], 'photo.png', { type: 'image/png' }), 'image/*')).to.equal(false);
    expect(await contentAccepted(new File([PNG], 'photo.png', { type: 'image/png' }), 'image/*')).to.equal(true);
  });
});
