import { createHash } from 'node:crypto';

/**
 * Chunks and integrity manifests as the build writes them, served where the unbuilt loader
 * (src/loader/verified-import.ts) looks for them (`/src/loader/chunks/`), for test/loader/verified-retry.test.ts.
 * For a run `R`, `/src/loader/chunks/checked-R.json` is the loader's table (each tag's manifest sha256),
 * for two tags: `test-base-fails-once-R`, whose class is in a chunk of its own, answered 503 the first
 * time it is asked for; and `test-sub-R`, whose chunk imports that chunk statically and extends its class.
 * The base chunk counts its evaluations, by the URL it ran under, in `globalThis.svcChunkRuns[R]`.
 * Every request of these files is listed in `checked-R-asked.json`.
 */
export function checkedChunks() {
  const files = new Map();
  const asked = new Map();
  const failed = new Set();
  const sha256 = (text) => createHash('sha256').update(text).digest('base64');
  /** The files of run `run`, and the table. */
  const build = (run) => {
    const base = `test-base-fails-once-${run}`;
    const sub = `test-sub-${run}`;
    const baseCode = `(globalThis.svcChunkRuns ??= {}), (globalThis.svcChunkRuns[${JSON.stringify(run)}] ??= []).push(import.meta.url);\nexport class Base extends HTMLElement {}\n`;
    const subCode = `import { Base } from './${base}.js';\nexport class Sub extends Base {}\n`;
    const entry = (code, imports) => [sha256(code), imports];
    const manifest = (value) => `export default ${JSON.stringify(value)}\n`;
    const manifests = {
      [base]: manifest([base, { [base]: entry(baseCode, []) }, 'Base']),
      [sub]: manifest([sub, { [sub]: entry(subCode, [base]), [base]: entry(baseCode, []) }, 'Sub']),
    };
    files.set(`${base}.js`, baseCode);
    files.set(`${sub}.js`, subCode);
    const table = {};
    for (const [tag, text] of Object.entries(manifests)) {
      const hash = sha256(text);
      table[tag] = hash;
      files.set(`integrity-${hash.slice(0, 16).replace(/[+/]/g, (char) => (char === '+' ? '-' : '_'))}.js`, text);
    }
    return table;
  };
  return async (ctx, next) => {
    const name = /^\/src\/loader\/chunks\/([\w-]+\.js(?:on)?)$/.exec(ctx.path)?.[1];
    if (!name) return next();
    ctx.set('Cache-Control', 'no-store');
    const table = /^checked-(\w+)\.json$/.exec(name);
    const list = /^checked-(\w+)-asked\.json$/.exec(name);
    if (table || list) {
      ctx.type = 'application/json';
      ctx.body = JSON.stringify(table ? build(table[1]) : [...asked].filter(([url]) => url.includes(list[1])));
      return;
    }
    const count = (asked.get(ctx.url) ?? 0) + 1;
    asked.set(ctx.url, count);
    if (!files.has(name)) return next();
    if (name.includes('-fails-once-') && !failed.has(name)) {
      failed.add(name);
      ctx.status = 503;
      ctx.body = '';
      return;
    }
    ctx.type = 'text/javascript';
    ctx.body = files.get(name);
  };
}
