// Prism (@stoplight/prism-cli, in its validating proxy mode with `--errors=false`), a validator no one
// here wrote, checking every request the kit sends to the reference server's `/api` and every answer
// the server returns against the published document (docs/openapi.json). Used by the real-HTTP
// browser tests (test/runner/http-backend.mjs) and the demo walk (test/e2e/demo.spec.mjs).
//
// Prism 5.14 cannot stand in the path itself: it reads every body that is not JSON as UTF-8 text,
// both ways, so a binary upload or download comes out changed (a 4,096-byte file of every byte value
// came back as 8,190 bytes), and it hands the server its own Host, which the server's same-origin
// check (CSRF) reads. So each exchange goes to the server untouched, and the same exchange is then
// replayed through Prism: the request as the caller sent it, with the server's answer played back
// by a small upstream of ours. Prism checks both and tells its findings in the `sl-violations`
// header, kept here with the request they belong to; the caller gets the server's own bytes.
//
//   caller ──/api/x──▶ front ──/api/x──▶ the server   (the exchange itself)
//                        └──/x──▶ Prism ──/api/x──▶ replay (the server's answer again)
//
// (No @hono/node-server here: a second copy of it, beside the one tsx loads for the server, replaces
// the global Request twice and breaks the sandbox's own requests.)
/* global Headers, Request, Response */
import { spawn } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

const REPLAY_HEADER = 'x-svc-prism-replay';
const DOCUMENT = fileURLToPath(new URL('../../docs/openapi.json', import.meta.url));
const PRISM_BIN = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'te', 'trailer', 'upgrade']);

/**
 * Listens on 127.0.0.1 (port 0: any free one); resolves with the port. Idle connections are kept:
 * Node's agents keep connections alive, and a connection the listener closes after its idle time,
 * just as a client sends a large body on it, fails the request (EPIPE).
 */
const listen = (server, port = 0) =>
  new Promise((resolve, reject) => {
    server.keepAliveTimeout = 0;
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server.address().port));
  });

const readAll = async (stream) => {
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
};

/** One HTTP exchange on 127.0.0.1:`port`: the answer's status, headers (as node has them) and bytes. */
const exchange = (port, { method, path, headers, body }) =>
  new Promise((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port, method, path, headers: { ...headers, ...(body && { 'content-length': String(body.length) }) } }, async (answer) => {
      try {
        resolve({ status: answer.statusCode, headers: answer.headers, body: await readAll(answer) });
      } catch (error) {
        reject(error);
      }
    });
    sent.once('error', reject);
    sent.end(body);
  });

const withoutHopByHop = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/** A fetch handler as a node request listener (the answer's cookies kept one header each). */
const nodeListener = (handler) => async (req, res) => {
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i], req.rawHeaders[i + 1]);
  // `incoming` as @hono/node-server hands it on: the server reads the caller's address from its socket.
  const answer = await handler(new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, ...(hasBody && { body: Readable.toWeb(req), duplex: 'half' }) }), { incoming: req, outgoing: res });
  const out = {};
  for (const [name, value] of answer.headers) if (name !== 'set-cookie') out[name] = value;
  const cookies = answer.headers.getSetCookie();
  if (cookies.length) out['set-cookie'] = cookies;
  res.writeHead(answer.status, out);
  if (answer.body) for await (const chunk of answer.body) res.write(chunk);
  res.end();
};

/**
 * Starts Prism beside the reference server's `/api/...`, served by `listener` (a node request
 * listener) or `fetch` (a fetch handler).
 * - `front(request)`: a fetch handler for `/api/...` requests: the server answers, Prism checks.
 * - `frontListener`: the same, as a node request listener.
 * - `take()`: the requests with violations since the last call, `{ method, path, status, violations }`.
 * - `close()`: stops Prism and the listeners.
 * `prismPort` (default any free port) is where Prism listens; `log` gets each line Prism prints.
 */
