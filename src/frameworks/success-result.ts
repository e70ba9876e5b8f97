import type { OperationName, OperationResult } from '../api/operations.js';
import type { SvcSuccessDetail } from '../elements/base/events.js';

/**
 * The result of an `svc-success` typed by its operation, or undefined when the event is another
 * operation's (an element may send several: a form's load, its verification steps). For any
 * framework, and plain pages: `successResult(event.detail, 'createConsumer')?.id`.
 */
export function successResult<N extends OperationName>(detail: SvcSuccessDetail, operation: N): OperationResult<N> | undefined {
  return detail.operation === operation ? (detail.result as OperationResult<N>) : undefined;
}
