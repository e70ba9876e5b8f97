/** Shared set-up: every sandbox test goes through the real adapter and the typed client. */
import { expect } from '@open-wc/testing';
import { ServiceError, type ServiceErrorKind } from '../../src/api/errors.js';
import { buildFetchAdapter } from '../../src/client/fetch-adapter.js';
import { createClient } from '../../src/client/client.js';
import { createSandboxAdapter, endUserHeaders, type Sandbox, type SandboxAdapterOptions, type SandboxRequestLog } from '../../src/sandbox/index.js';

/** A fresh sandbox and a client on it. SCA approvals only by approve() unless a test says otherwise. */
export function setup(options: SandboxAdapterOptions = {}) {
  const { adapter, sandbox } = createSandboxAdapter({ approvalDelayMs: null, ...options });
  return { client: createClient(adapter), sandbox, adapter };
}

/** The same, as an end-user. */
export function asEndUser(endUserId: string, options: SandboxAdapterOptions = {}) {
  return setup({ headers: endUserHeaders(endUserId), ...options });
}

/** A second client on the same sandbox, as that end-user: partner and end-user see the same data. */
export function endUserClientOn(sandbox: Sandbox, endUserId: string, sca: SandboxAdapterOptions['sca'] = undefined) {
  return createClient(buildFetchAdapter({ baseUrl: sandbox.baseUrl, fetch: sandbox.fetch, headers: endUserHeaders(endUserId), sca }, { sandbox: true }));
}

export const BY_PASS = { sca: { strategy: 'BY_PASS' } } as const;

export interface Expected {
  status?: number;
  code: string;
  kind?: ServiceErrorKind;
  /** A field the error names (dotted path). */
  field?: string;
}

/** Awaits a call that must fail and checks what a partner would see of the failure. */
export async function rejects(call: Promise<unknown>, expected: Expected): Promise<ServiceError> {
  let error: unknown;
  try {
    await call;
  } catch (caught) {
    error = caught;
  }
  expect(error, 'the call should fail').to.be.instanceOf(ServiceError);
  const failure = error as ServiceError;
  expect(failure.code).to.equal(expected.code);
  if (expected.status !== undefined) expect(failure.status).to.equal(expected.status);
  if (expected.kind !== undefined) expect(failure.kind).to.equal(expected.kind);
  if (expected.field !== undefined) expect(failure.issues.map((issue) => issue.path)).to.include(expected.field);
  return failure;
}

/** The last request the sandbox received. */
export function lastRequest(sandbox: Sandbox): SandboxRequestLog {
  return sandbox.requests[sandbox.requests.length - 1]!;
}

