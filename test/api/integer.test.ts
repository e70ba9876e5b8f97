/**
 * Whole numbers (page, page size, card rule values): checked without zod's number-format schema, so
 * held here to the verdicts and issues of `z.int()` with the same bounds.
 */
import { expect } from '@open-wc/testing';
import * as z from 'zod/mini';
import { integer, WHOLE_NUMBER_EXPECTED } from '../../src/api/primitives.js';

const samples = [0, 1, 50, 100, 101, -1, 1.5, -0.5, 0.1 + 0.2, 2 ** 53, -(2 ** 53), 1e300, Number.MAX_SAFE_INTEGER, NaN, Infinity, -Infinity, '5', null, undefined, true];
const issuesOf = (result: { error?: { issues: unknown[] } }) => JSON.parse(JSON.stringify(result.error?.issues ?? []));

describe('whole numbers', () => {
  it('accept and refuse exactly as zod int() does, with the same issues', () => {
    for (const [min, max] of [[1, 100], [0, 500], [1, 999_999_999]] as const) {
      const ours = integer(z.gte(min), z.lte(max));
      const reference = z.int().check(z.gte(min), z.lte(max));
      for (const sample of samples) {
        const [mine, theirs] = [ours.safeParse(sample), reference.safeParse(sample)];
        expect(mine.success, `${String(sample)} in ${min}..${max}`).to.equal(theirs.success);
        // One deliberate difference: what is not a number at all says a whole number is expected.
        const expected = typeof sample === 'number' ? issuesOf(theirs) : issuesOf(theirs).map((issue: object) => ({ ...issue, message: WHOLE_NUMBER_EXPECTED }));
        expect(issuesOf(mine), `${String(sample)} in ${min}..${max}`).to.deep.equal(expected);
      }
    }
  });

  it('a fraction reads as "not an integer" and stops the bound checks', () => {
    const issues = integer(z.gte(1), z.lte(100)).safeParse(0.5).error?.issues ?? [];
    expect(issues).to.have.length(1);
    expect(issues[0]).to.include({ code: 'invalid_type', expected: 'int' });
  });
});
