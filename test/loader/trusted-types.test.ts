/**
 * A bank's page whose CSP enforces Trusted Types with its own policy names only refuses Lit's
 * `lit-html` policy, and with it every element. The script tag's loader says so, once, in the kit's
 * words, with what to add; the page also hears `svc-load-error` for each element.
 * The page is a frame with that CSP, running the loader as a page's script tag does.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { enforcesTrustedTypes, MODULE_WAIT } from '../engines.js';

type FramePage = Window & { said: string[]; failed: { tag: string; reason: string }[]; };

const PAGE = `<!doctype html><html lang="en"><head>
<meta http-equiv="Content-Security-Policy" content="require-trusted-types-for 'script'; trusted-types myapp">
<script>
  window.said = []; window.failed = [];
  console.error = (...args) => said.push(args.map(String).join(' '));
  document.addEventListener('svc-load-error', (event) => failed.push(event.detail));
</script>
<script type="module" src="/src/bundle.ts"></script>
</head><body><svc-ledger-list></svc-ledger-list><svc-card-list></svc-card-list></body></html>`;

describe('a page whose Trusted Types policy refuses lit-html', () => {
  let frame: HTMLIFrameElement | undefined;
  afterEach(() => frame?.remove());

  it('is told once, in the kit\'s words, what to add to its trusted-types directive', async function () {
    // Runs wherever the engine has Trusted Types: all three engines here (see enforcesTrustedTypes).
    if (!enforcesTrustedTypes) this.skip();
    frame = document.createElement('iframe');
    frame.srcdoc = PAGE;
    document.body.append(frame);
    const page = () => frame!.contentWindow as FramePage;
    await waitUntil(() => page()?.failed?.some(({ tag }) => tag === 'svc-ledger-list'), 'the page heard no svc-load-error', MODULE_WAIT).catch((error: Error) => {
      throw new Error(`${error.message} (defined: ${Boolean(page()?.customElements.get('svc-ledger-list'))}; console: ${page()?.said?.join(' | ')})`);
    });
    await waitUntil(() => page().said.some((text) => /add lit-html to your CSP's trusted-types directive/.test(text)), `no notice in the kit's words (console: ${page().said.join(' | ')})`, MODULE_WAIT);
    expect(page().customElements.get('svc-ledger-list'), 'defined under a refused policy').to.equal(undefined);

    // Both elements failed for it; it is said once.
    await waitUntil(() => page().failed.some(({ tag }) => tag === 'svc-card-list'), 'no svc-load-error for the second element', MODULE_WAIT);
    const notices = page().said.filter((text) => text.includes('trusted-types directive'));
    expect(notices).to.have.length(1);
    expect(notices[0]).to.match(/^svc-elements: /);
  });
});
