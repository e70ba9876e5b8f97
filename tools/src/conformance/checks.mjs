/* global URLSearchParams, FormData, TextEncoder, File */
// The conformance checks, derived from the contract (contract.mjs) rather than listed by hand: each
// operation's `x-svc-access` gives who must be refused and who must be answered, the policy table
// gives the fields an end user never sends, the document gives the answers' shapes. Each check
// reads, or sends a request that a conforming backend must refuse.
import { endUserMay, loadContract, shapeProblems, staffMay } from './contract.mjs';
import { client, fillPath, MissingId, otherValue, PROBE_ID, sample, schemaAt, withValueAt } from './request.mjs';

const said = (answer) => `${answer.status}${typeof answer.json?.code === 'string' ? ` ${answer.json.code}` : ''}`;
const ok = (answer) => answer.status >= 200 && answer.status < 300;
/** A field as the backend may name it: `rules.0.creatorType`, `body.rules[].creatorType` → `rules.creatorType`. */
const plain = (field) => String(field).replace(/\[\d*\]|\.\d+(?=\.|$)/g, '').replace(/^(body|query|params)\./, '');
const namesField = (json, path) => [json?.field, ...(Array.isArray(json?.errors) ? json.errors.map((error) => error?.field) : [])].some((field) => field !== undefined && plain(field) === plain(path));

/** Keys found at any depth of `value` among `keys`. */
function keysIn(value, keys) {
  const found = new Set();
  const stack = [value];
  while (stack.length) {
    const at = stack.pop();
    if (Array.isArray(at)) stack.push(...at);
    else if (at && typeof at === 'object') {
      for (const [key, inner] of Object.entries(at)) {
        if (keys.includes(key)) found.add(key);
        stack.push(inner);
      }
    }
  }
  return [...found];
}

/**
 * Runs every check against `base` (the API's base URL) and answers `{ checks, counts, ok }`.
 * `user`, `staff`: `{ cookie?, headers? }` or undefined; `userIds`, `otherIds`: `{ name: id }` by the
 * document's parameter names (`consumerId`, `cardId`, …); `origin`: the page that may write.
 */
