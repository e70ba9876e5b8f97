/**
 * What the reference server costs a call: a benchmark, not a test (`npm run bench:server`).
 *
 * Three arms in one run, on this machine, each its own HTTP listener on 127.0.0.1, all in front of
 * the same sandbox service:
 * - `service`: the sandbox service alone, called as the server calls it (its key, the caller's identity);
 * - `forward`: a plain Hono forward in front of it (`fetch` to the service, headers and body passed on);
 * - `policy`: the reference server (`createServer`) with its whole policy: cookie session, CSRF,
 *   limits (raised, so none is reached), the request checked, ownership asked of the service, the
 *   answer projected. Twice: ownership cache `warm` (the default in-memory cache, filled before
 *   measuring) and `cold` (a cache that never keeps anything, so each call asks the service again).
 * For a list (the end user's ledgers), a read (one of her transfers, projected) and a write (her profile), autocannon runs
 * each arm in turn, round after round (interleaved, so a change of the machine's load falls on all
 * arms alike), and the table gives the median over rounds of requests per second and of p50/p99
 * latency, and the p99 ratio of the policy to the plain forward.
 *
 * Options: --rounds N (default 3), --seconds S a run (default 4), --connections C (default 10).
 */
import { once } from 'node:events';
import { loadavg, cpus } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import autocannon from 'autocannon';
import { createServer } from '../src/app.js';
import { sandboxIdentity, startSandboxService } from '../src/dev/sandbox-service.js';
import { cookieSessions } from '../src/session.js';
import { memoryStore, type Store } from '../src/store.js';
import { memoryPolicyStore, type PolicyStore } from '../src/policy/store.js';
import { SEED } from '../../src/sandbox/ids.js';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' }, seconds: { type: 'string', default: '4' }, connections: { type: 'string', default: '10' } } });
const ROUNDS = Number(values.rounds);
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);

const KEY = `bench-key-${randomBytes(6).toString('hex')}`;
const ALICE = SEED.consumers.alice;
const ORIGIN_HOST = '127.0.0.1';

