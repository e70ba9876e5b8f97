/**
 * The package's entries: the root lists what partners use; the schemas and limits are on
 * `svc-elements/schemas`, and the script tag's API file keeps both.
 */
import { expect } from '@open-wc/testing';
import * as root from '../../src/index.js';
import * as schemas from '../../src/schemas.js';
import * as scriptTagApi from '../../src/bundle-api.js';

const names = (entry: object) => Object.keys(entry).sort();

describe('package entries', () => {
  it('the root exports elements, the client and its operations, but no schema, limit or request plumbing', () => {
    for (const name of ['SvcCardView', 'createClient', 'createFetchAdapter', 'getCardPin', 'ServiceError', 'createSandboxAdapter', 'formatIban']) {
      expect(names(root), name).to.include(name);
    }
    for (const name of ['createConsumerBody', 'card', 'LIMITS', 'KIT_LIMITS', 'enums', 'isValidIban', 'closedEnum', 'routeOf', 'validateInput', 'withoutNulls']) {
      expect(names(root), name).not.to.include(name);
    }
  });

  it('svc-elements/schemas exports the schemas, the limits and the format checks, and no element or client', () => {
    expect(schemas.createConsumerBody.safeParse({}).success).to.equal(false);
    expect(schemas.LIMITS.pageSize.max).to.equal(100);
    expect(schemas.isValidIban('GB82 WEST 1234 5698 7654 32')).to.equal(true);
    expect(names(schemas).filter((name) => /^Svc|^create(Client|FetchAdapter)$/.test(name))).to.deep.equal([]);
  });

  it('the script tag API file keeps everything of both entries but the sandbox', () => {
    const sandbox = ['createSandbox', 'createSandboxAdapter', 'SEED', 'endUserHeaders', 'anonymousHeaders', 'sandboxSign', 'sandboxSignOn'];
    const expected = [...new Set([...names(root), ...names(schemas)])].filter((name) => !sandbox.includes(name) && !['SANDBOX_BASE_URL', 'SANDBOX_PHONE_CODE', 'SUSPENSION_RULE_TYPE'].includes(name)).sort();
    expect(names(scriptTagApi)).to.deep.equal(expected);
  });
});
