import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/document-upload/define.js';
import type { SvcDocumentUpload } from '../../src/elements/document-upload/svc-document-upload.js';
import type { SvcErrorEvent, SvcSubmitEvent, SvcSuccessEvent } from '../../src/elements/base/events.js';
import type { FetchAdapter } from '../../src/client/adapter.js';
import { operationName } from '../../src/client/operation-ref.js';
import { ServiceError } from '../../src/api/errors.js';
import { LIMITS } from '../../src/api/limits.js';
import { createSandboxAdapter, endUserHeaders, SEED, type Sandbox } from '../../src/sandbox/index.js';
import { message, part, root, wordsHere } from './form-helpers.js';
import { buttonIn, row, rows, statusOf } from './upload-helpers.js';

const BRUNO = SEED.consumers.bruno;
const ALICE = SEED.consumers.alice;
/** Alice's transfer, beneficiary and address: hers to relate documents to. */
const ALICE_TRANSACTION = SEED.transactions.aliceToHolidays;
const ALICE_ADDRESS = ALICE.replace(/^c0/, 'ad');
const RELATED_ID = '7e000000-0000-4000-8000-000000000001';
/** Bruno's address in the sandbox (a consumer's address id is `ad…` after the consumer's). */
const BRUNO_ADDRESS = BRUNO.replace(/^c0/, 'ad');
/** The related objects' fields offered, by name. */
const relationFields = (el: SvcDocumentUpload) => [...root(el).querySelectorAll<HTMLInputElement>('[part~="form-control-group"] input')].map((input) => input.name);

/** What `run` writes with console.error. */
async function consoleErrors(run: () => Promise<void>): Promise<string[]> {
  const said: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void said.push(args.map(String).join(' '));
  try {
    await run();
  } finally {
    console.error = original;
  }
  return said;
}

const bytesOf = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
/** The real first bytes of each accepted kind of file. */
const MAGIC: Record<string, number[]> = {
  'application/pdf': bytesOf('%PDF-1.7\n'),
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...bytesOf('JFIF')],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/webp': [...bytesOf('RIFF'), 0x24, 0, 0, 0, ...bytesOf('WEBPVP8 ')],
  'image/heic': [0, 0, 0, 0x18, ...bytesOf('ftypheic'), 0, 0, 0, 0],
  'image/heif': [0, 0, 0, 0x18, ...bytesOf('ftypmif1'), 0, 0, 0, 0],
};
/** A file of `size` bytes that starts as its type's files do. */
const fileOf = (name: string, size: number, type = 'application/pdf') => {
  const bytes = new Uint8Array(size);
  bytes.set((MAGIC[type] ?? []).slice(0, size));
  return new File([bytes], name, { type });
};

const field = (el: SvcDocumentUpload, path: string) => root(el).querySelector<HTMLInputElement & HTMLSelectElement>(`[name="${path}"]`);
const uploads = (sandbox: Sandbox) => sandbox.requests.filter((request) => request.operation === 'uploadDocument');

/** Submits, and expects every file refused before anything is sent, each named row marked so. */
async function submitRefused(el: SvcDocumentUpload, ...names: string[]) {
  const outcome = await el.submit();
  expect(outcome ?? []).to.satisfy((items: { status: string }[]) => items.every((item) => item.status === 'refused'));
  await el.updateComplete;
  for (const name of names) expect(row(el, name).getAttribute('part'), name).to.contain('file-refused');
}
const dropzoneHint = (el: SvcDocumentUpload) => part(el, 'dropzone')!.querySelector('[part="form-control-help-text"]');
const summary = (el: SvcDocumentUpload) => part(el, 'summary')!.textContent!.trim();

async function pick(el: SvcDocumentUpload, ...files: File[]) {
  const input = root(el).querySelector<HTMLInputElement>('input[type="file"]')!;
  const dt = new DataTransfer();
  for (const file of files) dt.items.add(file);
  input.files = dt.files;
  input.dispatchEvent(new Event('change'));
  await el.updateComplete;
  // Files chosen before the file list has arrived are listed as loading until it does (document-upload-load.test.ts).
  await waitUntil(() => rows(el).every((candidate) => candidate.querySelector('[part="status"]')!.textContent!.trim() !== 'Loading…'), 'the files were not taken in');
  await el.updateComplete;
}

async function type(el: SvcDocumentUpload, path: string, text: string) {
  const input = field(el, path)!;
  input.focus();
  input.value = text;
  input.dispatchEvent(new Event('input'));
  input.dispatchEvent(new Event('blur'));
  await el.updateComplete;
}

async function choose(el: SvcDocumentUpload, path: string, value: string) {
  const select = field(el, path)!;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  await el.updateComplete;
}

async function clickUpload(el: SvcDocumentUpload) {
  part(el, 'submit-button')!.click();
  await el.updateComplete;
}

async function setup(template: (adapter: FetchAdapter) => ReturnType<typeof html>, options: Parameters<typeof createSandboxAdapter>[0] = {}) {
  const { adapter, sandbox } = createSandboxAdapter(options);
  const el = await fixture<SvcDocumentUpload>(template(adapter));
  return { el, sandbox, adapter };
}

const partner = (adapter: FetchAdapter) => html`<svc-document-upload .adapter=${adapter}></svc-document-upload>`;