type Handler = (request: Request) => Response | Promise<Response>;
async function listen(fetch: Handler): Promise<{ url: string; close: () => Promise<void> }> {
  const server = serve({ fetch, port: 0, hostname: ORIGIN_HOST });
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://${ORIGIN_HOST}:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const upstream = await startSandboxService(0, { scaAnswer: 'spec' });

// The arms

/** The plain forward: the path under /api to the service, headers and body as they came. */
const forwardApp = new Hono();
forwardApp.all('/api/*', async (c) => {
  const url = new URL(c.req.url);
  const headers = new Headers(c.req.raw.headers);
  headers.delete('host');
  const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  return fetch(`${upstream.url}${url.pathname.slice('/api'.length)}${url.search}`, { method: c.req.method, headers, ...(hasBody && { body: await c.req.raw.arrayBuffer() }) });
});

/** Limits raised: every window holds one hit, so none is reached (the counting itself still runs). */
function raisedLimits(): Store {
  const real = memoryStore();
  return { hit: async (key, windowMs) => (await real.hit(key, windowMs), 1), version: (key) => real.version(key), bump: (key) => real.bump(key) };
}
/** An ownership cache that keeps nothing: every call asks the service again. */
const forgetful: PolicyStore = { get: async () => undefined, set: async () => undefined };

async function policyArm(policyStore: PolicyStore) {
  const store = raisedLimits();
  const sessions = cookieSessions({ secret: randomBytes(32).toString('base64url'), secure: false, store });
  const app = createServer({
    service: { url: upstream.url, key: KEY },
    session: sessions.hook,
    callerMode: sandboxIdentity,
    store,
    policyStore,
    partnerName: 'Bench',
    // The log line is built; where it goes (stdout, a collector) is the partner's cost, not the policy's.
    log: () => undefined,
  });
  const served = await listen((request) => app.fetch(request));
  const cookie = (await sessions.signIn({ endUserId: ALICE })).split(';')[0]!;
  return { ...served, headers: { cookie, origin: served.url } };
}

const service = { url: upstream.url, close: async () => undefined };
const forward = await listen((request) => forwardApp.fetch(request));
const warm = await policyArm(memoryPolicyStore());
const cold = await policyArm(forgetful);

/** What the server sends the service for Alice: its key and her identity. */
const serviceHeaders = { 'service-auth': KEY, ...sandboxIdentity({ endUserId: ALICE }) };

interface Call { name: string; method: 'GET' | 'PATCH'; path: string; query?: string; body?: string }
const calls: Call[] = [
  { name: 'list: her ledgers, 20 a page', method: 'GET', path: '/ledgers', query: `page=0&pageSize=20` },
  { name: 'read: one of her transfers', method: 'GET', path: `/transactions/${SEED.transactions.aliceToHolidays}` },
  { name: 'write: her profile', method: 'PATCH', path: `/consumers/${ALICE}/profile`, body: JSON.stringify({ userMetadata: { source: 'bench' } }) },
];

interface Arm { name: string; base: string; prefix: string; headers: Record<string, string>; service: boolean }
const arms: Arm[] = [
  { name: 'service', base: service.url, prefix: '', headers: serviceHeaders, service: true },
  { name: 'forward', base: forward.url, prefix: '/api', headers: serviceHeaders, service: true },
  { name: 'policy, cache warm', base: warm.url, prefix: '/api', headers: warm.headers, service: false },
  { name: 'policy, cache cold', base: cold.url, prefix: '/api', headers: cold.headers, service: false },
];

/** The service is called with the end user's id in a list's query (the server adds it; the others are given it). */
const pathOf = (arm: Arm, call: Call) => {
  const query = [call.query, arm.service && call.method === 'GET' && call.path === '/ledgers' ? `endUserId=${ALICE}` : undefined].filter(Boolean).join('&');
  return `${arm.prefix}${call.path}${query ? `?${query}` : ''}`;
};

async function run(arm: Arm, call: Call, seconds: number) {
  const headers = { ...arm.headers, ...(call.body && { 'content-type': 'application/json' }) };
  const result = await autocannon({ url: arm.base, connections: CONNECTIONS, duration: seconds, requests: [{ method: call.method, path: pathOf(arm, call), headers, body: call.body }] });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${arm.name}, ${call.name}: ${bad} of ${result.requests.total} calls were not answered 2xx (${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts)`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const loadBefore = loadavg();
// Warm-up: each arm and call once, briefly (the JIT, the warm cache filled), not counted.
for (const call of calls) for (const arm of arms) await run(arm, call, 1);

const results = new Map<string, { rps: number; p50: number; p99: number }[]>();
for (let round = 0; round < ROUNDS; round += 1) {
  for (const call of calls) {
    // Interleaved, and the order turned each round so no arm always runs first.
    const order = arms.map((_, index) => arms[(index + round) % arms.length]!);
    for (const arm of order) {
      const key = `${call.name}\u0000${arm.name}`;
      results.set(key, [...(results.get(key) ?? []), await run(arm, call, SECONDS)]);
    }
  }
}
const loadAfter = loadavg();

const fmt = (n: number, digits = 0) => n.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const lines = [
  `${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}; load average (1, 5, 15 min) ${loadBefore.map((l) => l.toFixed(1)).join(', ')} before, ${loadAfter.map((l) => l.toFixed(1)).join(', ')} after.`,
  `${ROUNDS} rounds of ${SECONDS} s a run, ${CONNECTIONS} connections; medians over rounds.`,
  '',
  '| Call | Arm | Requests/s | p50 ms | p99 ms | p99 ÷ forward |',
  '|---|---|--:|--:|--:|--:|',
];
for (const call of calls) {
  const forwardP99 = median(results.get(`${call.name}\u0000forward`)!.map((r) => r.p99));
  for (const arm of arms) {
    const runs = results.get(`${call.name}\u0000${arm.name}`)!;
    const p99 = median(runs.map((r) => r.p99));
    lines.push(`| ${call.name} | ${arm.name} | ${fmt(median(runs.map((r) => r.rps)))} | ${fmt(median(runs.map((r) => r.p50)))} | ${fmt(p99)} | ${arm.name.startsWith('policy') ? `${fmt(p99 / forwardP99, 2)}×` : ''} |`);
  }
}
console.log(lines.join('\n'));

await Promise.all([forward.close(), warm.close(), cold.close(), upstream.close()]);
