import { ServiceError } from '../../src/api/errors.js';

/**
 * A scripted stand-in for the partner backend: records each request as the browser would send
 * it (a real Request) and answers with real Response objects, one script step per call.
 */
export type Step = Response | (() => Response | Promise<Response>) | 'network-error' | 'hang' | Redirect;

/** A 302 to `location`, answered there by `then`: handled as the browser does for the request's redirect mode. */
interface Redirect {
  location: string;
  then: Response;
}

interface Recorded {
  method: string;
  url: string;
  headers: Headers;
  body: string | FormData | undefined;
  redirect: RequestRedirect;
}

/**
 * What Chromium hands back for a redirect under `redirect: 'manual'`: an opaque answer of status 0
 * (checked against a real 302). A constructed Response cannot be opaque, so the two are set on it.
 */
function opaqueRedirect(): Response {
  return Object.defineProperties(new Response(null, { status: 200 }), {
    type: { value: 'opaqueredirect' },
    status: { value: 0 },
    ok: { value: false },
  });
}

/** The ServiceError a request ends with; fails the test when the request succeeds instead. */
export async function failure(promise: Promise<unknown>): Promise<ServiceError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ServiceError) return error;
    throw new Error(`expected a ServiceError, got ${String(error)}`, { cause: error });
  }
  throw new Error('expected the request to fail');
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function scriptedFetch(...steps: Step[]) {
  const calls: Recorded[] = [];
  let index = 0;
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const isForm = init?.body instanceof FormData;
    const recorded: Recorded = {
      method: request.method,
      url: request.url,
      headers: request.headers,
      // The FormData as sent: WebKit cannot read a file back out of a Request's multipart body.
      body: isForm ? (init!.body as FormData) : init?.body === undefined ? undefined : await request.text(),
      redirect: request.redirect,
    };
    calls.push(recorded);
    const step = steps[Math.min(index++, steps.length - 1)];
    if (step === 'network-error') throw new TypeError('Failed to fetch');
    if (step === 'hang') {
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    if (typeof step === 'object' && 'location' in step) {
      if (request.redirect === 'error') throw new TypeError('Failed to fetch');
      if (request.redirect === 'manual') return opaqueRedirect();
      // Followed: the same request, headers included, goes to the other address.
      calls.push({ ...recorded, url: new URL(step.location, request.url).href });
      return step.then.clone();
    }
    // A function makes a fresh answer each time (a stream the test watches, say): handed over as it is.
    return typeof step === 'function' ? await step() : step.clone();
  };
  return { fetch: fetchFn as typeof fetch, calls };
}

export const ids = {
  consumer: '3f1c2a4e-8b7d-4c21-9e6a-1d2b3c4d5e6f',
  card: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  beneficiary: '0a1b2c3d-4e5f-4a6b-9c7d-8e9f0a1b2c3d',
  sca: '11111111-2222-4333-8444-555555555555',
  document: '99999999-8888-4777-8666-555555555555',
};

export const waitingScaBody = (seconds = 60) => ({
  scaId: ids.sca,
  ttl: { seconds, nano: 0, zero: false, negative: false, positive: true, units: [] },
  scaDeviceId: 'device-1',
});
