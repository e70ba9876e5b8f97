/**
 * One asynchronous job of a host, run again on demand, with its status and its outcome: what
 * `@lit/task`'s `Task` holds, with only what the kit's two users run (the operation controller's
 * lanes, run on demand; the keyed load, run before an update whose arguments changed). Same
 * statuses, same `initialState`, same order of updates: the host is asked to update as a run
 * starts and as it ends; a run started while another is pending aborts that one, whose outcome is
 * then never stored. Not here: `taskComplete`, `render`, `onComplete`/`onError`, an initial value,
 * running after an update: no kit element uses them, and every page carries this (`core`).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { TaskStatus, initialState } from '@lit/task';

export { TaskStatus, initialState };

type Status = (typeof TaskStatus)[keyof typeof TaskStatus];
type Run<A extends readonly unknown[], R> = (args: A, options: { signal: AbortSignal }) => Promise<R | typeof initialState>;

/** A task run on demand, or (with `args` and `argsEqual`) before each update of its host whose arguments differ from the last run's. */
type TaskOptions<A extends readonly unknown[], R> = { task: Run<A, R> } & ({ args: () => A; argsEqual: (last: A, next: A) => boolean } | { args?: undefined; argsEqual?: undefined });

export class Task<A extends readonly unknown[], R = unknown> implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #options: TaskOptions<A, R>;
  #status: Status = TaskStatus.INITIAL;
  #value?: R;
  #error?: unknown;
  #last?: A;
  #runs = 0;
  #abort?: AbortController;

  constructor(host: ReactiveControllerHost, options: TaskOptions<A, R>) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  get status(): Status {
    return this.#status;
  }

  /** What the latest completed run resolved with (undefined after a failed one). */
  get value(): R | undefined {
    return this.#value;
  }

  /** What the latest failed run threw (undefined after a completed one). */
  get error(): unknown {
    return this.#error;
  }

  hostUpdate(): void {
    const { args, argsEqual } = this.#options;
    if (!args) return;
    const next = args();
    const last = this.#last;
    if (last === undefined || !argsEqual(last, next)) void this.run(next);
  }

  /** Runs the task with `args` (by default the `args` option's); a pending run is aborted and its outcome dropped. */
  async run(args?: A): Promise<void> {
    // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a task run on demand without `args` is given none, as `@lit/task` gives it
    const given = (args ?? this.#options.args?.()) as A;
    this.#last = given;
    if (this.#status === TaskStatus.PENDING) this.#abort?.abort();
    this.#status = TaskStatus.PENDING;
    this.#host.requestUpdate();
    const run = ++this.#runs;
    const abort = (this.#abort = new AbortController());
    let result: R | typeof initialState | undefined;
    let error: unknown;
    let failed = false;
    try {
      result = await this.#options.task(given, { signal: abort.signal });
    } catch (thrown) {
      failed = true;
      error = thrown;
    }
    if (run !== this.#runs) return;
    if (result === initialState) this.#status = TaskStatus.INITIAL;
    else {
      this.#status = failed ? TaskStatus.ERROR : TaskStatus.COMPLETE;
      this.#value = result;
      this.#error = error;
    }
    this.#host.requestUpdate();
  }

  /** Aborts the pending run, if any, with `reason`. */
  abort(reason?: unknown): void {
    if (this.#status === TaskStatus.PENDING) this.#abort?.abort(reason);
  }
}
