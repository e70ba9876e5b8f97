/**
 * The routes the server answers: the kit's route table (src/api/operations), each with the
 * upstream request it becomes (upstream.config.ts). Nothing here repeats the table: an operation
 * added to the kit is served once it has a line in access.ts.
 */
import { operationNames, operations, type OperationDef, type OperationName } from '../../src/api/operations.js';
import { upstreamRoutes, type UpstreamRoute } from './upstream.config.js';

export interface ServedRoute {
  operation: OperationName;
  /** Method and path template the kit calls (the README's route table). */
  method: string;
  path: string;
  /** What the service is called with. */
  upstream: Required<UpstreamRoute>;
  multipart: boolean;
  sca: boolean;
}

export interface RouteMatch {
  route: ServedRoute;
  params: Record<string, string>;
}

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** The served table, with the configured upstream overrides applied. */
export function servedRoutes(overrides: Partial<Record<OperationName, UpstreamRoute>> = upstreamRoutes): ServedRoute[] {
  return operationNames.map((operation) => {
    const def: OperationDef = operations[operation];
    const override = overrides[operation] ?? {};
    return {
      operation,
      method: def.method,
      path: def.path,
      upstream: { method: override.method ?? def.method, path: override.path ?? def.path },
      multipart: def.bodyType === 'multipart',
      sca: def.sca,
    };
  });
}

/** A matcher over the served table: the route at a method and path (relative to the base path), with its decoded parameters. */
export function routeMatcher(routes: readonly ServedRoute[]): (method: string, path: string) => RouteMatch | undefined {
  const compiled = routes.map((route) => {
    const parts = route.path.split(/\{(\w+)\}/); // literal text and parameter names, alternately
    const keys = parts.filter((_, i) => i % 2 === 1);
    const pattern = new RegExp(`^${parts.map((part, i) => (i % 2 === 1 ? '([^/]+)' : escape(part))).join('')}/?$`);
    return { route, keys, pattern };
  });
  return (method, path) => {
    for (const { route, keys, pattern } of compiled) {
      if (route.method !== method) continue;
      const match = pattern.exec(path);
      if (!match) continue;
      try {
        return { route, params: Object.fromEntries(keys.map((key, i) => [key, decodeURIComponent(match[i + 1]!)])) };
      } catch {
        return undefined; // malformed percent-encoding
      }
    }
    return undefined;
  };
}

/** A path template filled with (encoded) parameters. */
export const fillPath = (template: string, params: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
