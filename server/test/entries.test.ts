// The entries as they are run: `npm run serve:sandbox` (started as its script starts it, over real
// HTTP, a partner's dev server proxying /api in front of it) and the production entry compiled
// (`npm run build:image -w server`, as the image builds it, then dist-image/main.js with its environment, a stub service behind it).
import assert from 'node:assert/strict';
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import { connect, createServer as createNetServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { SEED } from '../../src/sandbox/ids.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A child process, and its output so far; resolves once a line matches `ready`. */
function start(command: string, args: string[], env: Record<string, string>, ready: RegExp) {
  const child = spawn(command, args, { cwd: serverDir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const started = new Promise<void>((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve();
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', seen);
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  return { child, started, output: () => output };
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** A dev server's proxy as Vite's or webpack's (`changeOrigin: true`): the Host becomes the target's, the browser's Origin stays. */
function devProxy(target: number): Server {
  return createHttpServer((incoming, outgoing) => {
    const forwarded = httpRequest({ host: '127.0.0.1', port: target, path: incoming.url, method: incoming.method, headers: { ...incoming.headers, host: `localhost:${target}` } }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    incoming.pipe(forwarded);
  });
}

describe('npm run serve:sandbox', () => {
  let port: number;
  let proxyPort: number;
  let proxy: Server;
  let sandbox: ReturnType<typeof start>;
  const partnerOrigin = () => `http://localhost:${proxyPort}`;

  before(async () => {
    [port, proxyPort] = [await freePort(), await freePort()];
    sandbox = start('node', ['--conditions=svc-elements-source', '--import', 'tsx', 'src/dev/serve-sandbox.ts'], { PORT: String(port), SANDBOX_PORT: String(await freePort()), ALLOWED_ORIGINS: `http://localhost:${proxyPort}` }, /"event":"listening"/);
    await sandbox.started;
    proxy = devProxy(port);
    await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
  });
  after(async () => {
    await new Promise((resolve) => proxy?.close(resolve));
    if (sandbox) await stop(sandbox.child);
  });

  /** Signs in through the partner's dev server, as its page would. */
  async function signIn(body: object, origin = partnerOrigin()) {
    return fetch(`http://127.0.0.1:${proxyPort}/dev/session`, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }

  it('listens on 127.0.0.1 only: another address of this machine is refused', async () => {
    const reach = (host: string) =>
      new Promise<boolean>((resolve) => {
        const socket = connect({ host, port }, () => (socket.end(), resolve(true)));
        socket.on('error', () => resolve(false));
      });
    assert.equal(await reach('127.0.0.1'), true);
    // Linux routes all of 127.0.0.0/8 to this machine: a server on every interface would answer here too.
    assert.equal(await reach('127.0.0.2'), false);
  });

  it('a write from a partner’s dev server proxying /api (an origin in ALLOWED_ORIGINS) passes', async () => {
    const signedIn = await signIn({ endUserId: SEED.consumers.alice });
    assert.equal(signedIn.status, 204);
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
    const write = await fetch(`http://127.0.0.1:${proxyPort}/api/consumers/${SEED.consumers.alice}/email-verification`, { method: 'POST', headers: { origin: partnerOrigin(), cookie } });
    assert.equal(write.status, 204, await write.text());
    const elsewhere = await fetch(`http://127.0.0.1:${proxyPort}/api/consumers/${SEED.consumers.alice}/email-verification`, { method: 'POST', headers: { origin: 'http://localhost:9999', cookie } });
    assert.equal(elsewhere.status, 403);
  });

  it('a cross-site /dev/session POST gives no cookie: a text/plain body, another origin, no origin', async () => {
    const plain = await fetch(`http://127.0.0.1:${port}/dev/session`, { method: 'POST', headers: { origin: `http://localhost:${port}`, 'content-type': 'text/plain' }, body: JSON.stringify({ staff: ['admin'] }) });
    assert.equal(plain.status, 415);
    const foreign = await signIn({ staff: ['admin'] }, 'https://evil.example');
    assert.equal(foreign.status, 403);
    const none = await fetch(`http://127.0.0.1:${port}/dev/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ staff: ['admin'] }) });
    assert.equal(none.status, 403);
    for (const answer of [plain, foreign, none]) assert.equal(answer.headers.get('set-cookie'), null);
  });

  it('caps the dev session’s lifetime, and its sign-out revokes the cookie', async () => {
    const signedIn = await signIn({ endUserId: SEED.consumers.alice, maxAgeSeconds: 10 * 365 * 24 * 3600 });
    const setCookie = signedIn.headers.get('set-cookie')!;
    assert.equal(/Max-Age=(\d+)/.exec(setCookie)?.[1], String(8 * 3600));
    const cookie = setCookie.split(';')[0]!;
    const read = () => fetch(`http://127.0.0.1:${port}/api/consumers/${SEED.consumers.alice}`, { headers: { cookie } });
    assert.equal((await read()).status, 200);
    const out = await fetch(`http://127.0.0.1:${port}/dev/session`, { method: 'DELETE', headers: { origin: `http://127.0.0.1:${port}`, cookie } });
    assert.equal(out.status, 204);
    assert.equal((await read()).status, 401, 'the cookie kept after sign-out opens nothing');
  });

  it('serves a receipt (the sandbox’s file) on the page’s own origin, as an attachment', async () => {
    const signedIn = await signIn({ endUserId: SEED.consumers.alice });
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
    const receipt = await fetch(`http://127.0.0.1:${port}/api/transactions/${SEED.transactions.aliceToHolidays}/receipt`, { method: 'POST', headers: { origin: `http://localhost:${port}`, cookie } });
    assert.equal(receipt.status, 200);
    const { url } = (await receipt.json()) as { url: string };
    assert.match(url, new RegExp(`^http://localhost:${port}/sandbox/files/`));
    const file = await fetch(url.replace('localhost', '127.0.0.1'));
    assert.equal(file.status, 200);
    assert.equal(file.headers.get('content-type'), 'application/pdf');
    assert.equal(file.headers.get('content-disposition'), 'attachment');
    assert.equal(file.headers.get('x-content-type-options'), 'nosniff');
    assert.match(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5)), /^%PDF-/);
    assert.equal((await fetch(`http://127.0.0.1:${port}/sandbox/consumers`)).status, 404, 'nothing else of the sandbox');
  });
});

describe('the production entry, built as the image builds it (dist-image/main.js)', () => {
  const main = 'dist-image/main.js';
  const SECRET = 'production-test-secret-0123456789abcdef';
  let stub: Server;
  let stubPort: number;
  const received: { method: string; url: string; auth: string | undefined }[] = [];
  const settings = () => ({ SERVICE_URL: `http://127.0.0.1:${stubPort}`, SERVICE_AUTH: 'stub-key', SESSION_SECRET: SECRET, ALLOWED_ORIGINS: 'https://www.bank.example', CALLER_MODE: 'partner', PARTNER_NAME: 'Bank', HOST: '127.0.0.1' });

  before(async () => {
    // Built as deployed (server/Dockerfile), from the current sources.
    execFileSync('npm', ['run', 'build:image', '--silent'], { cwd: serverDir, stdio: 'inherit' });
    stub = createHttpServer((incoming, outgoing) => {
      received.push({ method: incoming.method!, url: incoming.url!, auth: incoming.headers['service-auth'] as string | undefined });
      incoming.resume();
      const created = incoming.method === 'POST' && incoming.url === '/consumers';
      outgoing.writeHead(created ? 201 : 200, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify(created ? { id: 'c9000000-0000-4000-8000-000000000009' } : {}));
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    stubPort = (stub.address() as AddressInfo).port;
  });
  after(() => new Promise((resolve) => stub?.close(resolve)));

  /** Runs the entry with these settings until it exits: its code and what it wrote. */
  function runToExit(env: Record<string, string | undefined>) {
    const clean = Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined)) as Record<string, string>;
    return new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn('node', [main], { cwd: serverDir, env: clean, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve({ code, output });
      });
    });
  }

  it('stops at once, naming every missing setting (never a value)', async () => {
    const { code, output } = await runToExit({ SERVICE_URL: undefined, SERVICE_AUTH: 'stub-key', SESSION_SECRET: undefined, ALLOWED_ORIGINS: undefined, CALLER_MODE: undefined });
    assert.equal(code, 1);
    assert.match(output, /Set SERVICE_URL, SESSION_SECRET, ALLOWED_ORIGINS, CALLER_MODE in the environment/);
    assert.doesNotMatch(output, /stub-key/);
  });

  it('needs its caller mode: no default, and only partner or end-user-credentials (with its module)', async () => {
    const missing = await runToExit({ ...settings(), CALLER_MODE: undefined, PORT: String(await freePort()) });
    assert.equal(missing.code, 1);
    assert.match(missing.output, /CALLER_MODE/);
    const wrong = await runToExit({ ...settings(), CALLER_MODE: 'end-user', PORT: String(await freePort()) });
    assert.equal(wrong.code, 1);
    assert.match(wrong.output, /CALLER_MODE must be `partner` or `end-user-credentials`/);
    const noModule = await runToExit({ ...settings(), CALLER_MODE: 'end-user-credentials', PORT: String(await freePort()) });
    assert.equal(noModule.code, 1);
    assert.match(noModule.output, /CREDENTIALS_MODULE/);
  });

  it('refuses to start with the sandbox\'s auto-advance set (a development setting, never production)', async () => {
    const { code, output } = await runToExit({ ...settings(), SANDBOX_AUTO_ADVANCE_MS: '5000', PORT: String(await freePort()) });
    assert.equal(code, 1);
    assert.match(output, /SANDBOX_AUTO_ADVANCE_MS is a setting of the sandbox/);
    assert.doesNotMatch(output, /"event":"listening"/);
    // Even at 0 ("off"): the setting has no business in production's environment.
    const off = await runToExit({ ...settings(), SANDBOX_AUTO_ADVANCE_MS: '0', PORT: String(await freePort()) });
    assert.equal(off.code, 1);
  });

  describe('running', () => {
    let entry: ReturnType<typeof start>;
    let base: string;
    before(async () => {
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      entry = start('node', [main], { ...settings(), PORT: String(port) }, /"event":"listening"/);
      await entry.started;
    });
    after(() => stop(entry.child));

    it('has no dev sign-in route, and nothing of the sandbox', async () => {
      for (const [method, path] of [['POST', '/dev/session'], ['DELETE', '/dev/session'], ['GET', '/sandbox/files/x'], ['GET', '/sandbox/hosted-payment/x']]) {
        const answer = await fetch(`${base}${path}`, { method, headers: { origin: 'https://www.bank.example', 'content-type': 'application/json' }, ...(method === 'POST' ? { body: '{"staff":["admin"]}' } : {}) });
        assert.equal(answer.status, 404, `${method} ${path}`);
        assert.equal(answer.headers.get('set-cookie'), null);
      }
    });

    it('holds CSRF with the configured origins: a sign-up from another origin or its own host is refused and not sent', async () => {
      const before = received.length;
      for (const origin of ['https://evil.example', base]) {
        const answer = await fetch(`${base}/api/consumers`, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: '{"firstName":"Ines"}' });
        assert.equal(answer.status, 403, origin);
        assert.equal(((await answer.json()) as { code: string }).code, 'CSRF_REFUSED');
      }
      assert.equal(received.length, before);
    });

    it('a sign-up from an allowed page reaches the service with the key and opens the onboarding session in a Secure __Host- cookie', async () => {
      const ines = { firstName: 'Ines', lastName: 'Roy', phone: { countryCode: '33', number: '612340000' }, emailAddress: 'ines@example.test' };
      const answer = await fetch(`${base}/api/consumers`, { method: 'POST', headers: { origin: 'https://www.bank.example', 'content-type': 'application/json' }, body: JSON.stringify(ines) });
      assert.equal(answer.status, 201);
      assert.deepEqual(received.at(-1), { method: 'POST', url: '/consumers', auth: 'stub-key' });
      const cookie = answer.headers.get('set-cookie') ?? '';
      assert.match(cookie, /^__Host-svc_session=/);
      assert.match(cookie, /; Secure/);
      assert.match(cookie, /; HttpOnly/);
      assert.match(cookie, /; SameSite=Strict/);
      assert.match(cookie, /; Path=\//);
    });

    it('stops on SIGTERM, closing its server', async () => {
      const exited = new Promise<number | null>((resolve) => entry.child.once('exit', (code) => resolve(code)));
      entry.child.kill('SIGTERM');
      assert.equal(await exited, 0);
      assert.match(entry.output(), /"event":"stopping","signal":"SIGTERM"/);
    });
  });
});
