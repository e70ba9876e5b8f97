/**
 * The service, as the server calls it: the upstream route of each operation, `Service-Auth` added
 * here and nowhere else, redirects never followed (the key goes to the configured host only).
 */
import type { OperationName } from '../../src/api/operations.js';
import { fillPath, type ServedRoute } from './routes.js';

export interface ServiceConfig {
  /** The service's base URL (SERVICE_URL), without a trailing slash. */
  url: string;
  /** The partner key (SERVICE_AUTH). Never logged, never sent anywhere but `url`. */
  key: string;
  /** Default: the platform's fetch. */
  fetch?: typeof fetch;
}

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
  /** Who the server acts as (see `upstreamIdentity`); nothing: the partner. */
  identity?: Record<string, string>;
  requestId: string;
}

export function serviceClient(config: ServiceConfig, routes: readonly ServedRoute[]) {
  const doFetch = config.fetch ?? fetch;
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
    return doFetch(`${base}${fillPath(route.upstream.path, params)}${query ? `?${query}` : ''}`, {
      method: route.upstream.method,
      headers,
      body,
      redirect: 'manual',
    });
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

/** The service's answer as the browser gets it: status and body unchanged, only the listed headers kept. */
export function passThrough(answer: Response, requestId: string): Response {
  const headers = new Headers({ 'cache-control': 'no-store', 'x-request-id': requestId });
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
}
