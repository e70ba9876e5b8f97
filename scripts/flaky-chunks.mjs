// A server of element modules that fail, for the loader's tests (test/loader/): GET
// /__flaky/<tag>.js answers 503 the first time a tag is asked for when the tag contains `-fails-once-`,
// every time when it contains `-fails-always-`, and otherwise with a module that defines <tag>.
// The query is ignored, so a try under a URL of its own (as the loader makes) counts as the same file.
const PATH = /^\/__flaky\/([a-z][a-z0-9]*(?:-[a-z0-9]+)+)\.js$/;

export function flakyChunks() {
  const asked = new Map();
  return async (ctx, next) => {
    const tag = PATH.exec(ctx.path)?.[1];
    if (!tag) return next();
    const count = (asked.get(tag) ?? 0) + 1;
    asked.set(tag, count);
    ctx.set('Cache-Control', 'no-store');
    if (tag.includes('-fails-always-') || (tag.includes('-fails-once-') && count === 1)) {
      ctx.status = 503;
      ctx.body = '';
      return;
    }
    ctx.type = 'text/javascript';
    ctx.body = `customElements.get(${JSON.stringify(tag)}) || customElements.define(${JSON.stringify(tag)}, class extends HTMLElement {});\n`;
  };
}
