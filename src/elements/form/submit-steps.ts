/**
 * A form's submit once its values passed and its submit handling is here: the failure's placing,
 * the SCA step and the success panel, what is said while the request goes, and what is done with
 * what came back (the success, a failure on its fields or above the form, an approval to give, a
 * cancel). Only a submit reaches it, so it comes with the submit handling, on demand.
 */
import type { ReactiveControllerHost } from 'lit';
import type { FieldIssue, ServiceError } from '../../api/errors.js';
import type { OperationDefinition, OperationName } from '../../api/operations.js';
import type { OperationController, RunOutcome } from '../base/operation.js';
import type { SuccessResult } from '../base/events.js';
import { loadScaPanel } from '../base/sca-panel.js';
import { FormFailure, type FailureOptions } from './form-failure.js';
import { FormScaStep } from './form-sca.js';
import { SuccessPanelController } from './success-panel.js';

/** What the submit's steps need of their form. */
export interface SubmitHooks<N extends OperationName> extends FailureOptions {
  ops: OperationController;
  /** The name of the operation a submit runs now (its state is read by name). */
  operation(): N;
  /** Says a text in the form's live region (empty: nothing). */
  say(text: string): void;
  /** The text of the success the panel shows. */
  successText(): string;
  /** A success came: the form keeps its result and says nothing more (the panel says it). */
  succeeded(result: SuccessResult<N>): void;
  /** The service's issues, placed on the fields that show them. */
  onFields(issues: FieldIssue[]): void;
  focusFirstInvalid(): void;
}

export class SubmitSteps<N extends OperationName> {
  /** How a failure shows, on its fields or above the form. */
  readonly failure: FormFailure;
  /** The SCA panel inline, with what its Cancel does. */
  readonly sca: FormScaStep<N>;
  /** The success panel: its focus, or the live region. */
  readonly successPanel: SuccessPanelController;

  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #hooks: SubmitHooks<N>;

  constructor(host: ReactiveControllerHost & HTMLElement, hooks: SubmitHooks<N>) {
    this.#host = host;
    this.#hooks = hooks;
    this.failure = new FormFailure(host, hooks);
    this.sca = new FormScaStep(host, { ...hooks, cancelled: () => hooks.say(hooks.messages().common.cancelled) });
    this.successPanel = new SuccessPanelController(host, () => hooks.say(hooks.successText()));
  }

  /** The request is about to be sent. */
  sending(definition: OperationDefinition<N>): void {
    this.#hooks.say(this.#hooks.messages().common.sending);
    this.sca.cancelled = false;
    if (definition.sca) void loadScaPanel();
  }

  /** What came back: the result of a success, else undefined. */
  async settle(outcome: RunOutcome<N, SuccessResult<N>>): Promise<SuccessResult<N> | undefined> {
    const { sca } = this;
    const hooks = this.#hooks;
    switch (outcome.status) {
      case 'success':
        // The panel says it by taking the focus (or, failing that, through the live region).
        hooks.succeeded(outcome.value);
        this.successPanel.arrived();
        return outcome.value;
      case 'error':
        this.#showFailure(outcome.error);
        return undefined;
      case 'sca-required':
        // The panel asks the person to approve on their device, then to press Continue: focus goes there.
        hooks.say('');
        await sca.focusPanel();
        return undefined;
      default:
        // Cancelled by a listener, or stopped on purpose (Cancel in the SCA panel): not a failure.
        // The Cancel button went with the panel, so focus goes back to the submit button.
        hooks.say(sca.cancelled ? hooks.messages().common.cancelled : '');
        await this.#host.updateComplete;
        if (sca.cancelled) sca.focusSubmit();
        return undefined;
    }
  }

  #showFailure(error: ServiceError): void {
    // An expired SCA: its panel stays, expired, with Try again, and takes the focus; nothing above the form.
    const expired = error.code === 'SCA_EXPIRED';
    // Otherwise what no field can show goes above the form.
    const own = this.failure.place(error, expired);
    this.#hooks.onFields(own);
    if (expired) return void this.sca.focusPanel();
    this.#hooks.say(own.length > 0 && !this.failure.error ? own[0].message : '');
    void this.#host.updateComplete.then(() => (own.length > 0 ? this.#hooks.focusFirstInvalid() : undefined));
  }
}
