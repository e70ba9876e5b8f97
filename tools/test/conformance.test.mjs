/* global fetch */
// `svc-elements-tools conformance`, run as a partner runs it, over real HTTP: it passes the reference
// server (server/src/app.ts, real signed cookie sessions for Alice, David and a staff member, the
// sandbox as its service), and fails a deliberately naive forward (every route passed on with the
// partner key, no policy), each check with its reason. Backends: test/backends.mjs.
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const TOOLS = fileURLToPath(new URL('../', import.meta.url));
const CLI = join(TOOLS, 'bin', 'svc-elements-tools.mjs');
const openapi = JSON.parse(readFileSync(join(TOOLS, 'contract', 'openapi.json'), 'utf8'));
const operations = Object.values(openapi.paths).flatMap((item) => Object.values(item)).filter((operation) => operation?.operationId);
const names = (test) => operations.filter((operation) => test(operation['x-svc-access'])).map((operation) => operation.operationId);

let backends;
let setup;
let folder;
before(async () => {
  folder = mkdtempSync(join(tmpdir(), 'svc-conformance-test-'));
  backends = spawn(process.execPath, ['--import', 'tsx', join(TOOLS, 'test', 'backends.mjs')], {
    cwd: TOOLS,
    env: { ...process.env, SVC_CONFORMANCE_REFERENCE_PORT: process.env.SVC_CONFORMANCE_REFERENCE_PORT ?? '0', SVC_CONFORMANCE_NAIVE_PORT: process.env.SVC_CONFORMANCE_NAIVE_PORT ?? '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  setup = await new Promise((resolve, reject) => {
    let text = '';
    backends.stdout.on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) resolve(JSON.parse(text.slice(0, text.indexOf('\n'))));
    });
    backends.on('exit', () => reject(new Error(`the backends stopped: ${text}`)));
  });
});
after(() => {
  backends?.kill();
  rmSync(folder, { recursive: true, force: true });
});

const list = (ids) => Object.entries(ids).map(([name, id]) => `${name}=${id}`).join(',');
/** The command as a partner runs it: credentials in the environment, ids by flag. */
const conformance = (base, json) =>
  new Promise((resolve) => {
    const env = { ...process.env, SVC_CONFORMANCE_USER_COOKIE: setup.user, SVC_CONFORMANCE_STAFF_COOKIE: setup.staff };
    execFile(process.execPath, [CLI, 'conformance', '--base', base, '--user-ids', list(setup.userIds), '--other-ids', list(setup.otherIds), '--json', json], { env, encoding: 'utf8', timeout: 120000 }, (error, stdout, stderr) =>
      resolve({ code: error ? error.code : 0, stdout, stderr, report: JSON.parse(readFileSync(json, 'utf8')) }));
  });
const byId = (report) => new Map(report.checks.map((check) => [check.id, check]));

