/**
 * The routes the server answers: the kit's route table (src/api/operations), each with the
 * upstream request it becomes (upstream.config.ts). Nothing here repeats the table: an operation
 * added to the kit is served once it has a line in access.ts.
 */
import { operationNames, operations, type OperationDef, type OperationName } from 'svc-elements/operations';
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

/** A path template of the table (`/cards/{cardId}/pin`) as a Hono route path (`/cards/:cardId/pin`). */
export const honoPath = (template: string): string => template.replace(/\{(\w+)\}/g, ':$1');

/** A path template filled with (encoded) parameters. */
export const fillPath = (template: string, params: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
