/**
 * The upstream mapping: how each operation of the kit's route table reaches the service.
 *
 * The spec names operations but gives no paths or methods, so by default every operation is
 * forwarded with the kit's own method and path (the README's route table) to `SERVICE_URL`.
 * When the service's real routes differ, say so here, one line per operation, for example:
 *
 *   getCardPin: { method: 'GET', path: '/v1/cards/{cardId}/pin' },
 *
 * Path parameters keep their names (`{cardId}`); query strings and bodies pass as received.
 */
import type { OperationName } from 'svc-elements/operations';

export interface UpstreamRoute {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path?: string;
}

export const upstreamRoutes: Partial<Record<OperationName, UpstreamRoute>> = {};