describe('<svc-document-upload>', () => {
  it('sends two files as two multipart requests, each row with its own status and created document', async () => {
    const { el, sandbox } = await setup(partner);
    await expect(el).to.be.accessible();
    await choose(el, 'type', 'IDENTITY_CARD');
    await type(el, 'friendlyName', 'Identity card');
    await type(el, 'endUserId', BRUNO);
    await pick(el, fileOf('id-front.pdf', 1200), fileOf('id-back.png', 3400, 'image/png'));
    expect(rows(el)).to.have.length(2);
    expect(statusOf(el, 'id-front.pdf')).to.equal('Ready to upload');
    expect(row(el, 'id-front.pdf').querySelector('[part="file-size"]')!.textContent).to.equal('1.2 kB');
    expect(part(el, 'submit-button')!.textContent!.trim()).to.equal('Upload 2 files');
    await expect(el).to.be.accessible();

    const successes: SvcSuccessEvent[] = [];
    el.addEventListener('svc-success', (event) => successes.push(event));
    await clickUpload(el);
    await waitUntil(() => rows(el).every((candidate) => candidate.querySelector('[part="details"]')?.textContent?.includes('Uploaded')), 'rows did not finish');

    const sent = uploads(sandbox);
    expect(sent).to.have.length(2);
    // Both go at once: each arrives when its own checks are done, in either order.
    const sentFor = (name: string) => sent.find((request) => (request.body as { file?: { name?: string } }).file?.name === name);
    for (const [request, name, size, mime] of [
      [sentFor('id-front.pdf'), 'id-front.pdf', 1200, 'application/pdf'],
      [sentFor('id-back.png'), 'id-back.png', 3400, 'image/png'],
    ] as const) {
      expect(request, `no request for ${name}`).to.not.equal(undefined);
      if (!request) continue;
      expect(request.method).to.equal('POST');
      expect(request.headers['content-type']).to.match(/^multipart\/form-data; boundary=/);
      expect(request.body).to.deep.equal({ type: 'IDENTITY_CARD', friendlyName: 'Identity card', endUserId: BRUNO, file: { name, size, type: mime } });
    }
    // One svc-success per file uploaded; the loads of the created documents report as getDocument.
    const uploaded = successes.filter((event) => event.detail.operation === 'uploadDocument');
    expect(uploaded).to.have.length(2);
    expect(successes.filter((event) => event.detail.operation === 'getDocument')).to.have.length(2);
    for (const name of ['id-front.pdf', 'id-back.png']) {
      expect(statusOf(el, name)).to.equal('Uploaded');
      const shown = row(el, name).querySelector('[part="details"]')!.textContent!;
      expect(shown).to.contain('Identity card · status: Uploaded').and.to.contain(name);
      const id = uploaded.find((event) => sandbox.data.documents.get((event.detail.result as { id: string }).id)?.fileName === name)!.detail.result as { id: string };
      // The created document's id is for the partner (data-document-id, the events), never shown.
      expect(root(el).textContent).not.to.contain(id.id);
      expect(row(el, name).querySelector<HTMLElement>('[part="details"]')!.dataset.documentId).to.equal(id.id);
      expect(sandbox.data.documents.get(id.id)).to.include({ status: 'UPLOADED', type: 'IDENTITY_CARD', fileName: name, friendlyName: 'Identity card' });
    }
    expect(sandbox.requests.filter((request) => request.operation === 'getDocument')).to.have.length(2);
    expect(summary(el)).to.equal('2 of 2 files uploaded.');
    expect(part(el, 'summary')!.getAttribute('role')).to.equal('status');
    // Every file is uploaded: the success panel, with the files, takes the place of the fields.
    expect(field(el, 'friendlyName')).to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('sends a file of each accepted kind that holds its real first bytes', async () => {
    const { el, sandbox } = await setup((adapter) => html`<svc-document-upload end-user-id=${BRUNO} .adapter=${adapter}></svc-document-upload>`);
    await choose(el, 'type', 'IDENTITY_CARD');
    const names: Record<string, string> = {
      'application/pdf': 'scan.pdf',
      'image/jpeg': 'photo.jpg',
      'image/png': 'shot.png',
      'image/webp': 'picture.webp',
      'image/heic': 'phone.heic',
      'image/heif': 'phone.heif',
    };
    await pick(el, ...Object.entries(names).map(([kind, name]) => fileOf(name, 64, kind)));
    const outcome = await el.submit();
    expect(outcome!.map((item) => [item.file.name, item.status])).to.deep.equal(Object.values(names).map((name) => [name, 'uploaded']));
    expect(uploads(sandbox)).to.have.length(6);
  });

  it('refuses a renamed HTML file, an empty file and text named .png by their first bytes: said on the row, announced, nothing sent', async () => {
    const { el, sandbox } = await setup((adapter) => html`<svc-document-upload end-user-id=${BRUNO} .adapter=${adapter}></svc-document-upload>`);
    const errors: SvcErrorEvent[] = [];
    const submits: Event[] = [];
    el.addEventListener('svc-error', (event) => errors.push(event));
    el.addEventListener('svc-submit', (event) => submits.push(event));
    await choose(el, 'type', 'IDENTITY_CARD');
    const refused = [
      new File(['<html><script>alert(1)</script></html>'], 'evil.pdf', { type: 'application/pdf' }),
      new File([], 'empty.pdf', { type: 'application/pdf' }),
      new File(['just some notes'], 'notes.png', { type: 'image/png' }),
      // One byte short of the PDF signature; the bare signature itself passes.
      new File(['%PDF'], 'short.pdf', { type: 'application/pdf' }),
    ];
    await pick(el, ...refused, new File(['%PDF-'], 'edge.pdf', { type: 'application/pdf' }));
    await waitUntil(() => rows(el).filter((candidate) => candidate.getAttribute('part')!.includes('file-refused')).length === 4, 'the content checks end');
    const mismatch = 'The content of this file is not of an accepted type (was it renamed?). It will not be sent.';
    expect(statusOf(el, 'evil.pdf')).to.equal(mismatch);
    expect(statusOf(el, 'empty.pdf')).to.equal('This file is empty. It will not be sent.');
    expect(statusOf(el, 'notes.png')).to.equal(mismatch);
    expect(statusOf(el, 'short.pdf')).to.equal(mismatch);
    expect(statusOf(el, 'edge.pdf')).to.equal('Ready to upload');
    expect(root(el).querySelector('form > [role="status"]')!.textContent).to.contain(`: ${mismatch}`);
    expect(errors.map((event) => [event.detail.error.code, event.detail.error.kind])).to.have.deep.members([
      ['FILE_CONTENT_NOT_ACCEPTED', 'validation'],
      ['FILE_CONTENT_NOT_ACCEPTED', 'validation'],
      ['FILE_CONTENT_NOT_ACCEPTED', 'validation'],
      ['FILE_CONTENT_NOT_ACCEPTED', 'validation'],
    ]);
    const outcome = await el.submit();
    expect(outcome!.map((item) => item.file.name)).to.deep.equal(['edge.pdf']);
    expect(uploads(sandbox)).to.have.length(1);
    expect(submits).to.have.length(1);
    await expect(el).to.be.accessible();
  });

  it('checks the content before sending even when the upload is pressed at once, and against accept', async () => {
    const { el, sandbox } = await setup((adapter) => html`<svc-document-upload end-user-id=${BRUNO} accept="application/pdf" .adapter=${adapter}></svc-document-upload>`);
    await choose(el, 'type', 'IDENTITY_CARD');
    const submits: Event[] = [];
    el.addEventListener('svc-submit', (event) => submits.push(event));
    // A real PNG under a PDF name, where only PDFs are accepted; and HTML, with no time to check first.
    await pick(el, fileOf('image.pdf', 64, 'image/png'), new File(['<html></html>'], 'page.pdf', { type: 'application/pdf' }));
    await submitRefused(el, 'image.pdf', 'page.pdf');
    expect(uploads(sandbox)).to.have.length(0);
    expect(submits).to.have.length(0);
  });

  it('accept="image/*" lets no SVG through, by name or by content, and sends nothing', async () => {
    const { el, sandbox } = await setup((adapter) => html`<svc-document-upload end-user-id=${BRUNO} accept="image/*" .adapter=${adapter}></svc-document-upload>`);
    await choose(el, 'type', 'IDENTITY_CARD');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    await pick(el, new File([svg], 'logo.svg', { type: 'image/svg+xml' }), new File([svg], 'photo.png', { type: 'image/png' }));
    await submitRefused(el, 'logo.svg', 'photo.png');
    expect(uploads(sandbox)).to.have.length(0);
  });

  it('accept="" does not widen the kit\'s list: the picker offers it, and HTML or a .docx is refused', async () => {
    const { el, sandbox } = await setup((adapter) => html`<svc-document-upload end-user-id=${BRUNO} accept="" .adapter=${adapter}></svc-document-upload>`);
    expect(root(el).querySelector<HTMLInputElement>('input[type="file"]')!.accept).to.equal('application/pdf,image/jpeg,image/png,image/webp,image/heic,image/heif');
    expect(dropzoneHint(el)!.textContent).to.contain('PDF');
    await choose(el, 'type', 'IDENTITY_CARD');
    await pick(el, new File(['<html></html>'], 'page.html', { type: 'text/html' }), new File(['PK'], 'form.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));
    expect(row(el, 'page.html').getAttribute('part')).to.contain('file-refused');
    expect(row(el, 'form.docx').getAttribute('part')).to.contain('file-refused');
    expect(uploads(sandbox)).to.have.length(0);
  });

  it('marks a refused file apart from a ready one: the rows\' looks come with the file list', async () => {
    const { el } = await setup((adapter) => html`<svc-document-upload end-user-id=${BRUNO} .adapter=${adapter}></svc-document-upload>`);
    await pick(el, fileOf('scan.pdf', 64), new File(['<html></html>'], 'page.html', { type: 'text/html' }));
    const look = (name: string) => getComputedStyle(row(el, name).querySelector('[part="status"]')!).color;
    expect(row(el, 'page.html').getAttribute('part')).to.contain('file-refused');
    expect(look('page.html')).to.not.equal(look('scan.pdf'));
    expect(getComputedStyle(row(el, 'page.html')).borderLeftColor).to.not.equal(getComputedStyle(row(el, 'scan.pdf')).borderLeftColor);
  });

  it(`accepts ${LIMITS.uploadBytesBelow - 1} bytes and refuses ${LIMITS.uploadBytesBelow} before sending, with a message on that file`, async () => {
    const { el, sandbox } = await setup((adapter) => html`<svc-document-upload end-user-id=${BRUNO} .adapter=${adapter}></svc-document-upload>`);
    const errors: SvcErrorEvent[] = [];
    el.addEventListener('svc-error', (event) => errors.push(event));
    await choose(el, 'type', 'BANK_ACCOUNT_STATEMENT');
    await pick(el, fileOf('just-below.pdf', LIMITS.uploadBytesBelow - 1), fileOf('at-limit.pdf', LIMITS.uploadBytesBelow));
    expect(statusOf(el, 'just-below.pdf')).to.equal('Ready to upload');
    expect(row(el, 'just-below.pdf').querySelector('[part="file-size"]')!.textContent).to.equal('4.99 MB');
    expect(row(el, 'at-limit.pdf').getAttribute('part')).to.contain('file-refused');
    expect(statusOf(el, 'at-limit.pdf')).to.equal('This file is 5 MB; files must be smaller than 5 MB. It will not be sent.');
    expect(errors).to.have.length(1);
    expect(errors[0].detail.error).to.include({ kind: 'validation', code: 'FILE_TOO_LARGE' });
    expect(dropzoneHint(el)!.textContent).to.contain('smaller than 5 MB');
    expect(part(el, 'submit-button')!.textContent!.trim()).to.equal('Upload 1 file');
    await expect(el).to.be.accessible();

    const outcome = await el.submit();
    expect(outcome!.map((item) => [item.file.name, item.status])).to.deep.equal([['just-below.pdf', 'uploaded']]);
    expect(uploads(sandbox)).to.have.length(1);
    expect((uploads(sandbox)[0].body as { file: { size: number } }).file.size).to.equal(LIMITS.uploadBytesBelow - 1);
    expect(sandbox.requests.some((request) => (request.body as { file?: { name: string } } | undefined)?.file?.name === 'at-limit.pdf')).to.equal(false);
    await el.updateComplete;
    expect(summary(el)).to.equal('1 of 2 files uploaded.');
    // A refused file can be taken off the list.
    buttonIn(el, 'at-limit.pdf', 'remove-button')!.click();
    await el.updateComplete;
    expect(rows(el)).to.have.length(1);
  });

  it('answers a requested document as the end-user: sends documentId without type or endUserId, and it becomes UPLOADED', async () => {
    const requested = SEED.documents.brunoRequested;
    const { el, sandbox } = await setup(
      (adapter) => html`<svc-document-upload end-user document-id=${requested} .adapter=${adapter}></svc-document-upload>`,
      { headers: endUserHeaders(BRUNO) },
    );
    expect(field(el, 'type')).to.equal(null);
    expect(field(el, 'endUserId')).to.equal(null);
    expect(field(el, 'documentId')).to.equal(null);
    await waitUntil(() => part(el, 'notice')?.textContent?.includes('Requested document: Driving licence'), 'the request was not shown');
    expect(part(el, 'notice')!.textContent).to.contain('Note: Please upload both sides of your driving licence.');
    await expect(el).to.be.accessible();
    // One request, one document: two files are one too many.
    expect(root(el).querySelector<HTMLInputElement>('input[type="file"]')!.multiple).to.equal(false);
    await pick(el, fileOf('front.jpg', 10, 'image/jpeg'), fileOf('back.jpg', 10, 'image/jpeg'));
    expect(await el.submit()).to.equal(undefined);
    await el.updateComplete;
    expect(root(el).getElementById('dropzone-message')!.textContent).to.equal('A document request is answered with one file: remove the others.');
    buttonIn(el, 'front.jpg', 'remove-button')!.click();
    buttonIn(el, 'back.jpg', 'remove-button')!.click();
    await el.updateComplete;
    await pick(el, fileOf('licence.jpg', 2048, 'image/jpeg'));
    const submitted = oneEvent(el, 'svc-submit') as Promise<SvcSubmitEvent>;
    await clickUpload(el);
    expect(Object.keys((await submitted).detail.body as object).sort()).to.deep.equal(['documentId', 'file']);
    await waitUntil(() => row(el, 'licence.jpg').querySelector('[part="details"]')?.textContent?.includes('Driving licence'), 'the document did not show');
    const [request] = uploads(sandbox);
    expect(request.headers.authorization).to.equal(`Bearer sandbox-end-user:${BRUNO}`);
    expect(request.body).to.deep.equal({ documentId: requested, file: { name: 'licence.jpg', size: 2048, type: 'image/jpeg' } });
    expect(sandbox.data.documents.get(requested)).to.include({ status: 'UPLOADED', fileName: 'licence.jpg' });
    expect(row(el, 'licence.jpg').querySelector('[part="details"]')!.textContent).to.contain('Driving licence · status: Uploaded').and.not.to.contain(requested);
    expect(summary(el)).to.equal('1 of 1 file uploaded.');
    await expect(el).to.be.accessible();
  });

  it('lets a partner switch to answering a request in the form, keeping what was typed for the other mode', async () => {
    const requested = SEED.documents.brunoRequested;
    const { el, sandbox } = await setup(partner);
    await choose(el, 'type', 'DRIVING_LICENCE');
    await type(el, 'endUserId', BRUNO);
    const answering = field(el, 'answering')!;
    answering.click();
    await el.updateComplete;
    expect(field(el, 'type')).to.equal(null);
    expect(field(el, 'endUserId')).to.equal(null);
    await type(el, 'documentId', requested);
    await pick(el, fileOf('licence.pdf', 900));
    // Back and forth: what was typed for each mode is kept.
    answering.click();
    await el.updateComplete;
    expect(field(el, 'type')!.value).to.equal('DRIVING_LICENCE');
    expect(field(el, 'endUserId')!.value).to.equal(BRUNO);
    field(el, 'answering')!.click();
    await el.updateComplete;
    expect(field(el, 'documentId')!.value).to.equal(requested);
    await el.submit();
    expect(uploads(sandbox)[0].body).to.deep.equal({ documentId: requested, file: { name: 'licence.pdf', size: 900, type: 'application/pdf' } });
    expect(sandbox.data.documents.get(requested)!.status).to.equal('UPLOADED');
  });

  it('a partner without an end-user ID gets a field error, focus on it, and nothing is sent', async () => {
    const { el, sandbox } = await setup(partner);
    await choose(el, 'type', 'IDENTITY_CARD');
    await pick(el, fileOf('id.pdf', 10));
    const failed = oneEvent(el, 'svc-error') as Promise<SvcErrorEvent>;
    await clickUpload(el);
    const { error } = (await failed).detail;
    expect(error.kind).to.equal('validation');
    expect(error.issues.map((issue) => issue.path)).to.deep.equal(['endUserId']);
    await el.updateComplete;
    expect(message(el, 'endUserId')).to.equal('This field is required.');
    expect(field(el, 'endUserId')!.getAttribute('aria-invalid')).to.equal('true');
    expect(root(el).getElementById(field(el, 'endUserId')!.getAttribute('aria-describedby')!.split(' ').pop()!)!.textContent).to.equal('This field is required.');
    expect(root(el).activeElement).to.equal(field(el, 'endUserId'));
    expect(sandbox.requests).to.have.length(0);
    expect(statusOf(el, 'id.pdf')).to.equal('Ready to upload');
    await expect(el).to.be.accessible();
  });

  it('asks for a file when there is none, on the drop zone', async () => {
    const { el, sandbox } = await setup((adapter) => html`<svc-document-upload end-user .adapter=${adapter}></svc-document-upload>`);
    await choose(el, 'type', 'IDENTITY_CARD');
    expect(await el.submit()).to.equal(undefined);
    await el.updateComplete;
    const chooseButton = part(el, 'choose-button')!;
    expect(root(el).activeElement).to.equal(chooseButton);
    const describedBy = chooseButton.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => root(el).getElementById(id)!.textContent)).to.include('Add at least one file.');
    expect(sandbox.requests).to.have.length(0);
    await expect(el).to.be.accessible();
  });

  it('related objects are typed by staff only: a customer is asked for no identifier', async () => {
    const { el } = await setup((adapter) => html`<svc-document-upload end-user .adapter=${adapter}></svc-document-upload>`);
    expect(relationFields(el)).to.deep.equal([]);
    expect(part(el, 'form-control-group')).to.equal(null);
    const words = root(el).textContent!;
    for (const label of ['Transaction ID', 'Beneficiary ID', 'Address ID', 'Related to']) expect(words).not.to.contain(label);
    await expect(el).to.be.accessible();
    // A partner page without `staff` does not offer them either.
    const partnerPage = await setup((adapter) => html`<svc-document-upload end-user-id=${BRUNO} .adapter=${adapter}></svc-document-upload>`);
    expect(relationFields(partnerPage.el)).to.deep.equal([]);
  });

  it('related objects (staff), as the spec allows, any of them at once: an invalid ID is a field error and nothing is sent; valid ones are all sent, blank ones not', async () => {
    const { el, sandbox } = await setup((adapter) => html`<svc-document-upload staff end-user-id=${BRUNO} .adapter=${adapter}></svc-document-upload>`);
    expect(field(el, 'endUserId')).to.equal(null);
    await choose(el, 'type', 'BANK_ACCOUNT_DETAILS');
    await type(el, 'transactionId', 'not-an-id');
    await wordsHere(el);
    expect(message(el, 'transactionId')).to.equal('Enter an identifier (UUID).');
    await pick(el, fileOf('rib.pdf', 100));
    expect(await el.submit()).to.equal(undefined);
    expect(sandbox.requests).to.have.length(0);
    expect(field(el, 'transactionId')!.getAttribute('aria-invalid')).to.equal('true');
    await expect(el).to.be.accessible();
    // Bruno's own beneficiary and address, together; the transaction field left blank is not sent.
    await type(el, 'transactionId', '');
    await type(el, 'beneficiaryId', ` ${SEED.beneficiaries.brunoCompany} `);
    await type(el, 'addressId', BRUNO_ADDRESS);
    await el.submit();
    expect(uploads(sandbox)[0].body).to.deep.equal({
      endUserId: BRUNO, type: 'BANK_ACCOUNT_DETAILS', beneficiaryId: SEED.beneficiaries.brunoCompany, addressId: BRUNO_ADDRESS,
      file: { name: 'rib.pdf', size: 100, type: 'application/pdf' },
    });
    expect(uploads(sandbox)[0].status).to.equal(201);
  });

  it('an invalid end-user-id attribute is said above the form, and nothing is sent', async () => {
    const { el, sandbox } = await setup((adapter) => html`<svc-document-upload end-user-id="bruno" .adapter=${adapter}></svc-document-upload>`);
    await choose(el, 'type', 'IDENTITY_CARD');
    await pick(el, fileOf('id.pdf', 10));
    expect(await el.submit()).to.equal(undefined);
    await wordsHere(el);
    expect(part(el, 'error')!.textContent).to.contain('End-user ID: Enter an identifier (UUID).');
    expect(sandbox.requests).to.have.length(0);
  });

  it('transaction-id, beneficiary-id and address-id pin related objects: shown to staff, not editable, sent as given with every file', async () => {
    const { el, sandbox } = await setup(
      (adapter) => html`<svc-document-upload staff end-user-id=${ALICE} transaction-id=${ALICE_TRANSACTION} beneficiary-id=${SEED.beneficiaries.aliceSepa}
        address-id=${ALICE_ADDRESS} .adapter=${adapter}></svc-document-upload>`,
    );
    const pins = { transactionId: ALICE_TRANSACTION, beneficiaryId: SEED.beneficiaries.aliceSepa, addressId: ALICE_ADDRESS };
    for (const [path, id] of Object.entries(pins)) expect([field(el, path)!.value, field(el, path)!.disabled], path).to.deep.equal([id, true]);
    // The one not pinned is still offered.
    expect(field(el, 'corporateRelatedId')!.disabled).to.equal(false);
    // A prefill does not move a pin.
    el.value = { transactionId: SEED.transactions.aliceToDavid, friendlyName: 'Proof of address' };
    await el.updateComplete;
    expect(field(el, 'transactionId')!.value).to.equal(ALICE_TRANSACTION);
    expect(el.value).to.deep.equal({ endUserId: ALICE, friendlyName: 'Proof of address', ...pins });
    await expect(el).to.be.accessible();
    await choose(el, 'type', 'BANK_ACCOUNT_STATEMENT');
    await pick(el, fileOf('march.pdf', 300), fileOf('april.pdf', 400));
    const submitted: SvcSubmitEvent[] = [];
    el.addEventListener('svc-submit', (event) => submitted.push(event));
    const outcome = await el.submit();
    expect(outcome!.map((item) => item.status)).to.deep.equal(['uploaded', 'uploaded']);
    expect(submitted.map((event) => event.detail.body)).to.have.length(2);
    const sent = uploads(sandbox);
    expect(sent).to.have.length(2);
    for (const request of sent) {
      expect(request.method).to.equal('POST');
      expect(request.headers['content-type']).to.match(/^multipart\/form-data; boundary=/);
      expect(request.status).to.equal(201);
      const { file: _file, ...fields } = request.body as Record<string, unknown>;
      expect(fields).to.deep.equal({ endUserId: ALICE, type: 'BANK_ACCOUNT_STATEMENT', friendlyName: 'Proof of address', ...pins });
    }
    for (const item of outcome!) expect(sandbox.data.documents.get(item.documentId!)).to.include(pins);
  });

  it('corporate-related-id pins a company person for a corporate, also as the signed-in end-user (end-user-id is then ignored, said nowhere; the identifier is not shown to them)', async () => {
    const corporate = SEED.corporates.atelier;
    const ubo = SEED.related.atelierUbo;
    const { el, sandbox } = await setup(
      (adapter) => html`<svc-document-upload end-user end-user-id="not-used" end-user-kind="corporate" corporate-related-id=${ubo} .adapter=${adapter}></svc-document-upload>`,
      { headers: endUserHeaders(corporate) },
    );
    expect(field(el, 'endUserId')).to.equal(null);
    expect(field(el, 'corporateRelatedId')).to.equal(null);
    expect(root(el).textContent).not.to.contain(ubo);
    await choose(el, 'type', 'IDENTITY_CARD');
    await pick(el, fileOf('passport.pdf', 50));
    const said = await consoleErrors(async () => {
      expect((await el.submit())!.map((item) => item.status)).to.deep.equal(['uploaded']);
    });
    expect(said).to.deep.equal([]);
    const [request] = uploads(sandbox);
    expect(request.headers.authorization).to.equal(`Bearer sandbox-end-user:${corporate}`);
    expect(request.body).to.deep.equal({ type: 'IDENTITY_CARD', corporateRelatedId: ubo, file: { name: 'passport.pdf', size: 50, type: 'application/pdf' } });
  });

  it('a pinned identifier one character short or long is the partner\'s error: said in the console once, on its field, and nothing is sent; 36 characters are sent', async () => {
    const { el, sandbox } = await setup((adapter) => html`<svc-document-upload staff end-user-id=${ALICE} .adapter=${adapter}></svc-document-upload>`);
    await choose(el, 'type', 'BANK_ACCOUNT_STATEMENT');
    await pick(el, fileOf('statement.pdf', 10));
    for (const malformed of [ALICE_TRANSACTION.slice(0, -1), `${ALICE_TRANSACTION}0`]) {
      const errors: SvcErrorEvent[] = [];
      el.addEventListener('svc-error', (event) => errors.push(event));
      const said = await consoleErrors(async () => {
        el.setAttribute('transaction-id', malformed);
        await el.updateComplete;
        expect(await el.submit()).to.equal(undefined);
        await el.updateComplete;
      });
      expect(said).to.deep.equal([`<svc-document-upload>: transaction-id="${malformed}" is not an identifier (UUID); no file is sent until it is.`]);
      expect(field(el, 'transactionId')!.disabled).to.equal(true);
      await wordsHere(el);
      expect(message(el, 'transactionId')).to.equal('Enter an identifier (UUID).');
      expect(errors.at(-1)!.detail.error.kind).to.equal('validation');
      expect(errors.at(-1)!.detail.error.issues.map((issue) => issue.path)).to.deep.equal(['transactionId']);
      expect(sandbox.requests).to.have.length(0);
      expect(statusOf(el, 'statement.pdf')).to.equal('Ready to upload');
    }
    await expect(el).to.be.accessible();
    el.setAttribute('transaction-id', ALICE_TRANSACTION);
    await el.updateComplete;
    expect(message(el, 'transactionId')).to.equal(null);
    expect((await el.submit())!.map((item) => item.status)).to.deep.equal(['uploaded']);
    expect(uploads(sandbox)[0].body).to.deep.include({ endUserId: ALICE, transactionId: ALICE_TRANSACTION });
  });

  it('a failed upload shows the reason and a retry for that file that succeeds, keeping the fields', async () => {
    const { adapter, sandbox } = createSandboxAdapter();
    let failures = 0;
    const flaky: FetchAdapter = {
      sandbox: true,
      request: (operation, input, options) =>
        operationName(operation) === 'uploadDocument' && failures++ === 0
          ? Promise.reject(new ServiceError({ kind: 'network', code: 'NETWORK_ERROR', operation: 'uploadDocument' }))
          : adapter.request(operation, input, options),
    };
    const el = await fixture<SvcDocumentUpload>(html`<svc-document-upload .adapter=${flaky}></svc-document-upload>`);
    await choose(el, 'type', 'HEALTH_INSURANCE');
    await type(el, 'endUserId', BRUNO);
    await type(el, 'friendlyName', 'Insurance card');
    await pick(el, fileOf('card.pdf', 500));
    const failed = oneEvent(el, 'svc-error') as Promise<SvcErrorEvent>;
    const outcome = await el.submit();
    expect((await failed).detail.error.kind).to.equal('network');
    expect(outcome!.map((item) => item.status)).to.deep.equal(['failed']);
    await el.updateComplete;
    expect(statusOf(el, 'card.pdf')).to.equal('Not uploaded: The service could not be reached. Check the connection and try again.');
    expect(summary(el)).to.equal('0 of 1 file uploaded.');
    expect(field(el, 'friendlyName')!.value).to.equal('Insurance card');
    expect(field(el, 'endUserId')!.value).to.equal(BRUNO);
    await expect(el).to.be.accessible();

    const retry = buttonIn(el, 'card.pdf', 'retry-button')!;
    expect(retry.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Try again card.pdf');
    retry.click();
    await waitUntil(() => statusOf(el, 'card.pdf') === 'Uploaded' && summary(el) === '1 of 1 file uploaded.', 'the retry did not upload');
    expect(uploads(sandbox)).to.have.length(1);
    expect(uploads(sandbox)[0].body).to.deep.include({ friendlyName: 'Insurance card', endUserId: BRUNO, type: 'HEALTH_INSURANCE' });
  });

  it('shows the service refusal of a field on that field', async () => {
    const { el, sandbox } = await setup(partner);
    await choose(el, 'type', 'IDENTITY_CARD');
    await type(el, 'endUserId', 'c0000000-0000-4000-8000-00000000ffff');
    await pick(el, fileOf('id.pdf', 10));
    const outcome = await el.submit();
    expect(outcome![0].status).to.equal('failed');
    await el.updateComplete;
    expect(uploads(sandbox)).to.have.length(1);
    expect(message(el, 'endUserId')).to.not.equal(null);
    expect(buttonIn(el, 'id.pdf', 'retry-button')).to.not.equal(null);
  });

  it('cancel aborts the upload in flight; nothing is stored and the file can be sent again', async () => {
    const { el, sandbox } = await setup((adapter) => html`<svc-document-upload end-user-id=${BRUNO} .adapter=${adapter}></svc-document-upload>`, {
      latencyMs: 60_000,
    });
    const before = sandbox.data.documents.size;
    await choose(el, 'type', 'IDENTITY_CARD');
    await pick(el, fileOf('slow.pdf', 300));
    const outcome = el.submit();
    await waitUntil(() => statusOf(el, 'slow.pdf') === 'Uploading…', 'never uploading');
    const progress = row(el, 'slow.pdf').querySelector('progress')!;
    expect(progress.hasAttribute('value')).to.equal(false);
    expect(progress.getAttribute('aria-label')).to.equal('Uploading slow.pdf');
    // The upload button stays focusable but does nothing more while files are sent.
    expect(part(el, 'submit-button')!.getAttribute('aria-disabled')).to.equal('true');
    expect(el.submit()).to.equal(outcome);
    expect(buttonIn(el, 'slow.pdf', 'remove-button')).to.equal(null);
    await expect(el).to.be.accessible();
    const cancel = buttonIn(el, 'slow.pdf', 'cancel-button')!;
    cancel.focus();
    cancel.click();
    expect((await outcome)!.map((item) => item.status)).to.deep.equal(['cancelled']);
    await el.updateComplete;
    expect(statusOf(el, 'slow.pdf')).to.equal('Cancelled, nothing was kept.');
    expect(sandbox.data.documents.size).to.equal(before);
    expect(uploads(sandbox)).to.have.length(0);
    // Focus stays in the row, on its next action.
    await waitUntil(() => root(el).activeElement === buttonIn(el, 'slow.pdf', 'retry-button'), 'focus was lost');
  });

  it('a cancelled svc-submit skips that file only; svc-submit comes before each request', async () => {
    const { el, sandbox } = await setup((adapter) => html`<svc-document-upload end-user-id=${BRUNO} .adapter=${adapter}></svc-document-upload>`);
    await choose(el, 'type', 'FAMILY_RECORD_BOOK');
    await pick(el, fileOf('a.pdf', 10), fileOf('b.pdf', 20));
    const sentFiles = () => uploads(sandbox).map((request) => (request.body as { file: { name: string } }).file.name);
    const seen: { name: string; alreadySent: boolean }[] = [];
    el.addEventListener('svc-submit', (event) => {
      const body = event.detail.body as { file: File };
      seen.push({ name: body.file.name, alreadySent: sentFiles().includes(body.file.name) });
      expect(event.cancelable).to.equal(true);
      if (body.file.name === 'b.pdf') event.preventDefault();
    });
    const outcome = await el.submit();
    // Files go side by side: each one's svc-submit comes before its own request, in either order.
    seen.sort((x, y) => x.name.localeCompare(y.name));
    expect(seen).to.deep.equal([
      { name: 'a.pdf', alreadySent: false },
      { name: 'b.pdf', alreadySent: false },
    ]);
    expect(outcome!.map((item) => [item.file.name, item.status])).to.deep.equal([
      ['a.pdf', 'uploaded'],
      ['b.pdf', 'cancelled'],
    ]);
    expect(sentFiles()).to.deep.equal(['a.pdf']);
    await el.updateComplete;
    expect(statusOf(el, 'b.pdf')).to.equal('Not sent: the page stopped this upload.');
    expect(summary(el)).to.equal('1 of 2 files uploaded.');
  });

  it('takes dropped files, highlighting the zone while dragging, and refuses types outside accept', async () => {
    const { el } = await setup(partner);
    const zone = part(el, 'dropzone')!;
    const dt = new DataTransfer();
    dt.items.add(fileOf('scan.png', 64, 'image/png'));
    dt.items.add(fileOf('tool.exe', 64, 'application/x-msdownload'));
    zone.dispatchEvent(new DragEvent('dragenter', { dataTransfer: dt, bubbles: true, cancelable: true }));
    zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true }));
    await el.updateComplete;
    expect(zone.classList.contains('dragover')).to.equal(true);
    expect(zone.getAttribute('part')).to.equal('dropzone dropzone-active');
    const drop = new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true });
    zone.dispatchEvent(drop);
    await el.updateComplete;
    expect(drop.defaultPrevented).to.equal(true);
    expect(zone.classList.contains('dragover')).to.equal(false);
    expect(zone.getAttribute('part')).to.equal('dropzone');
    expect(rows(el).map((candidate) => candidate.querySelector('[part="file-name"]')!.textContent)).to.deep.equal(['scan.png', 'tool.exe']);
    expect(statusOf(el, 'scan.png')).to.equal('Ready to upload');
    expect(statusOf(el, 'tool.exe')).to.equal('This type of file is not accepted here. It will not be sent.');
    expect(root(el).querySelector('.visually-hidden[role="status"]')!.textContent).to.contain('2 files added.');
    // Dropping the same file again does not add it twice.
    const again = new DataTransfer();
    again.items.add(dt.files[0]);
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: again, bubbles: true, cancelable: true }));
    await el.updateComplete;
    expect(rows(el)).to.have.length(2);
    await expect(el).to.be.accessible();
  });

  it('opens the file picker from the keyboard and says which files it takes', async () => {
    const { el } = await setup((adapter) => html`<svc-document-upload accept=".pdf,image/*" .adapter=${adapter}></svc-document-upload>`);
    const input = root(el).querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input.multiple).to.equal(true);
    expect(input.accept).to.equal('.pdf,image/*');
    expect(dropzoneHint(el)!.textContent).to.equal('PDF or any image, each smaller than 5 MB.');
    let opened = 0;
    input.click = () => void opened++;
    part(el, 'choose-button')!.focus();
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: ' ' }); // the space bar: Firefox's key names have no 'Space'
    expect(opened).to.equal(2);
  });

  it('offers the upload types with readable labels and default accept of PDF and images', async () => {
    const { el } = await setup(partner);
    const options = Array.from(field(el, 'type')!.options).map((option) => option.textContent);
    expect(options).to.include.members(['Identity card', 'Driving licence', 'Articles of association']);
    expect(root(el).querySelector<HTMLInputElement>('input[type="file"]')!.accept).to.contain('application/pdf').and.to.contain('image/jpeg');
    expect(field(el, 'friendlyName')!.maxLength).to.equal(LIMITS.friendlyName.max);
  });

  it('offers a consumer no company document and no corporate related person; a corporate, or an unsaid kind, all', async () => {
    const values = (el: SvcDocumentUpload, path: string) => [...root(el).querySelectorAll<HTMLOptionElement>(`select[name="${path}"] option`)].map((option) => option.value).filter(Boolean);
    const company = ['ARTICLE_OF_ASSOCIATION', 'COMPANY_INCORPORATION', 'COMPANY_REGISTRY_EXTRACT'];
    const { el } = await setup((adapter) => html`<svc-document-upload staff end-user-kind="consumer" .adapter=${adapter}></svc-document-upload>`);
    expect(values(el, 'type')).to.include.members(['IDENTITY_CARD', 'DRIVING_LICENCE', 'BANK_ACCOUNT_STATEMENT']);
    for (const type of company) expect(values(el, 'type')).not.to.include(type);
    expect(relationFields(el)).to.deep.equal(['transactionId', 'beneficiaryId', 'addressId']);
    el.endUserKind = 'corporate';
    await el.updateComplete;
    expect(values(el, 'type')).to.include.members(company);
    expect(relationFields(el)).to.deep.equal(['transactionId', 'beneficiaryId', 'addressId', 'corporateRelatedId']);
    el.endUserKind = undefined;
    await el.updateComplete;
    expect(values(el, 'type')).to.include.members(company);
  });

  it('offers only the types `types` names (unknown names alone: every type), and takes field control', async () => {
    const values = (el: SvcDocumentUpload) => [...root(el).querySelectorAll<HTMLOptionElement>('select[name="type"] option')].map((option) => option.value).filter(Boolean);
    const { el } = await setup((adapter) => html`<svc-document-upload staff end-user-kind="consumer" types="IDENTITY_CARD DRIVING_LICENCE" .adapter=${adapter}></svc-document-upload>`);
    expect(values(el).sort()).to.deep.equal(['DRIVING_LICENCE', 'IDENTITY_CARD']);
    el.types = 'SELFIE_OF_A_CAT';
    await el.updateComplete;
    expect(values(el)).to.include.members(['IDENTITY_CARD', 'BANK_ACCOUNT_STATEMENT']);
    el.fields = { friendlyName: { value: 'Passport scan', locked: true }, transactionId: { hidden: true } };
    await el.updateComplete;
    expect(field(el, 'friendlyName')!.readOnly).to.equal(true);
    expect(field(el, 'friendlyName')!.value).to.equal('Passport scan');
    expect(field(el, 'transactionId')).to.equal(null);
    expect(el.value).to.deep.include({ friendlyName: 'Passport scan' });
  });

  it('exposes value and takes it as a prefill', async () => {
    const { el } = await setup((adapter) => html`<svc-document-upload staff .adapter=${adapter}></svc-document-upload>`);
    el.value = { type: 'IDENTITY_CARD', endUserId: BRUNO, transactionId: RELATED_ID };
    await el.updateComplete;
    expect(field(el, 'transactionId')!.value).to.equal(RELATED_ID);
    expect(el.value).to.deep.equal({ type: 'IDENTITY_CARD', endUserId: BRUNO, transactionId: RELATED_ID });
  });

  it('says so when it has no configuration, and sends nothing', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const el = await fixture<SvcDocumentUpload>(html`<svc-document-upload></svc-document-upload>`);
      expect(part(el, 'error')!.textContent).to.contain('not configured');
    } finally {
      console.error = original;
    }
    expect(errors).to.have.length(1);
  });
});

