// The built script-tag loader as a partner page uses it, in real Chromium, under a strict CSP with
// Trusted Types: with and without <svc-provider sandbox>, with elements present at load and added
// later, the loader loaded twice. On /every.html every element is rendered and driven under that
// policy: PIN reveal behind an SCA wait (PUSH_NOTIFICATION, the sandbox approving), PAN reveal
// through the sandbox display, failed submits of both forms, an upload of a real file through the
// file input, list paging and filters fetched on first open; any CSP or Trusted Types violation,
// console error or page error fails. (The sizes against their ceilings: size-limit, .size-limit.mjs.)
// Run after `npm run build`.
import { strict as assert } from 'node:assert';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe } from 'node:test';
import { strictCsp } from './fixtures/strict-csp.mjs';
import { e2e, launch, needsBuild, openPage, port } from './fixtures/browser.mjs';
import { serve, typeOf } from './fixtures/servers.mjs';

needsBuild();
const CSP = strictCsp();


// Sandbox seed ids (src/sandbox/ids.ts).
const ALICE = 'c0000000-0000-4000-8000-000000000001';
const BRUNO = 'c0000000-0000-4000-8000-000000000002';
const CHLOE = 'c0000000-0000-4000-8000-000000000003';
const ALICE_PHYSICAL = 'ca000000-0000-4000-8000-000000000001';
const ALICE_VIRTUAL = 'ca000000-0000-4000-8000-000000000002';
const DAVID_MAIN = '1e000000-0000-4000-8000-000000000007';
const ALICE_MAIN = '1e000000-0000-4000-8000-000000000001';
const GRACE_TO_ALICE = '7a000000-0000-4000-8000-000000000004';
const MERIDIAN = 'c1000000-0000-4000-8000-000000000003';
const NORDWIND = 'c1000000-0000-4000-8000-000000000002';
const STANDARD_PROFILE = 'cf000000-0000-4000-8000-000000000001';
const ALICE_RENT_MANDATE = 'dd000000-0000-4000-8000-000000000003';

/** The partner's own script on /every.html: the PAN display comes from the API bundle, as on a real page. */
const EVERY_SCRIPT = `import { createSandboxPanDisplay } from '/dist/svc-elements-api.js';
for (const card of document.querySelectorAll('svc-card-view')) card.panDisplay = createSandboxPanDisplay();
// What the elements told the page, for the check to read: [event, element, error kind or SCA state].
window.svcEvents = [];
for (const type of ['svc-submit', 'svc-error', 'svc-sca']) {
  document.addEventListener(type, (event) => window.svcEvents.push([type, event.target.id || event.target.localName, event.detail?.error?.kind ?? event.detail?.state ?? '']));
}
// A receipt's link is kept for the check instead of being followed.
document.addEventListener('svc-receipt-download', (event) => {
  event.preventDefault();
  document.body.dataset.receipt = event.detail.url;
});
document.body.dataset.ready = 'true';
`;

const scripts = { '/every.js': EVERY_SCRIPT };

