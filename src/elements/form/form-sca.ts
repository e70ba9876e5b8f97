/**
 * A form's SCA step: the `<svc-sca-pending>` panel inline while an approval is awaited (waiting,
 * expired with Try again, or asked for with Continue), and what Cancel does. Focus goes into the
 * panel when it asks something of the person, and back to the submit button when they cancel.
 */
import { html, nothing, type ReactiveControllerHost } from 'lit';
import type { OperationName } from '../../api/operations.js';
import type { OperationController } from '../base/operation.js';
import { loadScaPanel } from '../base/sca-panel.js';

export interface ScaStepOptions<N extends OperationName> {
  ops: OperationController;
  /** The name of the operation a submit runs now (its state is read by name). */
  operation: () => N;
  locale: () => string;
  /** Sends (again): Try again and Continue. */
  submit: () => void;
  /** Says that the person cancelled. */
  cancelled: () => void;
}

export class FormScaStep<N extends OperationName> {
  /** The person pressed Cancel while the SCA was pending (the submit under way ends as cancelled). */
  cancelled = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly options: ScaStepOptions<N>,
  ) {}

  /** The service asked for an approval and the panel waits for the person's Continue (or Cancel). */
  get approvalWaits(): boolean {
    return this.options.ops.state(this.options.operation()).status === 'sca-required';
  }

  /**
   * The SCA panel is shown: while waiting, after an expiry (it then offers Try again), and while an
   * approval the service asked for without naming it is awaited (it then offers Continue).
   */
  get shown(): boolean {
    const run = this.options.ops.state(this.options.operation());
    return !!run.sca && (run.pending || run.status === 'sca-required' || run.error?.code === 'SCA_EXPIRED');
  }

  /** Focus into the panel, once it is rendered and defined. */
  async focusPanel(): Promise<void> {
    await loadScaPanel();
    await this.host.updateComplete;
    this.panel()?.focus();
  }

  /** The panel, when it is on screen. */
  panel(): HTMLElement | null | undefined {
    return this.host.shadowRoot?.querySelector<HTMLElement>('svc-sca-pending');
  }

  /** Focus back on the submit button (the Cancel button went with the panel). */
  focusSubmit(): void {
    this.host.shadowRoot?.querySelector<HTMLElement>('[part~="submit-button"]')?.focus();
  }

  render() {
    if (!this.shown) return nothing;
    const { ops } = this.options;
    const operation = this.options.operation();
    return html`<svc-sca-pending
      embedded
      part="sca"
      .scaUpdate=${ops.state(operation).sca}
      locale=${this.options.locale()}
      @svc-sca-cancel=${() => {
        this.cancelled = true;
        if (ops.state(operation).status === 'sca-required') void this.cancelApproval(operation);
        else ops.abort(operation);
      }}
      @svc-sca-retry=${() => this.options.submit()}
      @svc-sca-continue=${() => this.options.submit()}
    ></svc-sca-pending>`;
  }

  /** Cancel on an approval asked for: not a failure; focus goes back to the submit button. */
  private async cancelApproval(operation: N): Promise<void> {
    this.options.ops.dismiss(operation);
    this.options.cancelled();
    await this.host.updateComplete;
    this.focusSubmit();
  }
}
