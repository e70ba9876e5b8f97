/**
 * The file list of `<svc-document-upload>` (its rows, checks and sending) is fetched when a person is
 * about to choose files, not with the element. Its own page: nothing here may fetch it before the
 * tests say so.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { MODULE_WAIT } from '../engines.js';
import '../../src/elements/document-upload/define.js';
import { SvcDocumentUpload } from '../../src/elements/document-upload/svc-document-upload.js';
import type { OnDemandPart } from '../../src/elements/base/on-demand.js';
import { en } from '../../src/i18n/en.js';
import { part, root } from './form-helpers.js';
import { buttonIn, row, rows, statuses } from './upload-helpers.js';
import { createSandboxAdapter, endUserHeaders, SEED } from '../../src/sandbox/index.js';

// The test page fetches hundreds of modules: room for the ones fetched later.
performance.setResourceTimingBufferSize(10_000);
const fetched = (name: string) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(name));

type FilesModule = typeof import('../../src/elements/document-upload/chosen-files.js');

/** An upload whose file list arrives, or fails to, when the test says: each fetch takes the next answer. */
class GatedUpload extends SvcDocumentUpload {
  static answers: Promise<FilesModule | undefined>[] = [];
  static attempts = 0;
  override fetchOnDemand<M>(part: OnDemandPart, fetch: () => Promise<M | undefined>): Promise<M | undefined> {
    if (part !== 'file list') return fetch();
    GatedUpload.attempts++;
    return (GatedUpload.answers.shift() ?? new Promise(() => {})) as Promise<M | undefined>;
  }
}
customElements.define('gated-upload', GatedUpload);

const removeOf = (el: SvcDocumentUpload, name: string) => buttonIn(el, name, 'remove-button');
const pdf = (name: string) => new File(['%PDF-1.7\n'], name, { type: 'application/pdf' });

/** A person drops files on the drop zone. */
function drop(el: SvcDocumentUpload, ...files: File[]) {
  const data = new DataTransfer();
  for (const file of files) data.items.add(file);
  part(el, 'dropzone')!.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  return el.updateComplete;
}

