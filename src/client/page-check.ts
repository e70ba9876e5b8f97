/**
 * A page of a list operation holds at most the rows asked for: a backend that sends more (280 rows
 * for a page of 100) is answering with the wrong shape, and would let a list grow without bound.
 */
import { LIMITS } from '../api/limits.js';
import { serviceError } from '../i18n/service-errors.js';
import { isRecord } from '../api/guards.js';

/**
 * Throws a `shape` ServiceError when `result` is a page (`content` and `totalElements`) with more
 * rows than the `pageSize` asked for (the service's largest when none was) or than it says it has.
 */
export function checkPageRows(operation: string, input: unknown, result: unknown): void {
  if (!isRecord(result)) return;
  const { content, pageSize: said } = result;
  if (!Array.isArray(content)) return;
  const query = isRecord(input) ? input.query : undefined;
  const asked = isRecord(query) ? query.pageSize : undefined;
  let most = typeof asked === 'number' ? asked : LIMITS.pageSize.max;
  if (typeof said === 'number' && said >= 0) most = Math.min(most, said);
  if (content.length > most) throw serviceError({ kind: 'shape', code: 'UNEXPECTED_RESPONSE', operation });
}