export async function startPrism({ listener, fetch: handler, prismPort = 0, log }) {
  const started = Date.now();
  const server = createServer(listener ?? nodeListener(handler));
  const serverPort = await listen(server);
  // The answers to play back to Prism, by the replay header's value.
  const answers = new Map();
  let next = 0;
  const replay = createServer(async (req, res) => {
    // The request is read whole first (Prism is still sending it when the server refused it early).
    await readAll(req);
    const answer = answers.get(req.headers[REPLAY_HEADER]);
    if (!answer) {
      res.writeHead(500).end();
      return;
    }
    res.writeHead(answer.status, withoutHopByHop(answer.headers));
    res.end(answer.body);
  });
  const replayPort = await listen(replay);
  // A free port for Prism: taken, then let go (Prism takes a port number, not a socket).
  let port = prismPort;
  if (!port) {
    const probe = createServer();
    port = await listen(probe);
    await new Promise((resolve) => probe.close(resolve));
  }
  const child = spawn(process.execPath, [PRISM_BIN, 'proxy', DOCUMENT, `http://127.0.0.1:${replayPort}/api`, '--errors=false', '--cors=false', '--verboseLevel', 'warn', '--host', '127.0.0.1', '--port', String(port)], {
    env: { ...process.env, SCARF_ANALYTICS: 'false', FORCE_COLOR: '0', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Prism goes when this process does, however it ends.
  const orphanGuard = () => child.kill('SIGTERM');
  process.once('exit', orphanGuard);
  const output = [];
  let exited = false;
  const closeListeners = () => Promise.all([server, replay].map((each) => new Promise((resolve) => each.close(resolve))));
  const ready = new Promise((resolve, reject) => {
    const onLine = (chunk) => {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        output.push(line);
        log?.(line);
      }
    };
    child.stdout.on('data', onLine);
    child.stderr.on('data', onLine);
    // Quiet (warnings and worse only): Prism's own "listening" line is not printed; its port answering is the sign.
    const poll = () => {
      if (exited) return;
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => setTimeout(poll, 200));
    };
    poll();
    child.once('exit', (code) => {
      exited = true;
      process.off('exit', orphanGuard);
      reject(new Error(`Prism stopped (exit ${code}) before listening:\n${output.slice(-20).join('\n')}`));
    });
  });
  try {
    await ready;
  } catch (error) {
    await closeListeners();
    throw error;
  }

  let seen = [];
  /** The exchange with the server, then the same through Prism; its violations noted. */
  const checked = async (request) => {
    const answer = await exchange(serverPort, request);
    const id = String((next += 1));
    answers.set(id, answer);
    try {
      const { host: _host, ...headers } = request.headers;
      const prism = await exchange(port, { ...request, path: request.path.replace(/^\/api(?=\/)/, ''), headers: { ...headers, [REPLAY_HEADER]: id } });
      const violations = prism.headers['sl-violations'];
      if (prism.status !== answer.status) seen.push({ ...request, path: request.path.split('?')[0], status: answer.status, violations: [{ location: [], message: `Prism answered ${prism.status}, not the server's ${answer.status}: ${prism.body.toString().slice(0, 300)}` }] });
      else if (violations) seen.push({ method: request.method, path: request.path.split('?')[0], status: answer.status, violations: JSON.parse(violations) });
    } finally {
      answers.delete(id);
    }
    return answer;
  };

  return {
    prismOrigin: `http://127.0.0.1:${port}`,
    startedInMs: Date.now() - started,
    async front(request) {
      const url = new URL(request.url);
      const headers = Object.fromEntries(request.headers);
      headers.host = url.host;
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.from(await request.arrayBuffer());
      const answer = await checked({ method: request.method, path: `${url.pathname}${url.search}`, headers, body: body?.length ? body : undefined });
      const out = new Headers();
      for (const [name, value] of Object.entries(withoutHopByHop(answer.headers))) for (const each of [value].flat()) out.append(name, each);
      const empty = answer.status === 204 || answer.status === 304 || request.method === 'HEAD';
      return new Response(empty ? null : answer.body, { status: answer.status, headers: out });
    },
    async frontListener(req, res) {
      const body = await readAll(req);
      const answer = await checked({ method: req.method, path: req.url, headers: withoutHopByHop(req.headers), body: body.length ? body : undefined });
      res.writeHead(answer.status, withoutHopByHop(answer.headers));
      res.end(answer.body);
    },
    /** The requests with violations since the last call. */
    take() {
      const taken = seen;
      seen = [];
      return taken;
    },
    close: async () => {
      if (!exited) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await gone;
      }
      await closeListeners();
    },
  };
}

/**
 * Prism beside a fetch handler given later (`aroundApi` of the demo server): `around(api)` takes the
 * handler and answers the front that replays through Prism.
 */
export async function startPrismAround(options = {}) {
  let api;
  const prism = await startPrism({ ...options, fetch: (request, env) => api(request, env) });
  return {
    ...prism,
    around: (handler) => {
      api = handler;
      return prism.front;
    },
  };
}

/** One violation as a line a person reads: `POST /api/x → 201: response.body.id must be string`. */
export const describeViolation = ({ method, path, status }, violation) =>
  `${method} ${path} → ${status}: ${violation.location?.join('.') ?? ''} ${violation.message}${violation.severity && violation.severity !== 'Error' ? ` (${violation.severity})` : ''}`;

/**
 * Splits the requests with violations into those expected and those not. `expected` is a list of
 * `{ because, method, path, status? }` (`path` a RegExp or a string matched whole): a request matching one
 * has all its violations expected; nothing else is.
 */
export function judge(requests, expected = []) {
  const unexpected = [];
  const allowed = [];
  for (const request of requests) {
    const allowance = expected.find(
      (rule) =>
        rule.method.toUpperCase() === request.method.toUpperCase() &&
        (rule.path instanceof RegExp ? rule.path.test(request.path) : rule.path === request.path) &&
        (rule.status === undefined || rule.status === request.status),
    );
    for (const violation of request.violations) (allowance ? allowed : unexpected).push(allowance ? `${describeViolation(request, violation)} [expected: ${allowance.because}]` : describeViolation(request, violation));
  }
  return { unexpected, allowed };
}
