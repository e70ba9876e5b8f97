/**
 * The one request path of every kit element. An element holds one `OperationController`; each
 * `run()` sends the cancelable `svc-submit`, runs the request through the configured adapter
 * (aborted when the element goes away or a newer run of the same key starts), reports SCA updates
 * as `svc-sca`, then `svc-success` or `svc-error`. Runs are keyed: a newer run supersedes an older
 * one of its key only, so the PIN and the PAN of one card can be fetched side by side.
 *
 * Each key runs on its own `Task` (`base/task.ts`), and each run carries its own ticket: a run that was
 * superseded or aborted reports nothing, whatever happens to the runs after it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { Task, TaskStatus } from '@lit/task';
import type { OperationInput, OperationName, OperationRef, OperationResult } from '../../api/operations.js';
import { ServiceError, isServiceError } from '../../api/errors.js';
import { isRecord } from '../../api/guards.js';
import type { FetchAdapter } from '../../client/adapter.js';
import { operationName } from '../../client/operation-ref.js';
import { checkAdapterAnswer } from '../../client/adapter-contract.js';
import { checkPageRows } from '../../client/page-check.js';
import type { ScaUpdate } from '../../client/sca.js';
import type { ScaStrategyValue } from '../../api/enums.js';
import { SvcErrorEvent, SvcScaEvent, SvcSessionExpiredEvent, SvcSubmitEvent, SvcSuccessEvent, type SvcSuccessDetail } from './events.js';
import { serviceError, asServiceError } from '../../i18n/service-errors.js';
import { abortError } from '../../client/abort-error.js';
import { loadSession, sessionKey, sessionModule } from './session-link.js';

/** What the controller needs of its element. */
export interface OperationHost extends ReactiveControllerHost, EventTarget {
  readonly config?: { adapter?: FetchAdapter; scaStrategy?: ScaStrategyValue };
}

export interface RunOptions<N extends OperationName = OperationName, V = OperationResult<N>> {
  /** Runs of one key supersede each other; other keys run side by side. Default: the operation's name. */
  key?: string;
  /** No `svc-submit` (loads nobody started, such as a list's first page). */
  silent?: boolean;
  /** The body reported in `svc-submit` (default: the input's body). */
  eventBody?: unknown;
  /**
   * For a result that carries a secret (a PIN, card credentials): receives the result first and
   * returns what the run keeps as its value and reports in `svc-success` instead, so that the
   * secret reaches neither an event nor the controller's state.
   */
  redact?: (result: OperationResult<N>) => V;
  /** Stops this run (as `abort(key)` would) when it aborts: a keyed load superseded or removed. */
  signal?: AbortSignal;
}

export type RunOutcome<N extends OperationName, V = OperationResult<N>> =
  | { status: 'success'; value: V }
  | { status: 'error'; error: ServiceError }
  /** A `svc-submit` listener called `preventDefault()`: nothing was sent. */
  | { status: 'cancelled' }
  /** Superseded by a newer run of its key, aborted, or its element went away: it reports nothing. */
  | { status: 'stale' }
  /**
   * The service asks for an SCA without naming it (a plain 409 `SCA_REQUIRED`, as the spec has
   * it): the person approves on their device, then the element sends the same request again,
   * once per press of Continue. Reported as `svc-sca` `required`, not as a failure.
   */
  | { status: 'sca-required'; error: ServiceError };

export interface RunState<N extends OperationName = OperationName> {
  status: 'idle' | 'pending' | 'success' | 'error' | 'sca-required';
  pending: boolean;
  /** The result (what `redact` returned, for a run given one). */
  value?: OperationResult<N>;
  error?: ServiceError;
  /** The SCA state of the latest run while it waits, and after its SCA failed or ran out. */
  sca?: ScaUpdate;
}

/** Nothing under way, nothing to say. */
function idle<N extends OperationName>(): RunState<N> {
  return { status: 'idle', pending: false };
}

type Work = (signal: AbortSignal) => Promise<unknown>;

/**
 * What a key's latest run is, beyond its task's own status: one state, where there were flags.
 * `asked`: an earlier run of the key asked for an approval, so this run's answer ends that SCA
 * (reported `approved` or `failed`).
 */
type LaneState =
  /** Its task's status is the key's state; `sca` the run's SCA state while it waits, and after its SCA failed or ran out. */
  | { kind: 'run'; sca?: ScaUpdate; asked: boolean }
  /** Sent again after Continue: reads as waiting for the approval (the panel stays, `kept`) until its answer is read. */
  | { kind: 'resend'; sca?: ScaUpdate; kept: ScaUpdate }
  /** Ended asking for an SCA it could not wait for: approve on the device, then send again. */
  | { kind: 'approval'; sca: ScaUpdate }
  /** Stopped while in flight: the key is idle at once, whatever the run does next. */
  | { kind: 'stopped'; asked: boolean };

/** One key: its task, the ticket of its latest run, and that run's state. */
interface Lane {
  task: Task<[Work], unknown>;
  ticket: object;
  state: LaneState;
}

/** Whether an approval was asked for and its answer is still to come. */
function asked(state: LaneState): boolean {
  return state.kind === 'approval' || state.kind === 'resend' || state.asked;
}

