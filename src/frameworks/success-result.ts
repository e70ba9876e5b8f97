import type { OperationName } from '../api/operations.js';
import type { SuccessResult, SvcSuccessDetail } from '../elements/base/events.js';

/**
 * The result of an `svc-success` typed by its operation, or undefined when the event is another
 * operation's (an element may send several: a form's load, its verification steps). For any
 * framework, and plain pages: `successResult(event.detail, 'createConsumer')?.id`. The detail is
 * itself a union discriminated by `operation`: `if (detail.operation === 'createConsumer')` narrows
 * it just as well.
 */
export function successResult<N extends OperationName>(detail: SvcSuccessDetail, operation: N): SuccessResult<N> | undefined {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the detail is a union by operation, and a comparison with a generic N narrows no union: equal names mean that operation's result
  return detail.operation === operation ? (detail.result as SuccessResult<N>) : undefined;
}
