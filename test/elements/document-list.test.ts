/** <svc-document-list>, driven like a person on the sandbox backend. */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { MODULE_WAIT, timeLimit } from '../engines.js';
import '../../src/elements/document-list/define.js';
import { SvcDocumentList } from '../../src/elements/document-list/svc-document-list.js';
import type { OnDemandPart } from '../../src/elements/base/on-demand.js';
import type { SvcDocumentDownloadEvent } from '../../src/elements/document-list/events.js';
import type { FetchAdapter } from '../../src/client/adapter.js';
import { operationName } from '../../src/client/operation-ref.js';
import { en } from '../../src/i18n/en.js';
import { createSandboxAdapter, endUserHeaders, SEED, type Sandbox } from '../../src/sandbox/index.js';
import { $, apply, button, lastQueryFor, openFilters, requestsFor, root, sandboxListOf, settled, summary, text } from './list-helpers.js';

const texts = en.documentList;
const { consumers: C, corporates: K, documents: D, related: R } = SEED;

const rows = (el: SvcDocumentList) => [...root(el).querySelectorAll<HTMLElement>('[part~="row"]')];
const row = (el: SvcDocumentList, id: string) => $(el, `[part~="row"][data-key="${id}"]`)!;
const fieldMessage = (el: SvcDocumentList, path: string) => $(el, `[data-path="${path}"] [part~="form-control-error"]`)?.textContent?.trim() ?? null;

async function setField(el: SvcDocumentList, name: string, value: string): Promise<void> {
  const control = $<HTMLInputElement | HTMLSelectElement>(el, `#filters [name="${name}"]`)!;
  control.value = value;
  control.dispatchEvent(new Event(control.localName === 'select' ? 'change' : 'input', { bubbles: true, composed: true }));
  await el.updateComplete;
}

const listed = (sandbox: Sandbox) => requestsFor(sandbox, 'listDocuments');
const lastQuery = (sandbox: Sandbox) => lastQueryFor(sandbox, 'listDocuments');
const countOf = (sandbox: Sandbox, operation: string) => sandbox.requests.filter((request) => request.operation === operation).length;

/** The sandbox's adapter, with every download link given `ttl` (or taken away, with `null`). */
function linksWith(ttl: string | null) {
  const { adapter: inner, sandbox } = createSandboxAdapter();
  const adapter: FetchAdapter = {
    sandbox: true,
    request: (async (operation, input, options) => {
      const result = (await inner.request(operation, input, options)) as { download?: object };
      if (operationName(operation) !== 'getDocument' || !result.download) return result;
      if (ttl === null) {
        const { download: _gone, ...rest } = result;
        return rest;
      }
      return { ...result, download: { ...result.download, ttl } };
    }) as FetchAdapter['request'],
  };
  return { adapter, sandbox };
}

const setup = (template: (adapter: FetchAdapter) => ReturnType<typeof html>, made = createSandboxAdapter()) => sandboxListOf<SvcDocumentList>(template, made);

/** Catches the downloads the list would save, so the test browser saves nothing. */
function catchDownloads(el: SvcDocumentList): SvcDocumentDownloadEvent[] {
  const caught: SvcDocumentDownloadEvent[] = [];
  el.addEventListener('svc-document-download', (event) => {
    event.preventDefault();
    caught.push(event);
  });
  return caught;
}

/** A list whose first fetch of the downloads' code fails, as when the connection drops; it records each part asked for. */
class UnreachableDownloads extends SvcDocumentList {
  readonly asked: OnDemandPart[] = [];
  override fetchOnDemand<M>(part: OnDemandPart, fetch: () => Promise<M | undefined>): Promise<M | undefined> {
    this.asked.push(part);
    return part === 'downloads' && this.asked.length === 1 ? Promise.resolve(undefined) : fetch();
  }
}
customElements.define('unreachable-downloads', UnreachableDownloads);

