/**
 * The built loader's check of a chunk tried again after a failure (src/loader/verified-import.ts),
 * against chunks and manifests written as the build writes them (test/runner/checked-chunks.mjs):
 * an element's chunk whose own fetch failed comes under a URL of its own and runs once; a chunk that
 * imports it statically (as the ledger list's all-pages part, the sandbox or the API import an
 * element's chunk) would import its usual URL, so it is refused and says why, never a second copy of
 * the module beside the first (two classes for one element). A failure of a file an element's chunk
 * imports leaves that chunk's own URL as it was.
 */
import { expect } from '@open-wc/testing';
import { verifyTag } from '../../src/loader/verified-import.js';

declare global {
  var svcElementIntegrity: (() => Record<string, string>) | undefined;
  var svcChunkRuns: Record<string, string[]> | undefined;
}

const CHUNKS = '/src/loader/chunks/';
const table: Record<string, string> = {};
globalThis.svcElementIntegrity = () => table;

/** A new pair of tags (the base's chunk fails the first time it is asked for), added to the loader's table. */
async function pair() {
  const run = Math.random().toString(36).slice(2, 10);
  Object.assign(table, await (await fetch(`${CHUNKS}checked-${run}.json`)).json());
  const asked = async () => ((await (await fetch(`${CHUNKS}checked-${run}-asked.json`)).json()) as [string, number][]).map(([url]) => url.slice(CHUNKS.length));
  return { run, base: `test-base-fails-once-${run}`, sub: `test-sub-${run}`, asked, runs: () => globalThis.svcChunkRuns?.[run] ?? [] };
}

/** What a try of `tag` came to: the module, or the error's message. */
async function tryTag(tag: string): Promise<{ module?: unknown; error?: string }> {
  try {
    const define = await verifyTag(tag);
    return { module: define?.() };
  } catch (error) {
    return { error: String(error) };
  }
}

describe('the loader, trying a chunk again after a failure', () => {
  it('defines an element from its chunk tried again under a URL of its own, run once; a chunk importing it is refused, saying to reload', async () => {
    const { base, sub, asked, runs } = await pair();
    expect((await tryTag(base)).error, 'the first try, answered 503, did not fail').to.be.a('string');
    expect(customElements.get(base)).to.equal(undefined);

    const second = await tryTag(base);
    expect(second.error, 'the second try failed').to.equal(undefined);
    expect(customElements.get(base), 'not defined by the second try').to.be.a('function');
    expect(runs().map((url) => url.slice(url.indexOf(CHUNKS) + CHUNKS.length))).to.deep.equal([`${base}.js?retry=1`]);

    const refused = await tryTag(sub);
    expect(refused.error).to.include(`${base}.js failed before: reload the page`);
    expect(customElements.get(sub), 'defined from a second copy of the base chunk').to.equal(undefined);
    expect(runs(), 'the base chunk ran twice').to.have.length(1);
    expect(await asked()).to.include.members([`${base}.js`, `${base}.js?retry=1`]);
    expect((await asked()).filter((url) => url.startsWith(sub)), 'the refused chunk was fetched').to.deep.equal([]);
  });

  it('keeps the URL of a chunk whose import failed; whatever the browser keeps, the shared chunk runs once and both elements share its class', async () => {
    const { base, sub, asked, runs } = await pair();
    // The sub element's chunk imports the base chunk, which fails: the sub's chunk itself arrived.
    expect((await tryTag(sub)).error, 'the first try, with its import answered 503, did not fail').to.be.a('string');
    const again = await tryTag(sub);
    for (let n = 0; n < 3 && !customElements.get(base); n++) await tryTag(base);
    expect(customElements.get(base), 'the base element never came').to.be.a('function');
    // A browser that fetches a failed module again (whatwg/html#10327) has the sub element by now; one that keeps the failure refuses it.
    if (again.error === undefined) expect(Object.getPrototypeOf(customElements.get(sub))).to.equal(customElements.get(base));
    else expect(customElements.get(sub)).to.equal(undefined);
    expect(runs(), 'the base chunk ran twice').to.have.length(1);
    expect((await asked()).filter((url) => url.startsWith(sub)), "the sub element's chunk was asked for under another URL").to.deep.equal([`${sub}.js`]);
  });
});