export async function conformance({ base, origin, user, staff, userIds = {}, otherIds = {}, timeout }) {
  const { openapi, contract, operations } = loadContract();
  const send = client(base, { origin, timeout });
  const byName = new Map(operations.map((operation) => [operation.name, operation]));
  const checks = [];
  const refusals = [];
  const endUserAnswers = [];
  const add = (id, group, title, status, reason) => checks.push({ id, group, title, status, ...(reason ? { reason } : {}) });
  const ids = { ...userIds, ...(userIds.endUserId === undefined && userIds.consumerId ? { endUserId: userIds.consumerId } : {}) };
  const others = { ...otherIds, ...(otherIds.endUserId === undefined && otherIds.consumerId ? { endUserId: otherIds.consumerId } : {}) };
  const ownId = ids.endUserId;
  const callers = { nobody: undefined, 'an end user': user, staff };
  const noCredentials = (who) => `no credentials for ${who}: give --${who === 'staff' ? 'staff' : 'user'}-cookie or --${who === 'staff' ? 'staff' : 'user'}-header`;

  /** Sends and keeps what the shape checks need; a failed connection is an answer of status 0. */
  async function call(operation, caller, method, path, options) {
    let answer;
    try {
      answer = await send(caller, method, path, options);
    } catch (error) {
      answer = { status: 0, json: undefined, text: '', error: error.cause?.code ?? error.message };
    }
    if (answer.status >= 400 && answer.status < 500) refusals.push({ operation, answer, label: `${operation.name} ${said(answer)}` });
    return answer;
  }
  const limited = (answer) => (answer.status === 429 ? ' (rate-limited: run again later, or raise the limits for these test callers on staging)' : '');
  const reach = (answer) => (answer.status === 0 ? `no answer (${answer.error})` : `answered ${said(answer)}${limited(answer)}`);

  /** Path parameters: the given ids, an enum's first value, else an id no one holds. */
  const pathFor = (operation, given) => {
    const filled = {};
    for (const parameter of operation.pathParams) {
      try {
        filled[parameter.name] = given[parameter.name] ?? String(sample(openapi, parameter.schema, parameter.name, given));
      } catch (error) {
        if (!(error instanceof MissingId)) throw error;
        filled[parameter.name] = PROBE_ID;
      }
    }
    return fillPath(operation, filled).path;
  };
  /** The smallest request an operation takes, every id from `given`; `{ missing }` when one is not given. */
  const smallest = (operation, given) => {
    const query = new URLSearchParams();
    try {
      const filled = Object.fromEntries(operation.pathParams.map((parameter) => [parameter.name, given[parameter.name] ?? String(sample(openapi, parameter.schema, parameter.name, given))]));
      const path = fillPath(operation, filled);
      for (const parameter of operation.query.filter((candidate) => candidate.required)) query.set(parameter.name, String(sample(openapi, parameter.schema, parameter.name, given)));
      const body = operation.body && operation.body.type === 'application/json' ? sample(openapi, operation.body.schema, undefined, given) : undefined;
      return { path: `${path.path}${query.size ? `?${query}` : ''}`, body };
    } catch (error) {
      if (error instanceof MissingId) return { missing: error.id };
      throw error;
    }
  };
  const emptyBody = (operation) => (operation.body?.type === 'multipart/form-data' ? new FormData() : operation.body ? {} : undefined);

  // 1. Who may call what: refused (x-svc-access says they may not), answered (it says they may).
  for (const operation of operations) {
    const refusedTo = [
      ['nobody', operation.access !== 'sign-up', [401, 403]],
      ['an end user', operation.access.startsWith('staff:') || operation.access === 'none', [403]],
      ['staff', operation.access === 'end-user' || operation.access === 'none', [403]],
    ];
    for (const [who, refused, statuses] of refusedTo) {
      if (!refused) continue;
      const id = `access:${who.replace(/^an /, '').replace(' ', '-')}:${operation.name}`;
      const title = `${who} calls ${operation.name} (${operation.access}): refused`;
      if (who !== 'nobody' && !callers[who]) {
        add(id, 'access', title, 'skip', noCredentials(who));
        continue;
      }
      // Writes carry an empty body: the caller is refused before the body is read, and nothing could be written.
      const answer = await call(operation, callers[who], operation.method, pathFor(operation, ids), { body: emptyBody(operation) });
      if (statuses.includes(answer.status)) add(id, 'access', title, 'pass', `${said(answer)}`);
      else add(id, 'access', title, 'fail', `${reach(answer)}, expected ${statuses.join(' or ')}${ok(answer) ? `: ${who} was answered` : ''}`);
    }
  }
  for (const [who, may] of [['an end user', endUserMay], ['staff', staffMay]]) {
    for (const operation of operations.filter((candidate) => candidate.method === 'GET' && may(candidate.access))) {
      const id = `answered:${who === 'staff' ? 'staff' : 'end-user'}:${operation.name}`;
      const title = `${who} calls ${operation.name} (${operation.access}): answered in its documented shape`;
      if (!callers[who]) {
        add(id, 'access', title, 'skip', noCredentials(who));
        continue;
      }
      const request = smallest(operation, ids);
      if (request.missing) {
        add(id, 'access', title, 'skip', `needs the end user's ${request.missing} (--user-ids ${request.missing}=…)`);
        continue;
      }
      const answer = await call(operation, callers[who], 'GET', request.path);
      if (!ok(answer)) {
        const admin = who === 'staff' && operation.access === 'staff:admin' && answer.status === 403;
        add(id, 'access', title, admin ? 'skip' : 'fail', admin ? '403: the staff credential may not have the admin role' : `${reach(answer)}, expected 2xx`);
        continue;
      }
      if (who === 'an end user' && answer.json !== undefined) endUserAnswers.push({ operation, json: answer.json });
      const problems = answer.json === undefined ? undefined : shapeProblems(openapi, operation, answer.status, answer.json);
      if (problems === undefined) add(id, 'access', title, 'pass', `${answer.status} ${answer.headers.get('content-type') ?? ''} (no JSON schema to check)`.trim());
      else if (problems.length) add(id, 'access', title, 'fail', `${answer.status}, not the documented shape: ${problems.slice(0, 3).join('; ')}`);
      else add(id, 'access', title, 'pass', String(answer.status));
    }
  }

  // 2. Another customer's records: the second end user's ids, read (or revealed) by the first.
  const ownership = operations.filter((operation) => endUserMay(operation.access) && (operation.method === 'GET' || !operation.body));
  if (!user || Object.keys(otherIds).length === 0) {
    add('ownership', 'ownership', "another customer's records refused", 'skip', !user ? noCredentials('an end user') : 'no ids of a second end user: give --other-ids consumerId=…,ledgerId=…');
  } else {
    for (const operation of ownership) {
      const named = operation.pathParams.map((parameter) => parameter.name);
      const tries = [];
      if (named.length && named.every((name) => others[name] !== undefined)) tries.push({ how: named.join(', '), path: fillPath(operation, others).path });
      else if (!named.length && operation.method === 'GET') {
        for (const parameter of operation.query.filter((candidate) => others[candidate.name] !== undefined)) tries.push({ how: `query ${parameter.name}`, path: `${operation.path}?${new URLSearchParams({ [parameter.name]: others[parameter.name] })}` });
      }
      for (const attempt of tries) {
        const id = `ownership:${operation.name}:${attempt.how.replace(/[ ,]+/g, '-')}`;
        const title = `an end user calls ${operation.name} with another customer's ${attempt.how}: refused`;
        const answer = await call(operation, user, operation.method, attempt.path);
        if (answer.status === 403 || answer.status === 404) add(id, 'ownership', title, 'pass', said(answer));
        else add(id, 'ownership', title, 'fail', `${reach(answer)}, expected 404 or 403${ok(answer) ? ": the end user was answered with another customer's record" : ''}`);
      }
    }
  }

  // 3. Fields an end user never sends (the policy table): each alone in an otherwise valid request.
  for (const [name, rules] of Object.entries(contract.send)) {
    const operation = byName.get(name);
    if (!operation) continue;
    for (const [role, rule] of [['endUser', rules.endUser], ['signUp', rules.signUp]]) {
      if (!rule) continue;
      const who = role === 'signUp' ? 'nobody (sign-up)' : 'an end user';
      const caller = role === 'signUp' ? undefined : user;
      const fields = [...rule.forbidden.map((path) => [path, undefined]), ...Object.entries(rule.pinned)];
      for (const [path, pinned] of fields) {
        const id = `field:${name}:${path}`;
        const title = `${who} sends ${path} to ${name}${pinned ? ` other than ${pinned}` : ''}: refused`;
        if (role === 'endUser' && !user) {
          add(id, 'fields', title, 'skip', noCredentials('an end user'));
          continue;
        }
        const request = smallest(operation, ids);
        if (request.missing) {
          add(id, 'fields', title, 'skip', `needs the end user's ${request.missing} (--user-ids ${request.missing}=…)`);
          continue;
        }
        const [part, inner] = [path.slice(0, path.indexOf('.')), path.slice(path.indexOf('.') + 1)];
        const where = part === 'body' ? operation.body?.schema : operation.query.find((parameter) => parameter.name === inner)?.schema;
        const value = otherValue(openapi, part === 'body' ? schemaAt(openapi, where, inner) : where, pinned);
        let target = request.path;
        let body = request.body;
        if (part === 'body') body = withValueAt(openapi, operation.body.schema, body ?? {}, inner, value, ids);
        else target = `${request.path}${request.path.includes('?') ? '&' : '?'}${new URLSearchParams({ [inner]: String(value) })}`;
        const answer = await call(operation, caller, operation.method, target, { body });
        const status = answer.status === 403 || answer.status === 400 || answer.status === 422;
        if (status && namesField(answer.json, inner)) add(id, 'fields', title, 'pass', `${said(answer)} naming ${plain(inner)}`);
        else if (answer.status === 409 && /^SCA/.test(answer.json?.code ?? '')) add(id, 'fields', title, 'fail', `${said(answer)}: the field was passed on to a strong authentication, and is written once the person approves`);
        else if (answer.status >= 400 && answer.status < 500) add(id, 'fields', title, 'warn', `refused with ${said(answer)}${limited(answer)}, but the answer does not name ${plain(inner)} (field or errors[].field): refused for another reason?`);
        else add(id, 'fields', title, 'fail', `${reach(answer)}, expected 403 naming ${plain(inner)}${ok(answer) ? ': the field was accepted (a record may have been written: check the staging data)' : ''}`);
      }
    }
  }

  // 4. What an end user sees: the other party of a transaction by its name only; partnerMetadata nowhere.
  const transaction = byName.get('getTransaction');
  if (!user) add('projection:transaction', 'projection', "a transaction shows the other party's name only", 'skip', noCredentials('an end user'));
  else if (!ids.transactionId || !ownId) add('projection:transaction', 'projection', "a transaction shows the other party's name only", 'skip', 'needs a transaction of the end user with another customer, and the end user\'s own id: --user-ids consumerId=…,transactionId=…');
  else if (transaction) {
    const title = `a transaction (${ids.transactionId}) shows the other party's name only`;
    const answer = await call(transaction, user, 'GET', fillPath(transaction, ids).path);
    if (!ok(answer) || !answer.json) add('projection:transaction', 'projection', title, 'fail', `${reach(answer)}, expected 200 with the transaction`);
    else {
      endUserAnswers.push({ operation: transaction, json: answer.json });
      const sides = ['sender', 'receiver'].filter((side) => answer.json[side] && typeof answer.json[side] === 'object' && (answer.json[side].endUserId === undefined || answer.json[side].endUserId !== ownId));
      const shown = sides.map((side) => [side, Object.keys(answer.json[side]).filter((key) => key !== 'name')]).filter(([, keys]) => keys.length);
      const theirs = ['sender', 'receiver'].filter((side) => answer.json[side]?.endUserId === ownId);
      if (theirs.length === 0) add('projection:transaction', 'projection', title, 'skip', `neither party is the end user ${ownId}: give one of their own transactions`);
      else if (sides.length === 0) add('projection:transaction', 'projection', title, 'skip', 'both parties are the end user\'s own: give a transaction with another customer');
      else if (shown.length) add('projection:transaction', 'projection', title, 'fail', shown.map(([side, keys]) => `the other party (${side}) shows ${keys.join(', ')}`).join('; ') + ': only its name may be shown');
      else add('projection:transaction', 'projection', title, 'pass', `the other party (${sides.join(', ')}) by its name only`);
    }
  }
  {
    const hidden = contract.endUserNever.filter((key) => key === 'partnerMetadata');
    const title = `no ${hidden.join(', ')} in what an end user is answered`;
    const found = endUserAnswers.map(({ operation, json }) => [operation.name, keysIn(json, hidden)]).filter(([, keys]) => keys.length);
    if (!endUserAnswers.length) add('projection:hidden', 'projection', title, 'skip', 'no end user\'s answer to look at');
    else if (found.length) add('projection:hidden', 'projection', title, 'fail', `shown in ${found.map(([name, keys]) => `${name} (${keys.join(', ')})`).join(', ')}`);
    else add('projection:hidden', 'projection', title, 'pass', `${endUserAnswers.length} answers looked at`);
  }

  // 5. Headers only the backend may send: the partner key and the sandbox's BY_PASS.
  const readable = operations.find((operation) => operation.method === 'GET' && endUserMay(operation.access) && !smallest(operation, ids).missing);
  for (const [id, title, header] of [
    ['header:service-auth', 'a caller sends Service-Auth (the partner key): refused', { 'service-auth': 'conformance-probe-not-a-key' }],
    ['header:by-pass', 'a caller sends Service-SCA-Strategy: BY_PASS: refused', { 'service-sca-strategy': 'BY_PASS' }],
  ]) {
    if (!user) add(id, 'headers', title, 'skip', noCredentials('an end user'));
    else if (!readable) add(id, 'headers', title, 'skip', 'no operation the end user may read with the ids given');
    else {
      const answer = await call(readable, user, 'GET', smallest(readable, ids).path, { headers: header });
      if (answer.status >= 400 && answer.status < 500) add(id, 'headers', title, 'pass', `${readable.name}: ${said(answer)}`);
      else add(id, 'headers', title, 'fail', `${readable.name}: ${reach(answer)}, expected 400${ok(answer) ? ': the header was let through' : ''}`);
    }
  }

  // 6. CSRF and body limits, on a write whose smallest body changes nothing (every field optional).
  const harmless = operations.find((operation) => endUserMay(operation.access) && operation.method !== 'GET' && operation.body?.type === 'application/json'
    && !smallest(operation, ids).missing && Object.keys(smallest(operation, ids).body ?? {}).length === 0);
  const writes = [
    ['csrf:cross-origin', 'csrf', 'a write from another site (Origin: https://conformance-probe.invalid): refused', { headers: { origin: 'https://conformance-probe.invalid' } }, [403]],
    ['csrf:no-origin', 'csrf', 'a write with neither Origin nor Sec-Fetch-Site: refused', { withOrigin: false }, [403]],
    ['limit:json-body', 'limits', `a JSON body of ${contract.limits.jsonBodyBytes + 1} bytes (one past the limit): refused`, { bigBody: contract.limits.jsonBodyBytes + 1 }, [413]],
  ];
  for (const [id, group, title, options, statuses] of writes) {
    if (!user) add(id, group, title, 'skip', noCredentials('an end user'));
    else if (!harmless) add(id, group, title, 'skip', 'no write of the end user\'s whose body may be empty with the ids given (--user-ids consumerId=…)');
    else {
      const body = options.bigBody ? `{"friendlyName":"${'a'.repeat(options.bigBody - '{"friendlyName":""}'.length)}"}` : {};
      const answer = await call(harmless, user, harmless.method, smallest(harmless, ids).path, { ...options, body });
      if (statuses.includes(answer.status)) add(id, group, title, 'pass', `${harmless.name}: ${said(answer)}`);
      else add(id, group, title, 'fail', `${harmless.name}: ${reach(answer)}, expected ${statuses.join(' or ')}${ok(answer) ? ': the write was let through (it changed nothing)' : ''}`);
    }
  }
  const upload = operations.find((operation) => endUserMay(operation.access) && operation.body?.type === 'multipart/form-data');
  {
    const size = contract.limits.uploadFileBytesBelow;
    const title = `an upload of ${size} bytes (one past the largest file): refused`;
    if (!user) add('limit:upload', 'limits', title, 'skip', noCredentials('an end user'));
    else if (!upload) add('limit:upload', 'limits', title, 'skip', 'the document has no upload');
    else {
      const form = new FormData();
      const fields = sample(openapi, upload.body.schema, undefined, ids);
      for (const [key, value] of Object.entries(fields)) if (key !== 'file') form.set(key, String(value));
      const bytes = new Uint8Array(size);
      bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
      form.set('file', new File([bytes], 'conformance.pdf', { type: 'application/pdf' }));
      const answer = await call(upload, user, upload.method, fillPath(upload, ids).path ?? upload.path, { body: form });
      if (answer.status === 413) add('limit:upload', 'limits', title, 'pass', `${upload.name}: ${said(answer)}`);
      else add('limit:upload', 'limits', title, 'fail', `${upload.name}: ${reach(answer)}, expected 413${ok(answer) ? ': the file was stored' : ''}`);
    }
  }

  // 7. Every refusal in the documented error shape (`code`, and the fields named).
  {
    const wrong = refusals.map(({ operation, answer, label }) => [label, answer.json === undefined ? ['not JSON'] : shapeProblems(openapi, operation, answer.status, answer.json) ?? []]).filter(([, problems]) => problems.length);
    const title = 'every refusal answered in the documented error shape';
    if (!refusals.length) add('shape:errors', 'shapes', title, 'skip', 'no refusal seen');
    else if (wrong.length) add('shape:errors', 'shapes', title, 'fail', `${wrong.length} of ${refusals.length} not: ${wrong.slice(0, 3).map(([label, problems]) => `${label}: ${problems[0]}`).join('; ')}`);
    else add('shape:errors', 'shapes', title, 'pass', `${refusals.length} refusals`);
  }

  const counts = { pass: 0, fail: 0, warn: 0, skip: 0 };
  for (const check of checks) counts[check.status]++;
  return { base, contractVersion: contract.version, checks, counts, ok: counts.fail === 0 };
}