describe('<svc-document-upload> removed while uploading', () => {
  it('aborts the files on their way and sends none of the files still queued', async () => {
    const calls: string[] = [];
    const adapter = {
      sandbox: false,
      request: (operation: Parameters<FetchAdapter['request']>[0], _input: unknown, options?: { signal?: AbortSignal }) => {
        calls.push(operationName(operation));
        return new Promise((_, reject) =>
          options?.signal?.addEventListener('abort', () => reject(new ServiceError({ kind: 'abort', code: 'ABORTED' }))),
        );
      },
    } as unknown as FetchAdapter;
    const el = await fixture<SvcDocumentUpload>(
      html`<svc-document-upload end-user-id=${SEED.consumers.bruno} .adapter=${adapter}></svc-document-upload>`,
    );
    el.value = { type: 'IDENTITY_CARD' };
    el.addFiles([1, 2, 3, 4, 5].map((n) => new File([`%PDF-1.7 file ${n}`], `doc-${n}.pdf`, { type: 'application/pdf' })));
    const done = el.submit();
    // Three go side by side; the other two wait for one of them to end.
    await waitUntil(() => calls.length === 3);
    el.remove();
    await done;
    await waitUntil(() => el.uploads.length === 5 && el.uploads.every((upload) => upload.status === 'cancelled'), 'the uploads did not all end');
    expect(calls).to.deep.equal(['uploadDocument', 'uploadDocument', 'uploadDocument']);
    expect(el.uploads.map((upload) => upload.status)).to.deep.equal(['cancelled', 'cancelled', 'cancelled', 'cancelled', 'cancelled']);
  });
});

