// What a customer sees on the demo pages, looked at once a page is loaded at a width (issue 30,
// §2 and §3): accounts said as accounts with the main ones first, no raw id nor code, each balance in
// its own currency, stacked rows with their labels (and the table where a column has room), the
// focus on what appeared after Continue on an approval and after a KYB request, "not approved yet"
// when Continue comes early, and one KYB state at a time. Called from scripts/check-demo.mjs with its
// helpers (`step`, `until`, `$`, `press`); each look adds what is wrong to the walk's problems.

/** A UUID anywhere in a text. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
/** A service code written as the service sends it (`CARD_PAYMENT`, `TECH_TRANSACTION`). */
const CODE = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/;
const CARD_PAYMENT = '7a000000-0000-4000-8000-000000000005';
const CONVERTED_TRANSFER = '7a000000-0000-4000-8000-000000000004';
/** The lists of the customer page, and whether a 1,280 px screen (the page's 704 px column) keeps their table. */
const LISTS = ['svc-ledger-list', 'svc-card-list', 'svc-external-card-list'];

/** In the page: the text shown by the kit's elements, read through every shadow root (what is hidden is left out). */
function shownByTheKit(tags) {
  const texts = [];
  const read = (root) => {
    for (const node of root.children) {
      if (node instanceof window.HTMLElement && node.localName !== 'style' && node.localName !== 'slot') texts.push(node.innerText);
    }
    for (const inner of root.querySelectorAll('*')) if (inner.shadowRoot) read(inner.shadowRoot);
  };
  for (const element of document.querySelectorAll(tags ?? '*')) if (element.localName.startsWith('svc-') && element.shadowRoot) read(element.shadowRoot);
  return texts.join('\n');
}

/** In the page: where the focus is, read through the shadow roots, as `tag[part]` from the page down. */
function focusPath() {
  const path = [];
  for (let at = document.activeElement; at; at = at.shadowRoot?.activeElement ?? null) {
    const part = at.getAttribute('part');
    path.push(`${at.localName}${part ? `[part="${part}"]` : ''}`);
  }
  return path.join(' >>> ');
}

/**
 * In the page: each list's layout and, when its rows are stacked, the facts shown without a label
 * (a cell with neither its column's label before it nor a badge that says what it is).
 */
function stackedFacts(tags) {
  return tags.map((tag) => {
    const root = document.querySelector(tag)?.shadowRoot;
    const head = root?.querySelector('.head');
    if (!root || !head) return { tag, missing: true };
    const stacked = head.getBoundingClientRect().width < 2;
    const unlabelled = [];
    if (stacked) {
      for (const cell of root.querySelectorAll('.body [role="gridcell"]')) {
        if (cell.querySelector('[part~="badge"]') || cell.getBoundingClientRect().width === 0) continue;
        const before = window.getComputedStyle(cell, '::before').content;
        if (!before || before === 'none' || before === 'normal' || before === '""') unlabelled.push(cell.innerText.trim());
      }
    }
    return { tag, stacked, unlabelled };
  });
}