describe('<svc-document-upload> file list, fetched on first use', () => {
  it('is not fetched with the element; a person pointing at it or focusing it starts the fetch', async () => {
    const { adapter } = createSandboxAdapter();
    const plain = await fixture<SvcDocumentUpload>(html`<svc-document-upload end-user-id=${SEED.consumers.bruno} .adapter=${adapter}></svc-document-upload>`);
    expect(part(plain, 'dropzone') !== null && part(plain, 'choose-button') !== null).to.equal(true);
    expect(part(plain, 'dropzone')!.querySelector('[part="form-control-help-text"]')!.textContent).to.contain('smaller than 5 MB');
    expect(fetched('chosen-files'), 'fetched with the element').to.equal(false);

    const el = await fixture<GatedUpload>(html`<gated-upload end-user-id=${SEED.consumers.bruno} .adapter=${adapter}></gated-upload>`);
    expect(GatedUpload.attempts).to.equal(0);
    el.dispatchEvent(new PointerEvent('pointerenter'));
    expect(GatedUpload.attempts).to.equal(1);
    root(el).querySelector<HTMLInputElement>('[name="friendlyName"]')!.focus();
    // The fetch under way is shared, not started again.
    expect(GatedUpload.attempts).to.equal(1);
    expect(fetched('chosen-files'), 'fetched by the stand-in').to.equal(false);
  });

  it('with document-id, is fetched at once, the notice saying the request is on its way; a failure is said', async () => {
    GatedUpload.attempts = 0;
    let fail!: (module: undefined) => void;
    GatedUpload.answers = [new Promise((resolve) => (fail = resolve))];
    const { adapter } = createSandboxAdapter({ headers: endUserHeaders(SEED.consumers.bruno) });
    const el = await fixture<GatedUpload>(html`<gated-upload end-user document-id=${SEED.documents.brunoRequested} .adapter=${adapter}></gated-upload>`);
    expect(GatedUpload.attempts).to.equal(1);
    expect(part(el, 'notice')!.textContent).to.equal(en.documentUpload.requestLoading);

    fail(undefined);
    await waitUntil(() => part(el, 'error'), 'the failure was not said', MODULE_WAIT);
    expect(part(el, 'error')!.getAttribute('role')).to.equal('alert');
    expect(part(el, 'error')!.textContent).to.contain(en.documentUpload.loadFailed);
    expect(part(el, 'notice') === null, 'the notice still says the request is on its way').to.equal(true);
    expect(part(el, 'retry-button') !== null).to.equal(true);
    await expect(el).to.be.accessible();
  });

  it("answering a request with two files waiting for it: one too many is said, and a waiting file's Remove clears it", async () => {
    // The file list never arrives in this test.
    GatedUpload.answers = [];
    const { adapter } = createSandboxAdapter({ headers: endUserHeaders(SEED.consumers.bruno) });
    const el = await fixture<GatedUpload>(html`<gated-upload end-user document-id=${SEED.documents.brunoRequested} .adapter=${adapter}></gated-upload>`);
    await drop(el, pdf('front.pdf'), pdf('back.pdf'));
    const said = () => part(el, 'dropzone')!.querySelector('[part="form-control-error"]')?.textContent ?? null;
    expect(el.validate().map((issue) => issue.message)).to.deep.equal([en.documentUpload.oneFileOnly]);
    await el.updateComplete;
    expect(said()).to.equal(en.documentUpload.oneFileOnly);
    removeOf(el, 'back.pdf')!.click();
    await el.updateComplete;
    expect(said()).to.equal(null);
    expect(statuses(el)).to.deep.equal([['front.pdf', en.common.loading]]);
  });

  it('keeps files chosen before it arrives, listed as they will stay (loading); says so when it cannot be fetched; Try again fetches it', async () => {
    GatedUpload.attempts = 0;
    let arrive!: (module: FilesModule) => void;
    // Not there when the files are chosen, nor when Upload is pressed; there on Try again, once the test lets it through.
    GatedUpload.answers = [Promise.resolve(undefined), Promise.resolve(undefined), new Promise((resolve) => (arrive = resolve))];
    const { adapter, sandbox } = createSandboxAdapter();
    const el = await fixture<GatedUpload>(html`<gated-upload end-user-id=${SEED.consumers.bruno} .adapter=${adapter}></gated-upload>`);
    el.value = { type: 'IDENTITY_CARD', friendlyName: 'Identity card' };

    await drop(el, pdf('front.pdf'), new File(['<html></html>'], 'tool.exe', { type: 'application/x-msdownload' }));
    expect(statuses(el)).to.deep.equal([
      ['front.pdf', en.common.loading],
      ['tool.exe', en.common.loading],
    ]);
    // With the size and Remove they keep once the file list is here (each Remove names its file for screen readers).
    expect(rows(el).map((row) => row.querySelector('[part="file-size"]')!.textContent)).to.deep.equal(['9 bytes', '13 bytes']);
    expect(removeOf(el, 'tool.exe')!.textContent!.replace(/\s+/g, ' ').trim()).to.equal('Remove tool.exe');
    expect(el.uploads.map((item) => [item.file.name, item.status])).to.deep.equal([
      ['front.pdf', 'queued'],
      ['tool.exe', 'queued'],
    ]);
    expect(part(el, 'submit-button')!.textContent!.trim()).to.equal('Upload 2 files');

    await waitUntil(() => part(el, 'error'), 'the failure was not said', MODULE_WAIT);
    const alert = part(el, 'error')!;
    expect(alert.getAttribute('role')).to.equal('alert');
    expect(alert.textContent).to.contain(en.documentUpload.loadFailed);
    // Nothing chosen or typed is lost, and nothing can be sent without the file list.
    expect(rows(el)).to.have.length(2);
    expect(await el.submit()).to.equal(undefined);
    expect(GatedUpload.attempts).to.equal(2);
    expect(sandbox.requests.filter((request) => request.operation === 'uploadDocument')).to.have.length(0);
    await expect(el).to.be.accessible();

    part(el, 'retry-button')!.click();
    await el.updateComplete;
    // Fetched again (the focus moving to the file picker's button asks too; the page fetches once).
    expect(GatedUpload.attempts).to.be.at.least(3);
    expect(part(el, 'error') === null, 'the failure still shown while fetching again').to.equal(true);
    expect(root(el).activeElement === part(el, 'choose-button'), 'the focus did not go to the file picker button').to.equal(true);
    // A file chosen meanwhile joins the others.
    await drop(el, pdf('back.pdf'), pdf('wrong.pdf'));
    expect(statuses(el).map(([, status]) => status)).to.deep.equal([en.common.loading, en.common.loading, en.common.loading, en.common.loading]);
    // A waiting file's Remove takes it off; the focus goes to the Remove before it (none after).
    removeOf(el, 'wrong.pdf')!.focus();
    removeOf(el, 'wrong.pdf')!.click();
    await waitUntil(() => root(el).activeElement === removeOf(el, 'back.pdf'), "the focus did not go to the previous file's Remove");
    expect(el.uploads.map((item) => item.file.name)).to.deep.equal(['front.pdf', 'tool.exe', 'back.pdf']);

    // Nothing moves under the person's finger as the file list arrives, and the focus stays on that file's Remove.
    const heights = () => ['front.pdf', 'back.pdf'].map((name) => Math.round(row(el, name).getBoundingClientRect().height));
    const before = heights();
    arrive(await import('../../src/elements/document-upload/chosen-files.js'));
    await waitUntil(() => statuses(el).every(([, status]) => status !== en.common.loading), 'the files were not taken in', MODULE_WAIT);
    expect(heights()).to.deep.equal(before);
    await waitUntil(() => root(el).activeElement === removeOf(el, 'back.pdf'), 'the focus was lost as the file list arrived');
    expect(statuses(el)).to.deep.equal([
      ['front.pdf', 'Ready to upload'],
      ['tool.exe', en.documentUpload.notAccepted],
      ['back.pdf', 'Ready to upload'],
    ]);
    expect(root(el).querySelector('form > [role="status"]')!.textContent).to.contain('3 files added');
    expect(el.value).to.deep.include({ type: 'IDENTITY_CARD', friendlyName: 'Identity card' });

    const outcome = await el.submit();
    expect(outcome!.map((item) => [item.file.name, item.status])).to.deep.equal([
      ['front.pdf', 'uploaded'],
      ['back.pdf', 'uploaded'],
    ]);
  });

  it('once here, takes files in at once', async () => {
    const { adapter } = createSandboxAdapter();
    const el = await fixture<SvcDocumentUpload>(html`<svc-document-upload end-user-id=${SEED.consumers.bruno} .adapter=${adapter}></svc-document-upload>`);
    await drop(el, pdf('scan.pdf'));
    expect(statuses(el)).to.deep.equal([['scan.pdf', 'Ready to upload']]);
  });

});
