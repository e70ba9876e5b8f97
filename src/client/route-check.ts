/**
 * The check of a partner's route overrides, made by `createFetchAdapter` (the only way to give
 * them) when the adapter is created. Apart from the adapter's other checks, so that a page whose
 * adapter `<svc-provider>` builds, which takes no routes, does not carry it.
 */
import { serviceError } from '../i18n/service-errors.js';
import { withinBase } from './options.js';
import { joinUrl } from './prepare.js';

const HTTP_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Route overrides may move an operation within the backend, never off it: a path starts with one
 * `/` and holds no `?`, `#`, `@` or `\` (each would change where, or with what, the request goes),
 * a method is one of the five, and the URL built on the base keeps the base's origin and path.
 */
export function checkRoutes(routes: Readonly<Record<string, { method?: unknown; path?: unknown } | undefined>> | undefined, baseUrl: string, pageUrl?: string): void {
  for (const [name, route] of Object.entries(routes ?? {})) {
    if (route === undefined) continue;
    const refuse = (why: string): never => {
      throw serviceError({ kind: 'config', code: 'ROUTE_INVALID', operation: name, message: `The route of ${name} (${JSON.stringify(route)}) is refused: ${why}.` });
    };
    if (typeof route !== 'object' || route === null) return refuse('give { method?, path? }');
    if (route.method !== undefined && !(typeof route.method === 'string' && HTTP_METHODS.has(route.method))) refuse('the method must be GET, POST, PUT, PATCH or DELETE');
    if (route.path === undefined) continue;
    const path = route.path;
    if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return refuse('the path must start with a single /');
    if (/[?#@\\]/.test(path)) refuse('the path may not hold ?, #, @ or \\');
    // Placeholders filled with a plain value: what is checked is the route's own text.
    const sample = path.replace(/\{[^}]*\}/g, 'x');
    if (!withinBase(joinUrl(baseUrl, sample), baseUrl, pageUrl)) refuse('it leads off the base URL');
  }
}