const pages = {
  // Every element, one sandbox without SCA and one with a push the sandbox approves.
  '/every.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>every element</title>
<script type="module" src="/dist/svc-elements.js"></script><script type="module" src="/every.js"></script></head><body>
<svc-provider sandbox sca-strategy="BY_PASS">
<svc-consumer-form></svc-consumer-form>
<svc-beneficiary-form end-user-id="${ALICE}"></svc-beneficiary-form>
<svc-document-upload end-user-id="${BRUNO}"></svc-document-upload>
<svc-document-request end-user-id="${BRUNO}"></svc-document-request>
<svc-document-list end-user-id="${BRUNO}"></svc-document-list>
<svc-ledger-list page-size="2"></svc-ledger-list>
<svc-card-list page-size="2"></svc-card-list>
<svc-card-design-list page-size="2"></svc-card-design-list>
<svc-ledger-create end-user-id="${ALICE}"></svc-ledger-create>
<svc-ledger-suspend ledger-id="${DAVID_MAIN}"></svc-ledger-suspend>
<svc-card-order end-user-id="${ALICE}" profile-id="${STANDARD_PROFILE}"></svc-card-order>
<svc-acquiring-payment end-user-id="${ALICE}" redirect-url="https://shop.example/paid"></svc-acquiring-payment>
<svc-account-load end-user-id="${ALICE}" redirect-url="https://shop.example/topped-up"></svc-account-load>
<svc-card-profile-rules profile-id="${STANDARD_PROFILE}"></svc-card-profile-rules>
<svc-consumer-status consumer-id="${CHLOE}"></svc-consumer-status>
<svc-consumer-list page-size="2"></svc-consumer-list>
<svc-partner-user-list page-size="2"></svc-partner-user-list>
<svc-partner-user-form></svc-partner-user-form>
<svc-external-card-list end-user-id="${ALICE}"></svc-external-card-list>
<svc-transaction-view transaction-id="${GRACE_TO_ALICE}"></svc-transaction-view>
<svc-card-view id="pan-card" card-id="${ALICE_VIRTUAL}" end-user-id="${ALICE}"></svc-card-view>
<svc-mandate-view mandate-id="${ALICE_RENT_MANDATE}"></svc-mandate-view>
<svc-partner-configuration logo-hosts="127.0.0.1"></svc-partner-configuration>
<svc-corporate-related-form corporate-id="${MERIDIAN}"></svc-corporate-related-form>
<svc-kyb-request corporate-id="${NORDWIND}"></svc-kyb-request>
</svc-provider>
<svc-provider sandbox sca-strategy="PUSH_NOTIFICATION">
<svc-card-view id="pin-card" card-id="${ALICE_PHYSICAL}" end-user-id="${ALICE}"></svc-card-view>
<svc-card-rules card-id="${ALICE_PHYSICAL}"></svc-card-rules>
</svc-provider>
</body></html>`,
  '/sandbox.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>sandbox</title>
<script type="module" src="/dist/svc-elements.js"></script></head><body>
<svc-provider sandbox sca-strategy="BY_PASS"><svc-ledger-list page-size="10"></svc-ledger-list></svc-provider>
</body></html>`,
  '/partner.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>partner</title>
<script type="module" src="/dist/svc-elements.js"></script></head><body>
<svc-provider base-url="/api"><svc-sca-pending expires-at="${Date.now() + 60_000}"></svc-sca-pending></svc-provider>
</body></html>`,
  // A French page: the kit's French texts of the elements shown, nothing of other languages or elements.
  '/french.html': `<!doctype html><html lang="fr"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>fr</title>
<script type="module" src="/dist/svc-elements.js"></script></head><body>
<svc-provider sandbox locale="fr"><svc-ledger-list page-size="10"></svc-ledger-list></svc-provider>
</body></html>`,
  // A backend that fails (503), and the reading of failed answers, fetched with the first one, refused once (offline).
  '/failing.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>failing</title>
<script type="module" src="/dist/svc-elements.js"></script></head><body>
<svc-provider base-url="/failing-api"><svc-ledger-list page-size="10"></svc-ledger-list></svc-provider>
</body></html>`,
  // The loader twice (two URLs, so two module instances) and elements added after load.
  '/later.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>later</title>
<script type="module" src="/dist/svc-elements.js"></script><script type="module" src="/dist/svc-elements.js?again"></script></head><body>
<svc-provider base-url="/api"></svc-provider>
</body></html>`,
};


/** The chunk that reads a failed answer (src/api/error-parsing.ts), fetched with the first failed answer. */
const ERROR_READING = JSON.parse(readFileSync('dist/chunk-graph.json', 'utf8')).find((chunk) => chunk.modules.includes('src/api/error-parsing.ts'))?.file;
const refusedOnce = new Set();

let server;
let browser;
before(async () => {
  server = await serve(port(0), (request, response) => {
    const url = new URL(request.url, 'http://localhost');
    const page = pages[url.pathname];
    if (page) {
      response.writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': CSP });
      return response.end(page);
    }
    if (scripts[url.pathname]) {
      response.writeHead(200, { 'Content-Type': 'text/javascript' });
      return response.end(scripts[url.pathname]);
    }
    // /failing.html's backend: every request fails with the service's own code.
    if (url.pathname.startsWith('/failing-api/')) {
      response.writeHead(503, { 'Content-Type': 'application/json' });
      return response.end(JSON.stringify({ code: 'SERVER_ERROR', message: 'upstream down' }));
    }
    // The reading of failed answers, fetched on demand, refused the first time it is asked for.
    if (url.pathname === `/dist/${ERROR_READING}` && !refusedOnce.has(url.pathname)) {
      refusedOnce.add(url.pathname);
      return response.writeHead(503).end();
    }
    const file = join('.', url.pathname);
    if (url.pathname.startsWith('/dist/') && existsSync(file)) {
      response.writeHead(200, { 'Content-Type': typeOf(file) });
      return response.end(readFileSync(file));
    }
    response.writeHead(404).end();
  });
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * Opens `path` once for the tests of its describe block: the page, its console errors and the
 * paths it requested. Closes it after them.
 */
function partnerPage(path) {
  const opened = { loaded: [] };
  before(async () => {
    Object.assign(opened, await openPage(browser));
    // A data: URL is the browser's own (a date input's calendar icon), not a request to a server.
    opened.page.on('request', (request) => request.url().startsWith('data:') || opened.loaded.push(new URL(request.url()).pathname));
    await opened.page.goto(server.origin + path, { waitUntil: 'load' });
  });
  after(() => opened.page?.close());
  return opened;
}
const sandboxLoaded = (loaded) => loaded.some((name) => /\/chunks\/sandbox\.js/.test(name));
const textsOf = (loaded) => loaded.map((name) => /\/chunks\/i18n-(.+)\.js$/.exec(name)?.[1]).filter(Boolean).sort();

/** What every page must hold: no other language's texts on an English page, no request elsewhere, nothing said in error. */
function pageHolds(path, opened) {
  if (path !== '/french.html') {
    e2e(`${path}: an English page downloads no other language's texts`, () => {
      assert.deepEqual(textsOf(opened.loaded), []);
    });
  }
  e2e(`${path}: no request outside the kit and the page`, () => {
    assert.deepEqual(opened.loaded.filter((name) => !name.startsWith('/dist/') && !(name in pages) && !(name in scripts)), []);
  });
  e2e(`${path}: no console error, page error, CSP or Trusted Types violation`, () => {
    assert.deepEqual(opened.errors, []);
  });
}

