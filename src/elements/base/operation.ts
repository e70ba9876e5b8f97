/**
 * Runs one operation for an element: the cancelable `svc-submit`, the request through the
 * configured adapter (aborted when the element goes away or a newer run starts), SCA updates as
 * `svc-sca`, then `svc-success` or `svc-error`. Built on @lit/task so stale results are dropped.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { Task, TaskStatus } from '@lit/task';
import type { OperationInput, OperationName, OperationResult } from '../../api/operations.js';
import { ServiceError } from '../../api/errors.js';
import type { ScaUpdate } from '../../client/sca.js';
import { SvcErrorEvent, SvcScaEvent, SvcSubmitEvent, SvcSuccessEvent } from './events.js';
import type { SvcElement } from './svc-element.js';

type Host = ReactiveControllerHost & SvcElement;

export interface RunOptions {
  /** The body reported in `svc-submit` (defaults to the input's body). */
  eventBody?: unknown;
  /** Skip `svc-submit` (loads that no person started, such as a list's first page). */
  silent?: boolean;
}

export class OperationController<N extends OperationName> implements ReactiveController {
  /** The SCA state of the run in flight, if it needs one. */
  sca?: ScaUpdate;
  /** Counts runs, so that only the latest one reports. */
  private runs = 0;
  /** The last run ended because it was aborted. */
  private stopped = false;
  private readonly task: Task<[OperationInput<N>, RunOptions], OperationResult<N>>;

  constructor(
    private readonly host: Host,
    readonly operation: N,
  ) {
    host.addController(this);
    this.task = new Task(host, {
      autoRun: false,
      task: async ([input], { signal }) => this.request(input, signal),
    });
  }

  get status(): 'idle' | 'pending' | 'success' | 'error' {
    switch (this.task.status) {
      case TaskStatus.PENDING:
        return 'pending';
      case TaskStatus.COMPLETE:
        return 'success';
      case TaskStatus.ERROR:
        return 'error';
      default:
        return 'idle';
    }
  }

  get pending(): boolean {
    return this.task.status === TaskStatus.PENDING;
  }

  get result(): OperationResult<N> | undefined {
    return this.task.status === TaskStatus.COMPLETE ? this.task.value : undefined;
  }

  get error(): ServiceError | undefined {
    return this.task.status === TaskStatus.ERROR ? (this.task.error as ServiceError) : undefined;
  }

  /**
   * Runs the operation; resolves with the result, or undefined when it was cancelled by a
   * `svc-submit` listener, superseded or failed (the failure is in `error` and in `svc-error`).
   */
  async run(input: OperationInput<N>, options: RunOptions = {}): Promise<OperationResult<N> | undefined> {
    if (!options.silent) {
      const proceed = this.host.dispatchEvent(new SvcSubmitEvent({ operation: this.operation, body: options.eventBody ?? input.body }));
      if (!proceed) return undefined;
    }
    this.sca = undefined;
    const ticket = ++this.runs;
    await this.task.run([input, options]);
    // A run that was superseded or stopped (element removed, cancelled) reports nothing.
    if (ticket !== this.runs || this.stopped) return undefined;
    // Reported once the controller's state is final, so a listener sees the element as it now is.
    if (this.task.status === TaskStatus.COMPLETE) {
      this.host.dispatchEvent(new SvcSuccessEvent({ operation: this.operation, result: this.task.value }));
      return this.task.value;
    }
    if (this.task.status === TaskStatus.ERROR) this.host.dispatchEvent(new SvcErrorEvent({ operation: this.operation, error: this.task.error as ServiceError }));
    return undefined;
  }

  /** Stops the run in flight, if any. */
  abort(): void {
    if (this.task.status === TaskStatus.PENDING) this.task.abort();
  }

  hostDisconnected(): void {
    this.abort();
  }

  private async request(input: OperationInput<N>, signal: AbortSignal): Promise<OperationResult<N>> {
    const adapter = this.host.config?.adapter;
    try {
      if (!adapter) throw new ServiceError({ kind: 'config', code: 'NO_CONFIGURATION', operation: this.operation });
      const result = await adapter.request(this.operation, input, {
        signal,
        onSca: (update) => {
          if (signal.aborted) return;
          this.sca = update;
          this.host.dispatchEvent(new SvcScaEvent({ operation: this.operation, state: update.state, scaId: update.scaId }));
          this.host.requestUpdate();
        },
      });
      return result;
    } catch (caught) {
      throw caught instanceof ServiceError ? caught : new ServiceError({ kind: 'http', code: 'HTTP_ERROR', operation: this.operation, cause: caught });
    } finally {
      this.stopped = signal.aborted;
    }
  }
}