/** The customer page at `width`: words, ids and codes, balances, stacked rows, and the card view's approvals. */
export async function customerPageAt(width, { page, step, until, $, press }) {
  await step(`customer page at ${width}px: accounts said as accounts, the main accounts first`, async () => {
    await until('the accounts are counted', 'svc-ledger-list >>> [part~="status"]', /^\d+ accounts?\b/);
    const said = await page.evaluate(shownByTheKit, 'svc-ledger-list');
    if (/ledger/i.test(said)) throw new Error(`the account list says "ledger": ${said.match(/.{0,40}ledger.{0,40}/i)[0]}`);
    // Main accounts first: the list opens on one of her accounts, never on a sub-account (level 2 and below).
    const first = await page.evaluate(() => {
      const row = document.querySelector('svc-ledger-list').shadowRoot.querySelector('.body [role="row"]');
      return { level: row?.getAttribute('aria-level'), text: row?.innerText.replace(/\s+/g, ' ').trim() };
    });
    if (first.level !== '1') throw new Error(`the list opens on a sub-account: "${first.text}" (level ${first.level})`);
  });

  await step(`customer page at ${width}px: a card payment by its merchant, paid to the merchant, with no id nor code`, async () => {
    await page.select('#transaction-choice', CARD_PAYMENT);
    await until('the card payment is titled by its merchant', 'svc-transaction-view >>> [part~="title"]', /Boulangerie Petit/);
    // Never "To: not given": the merchant is the other party.
    await until('the merchant is whom it was paid to', 'svc-transaction-view >>> [part~="section-receiver"]', /Boulangerie Petit/);
  });

  await step(`customer page at ${width}px: no raw id and no service code on screen`, async () => {
    const shown = await page.evaluate(shownByTheKit);
    const id = shown.match(UUID);
    const code = shown.match(CODE);
    if (id) throw new Error(`an id is shown: …${shown.slice(Math.max(0, id.index - 40), id.index + 40).replace(/\s+/g, ' ')}…`);
    if (code) throw new Error(`a code is shown: ${code[0]}`);
  });

  await step(`customer page at ${width}px: each balance in its own currency`, async () => {
    await page.select('#transaction-choice', CONVERTED_TRANSFER);
    await until('the converted transfer is shown', 'svc-transaction-view >>> [part~="title"]', /€117\.40/);
    // Grace's account is in sterling: nothing of hers is said in euros (her 3,100 was "€3,100.00").
    const sender = await until('the sender is shown', 'svc-transaction-view >>> [part~="section-sender"]', /Grace O'Neill/);
    if (/€/.test(sender)) throw new Error(`the sterling sender is said in euros: "${sender}"`);
  });

  await step(`customer page at ${width}px: stacked rows keep their labels${width >= 1280 ? '; the lists keep their table' : ''}`, async () => {
    for (const tag of LISTS) await $(`${tag} >>> .body [role="row"]`);
    for (const { tag, missing, stacked, unlabelled } of await page.evaluate(stackedFacts, LISTS)) {
      if (missing) throw new Error(`${tag} shows no table`);
      if (unlabelled.length) throw new Error(`${tag}'s stacked rows show facts without a label: ${unlabelled.slice(0, 4).map((text) => `"${text}"`).join(', ')}`);
      if (width >= 1280 && stacked) throw new Error(`${tag} stacks its rows in the page's desktop column, where its table fits`);
    }
  });

  // The backend counts each PIN and card-number request (5 and 10 in 15 minutes, server/src/limits.ts),
  // Continue included: the early Continue is tried on the PIN at 375 px (the walk shows the PIN once
  // more), on the card number at the other widths; the focus after Continue is looked at on each.
  const early = width === 375 ? 'pin' : 'pan';
  await step(`customer page at ${width}px: Continue pressed early on the ${early === 'pin' ? 'PIN' : 'card number'} says "not approved yet"; after it, the focus is on what appeared`, async () => {
    if (width === 375) await revealed('pin', { early: true });
    await revealed('pan', { early: early === 'pan' });
  });

  /** Shows the PIN or the card number through its approval panel, and checks where the focus is after Continue. */
  async function revealed(what, { early }) {
    const continueButton = 'svc-card-view >>> svc-sca-pending >>> [part~="continue-button"]';
    const shownPart = what === 'pin' ? '[part~="pin"]' : '[part~="card-face"] [part~="pan"]';
    await press('svc-card-view', `${what}-button`);
    if (early) {
      const pressedAt = Date.now();
      await (await $(continueButton)).click();
      // The sandbox approves 1 s after the request: a press within it is early. Its answer: the panel
      // says so (or, when the press came late after all, what was asked for).
      const answered = await page.waitForFunction((selector) => {
        const view = document.querySelector('svc-card-view').shadowRoot;
        const panel = view.querySelector('svc-sca-pending')?.shadowRoot?.querySelector('[part~="panel"]')?.textContent ?? '';
        if (/Not approved yet/.test(panel)) return 'not approved yet';
        return view.querySelector(selector) ? 'shown' : false;
      }, { timeout: 10000, polling: 100 }, shownPart);
      const answer = await answered.jsonValue();
      if (answer !== 'not approved yet' && Date.now() - pressedAt < 900) throw new Error('Continue pressed before the approval changed nothing on screen');
      if (answer === 'shown') return checkFocus(what, shownPart);
    }
    await $(continueButton);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await (await $(continueButton)).click();
    await until(`the ${what} shows once approved`, `svc-card-view >>> ${shownPart}`, what === 'pin' ? /PIN\s*[0-9]{4}/ : /4242 4242 4242 4242/, 20000);
    await checkFocus(what, shownPart);
  }

  async function checkFocus(what, shownPart) {
    await page.waitForFunction((selector) => document.querySelector('svc-card-view').shadowRoot.activeElement?.matches(selector), { timeout: 5000 }, shownPart).catch(() => undefined);
    const focus = await page.evaluate(focusPath);
    if (!new RegExp(`^svc-card-view >>> [a-z]+\\[part="[^"]*\\b${what}\\b[^"]*"\\]$`).test(focus)) throw new Error(`after Continue the focus is on ${focus || 'nothing'}, not on the ${what === 'pin' ? 'PIN' : 'card number'}`);
  }
}

/**
 * The KYB panel once it answered: the focus on what appeared (`part`: the request said sent, the
 * refusal, or the outcome the page then passes in), and one state at a time (never an outcome
 * beside "requested").
 */
export async function kybAnswered(when, part, { page }) {
  await page.waitForFunction((shown) => document.querySelector('svc-kyb-request').shadowRoot.activeElement?.matches(`[part~="${shown}"]`), { timeout: 5000 }, part).catch(() => undefined);
  const focus = await page.evaluate(focusPath);
  if (!new RegExp(`^svc-kyb-request >>> [a-z]+\\[part="[^"]*\\b${part}\\b[^"]*"\\]$`).test(focus)) throw new Error(`${when}: the focus is on ${focus || 'nothing'}, not on the ${part}`);
  const states = await page.evaluate(() => {
    const root = document.querySelector('svc-kyb-request').shadowRoot;
    return ['section-outcome', 'success'].filter((shown) => root.querySelector(`[part~="${shown}"]`)?.checkVisibility());
  });
  if (states.length > 1) throw new Error(`${when}: two states at once, ${states.join(' and ')}`);
}

/** The company page at `width`: KYB asked for before anyone is declared: what appeared has the focus, one state at a time. */
export async function companyPageAt(width, { page, step, press }) {
  await step(`company page at ${width}px: KYB asked for, the focus on what appeared, one state at a time`, async () => {
    // Pressed once the element is ready to send (its button says so with aria-disabled).
    await page.waitForFunction(() => document.querySelector('svc-kyb-request').shadowRoot.querySelector('[part~="submit-button"]')?.getAttribute('aria-disabled') === 'false', { timeout: 10000 });
    await press('svc-kyb-request', 'submit-button');
    const appeared = await page.waitForFunction(() => {
      const root = document.querySelector('svc-kyb-request').shadowRoot;
      if (root.querySelector('[part~="submit-button"][aria-disabled="true"]')) return false;
      return ['error', 'success', 'section-outcome'].find((part) => root.querySelector(`[part~="${part}"]`)) ?? false;
    }, { timeout: 20000, polling: 100 });
    const part = await appeared.jsonValue();
    // The page passes in the outcome the service then gives: the focus may move on to it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const now = await page.evaluate(() => ['error', 'section-outcome', 'success'].find((shown) => document.querySelector('svc-kyb-request').shadowRoot.activeElement?.matches(`[part~="${shown}"]`)));
    await kybAnswered('after the request', now ?? part, { page });
  });
}
