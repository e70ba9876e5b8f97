// One visit of the page, as a first-time visitor has it (a fresh browser context, no cache): what it
// fetched with which headers and bytes, what its console and its CSP said, its import maps, policies
// and kit elements once they are defined and settled, and axe on each element.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';

const debug = (what) => process.env.SVC_DOCTOR_DEBUG && console.error(`${new Date().toISOString()} ${what}`);
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Rules about a whole document, not an element in it. */
const PAGE_RULES = ['region', 'landmark-one-main', 'page-has-heading-one', 'bypass', 'document-title', 'html-has-lang', 'landmark-complementary-is-top-level'];

/**
 * Installed before the page's own scripts: every CSP violation, with where it came from; and the
 * page's own `<link rel="modulepreload">`s, as the parser left them, before any module script (the
 * loader) has run and added its own.
 */
function recordViolations() {
  window.__svcDoctor = { violations: [], preloads: [] };
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    window.__svcDoctor.preloads = [...document.querySelectorAll('link[rel~="modulepreload" i]')].map((link) => ({ href: link.href, integrity: link.integrity }));
  });
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__svcDoctor.violations.push({
      directive: event.effectiveDirective || event.violatedDirective,
      blocked: event.blockedURI,
      sample: event.sample,
      disposition: event.disposition,
      source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}` : '',
    });
  }, true);
}

/** Runs in the page: the kit's elements as the partner placed them, with their configuration. */
function readPage() {
  const all = [];
  const walk = (root) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.localName.startsWith('svc-')) all.push(element);
      // A partner's own component may hold the kit's elements in its shadow root; the kit's own inner elements are its business.
      else if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  walk(document);
  const parentOf = (node) => node.parentElement ?? node.getRootNode().host ?? null;
  const providerOf = (element) => {
    for (let node = parentOf(element); node; node = parentOf(node)) if (node.localName === 'svc-provider') return node;
    return null;
  };
  const describe = (provider) => provider && {
    baseUrl: provider.getAttribute('base-url') ?? (typeof provider.baseUrl === 'string' ? provider.baseUrl : ''),
    resolvedBaseUrl: provider.getAttribute('base-url') ? new URL(provider.getAttribute('base-url'), document.baseURI).href : '',
    sandbox: provider.hasAttribute('sandbox') || provider.sandbox === true,
    adapter: Boolean(provider.adapter),
  };
  const counts = {};
  const elements = all.filter((element) => element.localName !== 'svc-provider').map((element, index) => {
    const tag = element.localName;
    counts[tag] = (counts[tag] ?? 0) + 1;
    element.setAttribute('data-svc-doctor', String(index));
    return {
      index,
      tag,
      label: `<${tag}>${element.id ? `#${element.id}` : ''}`,
      nth: counts[tag],
      defined: customElements.get(tag) !== undefined,
      ownAdapter: Boolean(element.adapter),
      provider: describe(providerOf(element)),
      hasShadow: Boolean(element.shadowRoot),
    };
  });
  const providers = all.filter((element) => element.localName === 'svc-provider').map(describe);
  // The copies of the integrity manifests the page carries (the loader reads the first such block only).
  const copies = [...document.querySelectorAll('script[data-svc-manifests]')].map((script) => script.textContent ?? '');
  const maps = [...document.querySelectorAll('script[type="importmap"]')].map((script) => ({ text: script.textContent ?? '', nonce: script.nonce || '', src: script.getAttribute('src') }));
  const meta = [...document.querySelectorAll('meta[http-equiv]')]
    .filter((tag) => tag.httpEquiv.toLowerCase() === 'content-security-policy')
    .map((tag) => tag.content);
  const scripts = [...document.querySelectorAll('script[src]')].map((script) => ({
    src: script.src,
    type: script.type,
    integrity: script.getAttribute('integrity') ?? '',
    crossOrigin: script.getAttribute('crossorigin'),
  }));
  const preloads = window.__svcDoctor?.preloads ?? [];
  return { elements, providers, maps, copies, preloads, meta, scripts, baseURI: document.baseURI, origin: window.location.origin, violations: window.__svcDoctor?.violations ?? [] };
}

/** Runs in the page: axe on each element (its shadow tree included), violations by impact. */
async function axeEach(indexes, disabled) {
  const rules = Object.fromEntries(disabled.map((rule) => [rule, { enabled: false }]));
  const results = {};
  for (const index of indexes) {
    const element = document.querySelector(`[data-svc-doctor="${index}"]`);
    if (!element) continue;
    const result = await window.axe.run(element, { resultTypes: ['violations'], rules });
    results[index] = result.violations.map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.length, target: violation.nodes[0]?.target.flat().join(' ') ?? '' }));
  }
  return results;
}

/** Waits, within `timeout` ms, for every kit tag on the page to be defined, the network to rest and the elements to render. */
async function settle(page, timeout) {
  const deadline = Date.now() + timeout;
  await page.evaluate(async (ms) => {
    const tags = [...new Set([...document.querySelectorAll('*')].map((element) => element.localName).filter((name) => name.startsWith('svc-')))];
    await Promise.race([Promise.all(tags.map((tag) => customElements.whenDefined(tag))), new Promise((resolve) => setTimeout(resolve, ms))]);
  }, Math.max(1000, deadline - Date.now())).catch(() => {});
  await page.waitForNetworkIdle({ idleTime: 500, timeout: Math.max(1000, deadline - Date.now()) }).catch(() => {});
  await page.evaluate(async () => {
    const elements = [...document.querySelectorAll('*')].filter((element) => element.localName.startsWith('svc-') && element.updateComplete);
    await Promise.race([Promise.all(elements.map((element) => element.updateComplete)), new Promise((resolve) => setTimeout(resolve, 2000))]);
  }).catch(() => {});
}

/**
 * Opens `url` in a fresh context and returns what it saw:
 * { status, headers, requests, scripts (url → { status, headers, body }), console, pageErrors, dom, axe }.
 */
export async function observe(browser, url, { timeout }) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setCacheEnabled(false);
    await page.evaluateOnNewDocument(recordViolations);
    const consoleMessages = [];
    const pageErrors = [];
    const requests = [];
    const bodies = [];
    const scripts = new Map();
    let documentResponse;
    page.on('console', (message) => consoleMessages.push({ type: message.type(), text: message.text(), url: message.location()?.url ?? '' }));
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('request', (request) => {
      const stack = request.initiator()?.stack;
      const frames = [];
      for (let part = stack; part; part = part.parent) frames.push(...part.callFrames.map((frame) => frame.url));
      requests.push({ url: request.url(), method: request.method(), type: request.resourceType(), frames });
    });
    page.on('response', (response) => {
      const request = response.request();
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentResponse = response;
      if (request.resourceType() === 'script' && response.status() < 300) {
        // One entry per file: the loader's retries (?retry=1) fetch the same file again.
        const key = response.url().split(/[?#]/)[0];
        bodies.push(response.buffer().then((body) => scripts.has(key) || scripts.set(key, { status: response.status(), headers: response.headers(), body }), () => {}));
      }
    });
    const response = await page.goto(url, { waitUntil: 'load', timeout });
    debug('loaded');
    await settle(page, timeout);
    debug('settled');
    await Promise.all(bodies);
    debug('bodies');
    const dom = await page.evaluate(readPage);
    await page.evaluate(axeSource);
    const axe = await page.evaluate(axeEach, dom.elements.filter((element) => element.defined).map((element) => element.index), PAGE_RULES);
    const headers = (documentResponse ?? response)?.headers() ?? {};
    return { status: response?.status() ?? 0, headers, requests, scripts, console: consoleMessages, pageErrors, dom, axe };
  } finally {
    await context.close();
  }
}

/**
 * Opens `url` with each file of `tampered` (url → original body) answered with a changed copy: a line
 * at its top that records, if the file ever runs, that it ran. Returns which tampered files ran, the
 * kit tags defined, and the console's errors.
 */
export async function visitTampered(browser, url, tampered, { timeout }) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setCacheEnabled(false);
    const errors = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      const key = request.url().split(/[?#]/)[0];
      const original = tampered.get(key);
      if (!original) return request.continue();
      const marker = `globalThis.__svcDoctorRan=(globalThis.__svcDoctorRan||[]).concat(${JSON.stringify(key)});\n`;
      const { 'content-length': _length, 'content-encoding': _encoding, ...headers } = original.headers;
      return request.respond({ status: 200, headers, body: Buffer.concat([Buffer.from(marker), original.body]) });
    });
    await page.goto(url, { waitUntil: 'load', timeout }).catch((error) => errors.push(`navigation: ${error.message}`));
    // Every file the page went on to fetch has been fetched, and run or refused, once the network rests.
    await page.waitForNetworkIdle({ idleTime: 400, timeout }).catch(() => {});
    debug(`tampered visit: ${tampered.size} files`);
    const result = await page.evaluate(() => ({
      ran: globalThis.__svcDoctorRan ?? [],
      defined: [...new Set([...document.querySelectorAll('*')].map((element) => element.localName))].filter((tag) => tag.startsWith('svc-') && customElements.get(tag)),
    }));
    return { ...result, errors };
  } finally {
    await context.close();
  }
}
