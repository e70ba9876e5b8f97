// The operation × caller matrix, generated from the access table and run over real HTTP: every
// operation for its end user, each staff role and nobody. A caller the table lets in is forwarded
// (whatever the sandbox then answers); any other is refused 401 or 403 and nothing reaches the service.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { operationNames, type OperationName } from '../../src/api/operations.js';
import { access } from '../src/access.js';
import type { Session } from '../src/policy/caller.js';
import { examples, requestOf } from './examples.js';
import { harness } from './harness.js';
import { overHttp } from './over-http.js';

type Who = 'end user' | 'staff back-office' | 'staff admin' | 'nobody';
const WHO: Who[] = ['end user', 'staff back-office', 'staff admin', 'nobody'];

function callerOf(who: Who, operation: OperationName): Session {
  if (who === 'end user') return { endUserId: examples[operation].endUser };
  if (who === 'nobody') return null;
  return { staff: [who === 'staff admin' ? 'admin' : 'back-office'], staffId: `staff-${who}` };
}

/** Whether the access table lets this caller call the operation. */
function allowed(operation: OperationName, who: Who): boolean {
  const rule: string = access[operation];
  if (rule === 'sign-up') return true;
  if (who === 'end user') return rule === 'end-user' || rule === 'end-user+back-office';
  if (who === 'staff back-office') return rule === 'staff:back-office' || rule === 'end-user+back-office';
  if (who === 'staff admin') return rule === 'staff:admin';
  return false;
}

describe('the operation × caller matrix, over HTTP', async () => {
  const { app, forwarded, cookieFor } = harness();
  const call = await overHttp(app);
  /** The related entity the end user declared in the row above: the share is created on it (nothing can own a seed entity the server never saw). */
  let declared: string | undefined;

  for (const operation of operationNames) {
    for (const who of WHO) {
      const expected = allowed(operation, who);
      it(`${operation} by ${who}: ${expected ? 'forwarded' : 'refused'}`, async () => {
        const before = forwarded.length;
        const example = operation === 'createCorporateShare' && declared ? { ...examples[operation], body: { corporateRelatedId: declared, percentage: 10 } } : undefined;
        const { method, path, body } = requestOf(operation, example);
        const answer = await call(path, { method, body, cookie: await cookieFor(callerOf(who, operation)) });
        if (operation === 'declareCorporateRelated' && who === 'end user') declared = answer.body?.id;
        if (expected) {
          assert.equal(forwarded.length, before + 1, `forwarded (answered ${answer.status} ${JSON.stringify(answer.body)})`);
          assert.ok(![400, 401, 403, 404].includes(answer.status) && answer.status < 500, `answered ${answer.status} ${JSON.stringify(answer.body)}`);
        } else {
          assert.equal(answer.status, who === 'nobody' ? 401 : 403);
          assert.equal(forwarded.length, before);
        }
      });
    }
  }
});
