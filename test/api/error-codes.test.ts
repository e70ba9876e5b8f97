/**
 * The error codes a partner's backend team reads: every code the sandbox can answer with is in docs/errors.md's
 * error table and in the catalog, and the table marks as the spec's only the codes the spec names.
 * The sandbox's sources are read as the test server serves them, following their relative imports.
 */
import { expect } from '@open-wc/testing';
import { errors } from '../../src/i18n/errors/en.js';

/** The spec's error table: the only codes it names. */
const SPEC_CODES = [
  'SCA_REQUIRED', 'SCA_SIGNATURE_DOES_NOT_MATCH', 'NO_ACTIVE_SCA_DEVICE_FOUND', 'SCA_DEVICE_NOT_VALID',
  'SCA_SIGNATURE_FORMAT_INVALID', 'SCA_SIGNATURE_MISSING', 'SCA_UNEXPECTED_ERROR',
];

async function textOf(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.ok, url).to.equal(true);
  return response.text();
}

/** Every module of the sandbox, reached from its entry through relative imports. */
async function sandboxSources(): Promise<Map<string, string>> {
  const sources = new Map<string, string>();
  const pending = [new URL('/src/sandbox/index.ts', location.origin).href];
  while (pending.length) {
    const url = pending.pop()!;
    if (sources.has(url)) continue;
    const source = await textOf(url);
    sources.set(url, source);
    for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)) {
      const next = new URL(specifier!.replace(/\.js$/, '.ts'), url).href;
      if (next.includes('/src/sandbox/')) pending.push(next);
    }
  }
  return sources;
}

/**
 * Codes a sandbox module answers with: `fail(basis, status, 'CODE'`, `HttpError(basis, status, 'CODE'`
 * (the basis is the decision or spec rule behind the refusal, src/sandbox/decisions.json), `{ code: 'CODE'`.
 */
function codesIn(source: string): string[] {
  const found = source.matchAll(/(?:fail|HttpError)\(\s*["'][\w:-]+["'],\s*\d{3},\s*["']([A-Z][A-Z0-9_]+)["']|code:\s*["']([A-Z][A-Z0-9_]+)["']/g);
  return [...found].map((match) => (match[1] ?? match[2])!);
}

/** The error table of docs/errors.md: each row's codes and its `whose` cell. */
async function readmeRows(): Promise<{ codes: string[]; whose: string }[]> {
  const readme = await textOf('/docs/errors.md');
  const section = readme.slice(readme.indexOf('## Errors'), readme.indexOf('What the adapter refuses'));
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      return { codes: [...cells[3]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!), whose: cells[4]! };
    });
}

describe('error codes: what the sandbox returns is documented', () => {
  it('every code the sandbox can answer with is in the error table of docs/errors.md and in the catalog', async () => {
    const sources = await sandboxSources();
    expect(sources.size).to.be.greaterThan(5);
    const sandboxCodes = new Set([...sources.values()].flatMap(codesIn));
    for (const code of ['EMAIL_ALREADY_USED', 'CARD_NOT_USABLE', 'NOT_FOUND', 'SCA_REQUIRED']) expect(sandboxCodes).to.include(code);

    const listed = new Set((await readmeRows()).flatMap((row) => row.codes));
    const missing = [...sandboxCodes].filter((code) => !listed.has(code));
    expect(missing, 'sandbox codes missing from the error table of docs/errors.md').to.deep.equal([]);
    const notInCatalog = [...sandboxCodes].filter((code) => !Object.hasOwn(errors, code));
    expect(notInCatalog, 'sandbox codes missing from the catalog').to.deep.equal([]);
  });

  it('every catalog code is in the table of docs/errors.md, and only the spec’s codes are marked as the spec’s', async () => {
    const rows = await readmeRows();
    const listed = new Set(rows.flatMap((row) => row.codes));
    expect(Object.keys(errors).filter((code) => !listed.has(code))).to.deep.equal([]);
    const markedSpec = rows.filter((row) => /\bspec\b/.test(row.whose)).flatMap((row) => row.codes);
    expect(markedSpec).to.have.members(SPEC_CODES);
    for (const row of rows) expect(/\b(spec|kit)\b/.test(row.whose), row.codes.join()).to.equal(true);
  });
});
