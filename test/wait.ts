/**
 * Every test waits through this `waitUntil` (ESLint refuses @open-wc/testing's own). Two things
 * differ from that one:
 * - the default time limit fits the engine: 3 s, tripled in WebKit (engines.ts), where @open-wc's is
 *   1 s everywhere. A wait only takes long when it fails, so a longer limit costs nothing on a pass
 *   and spares a loaded machine a false failure;
 * - the predicate is checked again soon, then less and less often: 1 ms after the first check, then
 *   2, 4, … up to every 50 ms. @open-wc checks every 50 ms from the start, so a wait for something a
 *   few milliseconds away (an answer of the in-page sandbox, a re-render) took 50 ms (the figures:
 *   docs/contributing.md, "CI's time"). A predicate that asks a server (test/http/) is asked at
 *   most six times more in its first 50 ms. An `interval` given keeps the checks that far apart.
 */
import { timeLimit } from './engines.js';

interface Options {
  /** How long before the wait fails, in ms (default `timeLimit(3000)`). */
  timeout?: number;
  /** A fixed pause between checks, in ms, instead of the growing one. */
  interval?: number;
}

/** The longest pause between two checks, as @open-wc's fixed one. */
const LONGEST_PAUSE_MS = 50;

export function waitUntil(predicate: () => unknown | Promise<unknown>, message?: string, options: Options = {}): Promise<void> {
  const timeout = options.timeout ?? timeLimit(3000);
  // Where the test waited, for the failure's stack (the timer's own stack says nothing).
  const { stack } = new Error();
  return new Promise<void>((resolve, reject) => {
    let over = false;
    let pause = options.interval ?? 1;
    const end = (error?: unknown) => {
      if (over) return;
      over = true;
      clearTimeout(limit);
      if (error === undefined) resolve();
      else reject(error);
    };
    const limit = setTimeout(() => {
      const error = new Error(message ? `Timeout: ${message}` : `waitUntil timed out after ${timeout}ms`);
      error.stack = stack;
      end(error);
    }, timeout);
    const check = async () => {
      try {
        if (await predicate()) return end();
      } catch (error) {
        return end(error ?? new Error('the wait predicate threw'));
      }
      if (over) return;
      setTimeout(() => void check(), pause);
      if (options.interval === undefined) pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
    };
    void check();
  });
}
