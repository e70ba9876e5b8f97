/**
 * The service, as the server calls it: the upstream route of each operation, `Service-Auth` added
 * here and nowhere else, redirects never followed (the key goes to the configured host only).
 */
import type { OperationName } from 'svc-elements/operations';
import { fillPath, type ServedRoute } from './routes.js';

export interface ServiceConfig {
  /** The service's base URL (SERVICE_URL), without a trailing slash. */
  url: string;
  /** The partner key (SERVICE_AUTH). Never logged, never sent anywhere but `url`. */
  key: string;
  /** Default: the platform's fetch. */
  fetch?: typeof fetch;
  /** How long a call may take before it is abandoned (504 `UPSTREAM_TIMEOUT`). Default 20 s. */
  timeoutMs?: number;
}

/** A call to the service that took longer than `timeoutMs`. */
export class UpstreamTimeout extends Error {}

/** The caller's headers that reach the service: the body's type, the language and the SCA headers the kit sends. */
const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'accept-language', 'service-sca-strategy', 'service-sca-signature', 'service-sca-id'];
/** The service's headers that reach the browser. */
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'content-disposition', 'content-language', 'retry-after'];

export interface UpstreamRequest {
  route: ServedRoute;
  params: Record<string, string>;
  search: URLSearchParams;
  /** The caller's request, for its forwarded headers. */
  from?: Request;
  body?: BodyInit;
  /** The caller's credentials towards the service (`callerMode`); nothing: the partner. */
  identity?: Record<string, string>;
  requestId: string;
}

export function serviceClient(config: ServiceConfig, routes: readonly ServedRoute[]) {
  const doFetch = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? 20_000;
  const base = config.url.replace(/\/+$/, '');
  const byName = new Map(routes.map((route) => [route.operation, route]));

  async function send({ route, params, search, from, body, identity = {}, requestId }: UpstreamRequest): Promise<Response> {
    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = from?.headers.get(name);
      if (value) headers.set(name, value);
    }
    // A body re-encoded here (multipart) brings its own boundary.
    if (body instanceof FormData) headers.delete('content-type');
    for (const [name, value] of Object.entries(identity)) headers.set(name, value);
    headers.set('x-request-id', requestId);
    headers.set('service-auth', config.key);
    const query = search.toString();
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      return await doFetch(`${base}${fillPath(route.upstream.path, params)}${query ? `?${query}` : ''}`, {
        method: route.upstream.method,
        headers,
        body,
        redirect: 'manual',
        signal,
      });
    } catch (error) {
      if (signal.aborted) throw new UpstreamTimeout(`The service did not answer within ${timeoutMs} ms.`);
      throw error;
    }
  }

  return {
    send,
    /** A read with the partner's rights (ownership checks): the JSON answer, or undefined. */
    async read(operation: OperationName, params: Record<string, string> = {}, query: Record<string, string> = {}, requestId = 'ownership'): Promise<unknown> {
      const route = byName.get(operation);
      if (!route) return undefined;
      const answer = await send({ route, params, search: new URLSearchParams(query), requestId });
      if (!answer.ok) {
        await answer.body?.cancel();
        return undefined;
      }
      return answer.json().catch(() => undefined);
    },
  };
}

/**
 * What every answer of the API carries: never cached, never sniffed into another type, and, should
 * a browser ever render one as a page (a file opened in a tab), nothing in it runs or loads.
 */
export const ANSWER_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
} as const;

/** A file name safe in a `Content-Disposition` header, or undefined. */
function fileNameOf(disposition: string | null): string | undefined {
  const name = disposition && /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  const safe = name?.replace(/[^\w.\- ]+/g, '_').trim().slice(0, 120);
  return safe || undefined;
}

/**
 * A successful answer of the service as the browser gets it: status and body unchanged, only the
 * listed headers kept. A file (`file`) is always an attachment: a stored HTML page is downloaded,
 * never shown on the partner's origin.
 */
export function passThrough(answer: Response, requestId: string, file = false): Response {
  const headers = new Headers({ ...ANSWER_HEADERS, 'x-request-id': requestId });
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (file) {
    const name = fileNameOf(answer.headers.get('content-disposition'));
    headers.set('content-disposition', name ? `attachment; filename="${name}"` : 'attachment');
  }
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
}
