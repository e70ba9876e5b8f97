// Property-based fuzzing of the reference server from the published document (docs/openapi.json):
// requests generated from its schemas, valid and broken one field at a time, for an end user,
// back-office staff and nobody, over real HTTP (property.ts says what must hold).
//
// CI (`npm run test:server`): a fixed seed and a bounded number of runs, then every failure ever
// found, replayed from seeds.json (its seed and path, and the request itself, which stays a case
// when the generator changes). `npm run fuzz -w server`: random seeds and more runs (FUZZ_RUNS,
// FUZZ_SEED to replay one), printing the seed and path of any failure to keep.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { loadDocument } from './document.js';
import { fuzzProperty } from './property.js';
import type { FuzzRequest } from './requests.js';
import { startTarget, type Target } from './target.js';

interface Kept {
  seed: number;
  path: string;
  /** What failed, and the fix with its named test. */
  found: string;
  /** The request the run shrank to. */
  request: FuzzRequest;
}

const KEPT: Kept[] = JSON.parse(readFileSync(new URL('./seeds.json', import.meta.url), 'utf8'));
const local = process.env.FUZZ === 'random';
/** Fixed in CI, so that a red run is the same run on every machine. */
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : local ? (Date.now() ^ (Math.random() * 0x7fffffff)) >>> 0 : 20261129;
/** CI: bounded to stay well under a minute on a loaded 2-core machine (docs/backend.md has the figure). */
const numRuns = Number(process.env.FUZZ_RUNS ?? (local ? 2000 : 300));
const PORT = Number(process.env.FUZZ_PORT ?? 8740);

describe('fuzzing the reference server from docs/openapi.json', () => {
  const contract = loadDocument();
  let target: Target;
  before(async () => {
    target = await startTarget(PORT);
  });
  after(() => target.close());

  it(`${numRuns} requests (seed ${seed}): never a 5xx, documented shapes, no 2xx to a refused caller, refusals with a code, nothing refused sent on`, async (t) => {
    const tally = new Map<string, number>();
    const result = await fc.check(fuzzProperty(contract, target, (line) => tally.set(line, (tally.get(line) ?? 0) + 1)), { seed, numRuns });
    t.diagnostic(`answers: ${[...tally].sort().map(([line, count]) => `${line} ×${count}`).join(', ')}`);
    if (result.failed) {
      // What to keep in seeds.json, printed whole before the assertion's own report.
      const kept: Kept = { seed: result.seed, path: (result.counterexamplePath ?? '').split(':')[0]!, found: '…', request: result.counterexample![0] };
      console.error(`\nFuzzing failed. Fix the server (or the document's generator), then keep the case in server/test/fuzz/seeds.json:\n${JSON.stringify(kept)}`);
      console.error(`Replay: FUZZ_SEED=${result.seed} FUZZ_RUNS=${Number(kept.path) + 1} npm run fuzz -w server (shrink path ${result.counterexamplePath})`);
    }
    assert.equal(result.failed, false, `${fc.defaultReportMessage(result)}\n${String(result.errorInstance)}`);
  });

  // The path is the failing run's index alone: a shrink path replays only while the property still fails.
  for (const kept of KEPT) {
    it(`kept case, seed ${kept.seed} path ${kept.path}: ${kept.found}`, async () => {
      await fc.assert(fuzzProperty(contract, target), { seed: kept.seed, path: kept.path, endOnFailure: true });
      await fc.assert(fuzzProperty(contract, target), { examples: [[kept.request]], numRuns: 0 });
    });
  }
});