describe('<svc-document-list>', () => {
  it('lists the documents with their type, status and date; open requests are highlighted and offer Upload', async () => {
    const { el, sandbox } = await setup((adapter) => html`<svc-document-list .adapter=${adapter}></svc-document-list>`);
    expect(lastQuery(sandbox).get('sortAttribute')).to.equal('CREATION_DATE');
    expect(lastQuery(sandbox).get('sortDirection')).to.equal('DESC');
    expect(summary(el)).to.equal(`${sandbox.data.documents.size} documents · Page 1 of 1`);
    const requested = row(el, D.brunoRequested);
    expect(requested.getAttribute('part')).to.equal('row row-requested');
    expect(text(requested)).to.contain('Driving licence').and.contain('Requested: waiting for the upload');
    expect(requested.querySelector('[part~="badge-requested"]')!.textContent!.trim()).to.equal('Requested');
    expect(requested.querySelector('[part~="upload-button"]')!.getAttribute('aria-label')).to.equal('Upload Driving licence');
    expect(requested.querySelector('[part~="download-button"]') === null, 'no file to download yet').to.equal(true);
    const ubo = row(el, D.atelierUboRequested);
    expect(text(ubo)).to.contain(`Related person ID: ${R.atelierUbo}`);
    const validated = row(el, D.aliceIdentity);
    expect(validated.getAttribute('part')).to.equal('row');
    expect(text(validated)).to.contain('Identity card').and.contain('identity-card.pdf');
    expect(validated.querySelector('[part~="badge-validated"]') !== null, 'a Validated badge').to.equal(true);
    expect(validated.querySelector('[part~="download-button"]')!.getAttribute('aria-label')).to.equal('Download Identity card');
    expect(rows(el).filter((item) => item.matches('[part~="row-requested"]')).length).to.equal(3);
    await expect(el).to.be.accessible();
  });

  it('filters by type, statuses, requested and a related object, each sent as the query has it', async () => {
    const { el, sandbox } = await setup((adapter) => html`<svc-document-list .adapter=${adapter}></svc-document-list>`);
    await openFilters(el);
    await setField(el, 'requested', 'true');
    await apply(el);
    await settled(el);
    expect(lastQuery(sandbox).get('requested')).to.equal('true');
    expect(rows(el).map((item) => item.dataset.key).sort()).to.deep.equal([D.aliceDetailsRequested, D.brunoRequested, D.atelierUboRequested].sort());
    expect(text(button(el, 'filters-button'))).to.equal('Filters (1 in force)');

    await setField(el, 'requested', 'false');
    for (const status of ['VALIDATED', 'DECLINED']) $<HTMLInputElement>(el, `#filters input[name="status"][value="${status}"]`)!.click();
    await el.updateComplete;
    await apply(el);
    await settled(el);
    expect(lastQuery(sandbox).get('requested')).to.equal('false');
    expect(lastQuery(sandbox).getAll('status[]').sort()).to.deep.equal(['DECLINED', 'VALIDATED']);
    expect(rows(el).map((item) => item.dataset.key).sort()).to.deep.equal([D.aliceIdentity, D.brunoDeclined, D.atelierRegistry].sort());

    await setField(el, 'requested', '');
    for (const status of ['VALIDATED', 'DECLINED']) $<HTMLInputElement>(el, `#filters input[name="status"][value="${status}"]`)!.click();
    await setField(el, 'type', 'IDENTITY_CARD');
    await setField(el, 'corporateRelatedId', R.atelierUbo);
    await apply(el);
    await settled(el);
    expect(lastQuery(sandbox).get('type')).to.equal('IDENTITY_CARD');
    expect(lastQuery(sandbox).get('corporateRelatedId')).to.equal(R.atelierUbo);
    expect(rows(el).map((item) => item.dataset.key)).to.deep.equal([D.atelierUboRequested]);
  });

  it('a related id or an end-user that is not a UUID is refused on its field, and nothing is sent', async () => {
    const { el, sandbox } = await setup((adapter) => html`<svc-document-list .adapter=${adapter}></svc-document-list>`);
    const before = listed(sandbox).length;
    await openFilters(el);
    await setField(el, 'transactionId', '7a00-0001');
    await setField(el, 'endUserId', 'alice');
    await apply(el);
    // Refused at once; in these words once the forms' validation words are here (fetched after the
    // filters' first draw: "This value is not valid." until then, CI met it once).
    expect(fieldMessage(el, 'transactionId')).to.be.a('string').and.not.equal('');
    await waitUntil(() => fieldMessage(el, 'transactionId') === 'Enter an identifier (UUID).', 'the identifier words did not come', MODULE_WAIT);
    expect(fieldMessage(el, 'endUserId')).to.equal('Enter an identifier (UUID).');
    expect(root(el).activeElement === $(el, '#filters [name="endUserId"]'), 'focus on the first refused filter').to.equal(true);
    expect(listed(sandbox).length).to.equal(before);
  });

  it('a related object is named by its kind for a customer, never by its id; staff see the id', async () => {
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
    const customer = await setup((adapter) => html`<svc-document-list .adapter=${adapter} end-user></svc-document-list>`, createSandboxAdapter({ headers: endUserHeaders(K.atelier) }));
    const asked = row(customer.el, D.atelierUboRequested);
    expect(asked.querySelector('.related')!.textContent!.trim()).to.equal(texts.aboutCorporateRelated);
    expect(root(customer.el).textContent).to.not.match(uuid);
    expect(root(customer.el).textContent).to.contain(texts.aboutCorporateRelated);
    const staff = await setup((adapter) => html`<svc-document-list .adapter=${adapter} end-user-id=${K.atelier}></svc-document-list>`);
    expect(row(staff.el, D.atelierUboRequested).querySelector('.related')!.textContent!.trim()).to.equal(`${texts.corporateRelatedId}: ${R.atelierUbo}`);
  });

  it('end-user-id pins the list: always sent, not offered as a filter; a malformed one loads nothing', async () => {
    const { el, sandbox } = await setup((adapter) => html`<svc-document-list .adapter=${adapter} end-user-id=${C.bruno}></svc-document-list>`);
    expect(lastQuery(sandbox).get('endUserId')).to.equal(C.bruno);
    expect(rows(el).map((item) => item.dataset.key).sort()).to.deep.equal([D.brunoRequested, D.brunoDeclined].sort());
    await openFilters(el);
    expect($(el, '#filters [name="endUserId"]') === null).to.equal(true);

    const other = await fixture<SvcDocumentList>(html`<svc-document-list .adapter=${createSandboxAdapter().adapter} end-user-id="bruno"></svc-document-list>`);
    await other.updateComplete;
    expect(text(other.shadowRoot!.querySelector('[part~="error"]')!)).to.equal(texts.pinnedInvalid);
  });

  it("with end-user it lists the signed-in end-user's own documents and sends no endUserId", async () => {
    const made = createSandboxAdapter({ headers: endUserHeaders(C.alice) });
    const { el, sandbox } = await setup((adapter) => html`<svc-document-list .adapter=${adapter} end-user></svc-document-list>`, made);
    expect(lastQuery(sandbox).has('endUserId')).to.equal(false);
    expect(rows(el).map((item) => item.dataset.key).sort()).to.deep.equal([D.aliceIdentity, D.aliceStatement, D.aliceDetailsRequested].sort());
  });

  it('sorts by name, file name or type, either way, and pages within the limits', async () => {
    const { el, sandbox } = await setup((adapter) => html`<svc-document-list .adapter=${adapter} page-size="2"></svc-document-list>`);
    const sort = $<HTMLSelectElement>(el, 'select[name="sortDirection"]')!;
    expect([...sort.options].map((option) => option.textContent!.trim())).to.deep.equal([
      texts.sortNewest, texts.sortOldest, texts.sortNameAsc, texts.sortNameDesc, texts.sortFileAsc, texts.sortFileDesc, texts.sortTypeAsc, texts.sortTypeDesc,
    ]);
    sort.value = 'TYPE:ASC';
    sort.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    await settled(el);
    expect(lastQuery(sandbox).get('sortAttribute')).to.equal('TYPE');
    expect(lastQuery(sandbox).get('sortDirection')).to.equal('ASC');
    expect(el.getAttribute('sort-attribute')).to.equal('TYPE');
    expect(rows(el).map((item) => text(item.querySelector('small')!).split(' · ')[0])).to.deep.equal(['Bank account details', 'Bank account statement']);
    button(el, 'next-button').click();
    await settled(el);
    expect(lastQuery(sandbox).get('page')).to.equal('1');
    expect(summary(el)).to.equal('7 documents · Page 2 of 4');
  });

  it('a sort attribute the service does not know is brought back to the default', async () => {
    const { el, sandbox } = await setup((adapter) => html`<svc-document-list .adapter=${adapter}></svc-document-list>`);
    el.sortAttribute = 'SIZE' as never;
    await settled(el);
    expect(lastQuery(sandbox).get('sortAttribute')).to.equal('CREATION_DATE');
  });

  it("downloads through the record's link while it lives, and asks for a new one once it has run out", async () => {
    // Long enough for two downloads on a loaded machine (tripled in WebKit), short enough to wait out.
    const life = timeLimit(1000);
    const { el, sandbox } = await setup((adapter) => html`<svc-document-list .adapter=${adapter}></svc-document-list>`, linksWith(`PT${life / 1000}S`));
    const downloads = catchDownloads(el);
    const download = () => row(el, D.aliceIdentity).querySelector<HTMLButtonElement>('[part~="download-button"]')!.click();
    download();
    await waitUntil(() => downloads.length === 1, 'no download');
    const first = downloads[0]!.detail;
    expect([first.source, first.fileName, first.document.id]).to.deep.equal(['link', 'identity-card.pdf', D.aliceIdentity]);
    expect(first.url).to.match(/^blob:/);
    expect(await (await fetch(first.url!)).text()).to.contain('%PDF');
    download();
    await waitUntil(() => downloads.length === 2, 'no second download');
    expect(countOf(sandbox, 'getDocument'), 'the link was still alive').to.equal(1);
    // A sleep on purpose: the link's time to live running out is what is tested.
    await new Promise((resolve) => setTimeout(resolve, life + 100));
    download();
    await waitUntil(() => downloads.length === 3, 'no third download');
    expect(countOf(sandbox, 'getDocument'), 'a new link after the old one ran out').to.equal(2);
    expect(countOf(sandbox, 'downloadDocument')).to.equal(0);
  });

  /** A partner backend (not the sandbox) whose records carry `url` as their download link. */
  function linkIs(url: string) {
    const { adapter: inner, sandbox } = createSandboxAdapter();
    const adapter: FetchAdapter = {
      sandbox: false,
      request: (async (operation, input, options) => {
        const result = (await inner.request(operation, input, options)) as { download?: object };
        if (operationName(operation) !== 'getDocument') return result;
        return { ...result, download: { url, ttl: 'PT1M' } };
      }) as FetchAdapter['request'],
    };
    return { adapter, sandbox };
  }

  const refusedLinks: [string, string][] = [
    ['http://files.bank.example/identity-card.pdf', 'plain http'],
    ['blob:https://evil.example/4e1b7c2a-0000-4000-8000-000000000001', 'a blob of another origin'],
    [`blob:${location.origin}/4e1b7c2a-0000-4000-8000-000000000001`, 'a blob of this page, from a backend that is not the sandbox'],
    ['/documents/identity-card.pdf', 'a relative URL (a same-origin GET with the page’s cookies)'],
    ['//evil.example/identity-card.pdf', 'a scheme-relative URL'],
    ['https://user:secret@files.bank.example/identity-card.pdf', 'credentials'],
    ['javascript:alert(1)', 'a script URL'],
  ];
  for (const [url, what] of refusedLinks) {
    it(`does not follow a download link with ${what}: the file comes through the backend instead`, async () => {
      const { el, sandbox } = await setup((adapter) => html`<svc-document-list .adapter=${adapter}></svc-document-list>`, linkIs(url));
      const downloads = catchDownloads(el);
      row(el, D.aliceIdentity).querySelector<HTMLButtonElement>('[part~="download-button"]')!.click();
      await waitUntil(() => downloads.length === 1, 'no download');
      expect([downloads[0]!.detail.source, downloads[0]!.detail.url]).to.deep.equal(['file', undefined]);
      expect(countOf(sandbox, 'downloadDocument')).to.equal(1);
    });
  }

  it('follows an absolute https link, and with download-hosts only one to a host listed', async () => {
    const good = 'https://files.bank.example/identity-card.pdf';
    const open = await setup((adapter) => html`<svc-document-list .adapter=${adapter}></svc-document-list>`, linkIs(good));
    const taken = catchDownloads(open.el);
    row(open.el, D.aliceIdentity).querySelector<HTMLButtonElement>('[part~="download-button"]')!.click();
    await waitUntil(() => taken.length === 1, 'no download');
    expect([taken[0]!.detail.source, taken[0]!.detail.url]).to.deep.equal(['link', good]);

    const listed = await setup((adapter) => html`<svc-document-list .adapter=${adapter} download-hosts="cdn.bank.example  files.bank.example"></svc-document-list>`, linkIs(good));
    const kept = catchDownloads(listed.el);
    row(listed.el, D.aliceIdentity).querySelector<HTMLButtonElement>('[part~="download-button"]')!.click();
    await waitUntil(() => kept.length === 1, 'no download');
    expect(kept[0]!.detail.source).to.equal('link');

    const other = await setup((adapter) => html`<svc-document-list .adapter=${adapter} download-hosts="cdn.bank.example"></svc-document-list>`, linkIs(good));
    const refused = catchDownloads(other.el);
    row(other.el, D.aliceIdentity).querySelector<HTMLButtonElement>('[part~="download-button"]')!.click();
    await waitUntil(() => refused.length === 1, 'no download');
    expect([refused[0]!.detail.source, refused[0]!.detail.url]).to.deep.equal(['file', undefined]);
    expect(countOf(other.sandbox, 'downloadDocument')).to.equal(1);
  });

  it('a record without a link is downloaded through the file operation', async () => {
    const { el, sandbox } = await setup((adapter) => html`<svc-document-list .adapter=${adapter}></svc-document-list>`, linksWith(null));
    const downloads = catchDownloads(el);
    row(el, D.brunoDeclined).querySelector<HTMLButtonElement>('[part~="download-button"]')!.click();
    await waitUntil(() => downloads.length === 1, 'no download');
    const { detail } = downloads[0]!;
    expect([detail.source, detail.fileName, detail.url]).to.deep.equal(['file', 'health-insurance.pdf', undefined]);
    expect(await detail.file!.text()).to.contain('%PDF');
    expect([countOf(sandbox, 'getDocument'), countOf(sandbox, 'downloadDocument')]).to.deep.equal([1, 1]);
  });

  it('a download that fails says so on its row, and the list stays', async () => {
    const failing: FetchAdapter = {
      sandbox: true,
      request: (async (operation, input, options) => {
        if (operationName(operation) === 'getDocument') throw Object.assign(new Error('down'), { name: 'TypeError' });
        return made.adapter.request(operation, input, options);
      }) as FetchAdapter['request'],
    };
    const made = createSandboxAdapter();
    const el = await fixture<SvcDocumentList>(html`<svc-document-list .adapter=${failing}></svc-document-list>`);
    await settled(el);
    const downloads = catchDownloads(el);
    row(el, D.aliceStatement).querySelector<HTMLButtonElement>('[part~="download-button"]')!.click();
    await waitUntil(() => row(el, D.aliceStatement).querySelector('[part~="error"]'), 'no failure shown');
    expect(text(row(el, D.aliceStatement).querySelector('[part~="error"]')!)).to.match(/^The file could not be downloaded\. /);
    expect(downloads).to.have.length(0);
    expect(rows(el).length).to.equal(7);
  });

  it("a download whose code cannot be fetched says so on its row; pressing again fetches it and downloads", async () => {
    const el = await fixture<UnreachableDownloads>(html`<unreachable-downloads .adapter=${createSandboxAdapter().adapter}></unreachable-downloads>`);
    await settled(el);
    const downloads = catchDownloads(el);
    const press = () => row(el, D.aliceIdentity).querySelector<HTMLButtonElement>('[part~="download-button"]')!.click();
    press();
    await waitUntil(() => row(el, D.aliceIdentity).querySelector('[part~="error"]'), 'no failure shown');
    expect(text(row(el, D.aliceIdentity).querySelector('[part~="error"]')!)).to.contain(en.errors.NETWORK_ERROR);
    expect(downloads).to.have.length(0);
    press();
    await waitUntil(() => downloads.length === 1, 'no download on the second press');
    expect(row(el, D.aliceIdentity).querySelector('[part~="error"]')).to.equal(null);
    expect(el.asked).to.deep.equal(['downloads', 'downloads']);
  });

  it('Upload opens <svc-document-upload document-id> in a dialog; once uploaded the row shows the new status', async () => {
    const { el, sandbox } = await setup((adapter) => html`<svc-document-list .adapter=${adapter} end-user-id=${C.bruno}></svc-document-list>`);
    row(el, D.brunoRequested).querySelector<HTMLButtonElement>('[part~="upload-button"]')!.click();
    await waitUntil(() => customElements.get('svc-document-upload') && $(el, 'dialog[open] svc-document-upload'), 'the dialog did not open');
    const dialog = $<HTMLDialogElement>(el, 'dialog')!;
    expect(text(dialog.querySelector('[part~="title"]')!)).to.equal('Upload the requested document: Driving licence');
    const upload = dialog.querySelector('svc-document-upload') as HTMLElement & { addFiles(files: File[]): void; submit(): Promise<unknown>; updateComplete: Promise<unknown> };
    expect(upload.getAttribute('document-id')).to.equal(D.brunoRequested);
    upload.addFiles([new File(['%PDF-1.4\n%licence'], 'licence.pdf', { type: 'application/pdf' })]);
    await upload.updateComplete;
    await upload.submit();
    await waitUntil(() => sandbox.data.documents.get(D.brunoRequested)!.status === 'UPLOADED', 'not uploaded');
    await waitUntil(() => row(el, D.brunoRequested)?.querySelector('[part~="badge-uploaded"]'), 'the row was not loaded again');
    expect(row(el, D.brunoRequested).getAttribute('part')).to.equal('row');
    expect(text(row(el, D.brunoRequested))).to.contain('Sent on request');
    await waitUntil(() => root(el).activeElement === dialog.querySelector('[part~="close-button"]'), 'focus is not on Close');
    button(el, 'close-button').click();
    await waitUntil(() => $(el, 'dialog') === null, 'the dialog did not close');
    await waitUntil(() => root(el).activeElement === row(el, D.brunoRequested).querySelector('[part~="download-button"]'), 'focus did not come back to the row');
  });

  it('says when nothing matches, and when the list is empty', async () => {
    const { el } = await setup((adapter) => html`<svc-document-list .adapter=${adapter} end-user-id=${K.nordwind}></svc-document-list>`);
    expect(text($(el, '[part~="empty"]')!)).to.equal(texts.emptyFiltered);
    expect(summary(el)).to.equal(texts.totalNone);
  });
});