describe('<svc-document-upload> files side by side', () => {
  /** An adapter over the sandbox whose uploads wait until the test lets each one through (or it is aborted). */
  function gated() {
    const { adapter, sandbox } = createSandboxAdapter();
    const waiting = new Map<string, { release: () => void; signal?: AbortSignal }>();
    const gatedAdapter: FetchAdapter = {
      sandbox: true,
      request: (operation, input, options) => {
        if (operationName(operation) !== 'uploadDocument') return adapter.request(operation, input, options);
        const name = (input as { body: { file: File } }).body.file.name;
        return new Promise((resolve, reject) => {
          options?.signal?.addEventListener('abort', () => reject(new ServiceError({ kind: 'abort', code: 'ABORTED', operation: operationName(operation) })));
          waiting.set(name, { release: () => resolve(adapter.request(operation, input, options)), signal: options?.signal });
        }) as never;
      },
    };
    return { adapter: gatedAdapter, sandbox, waiting };
  }

  it('sends two files at once; cancelling one leaves the other to finish, and a retry of the first does not touch it', async () => {
    const { adapter, sandbox, waiting } = gated();
    const el = await fixture<SvcDocumentUpload>(html`<svc-document-upload end-user-id=${BRUNO} .adapter=${adapter}></svc-document-upload>`);
    el.value = { type: 'IDENTITY_CARD' };
    el.addFiles([fileOf('front.pdf', 100), fileOf('back.pdf', 200)]);
    const outcome = el.submit();
    await waitUntil(() => waiting.size === 2, 'both files were not on their way at once');
    await el.updateComplete;
    expect(statusOf(el, 'front.pdf')).to.equal('Uploading…');
    expect(statusOf(el, 'back.pdf')).to.equal('Uploading…');

    buttonIn(el, 'front.pdf', 'cancel-button')!.click();
    await waitUntil(() => statusOf(el, 'front.pdf') === 'Cancelled, nothing was kept.', 'the cancel did not show');
    expect(waiting.get('front.pdf')!.signal!.aborted).to.equal(true);
    expect(waiting.get('back.pdf')!.signal!.aborted).to.equal(false);
    expect(statusOf(el, 'back.pdf')).to.equal('Uploading…');

    // Trying the first file again starts a run of its own; the second is still on its way.
    waiting.delete('front.pdf');
    buttonIn(el, 'front.pdf', 'retry-button')!.click();
    await waitUntil(() => waiting.has('front.pdf'), 'the retry was not sent');
    expect(waiting.get('back.pdf')!.signal!.aborted).to.equal(false);

    waiting.get('back.pdf')!.release();
    await waitUntil(() => row(el, 'back.pdf').querySelector('[part="details"]')?.textContent?.includes('status: Uploaded'), 'the second file did not finish');
    expect(statusOf(el, 'front.pdf')).to.equal('Uploading…');
    waiting.get('front.pdf')!.release();
    expect((await outcome)!.map((item) => [item.file.name, item.status])).to.deep.equal([
      ['front.pdf', 'uploading'],
      ['back.pdf', 'uploaded'],
    ]);
    await waitUntil(() => statusOf(el, 'front.pdf') === 'Uploaded', 'the retried file did not finish');
    expect(uploads(sandbox).map((request) => (request.body as { file: { name: string } }).file.name).sort()).to.deep.equal(['back.pdf', 'front.pdf']);
    await waitUntil(() => summary(el) === '2 of 2 files uploaded.', 'the summary did not follow');
  });
});