/** The SCA state the key shows, if any. */
function scaOf(state: LaneState): ScaUpdate | undefined {
  return state.kind === 'stopped' ? undefined : state.sca;
}

export class OperationController implements ReactiveController {
  readonly #lanes = new Map<string, Lane>();
  readonly #host: OperationHost;

  constructor(host: OperationHost) {
    this.#host = host;
    host.addController(this);
  }

  /**
   * Runs an operation, given by its definition (elements do: their entry then carries only the
   * operations they call) or its name. Resolves with what became of it; a success is also reported as
   * `svc-success` and a failure as `svc-error`, once the key's state is final.
   */
  async run<N extends OperationName, V = OperationResult<N>>(
    operation: OperationRef<N>,
    input: OperationInput<N>,
    options: RunOptions<N, V> = {},
  ): Promise<RunOutcome<N, V>> {
    const name = operationName(operation);
    if (!options.silent) {
      const body = options.eventBody ?? (isRecord(input) ? input.body : undefined);
      if (!this.#host.dispatchEvent(new SvcSubmitEvent({ operation: name, body }))) return { status: 'cancelled' };
    }
    const stopper = options.signal;
    if (stopper?.aborted) return { status: 'stale' };
    // A write handed back after a sign-in is being sent again: the element stops saying so.
    const adapter = this.#host.config?.adapter;
    if (adapter && !options.silent) sessionModule()?.sessionOf(sessionKey(adapter)).started(this.#host);
    const lane = this.#lane(options.key ?? name);
    const ticket = {};
    lane.ticket = ticket;
    // Sent again after an approval was asked for (Continue): the panel stays while the answer comes.
    const before = lane.state;
    const kept = before.kind === 'approval' || before.kind === 'resend' ? before.sca : undefined;
    lane.state = kept ? { kind: 'resend', sca: kept, kept } : { kind: 'run', asked: asked(before) };
    const current = () => lane.ticket === ticket;
    const onSca = (update: ScaUpdate) => {
      if (!current() || lane.state.kind === 'stopped') return;
      lane.state.sca = update;
      this.#host.dispatchEvent(new SvcScaEvent({ operation: name, state: update.state, scaId: update.scaId }));
      this.#host.requestUpdate();
    };
    const { redact } = options;
    const stop = () => current() && this.abort(options.key ?? name);
    stopper?.addEventListener('abort', stop, { once: true });
    await lane.task.run([(signal) => this.#request(operation, input, signal, onSca).then((result) => (redact ? redact(result) : result))]);
    stopper?.removeEventListener('abort', stop);
    if (!current()) return { status: 'stale' };
    // The answer is read: a key sent again after Continue is an ordinary run again.
    if (lane.state.kind === 'resend') lane.state = { kind: 'run', sca: lane.state.sca, asked: true };
    const state = this.state<N>(options.key ?? name);
    const { error } = state;
    // Only an operation that takes SCA can be approved and sent again; on any other a 409
    // SCA_REQUIRED is a failure like any other, said as such (no element shows a panel for it).
    if (state.status === 'error' && error?.code === 'SCA_REQUIRED' && (!state.sca || state.sca === kept) && takesSca(operation)) {
      const strategy = this.#host.config?.scaStrategy ?? 'PUSH_NOTIFICATION';
      lane.state = { kind: 'approval', sca: { operation: name, strategy, state: 'required', error, ...(kept ? { notApprovedYet: true } : {}) } };
      this.#host.dispatchEvent(new SvcScaEvent({ operation: name, state: 'required' }));
      this.#host.requestUpdate();
      return { status: 'sca-required', error };
    }
    if (lane.state.kind === 'run' && lane.state.asked && (state.status === 'success' || state.status === 'error')) {
      // The request sent again after an approval was asked for: its answer ends that SCA.
      lane.state.asked = false;
      this.#host.dispatchEvent(new SvcScaEvent({ operation: name, state: state.status === 'success' ? 'approved' : 'failed' }));
    }
    if (state.status === 'success') {
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- `name` is the generic N, which the distributive detail union cannot be shown to match.
      this.#host.dispatchEvent(new SvcSuccessEvent({ operation: name, result: state.value } as SvcSuccessDetail));
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the lane's task holds what this run's work returned: `redact`'s V, or the result itself when V is left at its default.
      return { status: 'success', value: state.value as V };
    }
    if (state.status === 'error' && error) {
      this.#host.dispatchEvent(new SvcErrorEvent({ operation: name, error }));
      return { status: 'error', error };
    }
    return { status: 'stale' };
  }

  /** The state of one key (by default an operation's key is its name). */
  state<N extends OperationName>(key: OperationRef<N> | string): RunState<N> {
    const lane = this.#lanes.get(typeof key === 'string' ? key : key.name);
    if (!lane || lane.state.kind === 'stopped') return idle();
    const { task } = lane;
    const sca = scaOf(lane.state);
    switch (task.status) {
      case TaskStatus.PENDING:
        return { status: 'pending', pending: true, sca };
      case TaskStatus.COMPLETE:
        // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- one task per key serves any operation; the key's runs are all of the operation N asked about.
        return { status: 'success', pending: false, value: task.value as OperationResult<N> };
      case TaskStatus.ERROR: {
        // Every failure of a run is made a ServiceError by `request`.
        const error = isServiceError(task.error) ? task.error : undefined;
        // Stopped on purpose (abort, removal): nothing failed.
        if (!error || error.kind === 'abort') return idle();
        const awaiting = lane.state.kind === 'approval' || lane.state.kind === 'resend';
        return { status: awaiting ? 'sca-required' : 'error', pending: false, error, sca };
      }
      default:
        return idle();
    }
  }

  /**
   * Stops the run of one key, or every run. A stopped run reports nothing, and its key is idle at
   * once; an SCA it was waiting for is reported as `failed`, so that every SCA seen to start is
   * seen to end.
   */
  abort(key?: OperationRef<OperationName> | string): void {
    const lanes = key === undefined ? [...this.#lanes.values()] : [this.#lanes.get(typeof key === 'string' ? key : key.name)];
    let stopped = false;
    for (const lane of lanes) {
      if (!lane) continue;
      const inFlight = lane.task.status === TaskStatus.PENDING && lane.state.kind !== 'stopped';
      const sca = scaOf(lane.state);
      const waiting = inFlight && (sca?.state === 'pending' || sca?.state === 'required') ? sca : undefined;
      lane.ticket = {};
      if (inFlight) {
        lane.state = { kind: 'stopped', asked: asked(lane.state) };
        stopped = true;
      }
      lane.task.abort();
      if (waiting) this.#host.dispatchEvent(new SvcScaEvent({ operation: waiting.operation, state: 'failed', scaId: waiting.scaId }));
    }
    if (stopped) this.#host.requestUpdate();
  }

  /**
   * The person gave up an approval asked for (Cancel on a `sca-required` key): the key is idle
   * again and the SCA is reported as `failed`. Not a failure of the element.
   */
  dismiss(key: OperationRef<OperationName> | string): void {
    const lane = this.#lanes.get(typeof key === 'string' ? key : key.name);
    const awaiting = lane?.state.kind === 'approval' || lane?.state.kind === 'resend' ? lane.state.sca : undefined;
    if (!lane || !awaiting) return;
    lane.state = { kind: 'stopped', asked: false };
    lane.ticket = {};
    const { operation } = awaiting;
    this.#host.dispatchEvent(new SvcScaEvent({ operation, state: 'failed' }));
    this.#host.requestUpdate();
  }

  hostDisconnected(): void {
    this.abort();
  }

  #lane(key: string): Lane {
    let lane = this.#lanes.get(key);
    if (!lane) {
      lane = {
        ticket: {},
        state: { kind: 'run', asked: false },
        task: new Task<[Work], unknown>(this.#host, { autoRun: false, task: ([work], { signal }) => work(signal) }),
      };
      this.#lanes.set(key, lane);
    }
    return lane;
  }

  async #request<N extends OperationName>(
    operation: OperationRef<N>,
    input: OperationInput<N>,
    signal: AbortSignal,
    onSca: (update: ScaUpdate) => void,
  ): Promise<OperationResult<N>> {
    const name = operationName(operation);
    const definition = typeof operation === 'string' ? undefined : operation;
    // A session that ended and comes back (session.ts): a read held is sent again, a write is not.
    const read = definition?.method === 'GET' && !definition.sca;
    for (;;) {
      // Read each time: a provider given new credentials builds a new adapter.
      const adapter = this.#host.config?.adapter;
      try {
        if (!adapter) throw serviceError({ kind: 'config', code: 'NO_CONFIGURATION', operation: name });
        // The name first, as a partner's own adapter expects it; the definition rides in the options.
        const result = await adapter.request(name, input, { signal, onSca, definition });
        checkAdapterAnswer(name, definition, result);
        // Held here too, for an adapter of the partner's own.
        checkPageRows(name, input, result);
        sessionModule()?.sessionOf(sessionKey(adapter)).live();
        return result;
      } catch (caught) {
        const error = asServiceError(caught, name);
        if (!adapter || error.code !== 'SESSION_EXPIRED' || signal.aborted) throw error;
        const gate = (await loadSession())?.sessionOf(sessionKey(adapter));
        const fire = (resume: () => void) => !this.#host.dispatchEvent(new SvcSessionExpiredEvent({ operation: name, resume }));
        const resumed = signal.aborted ? undefined : gate?.expired(fire);
        if (!gate || !resumed) throw error;
        await gate.hold(this.#host, resumed, !read, signal).catch((reason: unknown) => {
          throw abortError(name, reason);
        });
        // A write is handed back to the person (the run ends as stopped: no failure, nothing re-sent).
        if (!read) throw abortError(name);
      }
    }
  }
}

/**
 * Whether an operation accepts the SCA headers. Elements pass definitions, which say so; a bare
 * name (partner code, tests) is taken to, so that an approval asked for is never shown as a failure.
 */
function takesSca(operation: OperationRef<OperationName>): boolean {
  return typeof operation === 'string' || operation.sca === true;
}