describe('/every.html: every element rendered and driven under the strict CSP', () => {
  const opened = partnerPage('/every.html');
  let page;
  before(async () => {
    page = opened.page;
    await page.waitForFunction(() => document.body.dataset.ready === 'true' && customElements.get('svc-card-view') !== undefined, { timeout: 15000 });
  });
  // Reads or acts inside shadow roots: `path` is a list of selectors, each inside the previous one's shadow root.
  const shadow = (path) =>
    page.evaluateHandle((selectors) => {
      let node = document;
      for (const [index, selector] of selectors.entries()) {
        node = (index === 0 ? node : node?.shadowRoot)?.querySelector(selector) ?? null;
        if (!node) return null;
      }
      return node;
    }, path);
  const text = async (path) => (await shadow(path)).evaluate((node) => node?.textContent?.trim() ?? '');
  const click = async (path) => {
    const handle = await shadow(path);
    if (!(await handle.evaluate((node) => node !== null))) throw new Error(`nothing at ${path.join(' > ')}`);
    await handle.evaluate((node) => node.click());
  };
  // Waits until the node at `path` exists and its text matches `pattern` (a RegExp source).
  const until = (what, path, pattern = '', timeout = 10000) =>
    page
      .waitForFunction(
        (selectors, pattern) => {
          let node = document;
          for (const [index, selector] of selectors.entries()) {
            node = (index === 0 ? node : node?.shadowRoot)?.querySelector(selector) ?? null;
            if (!node) return false;
          }
          // No eval on the page: the policy would refuse it (and report a violation).
          return new RegExp(pattern).test(node.textContent ?? '');
        },
        { timeout },
        path,
        pattern,
      )
      .catch(() => {
        throw new Error(`${what} (timed out)`);
      });

  e2e('failed consumer form submit', async () => {
    await until('the consumer form renders', ['svc-consumer-form', '[part~="submit-button"]']);
    await page.evaluate(() => {
      const input = document.querySelector('svc-consumer-form').shadowRoot.querySelector('input[type="email"], input[name*="email" i]');
      if (input) {
        input.value = 'not-an-email';
        input.dispatchEvent(new window.Event('input', { bubbles: true, composed: true }));
      }
    });
    await click(['svc-consumer-form', '[part~="submit-button"]']);
    await until('the consumer form shows why', ['svc-consumer-form', '[part~="form-control-error"]'], '\\S');
  });

  e2e('failed beneficiary form submit', async () => {
    await until('the beneficiary form renders', ['svc-beneficiary-form', '[part~="submit-button"]']);
    await page.evaluate(() => {
      const input = document.querySelector('svc-beneficiary-form').shadowRoot.querySelector('input[name*="iban" i]');
      if (input) {
        input.value = 'FR00 not an iban';
        input.dispatchEvent(new window.Event('input', { bubbles: true, composed: true }));
      }
    });
    await click(['svc-beneficiary-form', '[part~="submit-button"]']);
    await until('the beneficiary form shows why', ['svc-beneficiary-form', '[part~="form-control-error"]'], '\\S');
  });

  e2e('upload', async () => {
    // A real file on disk, chosen through the element's file input.
    const folder = mkdtempSync(join(tmpdir(), 'svc-check-'));
    try {
      const file = join(folder, 'statement.pdf');
      writeFileSync(file, '%PDF-1.4\n% svc-elements check\n%%EOF\n');
      await page.evaluate(() => {
        document.querySelector('svc-document-upload').value = { type: 'IDENTITY_CARD' };
      });
      const input = await shadow(['svc-document-upload', 'input[type="file"]']);
      await input.uploadFile(file);
      await until('the file is listed', ['svc-document-upload', '[part~="file-list"]'], 'statement\\.pdf');
      await click(['svc-document-upload', '[part~="submit-button"]']);
      await until('the file is uploaded', ['svc-document-upload', '[part~="file-uploaded"] [part~="details"][data-document-id]']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  e2e('document requested', async () => {
    await until('the request form renders', ['svc-document-request', '[part~="submit-button"]']);
    await page.evaluate(() => {
      const select = document.querySelector('svc-document-request').shadowRoot.querySelector('select[name="type"]');
      select.value = 'IDENTITY_CARD';
      select.dispatchEvent(new window.Event('change', { bubbles: true, composed: true }));
    });
    await click(['svc-document-request', '[part~="submit-button"]']);
    await until('the new request shows its id', ['svc-document-request', '[part~="details"]'], 'Request ID');
  });

  e2e('requested document answered from the list', async () => {
    await until('the list highlights the request', ['svc-document-list', '[part~="row-requested"] [part~="upload-button"]']);
    await click(['svc-document-list', '[part~="row-requested"] [part~="upload-button"]']);
    await until('the upload form opens in its dialog', ['svc-document-list', 'dialog[open] svc-document-upload', '[part~="notice"]'], 'Requested document');
    await click(['svc-document-list', '[part~="close-button"]']);
  });

  e2e('list paging', async () => {
    await until('the list shows ledgers', ['svc-ledger-list', '[part~="body"]'], 'EUR');
    const before = await text(['svc-ledger-list', '[part~="body"]']);
    await click(['svc-ledger-list', '[part~="next-button"]']);
    await page.waitForFunction(
      (previous) => {
        const body = document.querySelector('svc-ledger-list').shadowRoot.querySelector('[part~="body"]');
        const now = body?.textContent?.trim() ?? '';
        return now !== '' && now !== previous;
      },
      { timeout: 10000 },
      before,
    );
  });

  e2e('list filters, fetched on first open', async () => {
    await click(['svc-card-list', '[part~="filters-button"]']);
    await until('the card list shows its filter fields', ['svc-card-list', 'form[part~="filters"] [part~="apply-button"]']);
  });

  e2e('card list', async () => {
    await until('the card list shows cards', ['svc-card-list', '[part~="body"]'], '\\S');
    await click(['svc-card-list', '[role="row"][data-key]']);
    await until('a card is selected', ['svc-card-list', '[part~="row-selected"]'], '\\S');
  });

  e2e('ledger opened', async () => {
    await until('the ledger form renders', ['svc-ledger-create', '[part~="submit-button"]']);
    await click(['svc-ledger-create', 'input[value="EUR_BELGIUM"]']);
    await click(['svc-ledger-create', '[part~="submit-button"]']);
    await until('the new ledger shows its IBAN', ['svc-ledger-create', '[part~="details"]'], 'BE[0-9]{2}');
  });

  e2e('ledger suspended after its confirmation', async () => {
    await until('the suspend form renders', ['svc-ledger-suspend', '[part~="submit-button"]']);
    await page.evaluate(() => {
      const form = document.querySelector('svc-ledger-suspend');
      form.value = { reason: 'Strict CSP check', blockIncomingTransaction: true };
    });
    await click(['svc-ledger-suspend', '[part~="submit-button"]']);
    await click(['svc-ledger-suspend', '[part~="confirm-button"]']);
    await until('the suspension succeeds', ['svc-ledger-suspend', '[part~="success"]'], '\\S');
  });

  e2e('company director declared', async () => {
    await until('the company form renders', ['svc-corporate-related-form', '[part~="submit-button"]']);
    await page.evaluate(() => {
      document.querySelector('svc-corporate-related-form').value = { isDirector: true, directorAppointmentDate: '2024-05-01', sharesInfo: [{ percentage: 100 }], info: { firstName: 'Strict', lastName: 'Csp' } };
    });
    await click(['svc-corporate-related-form', '[part~="submit-button"]']);
    await until('the person is declared', ['svc-corporate-related-form', '[part~="success"]'], 'KYC link');
  });

  e2e('KYB requested', async () => {
    await click(['svc-kyb-request', '[part~="submit-button"]']);
    await until('the request is sent', ['svc-kyb-request', '[part~="success"]'], '\\S');
  });

  e2e('card ordered', async () => {
    await until('the card order lists the accounts', ['svc-card-order', 'select[name="ledgerId"]'], 'Main account');
    await page.evaluate((ledgerId) => {
      document.querySelector('svc-card-order').value = { ledgerId, deliveryMethod: 'FRENCH_MAIL', nameOnCard: 'STRICT CSP' };
    }, ALICE_MAIN);
    await click(['svc-card-order', '[part~="submit-button"]']);
    await until('the new card is shown', ['svc-card-order', '[part~="details"]'], 'Awaiting activation');
  });

  e2e('payment and top-up: the hosted page offered within its time to live', async () => {
    // The page stays here (a listener takes the payment page), so the check goes on.
    await page.evaluate(() => document.addEventListener('svc-payment-page', (event) => event.preventDefault()));
    await until('the payment form lists the saved cards', ['svc-acquiring-payment', 'select[name="externalCardId"]'], '424242');
    await page.evaluate(() => {
      document.querySelector('svc-acquiring-payment').value = { amount: 0, storeCard: true, reference: 'Strict CSP' };
    });
    await click(['svc-acquiring-payment', '[part~="submit-button"]']);
    await until('the payment page is offered', ['svc-acquiring-payment', '[part~="details"]'], 'Open the payment page');
    await until('the top-up lists the accounts', ['svc-account-load', 'select[name="targetLedgerId"]'], 'Main account');
    await page.evaluate((targetLedgerId) => {
      document.querySelector('svc-account-load').value = { targetLedgerId, amount: 20 };
    }, ALICE_MAIN);
    await click(['svc-account-load', '[part~="submit-button"]']);
    await until('the top-up page is offered', ['svc-account-load', '[part~="details"]'], 'Open the payment page');
  });

  e2e('card profile default rule set', async () => {
    await until('the profile rules form renders', ['svc-card-profile-rules', '[part~="submit-button"]']);
    await page.evaluate(() => {
      document.querySelector('svc-card-profile-rules').value = { type: 'DISABLE_RECURRING' };
    });
    await click(['svc-card-profile-rules', '[part~="submit-button"]']);
    await until('the default rule is set', ['svc-card-profile-rules', '[part~="success"]'], '\\S');
  });

  e2e('card rule set behind a Waiting SCA', async () => {
    await until('the card rules form renders', ['svc-card-rules', '[part~="submit-button"]']);
    await page.evaluate(() => {
      document.querySelector('svc-card-rules').value = { type: 'WEEKLY_MAX_SPEND', value: 800 };
    });
    await click(['svc-card-rules', '[part~="submit-button"]']);
    await until('the rule is set once the sandbox approves', ['svc-card-rules', '[part~="success"]'], '\\S', 15000);
  });

  e2e('consumer status, a phone code sent', async () => {
    await until('the status renders', ['svc-consumer-status', '[part~="section-statuses"]'], 'KYC');
    await click(['svc-consumer-status', '[part~="send-code-button"]']);
    await until('the code field is offered', ['svc-consumer-status', '[part~="follow-up-phone"]'], 'code was sent');
  });

  e2e('consumer list, a consumer chosen', async () => {
    await until('the consumer list shows consumers', ['svc-consumer-list', '[part~="body"]'], '\\S');
    await click(['svc-consumer-list', '[role="row"][data-key]']);
    await until('a consumer is selected', ['svc-consumer-list', '[part~="row-selected"]'], '\\S');
  });

  e2e('partner team: listed, a member created and its one-time password shown', async () => {
    await until('the team list shows accounts', ['svc-partner-user-list', '[part~="body"]'], '@pebble-money\\.example');
    await until('the team form renders', ['svc-partner-user-form', '[part~="submit-button"]']);
    await page.evaluate(() => {
      document.querySelector('svc-partner-user-form').value = { email: 'strict.csp@pebble-money.example', roles: ['BENEFICIARY_LIST'] };
    });
    await click(['svc-partner-user-form', '[part~="submit-button"]']);
    await until('the one-time password shows', ['svc-partner-user-form', '[part~="otp"]'], '\\S');
    await click(['svc-partner-user-form', '[part~="again-button"]']);
    await until('the form is offered again', ['svc-partner-user-form', 'input[name="email"]']);
  });

  e2e('external card chosen', async () => {
    await until('the external cards are listed', ['svc-external-card-list', '[part~="body"]'], 'ALICE MARTIN');
    await click(['svc-external-card-list', '[role="row"][data-key]']);
    await until('a card is selected', ['svc-external-card-list', '[part~="row-selected"]'], '\\S');
  });

  e2e('transaction shown, its receipt downloaded', async () => {
    await until('the transaction renders', ['svc-transaction-view', '[part~="section-parties"]'], 'Holidays');
    await click(['svc-transaction-view', '[part~="receipt-button"]']);
    await page.waitForFunction(() => document.body.dataset.receipt?.startsWith('blob:'), { timeout: 10000 });
  });

  e2e('mandate changed and saved', async () => {
    await until('the mandate renders', ['svc-mandate-view', 'input[name="friendlyName"]']);
    await page.evaluate(() => {
      document.querySelector('svc-mandate-view').value = { friendlyName: 'Studio rent (checked)', recurring: false };
    });
    await click(['svc-mandate-view', '[part~="submit-button"]']);
    await until('the change is saved', ['svc-mandate-view', '[part~="success"]'], '\\S');
  });

  e2e('partner configuration read', async () => {
    await until('the configuration shows its contacts', ['svc-partner-configuration', '[part~="section-contacts"]'], 'compliance@');
  });

  e2e('PAN reveal', async () => {
    await until('the PAN card renders', ['#pan-card', '[part~="pan-button"]']);
    await click(['#pan-card', '[part~="pan-button"]']);
    await until('the sandbox display shows the sample number', ['#pan-card', '[part~="pan"]'], '4242');
  });

  e2e('PIN reveal behind an SCA wait', async () => {
    await until('the PIN card renders', ['#pin-card', '[part~="pin-button"]']);
    await click(['#pin-card', '[part~="pin-button"]']);
    await until('the SCA wait shows', ['#pin-card', 'svc-sca-pending', '[part~="panel"]'], '\\S');
    await until('the PIN shows once the sandbox approves', ['#pin-card', '[part~="pin"]'], '[0-9]{4}', 15000);
  });

  // What partners' code heard: failed submits sent nothing, the upload one request, the PIN an SCA.
  const expectations = [
    ['svc-consumer-form: refused, nothing sent', (seen) => seen.includes('svc-error svc-consumer-form validation') && !seen.includes('svc-submit svc-consumer-form ')],
    ['svc-beneficiary-form: refused, nothing sent', (seen) => seen.includes('svc-error svc-beneficiary-form validation') && !seen.includes('svc-submit svc-beneficiary-form ')],
    ['svc-document-upload: one file sent', (seen) => seen.filter((entry) => entry === 'svc-submit svc-document-upload ').length === 1],
    ['#pin-card: an SCA wait', (seen) => seen.some((entry) => entry.startsWith('svc-sca pin-card'))],
    ['svc-card-rules: one rule sent, approved after an SCA wait', (seen) => seen.filter((entry) => entry === 'svc-submit svc-card-rules ').length === 1 && seen.includes('svc-sca svc-card-rules approved')],
  ];
  for (const [what, holds] of expectations) {
    e2e(`what the page heard: ${what}`, async () => {
      const events = await page.evaluate(() => window.svcEvents.map((entry) => entry.join(' ')));
      assert.ok(holds(events), `events: ${events.join(', ') || 'none'}`);
    });
  }
  pageHolds('/every.html', opened);
});

describe('/sandbox.html: the sandbox arrives on demand', () => {
  const opened = partnerPage('/sandbox.html');
  e2e('the list shows the sandbox ledgers', () =>
    opened.page.waitForFunction(() => (document.querySelector('svc-ledger-list')?.shadowRoot?.textContent ?? '').includes('EUR'), { timeout: 15000 }),
  );
  e2e('the sandbox chunk was loaded', () => {
    assert.ok(sandboxLoaded(opened.loaded));
  });
  pageHolds('/sandbox.html', opened);
});

describe('/partner.html: a page on its own backend', () => {
  const opened = partnerPage('/partner.html');
  e2e('the sandbox chunk is not loaded on a page that did not ask for it', async () => {
    await opened.page.waitForFunction(() => customElements.get('svc-sca-pending') !== undefined, { timeout: 10000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.ok(!sandboxLoaded(opened.loaded));
  });
  pageHolds('/partner.html', opened);
});

describe('/french.html: the French texts of the elements shown, nothing else', () => {
  const opened = partnerPage('/french.html');
  e2e('the ledger list shows its French texts', () =>
    opened.page.waitForFunction(() => /comptes/.test(document.querySelector('svc-ledger-list')?.shadowRoot?.textContent ?? ''), { timeout: 15000 }),
  );
  e2e('the texts downloaded: the shared ones, the lists\' and the ledger list\'s', () => {
    assert.equal(textsOf(opened.loaded).join(' '), 'fr-base fr-ledger-list fr-list');
  });
  pageHolds('/french.html', opened);
});

describe('/failing.html: a failed answer is said even when its reading cannot be fetched', () => {
  const opened = partnerPage('/failing.html');
  const listText = () => opened.page.evaluate(() => document.querySelector('svc-ledger-list')?.shadowRoot?.querySelector('[part~="error"]')?.textContent ?? '');
  e2e('the reading of failed answers is no part of the page: fetched with the first failed answer', () => {
    assert.ok(ERROR_READING, 'no chunk holds src/api/error-parsing.ts');
    const graph = JSON.parse(readFileSync('dist/chunk-graph.json', 'utf8'));
    const provider = graph.find((chunk) => chunk.modules.includes('src/client/fetch-adapter.ts'));
    assert.ok(provider.dynamicImports.includes(ERROR_READING), `${provider.file} does not import ${ERROR_READING} on demand`);
  });
  e2e('refused (offline), the list still says the request failed and offers Try again; tried again, it reads the service\'s code', async () => {
    const { page } = opened;
    await page.waitForFunction(() => /The request failed\./.test(document.querySelector('svc-ledger-list')?.shadowRoot?.querySelector('[part~="error"]')?.textContent ?? ''), { timeout: 15000 });
    assert.ok(opened.loaded.includes(`/dist/${ERROR_READING}`), `${ERROR_READING} was not asked for`);
    await page.evaluate(() => document.querySelector('svc-ledger-list').shadowRoot.querySelector('[part~="retry-button"]').click());
    await page.waitForFunction(() => /The service had a problem/.test(document.querySelector('svc-ledger-list')?.shadowRoot?.querySelector('[part~="error"]')?.textContent ?? ''), { timeout: 15000 });
    assert.match(await listText(), /Try again|Retry/i);
    assert.doesNotMatch(await listText(), /upstream/);
  });
});

describe('/later.html: the loader twice, elements added after load', () => {
  const opened = partnerPage('/later.html');
  e2e('elements added after load, one nested in a plain element, are defined from their chunks', async () => {
    const { page } = opened;
    await page.waitForFunction(() => customElements.get('svc-provider') !== undefined, { timeout: 10000 });
    await page.evaluate(() => {
      const provider = document.querySelector('svc-provider');
      const wrapper = document.createElement('section');
      wrapper.append(document.createElement('svc-card-view'));
      provider.append(wrapper, document.createElement('svc-sca-pending'));
    });
    await page.waitForFunction(() => customElements.get('svc-card-view') !== undefined && customElements.get('svc-sca-pending') !== undefined, { timeout: 10000 });
  });
  e2e('the ledger list chunk is not loaded on a page without a ledger list', () => {
    assert.ok(!opened.loaded.some((name) => /\/chunks\/svc-ledger-list[.-]/.test(name)));
  });
  pageHolds('/later.html', opened);
});
