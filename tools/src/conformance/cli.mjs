// `svc-elements-tools conformance --base <url>`: the options (flags, or the environment for
// credentials), one line per check, the JSON report; exit 1 when a check fails, 2 when it could not run.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { conformance } from './checks.mjs';

export const summary = 'check a partner backend against the kit’s contract over HTTP (run it on staging)';

const USAGE = `Usage: svc-elements-tools conformance --base <url> [options]

Checks a partner backend over HTTP against what the reference server of svc-elements promises:
who may call each operation (x-svc-access in the OpenAPI document), another customer's records
refused, fields an end user never sends refused, a transaction's other party shown by its name only,
Service-Auth and BY_PASS refused from a caller, CSRF on writes, body limits, and every answer in its
documented shape. It reads, and writes only requests a conforming backend must refuse: a backend
that does not conform may carry some of them out. Run it against a staging backend, never production.

  --base <url>           the API's base URL, as the kit's base-url (https://staging.example/api)
  --origin <url>         the page origin allowed to write (default: the base URL's origin)
  --user-cookie <c>      an end user's credentials: the Cookie header value    (env SVC_CONFORMANCE_USER_COOKIE)
  --user-header <h>      ... or a header, "Name: value" (repeatable)            (env SVC_CONFORMANCE_USER_HEADER)
  --staff-cookie <c>     a staff member's (roles back-office and admin)         (env SVC_CONFORMANCE_STAFF_COOKIE)
  --staff-header <h>     ... or a header, "Name: value" (repeatable)            (env SVC_CONFORMANCE_STAFF_HEADER)
  --user-ids <list>      that end user's own ids, by the document's parameter names:
                         consumerId=…,cardId=…,transactionId=… (a transaction with another
                         customer), ledgerId=…,profileId=…        (env SVC_CONFORMANCE_USER_IDS)
  --other-ids <list>     a second end user's ids, the same way       (env SVC_CONFORMANCE_OTHER_IDS)
  --json <file>          also write the report as JSON (for CI)
  --timeout <s>          seconds to wait for one answer (default 20)

Exit status: 0 every check passed (warnings and skips allowed), 1 a check failed, 2 it could not run.`;

const MARK = { pass: 'PASS', fail: 'FAIL', warn: 'WARN', skip: 'SKIP' };

/** "consumerId=a,cardId=b" → { consumerId: 'a', cardId: 'b' }. */
function idsOf(text, flag) {
  const ids = {};
  for (const pair of (text ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const match = /^(\w+)=(\S+)$/.exec(pair);
    if (!match) throw new Error(`${flag} takes name=id pairs separated by commas, not "${pair}"`);
    ids[match[1]] = match[2];
  }
  return ids;
}

/** A caller from a cookie and "Name: value" headers; undefined when none is given. */
function callerOf(cookie, headers, flag) {
  const parsed = {};
  for (const header of headers) {
    const match = /^([\w-]+):\s*(.+)$/.exec(header);
    if (!match) throw new Error(`${flag} takes "Name: value", not "${header}"`);
    parsed[match[1].toLowerCase()] = match[2];
  }
  return cookie || Object.keys(parsed).length ? { ...(cookie ? { cookie } : {}), headers: parsed } : undefined;
}

export async function main(argv, env = process.env) {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        base: { type: 'string' },
        origin: { type: 'string' },
        'user-cookie': { type: 'string', default: env.SVC_CONFORMANCE_USER_COOKIE },
        'user-header': { type: 'string', multiple: true, default: env.SVC_CONFORMANCE_USER_HEADER ? [env.SVC_CONFORMANCE_USER_HEADER] : [] },
        'staff-cookie': { type: 'string', default: env.SVC_CONFORMANCE_STAFF_COOKIE },
        'staff-header': { type: 'string', multiple: true, default: env.SVC_CONFORMANCE_STAFF_HEADER ? [env.SVC_CONFORMANCE_STAFF_HEADER] : [] },
        'user-ids': { type: 'string', default: env.SVC_CONFORMANCE_USER_IDS },
        'other-ids': { type: 'string', default: env.SVC_CONFORMANCE_OTHER_IDS },
        json: { type: 'string' },
        timeout: { type: 'string', default: '20' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`svc-elements-tools conformance: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  let options;
  try {
    if (!values.base || !/^https?:\/\/[^/]/i.test(values.base)) throw new Error('give the API\'s base URL: --base https://staging.example/api');
    if (values.origin && !/^https?:\/\/[^/]+$/i.test(values.origin)) throw new Error(`--origin is an origin (https://www.bank.example), not ${values.origin}`);
    if (!(Number(values.timeout) > 0)) throw new Error(`--timeout is a number of seconds, not ${values.timeout}`);
    options = {
      base: values.base,
      origin: values.origin,
      user: callerOf(values['user-cookie'], values['user-header'], '--user-header'),
      staff: callerOf(values['staff-cookie'], values['staff-header'], '--staff-header'),
      userIds: idsOf(values['user-ids'], '--user-ids'),
      otherIds: idsOf(values['other-ids'], '--other-ids'),
      timeout: Number(values.timeout) * 1000,
    };
  } catch (error) {
    console.error(`svc-elements-tools conformance: ${error.message}\n\n${USAGE}`);
    return 2;
  }

  let report;
  try {
    report = await conformance(options);
  } catch (error) {
    console.error(`svc-elements-tools conformance: could not check ${values.base}: ${error.message}`);
    return 2;
  }
  console.log(`svc-elements conformance: ${report.base} (contract ${report.contractVersion})`);
  for (const check of report.checks) console.log(`${MARK[check.status]}  ${check.title}${check.reason ? `: ${check.reason}` : ''}`);
  const { pass, fail, warn, skip } = report.counts;
  console.log(`${report.ok ? 'OK' : 'FAILED'}: ${pass} passed, ${fail} failed, ${warn} warnings, ${skip} skipped`);
  if (values.json) {
    mkdirSync(dirname(resolve(values.json)), { recursive: true });
    writeFileSync(values.json, `${JSON.stringify({ tool: 'svc-elements-tools conformance', checkedAt: new Date().toISOString(), ...report }, null, 2)}\n`);
  }
  return report.ok ? 0 : 1;
}