describe('svc-elements-tools conformance', () => {
  it('passes the reference server: every check, none skipped, one line each, exit 0', async () => {
    // The second end user's ids are real records, which their own session reads: the 404s below are refusals, not absences.
    for (const path of [`/consumers/${setup.otherIds.consumerId}`, `/beneficiaries/${setup.otherIds.beneficiaryId}`, `/cards?ledgerId=${setup.otherIds.ledgerId}`]) {
      const answer = await fetch(`${setup.reference}${path}`, { headers: { cookie: setup.other } });
      assert.equal(answer.status, 200, `${path} as its owner`);
      await answer.body?.cancel();
    }
    const { code, stdout, report } = await conformance(setup.reference, join(folder, 'reference.json'));
    assert.equal(code, 0, stdout);
    assert.deepEqual(report.checks.filter((check) => check.status !== 'pass'), []);
    assert.equal(report.ok, true);
    assert.equal(stdout.split('\n').filter((line) => /^(PASS|FAIL|WARN|SKIP) {2}/.test(line)).length, report.checks.length);
    const checks = byId(report);
    const passed = (id, reason) => {
      assert.equal(checks.get(id)?.status, 'pass', `${id}: ${JSON.stringify(checks.get(id))}`);
      if (reason) assert.match(checks.get(id).reason, reason, id);
    };
    // Who may call what, one check per operation and caller, from x-svc-access.
    for (const name of names((access) => access !== 'sign-up')) passed(`access:nobody:${name}`, /^401 SESSION_EXPIRED$/);
    for (const name of names((access) => access.startsWith('staff:'))) passed(`access:end-user:${name}`, /^403 FORBIDDEN$/);
    for (const name of names((access) => access === 'end-user')) passed(`access:staff:${name}`, /^403 FORBIDDEN$/);
    passed('answered:end-user:listLedgers', /^200$/);
    passed('answered:staff:listConsumers', /^200$/);
    passed('answered:staff:getPartnerConfiguration', /^200$/);
    passed('ownership:getConsumer:consumerId', /^404 NOT_FOUND$/);
    passed('ownership:getBeneficiary:beneficiaryId', /^404 NOT_FOUND$/);
    passed('ownership:getCardPin:cardId', /^404 NOT_FOUND$/);
    passed('ownership:listLedgers:query-endUserId', /^404 NOT_FOUND$/);
    passed('field:createBeneficiary:body.display', /^403 FORBIDDEN naming display$/);
    passed('field:createConsumer:body.address.bypassVerification', /^403 FORBIDDEN naming address\.bypassVerification$/);
    passed('field:createCard:body.rules[].creatorType', /^403 FORBIDDEN naming rules\.creatorType$/);
    passed('field:removeCardRule:query.creatorType', /^403 FORBIDDEN naming creatorType$/);
    passed('projection:transaction', /^the other party \(receiver\) by its name only$/);
    passed('projection:hidden');
    passed('header:service-auth', /400 SERVICE_AUTH_REFUSED$/);
    passed('header:by-pass', /400 BY_PASS_REFUSED$/);
    passed('csrf:cross-origin', /403 CSRF_REFUSED$/);
    passed('csrf:no-origin', /403 CSRF_REFUSED$/);
    passed('limit:json-body', /413 PAYLOAD_TOO_LARGE$/);
    passed('limit:upload', /413 FILE_TOO_LARGE$/);
    passed('shape:errors', /^\d+ refusals$/);
    assert.match(stdout, /^OK: \d+ passed, 0 failed, 0 warnings, 0 skipped$/m);
  });

  it('fails a naive forward, each check with its reason, exit 1', async () => {
    const { code, stdout, report } = await conformance(setup.naive, join(folder, 'naive.json'));
    assert.equal(code, 1, stdout);
    assert.equal(report.ok, false);
    const checks = byId(report);
    const failed = (id, reason) => {
      const check = checks.get(id);
      assert.equal(check?.status, 'fail', `${id}: ${JSON.stringify(check)}`);
      assert.match(check.reason, reason, id);
      assert.ok(stdout.includes(`FAIL  ${check.title}: ${check.reason}`), `${id} printed`);
    };
    // Nobody, an end user on staff's operations, staff on the end user's: answered, or the service's own refusal passed on.
    for (const name of names((access) => access !== 'sign-up')) failed(`access:nobody:${name}`, /^answered (200|202|204|400 INVALID_REQUEST|404 NOT_FOUND|409 SCA_REQUIRED), expected 401 or 403(: nobody was answered)?$/);
    for (const name of names((access) => access.startsWith('staff:'))) failed(`access:end-user:${name}`, /^answered \d{3}.*, expected 403/);
    for (const name of names((access) => access === 'end-user')) failed(`access:staff:${name}`, /^answered \d{3}.*, expected 403/);
    failed('access:end-user:listConsumers', /^answered 200, expected 403: an end user was answered$/);
    failed('ownership:getConsumer:consumerId', /^answered 200, expected 404 or 403: the end user was answered with another customer's record$/);
    failed('ownership:getBeneficiary:beneficiaryId', /^answered 200, expected 404 or 403: the end user was answered with another customer's record$/);
    failed('ownership:listLedgers:query-endUserId', /^answered 200, expected 404 or 403/);
    failed('ownership:sendConsumerVerificationEmail:consumerId', /^answered 204, expected 404 or 403/);
    for (const check of report.checks.filter((candidate) => candidate.group === 'fields')) {
      failed(check.id, /(: the field was accepted \(a record may have been written: check the staging data\)|^409 SCA_REQUIRED: the field was passed on to a strong authentication, and is written once the person approves)$/);
    }
    failed('field:createLedger:body.limits', /^answered 201, expected 403 naming limits: the field was accepted/);
    failed('projection:transaction', /^the other party \(receiver\) shows .*previousTotalBalance.*: only its name may be shown$/);
    failed('projection:hidden', /^shown in getConsumer \(partnerMetadata\)/);
    failed('header:service-auth', /^getConsumer: answered 200, expected 400: the header was let through$/);
    failed('header:by-pass', /^getConsumer: answered 200, expected 400: the header was let through$/);
    failed('csrf:cross-origin', /^patchConsumerProfile: answered 200, expected 403: the write was let through/);
    failed('csrf:no-origin', /^patchConsumerProfile: answered 200, expected 403: the write was let through/);
    failed('limit:json-body', /^patchConsumerProfile: answered 200, expected 413/);
    // What the service behind refuses on its own still passes: the upload's size, a card the partner has no SCA device for.
    assert.equal(checks.get('limit:upload').status, 'pass');
    assert.match(stdout, /^FAILED: \d+ passed, \d+ failed, 0 warnings, 0 skipped$/m);
  });

  it('refuses to run without a base URL, with usage and exit 2', async () => {
    const run = await new Promise((resolve) => execFile(process.execPath, [CLI, 'conformance'], { encoding: 'utf8' }, (error, stdout, stderr) => resolve({ code: error?.code, stderr })));
    assert.equal(run.code, 2);
    assert.match(run.stderr, /give the API's base URL: --base https:\/\/staging\.example\/api[\s\S]*Run it against a staging backend/);
    const ids = await new Promise((resolve) => execFile(process.execPath, [CLI, 'conformance', '--base', 'http://127.0.0.1:1/api', '--user-ids', 'consumerId'], { encoding: 'utf8' }, (error, stdout, stderr) => resolve({ code: error?.code, stderr })));
    assert.equal(ids.code, 2);
    assert.match(ids.stderr, /--user-ids takes name=id pairs separated by commas, not "consumerId"/);
  });
});
