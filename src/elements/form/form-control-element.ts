/**
 * A kit element that takes part in a host `<form>` as a platform form control: with a `name` its
 * value (JSON) goes into the form's `FormData`; `checkValidity()`, `reportValidity()`, `validity`
 * and `validationMessage` follow the element's own checks; `disabled`, or a disabled `<fieldset>`, disables it; a
 * form reset and the browser's state restore reach it; `focus()` lands on its first control.
 * A subclass says what its value, its first problem and its custom states are.
 */
import { LitElement } from 'lit';
import { property, state } from 'lit/decorators.js';
import { booleanAttribute } from '../base/boolean-attribute.js';
import { SvcElement } from '../base/svc-element.js';
import { ignoreWrong } from '../../client/adapter-contract.js';
import { FormAssociationController, type FormProblem, type FormState } from './form-association.js';
import { isFieldGroup } from './guards.js';

export abstract class FormControlElement extends SvcElement {
  static formAssociated = true;
  static override shadowRootOptions: ShadowRootInit = { ...LitElement.shadowRootOptions, delegatesFocus: true };

  /** Name under which the value (JSON) goes into a surrounding form's `FormData`. */
  @property({ reflect: true }) name?: string;

  /**
   * Disabled: its fields take no input, a submit sends nothing, and a host form leaves it out of its
   * `FormData` and its validation (as the platform does with a disabled `<input>`; `:disabled`
   * matches). A surrounding `<fieldset disabled>` does the same without the attribute.
   */
  @property({ type: Boolean, converter: booleanAttribute, reflect: true }) disabled = false;

  /** Disabled by the platform: the element's own `disabled` attribute or a surrounding `<fieldset disabled>`. */
  @state() protected formDisabled = false;

  /** Disabled by itself or by its fieldset (the property counts at once, before it is reflected). */
  protected get isDisabled(): boolean {
    return this.disabled || this.formDisabled;
  }

  readonly #association = new FormAssociationController(this, {
    value: () => this.formValue(),
    problem: () => this.formProblem(),
    states: () => this.formStates(),
  });

  /** A `checkValidity()` of the element itself is under way: its `invalid` shows nothing. */
  #quietCheck = false;

  constructor() {
    super();
    // A host form's submit or reportValidity() found this element invalid: show why, as a submit would.
    this.addEventListener('invalid', () => {
      if (!this.#quietCheck) this.showInvalid();
    });
  }

  /** What a host form submits under `name` (as JSON); undefined leaves the element out. */
  protected abstract formValue(): unknown;
  /** The first problem, and the control to point at; undefined when valid. */
  protected abstract formProblem(): FormProblem | undefined;
  /** Which custom states hold now. */
  protected abstract formStates(): Record<FormState, boolean>;
  /** Shows every issue, with focus on the first one. */
  protected abstract showInvalid(): void;
  /** Takes back the values the browser restores (back/forward, autofill). */
  protected abstract restoreValue(values: Record<string, unknown>): void;
  /** A host form's reset. */
  abstract formResetCallback(): void;

  get validity(): ValidityState {
    this.#association.sync();
    return this.#association.internals.validity;
  }

  get validationMessage(): string {
    this.#association.sync();
    return this.#association.internals.validationMessage;
  }

  get willValidate(): boolean {
    return this.#association.internals.willValidate;
  }

  /** True when the element is valid; otherwise fires `invalid` (and shows nothing). */
  checkValidity(): boolean {
    this.#association.sync();
    this.#quietCheck = true;
    try {
      return this.#association.internals.checkValidity();
    } finally {
      this.#quietCheck = false;
    }
  }

  /** Like `checkValidity()`, and shows every issue with focus on the first one. */
  reportValidity(): boolean {
    this.#association.sync();
    // The `invalid` listener shows the issues and moves focus.
    return this.#association.internals.checkValidity();
  }

  formDisabledCallback(disabled: boolean): void {
    this.formDisabled = disabled;
  }

  formStateRestoreCallback(saved: string | File | FormData | null): void {
    if (typeof saved !== 'string') return;
    try {
      const values: unknown = JSON.parse(saved);
      if (isFieldGroup(values)) this.restoreValue(values);
    } catch {
      // Not ours to restore.
    }
  }

  /**
   * Whether a partner's `value` is an object (or nothing). A JSON string or a list from a framework
   * binding is said in the console and ignored, so nothing typed is replaced by it. Every `value`
   * setter starts here.
   */
  protected valueGiven(values: unknown): values is Record<string, unknown> | null | undefined {
    return values == null || (typeof values === 'object' && !Array.isArray(values)) || ignoreWrong(`<${this.localName}>`, 'value', "an object of the form's fields", values);
  }
}
