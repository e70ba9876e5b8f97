/**
 * What must hold for every request the fuzzer sends, whoever sends it:
 *
 *   1. never a 5xx;
 *   2. every answer in its documented shape: a status the operation documents (`200`…, `4XX`), a
 *      2xx body valid against its response schema, an error body valid against `Error`;
 *   3. a caller the policy refuses (`x-svc-access`) gets no 2xx: a 401 (nobody) or 403, and
 *      nothing at all reaches the service, not even a look-up;
 *   4. every refusal is a 4xx with a `code`;
 *   5. a request the document refuses is refused (4xx) with nothing at all sent to the service;
 *   6. a request is forwarded at most once, and an answer is either the server's own refusal
 *      (nothing forwarded) or the service's status passed on;
 *   7. an end user never sees `partnerMetadata` (issue 27's projection), at any depth.
 */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { Contract, DocOperation } from './document.js';
import { mayCall, requests, verdict, type FuzzRequest } from './requests.js';
import type { Answer, Target } from './target.js';

const shown = (answer: Answer) => `${answer.status} ${answer.text.slice(0, 300)}`;

/** Checks one answer against the properties; throws (node:assert) with what broke. */
export function checkAnswer(contract: Contract, op: DocOperation, request: FuzzRequest, answer: Answer): void {
  const { status } = answer;
  // 1
  assert.ok(status < 500, `a ${status}: ${shown(answer)}`);
  // 2: a documented status, a body in its documented shape.
  const documented = op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`];
  assert.ok(documented, `status ${status} is not documented for ${op.id} (${Object.keys(op.responses).join(', ')}): ${shown(answer)}`);
  if (status >= 400) {
    // 4: a refusal says why, in the documented error body.
    assert.ok(answer.json && typeof (answer.json as { code?: unknown }).code === 'string', `a ${status} without a code: ${shown(answer)}`);
    const validate = contract.validator(contract.errorSchema);
    assert.ok(validate(answer.json), `the error body is not the documented Error (${JSON.stringify(validate.errors?.[0])}): ${shown(answer)}`);
  } else if (documented.json) {
    assert.ok(answer.json !== undefined, `a ${status} that is not JSON: ${shown(answer)}`);
    const validate = contract.validator(documented.json);
    assert.ok(validate(answer.json), `the ${status} body is not its documented shape (${JSON.stringify(validate.errors?.slice(0, 3))}): ${shown(answer)}`);
  } else if (status === 204) assert.equal(answer.text, '', 'a 204 with a body');
  else if (documented.file) assert.match(answer.headers.get('content-disposition') ?? '', /^attachment/, 'a file answered without Content-Disposition: attachment');

  // 3: who may call.
  if (!mayCall(op.access, request.caller)) {
    assert.ok(status === (request.caller === 'nobody' ? 401 : 403), `${request.caller} may not call ${op.id} (${op.access}), answered ${shown(answer)}`);
    assert.deepEqual(answer.upstream, [], `${request.caller} may not call ${op.id}, yet the service was called`);
    return;
  }
  // 7: what an end user may see.
  if (request.caller === 'end user') assert.doesNotMatch(answer.text, /"partnerMetadata"\s*:/, `an end user was shown partnerMetadata: ${shown(answer)}`);
  // 5: what the document refuses never reaches the service.
  const problem = verdict(contract, request);
  if (problem) {
    assert.ok(status >= 400, `the document refuses this request (${problem}), the server answered ${shown(answer)}`);
    assert.deepEqual(answer.upstream, [], `the document refuses this request (${problem}), yet the service was called`);
  }
  // 6: forwarded once at most; the service's status passed on, or the server's own refusal.
  const forwarded = answer.upstream.filter((call) => !call.lookUp);
  assert.ok(forwarded.length <= 1, `forwarded ${forwarded.length} times`);
  if (forwarded.length === 0) assert.ok(status >= 400, `answered ${status} without asking the service: ${shown(answer)}`);
  else {
    const upstreamStatus = forwarded[0]!.status!;
    assert.ok(status === upstreamStatus || (upstreamStatus >= 300 && upstreamStatus < 400), `the service answered ${upstreamStatus}, the server ${shown(answer)}`);
  }
}

/** The property over every operation and caller of the document, against one target; `seen` hears each answer's class. */
export function fuzzProperty(contract: Contract, target: Target, seen?: (line: string) => void) {
  const byId = new Map(contract.operations.map((op) => [op.id, op]));
  return fc.asyncProperty(requests(contract), async (request) => {
    const op = byId.get(request.operation)!;
    const answer = await target.send(request, { method: op.method, path: op.path, multipart: op.body?.kind === 'multipart' });
    checkAnswer(contract, op, request, answer);
    seen?.(`${String(answer.status)[0]}xx ${answer.upstream.some((call) => !call.lookUp) ? 'forwarded' : 'not forwarded'}`);
  });
}
