/**
 * Routing, derived from the operations table: the sandbox answers exactly the routes the client
 * builds, and an operation added to the table is routed without touching this file.
 */
import { operationNames, operations, type OperationName } from '../api/operations.js';
import { decide } from './decisions.js';

interface CompiledRoute {
  operation: OperationName;
  method: string;
  pattern: RegExp;
  keys: string[];
}

export interface RouteMatch {
  operation: OperationName;
  params: Record<string, string>;
}

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

function compile(operation: OperationName): CompiledRoute {
  const { method, path } = operations[operation];
  // split() with a capture group alternates literal text and parameter names.
  const parts = path.split(/\{(\w+)\}/);
  const keys = parts.filter((_, i) => i % 2 === 1);
  const source = parts.map((part, i) => (i % 2 === 1 ? '([^/]+)' : escape(part))).join('');
  return decide('route-table', { operation, method, pattern: new RegExp(`^${source}/?$`), keys });
}

// Compiled on first use so that importing the sandbox does no work.
let routes: CompiledRoute[] | undefined;

/** The operation at this method and path, with its (decoded) path parameters. */
export function matchRoute(method: string, pathname: string): RouteMatch | undefined {
  routes ??= operationNames.map(compile);
  for (const route of routes) {
    if (route.method !== method.toUpperCase()) continue;
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    try {
      const params = Object.fromEntries(route.keys.map((key, i) => [key, decodeURIComponent(match[i + 1] ?? '')]));
      return { operation: route.operation, params };
    } catch {
      return undefined; // malformed percent-encoding: no such resource
    }
  }
  return undefined;
}