describe('<svc-document-upload> as a form control', () => {
  it('puts the fields and the file names (never the contents) into a host form’s FormData under its name', async () => {
    const { adapter } = createSandboxAdapter();
    const form = await fixture<HTMLFormElement>(html`<form>
      <input name="reference" value="case-7" />
      <svc-document-upload name="documents" end-user-id=${BRUNO} .adapter=${adapter}></svc-document-upload>
    </form>`);
    const el = form.querySelector('svc-document-upload')!;
    await el.updateComplete;
    el.value = { type: 'IDENTITY_CARD', friendlyName: 'Identity card' };
    el.addFiles([fileOf('front.pdf', 100), fileOf('tool.exe', 10, 'application/x-msdownload')]);
    await el.updateComplete;
    const data = new FormData(form);
    expect(data.get('reference')).to.equal('case-7');
    const entries = data.getAll('documents');
    expect(entries).to.have.length(1);
    expect(entries[0]).to.be.a('string');
    expect(JSON.parse(entries[0] as string)).to.deep.equal({ type: 'IDENTITY_CARD', friendlyName: 'Identity card', endUserId: BRUNO, files: ['front.pdf'] });
    expect([...data.values()].some((value) => value instanceof File)).to.equal(false);
    // Without a name it contributes nothing.
    el.removeAttribute('name');
    await el.updateComplete;
    expect(new FormData(form).has('documents')).to.equal(false);
  });

  it('is invalid until its fields are valid and a file is ready; reportValidity shows why, with focus on the field', async () => {
    const { el, sandbox } = await setup(partner);
    expect(el.checkValidity()).to.equal(false);
    expect(el.validity.valid).to.equal(false);
    expect(el.validationMessage).to.equal('This field is required.');
    expect(el.matches(':state(invalid)')).to.equal(true);
    // checkValidity() says so without showing anything.
    await el.updateComplete;
    expect(message(el, 'type')).to.equal(null);

    expect(el.reportValidity()).to.equal(false);
    await waitUntil(() => message(el, 'type') === 'This field is required.', 'the issues were not shown');
    await waitUntil(() => root(el).activeElement === field(el, 'type'), 'focus did not go to the first invalid field');

    await choose(el, 'type', 'IDENTITY_CARD');
    await type(el, 'endUserId', BRUNO);
    expect(el.validationMessage).to.equal('Add at least one file.');
    await pick(el, fileOf('id.pdf', 100));
    expect(el.checkValidity()).to.equal(true);
    expect(el.matches(':state(invalid)')).to.equal(false);
    expect(sandbox.requests).to.have.length(0);
  });

  it('shows :state(pending) while files are sent and :state(success) once every file is uploaded, with the success slot', async () => {
    const { el } = await setup(
      (adapter) => html`<svc-document-upload end-user-id=${BRUNO} .adapter=${adapter}><span slot="success">Thank you, we will review them.</span></svc-document-upload>`,
      { latencyMs: 400 },
    );
    el.value = { type: 'IDENTITY_CARD' };
    el.addFiles([fileOf('id.pdf', 100)]);
    const outcome = el.submit();
    await waitUntil(() => el.matches(':state(pending)'), 'never pending');
    expect(el.matches(':state(success)')).to.equal(false);
    await outcome;
    await el.updateComplete;
    expect(el.matches(':state(pending)')).to.equal(false);
    expect(el.matches(':state(success)')).to.equal(true);
    const slot = part(el, 'success')!.querySelector<HTMLSlotElement>('slot[name="success"]')!;
    expect(slot.assignedNodes().map((node) => node.textContent)).to.deep.equal(['Thank you, we will review them.']);
    // A new file is not uploaded yet: no success any more.
    el.addFiles([fileOf('more.pdf', 100)]);
    await el.updateComplete;
    expect(el.matches(':state(success)')).to.equal(false);
    expect(part(el, 'success')).to.equal(null);
  });

  it('a disabled fieldset disables it: nothing can be chosen, dropped or sent until it is enabled again', async () => {
    const { adapter, sandbox } = createSandboxAdapter();
    const form = await fixture<HTMLFormElement>(html`<form>
      <fieldset disabled>
        <svc-document-upload end-user-id=${BRUNO} .adapter=${adapter}></svc-document-upload>
      </fieldset>
    </form>`);
    const el = form.querySelector('svc-document-upload')!;
    await el.updateComplete;
    expect(el.matches(':disabled')).to.equal(true);
    expect(part(el, 'choose-button')!.matches(':disabled')).to.equal(true);
    expect(field(el, 'type')!.matches(':disabled')).to.equal(true);
    expect(part(el, 'submit-button')!.matches(':disabled')).to.equal(true);
    const dt = new DataTransfer();
    dt.items.add(fileOf('scan.pdf', 64));
    part(el, 'dropzone')!.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    await el.updateComplete;
    expect(rows(el)).to.have.length(0);
    el.value = { type: 'IDENTITY_CARD' };
    el.addFiles([fileOf('id.pdf', 100)]);
    expect(await el.submit()).to.equal(undefined);
    expect(sandbox.requests).to.have.length(0);
    await expect(el).to.be.accessible();

    form.querySelector('fieldset')!.disabled = false;
    await el.updateComplete;
    expect(part(el, 'choose-button')!.matches(':disabled')).to.equal(false);
    expect(field(el, 'type')!.matches(':disabled')).to.equal(false);
    expect((await el.submit())!.map((item) => item.status)).to.deep.equal(['uploaded']);
  });

  it('a host form’s reset empties the list (stopping what is on its way) and the fields', async () => {
    const { adapter, sandbox } = createSandboxAdapter({ latencyMs: 60_000 });
    const form = await fixture<HTMLFormElement>(html`<form><svc-document-upload name="documents" .adapter=${adapter}></svc-document-upload></form>`);
    const el = form.querySelector('svc-document-upload')!;
    await el.updateComplete;
    await choose(el, 'type', 'IDENTITY_CARD');
    await type(el, 'endUserId', BRUNO);
    await pick(el, fileOf('slow.pdf', 100));
    const outcome = el.submit();
    await waitUntil(() => rows(el).length === 1 && statusOf(el, 'slow.pdf') === 'Uploading…', 'never uploading');
    form.reset();
    await outcome;
    await el.updateComplete;
    expect(rows(el)).to.have.length(0);
    expect(el.uploads).to.have.length(0);
    expect(field(el, 'type')!.value).to.equal('');
    expect(field(el, 'endUserId')!.value).to.equal('');
    expect(uploads(sandbox)).to.have.length(0);
    expect(JSON.parse(new FormData(form).get('documents') as string)).to.deep.equal({ files: [] });
  });

  it('takes back the fields the browser restores (back, forward), but no file', async () => {
    const { el } = await setup(partner);
    el.formStateRestoreCallback(JSON.stringify({ type: 'DRIVING_LICENCE', endUserId: BRUNO, files: ['licence.pdf'] }));
    await el.updateComplete;
    expect(field(el, 'type')!.value).to.equal('DRIVING_LICENCE');
    expect(field(el, 'endUserId')!.value).to.equal(BRUNO);
    expect(rows(el)).to.have.length(0);
    el.formStateRestoreCallback('not json');
    await el.updateComplete;
    expect(field(el, 'type')!.value).to.equal('DRIVING_LICENCE');
  });

  it('focus() lands on its first control, and partners’ header, footer and submit label show in their slots', async () => {
    const { el } = await setup(
      (adapter) => html`<svc-document-upload end-user .adapter=${adapter}>
        <h2 slot="header">Your documents</h2>
        <p slot="footer">We keep them for five years.</p>
        <span slot="submit-label">Send</span>
      </svc-document-upload>`,
    );
    el.focus();
    expect(root(el).activeElement).to.equal(field(el, 'answering'));
    for (const [name, text] of [
      ['header', 'Your documents'],
      ['footer', 'We keep them for five years.'],
      ['submit-label', 'Send'],
    ]) {
      const slot = root(el).querySelector<HTMLSlotElement>(`slot[name="${name}"]`)!;
      expect(slot.assignedElements().map((node) => node.textContent)).to.deep.equal([text]);
    }
    expect(part(el, 'submit-button')!.querySelector('slot[name="submit-label"]')).to.not.equal(null);
    await expect(el).to.be.accessible();
  });

  it('says the files, their progress and the result in French, though those words come with the file list', async () => {
    const { el } = await setup((adapter) => html`<svc-document-upload .adapter=${adapter} locale="fr"></svc-document-upload>`);
    await choose(el, 'type', 'IDENTITY_CARD');
    await type(el, 'endUserId', BRUNO);
    const input = root(el).querySelector<HTMLInputElement>('input[type="file"]')!;
    const dt = new DataTransfer();
    dt.items.add(fileOf('id-front.pdf', 1200));
    input.files = dt.files;
    input.dispatchEvent(new Event('change'));
    await waitUntil(() => rows(el).length === 1 && row(el, 'id-front.pdf').querySelector('[part="remove-button"]'), 'the file was not taken in');
    // The row's first render already speaks French.
    expect(statusOf(el, 'id-front.pdf')).to.equal('Prêt à être envoyé');
    expect(buttonIn(el, 'id-front.pdf', 'remove-button')!.textContent).to.contain('Retirer');
    await clickUpload(el);
    await waitUntil(() => part(el, 'again-button'), 'not uploaded');
    expect(root(el).textContent).to.contain('Tous les fichiers sont envoyés.');
    expect(part(el, 'again-button')!.textContent!.trim()).to.equal('Envoyer d’autres documents');
  });
});
