/**
 * How a form shows a refused or failed submit: the service's issues placed on the fields that show
 * them (in the element's language), the rest above the form with a retry where one may pass, and
 * the issues on values no field shows said in words (fetched with the first such refusal).
 */
import { html, nothing, type ReactiveControllerHost } from 'lit';
import type { FieldIssue, ServiceError } from '../../api/errors.js';
import type { Catalog } from '../../i18n/catalog.js';
import { loadOnce } from '../base/load-once.js';

type UnplacedModule = typeof import('./unplaced.js');
/** The words for a refusal of values the form does not show: a page's mistake, rare, so fetched with the first one. */
const loadUnplaced = loadOnce(() => import('./unplaced.js'), 'the words for refused values the form does not show');
let unplacedModule: UnplacedModule | undefined;

/** What the failure needs of its form. */
export interface FailureOptions {
  /** Whether a field on screen shows the value at `path`. */
  shows(path: string): boolean;
  /** The catalog's text in the element's locale for an English text of one of its codes. */
  inLocale(text: string): string;
  errorText(error: ServiceError): string;
  messages(): Catalog;
  locale(): string;
  /** Sends (again): the retry button. */
  submit(): void;
}

interface Unplaced {
  error: ServiceError;
  issues: FieldIssue[];
  /** Its words are here (or known to be out of reach). */
  ready?: boolean;
}

export class FormFailure {
  /** A failure that belongs to no field, shown above the form. */
  #shown?: ServiceError;
  /** The issues of `shown` that no field shows (said in words above the form, with their paths in the console). */
  #unplaced?: Unplaced;

  readonly #element: ReactiveControllerHost & HTMLElement;
  readonly #host: FailureOptions;

  constructor(
    element: ReactiveControllerHost & HTMLElement,
    host: FailureOptions,
  ) {
    this.#element = element;
    this.#host = host;
  }

  get error(): ServiceError | undefined {
    return this.#shown;
  }
  set error(error: ServiceError | undefined) {
    this.#shown = error;
    this.#element.requestUpdate();
  }

  /**
   * Places a failure: returns the issues the fields show (in the element's language); what no field
   * shows goes above the form, said once its words are here. `onFieldsOnly`: nothing above the form
   * (another part says the failure, as the SCA panel says an expired approval).
   */
  place(error: ServiceError, onFieldsOnly = false): FieldIssue[] {
    const own = error.issues.filter((issue) => this.#host.shows(issue.path)).map((issue) => ({ ...issue, message: this.#host.inLocale(issue.message) }));
    if (onFieldsOnly) {
      this.error = undefined;
      return own;
    }
    this.error = own.length === error.issues.length && own.length > 0 ? undefined : error;
    const unplaced = error.issues.filter((issue) => !own.some((placed) => placed.path === issue.path));
    const shown: Unplaced | undefined = unplaced.length > 0 ? { error, issues: unplaced } : undefined;
    this.#unplaced = shown;
    // Said once its words are here (or known to be out of reach: then as the error alone), never first as a bare refusal.
    if (shown) {
      void loadUnplaced().then((module) => {
        unplacedModule ??= module;
        module?.reportUnplaced(this.#element.localName, error, unplaced);
        shown.ready = true;
        if (this.#unplaced === shown) this.#element.requestUpdate();
      });
    }
    return own;
  }

  render() {
    const error = this.#shown;
    if (!error) return nothing;
    const unplaced = this.#unplaced?.error === error ? this.#unplaced : undefined;
    if (unplaced && !unplaced.ready) return nothing;
    const messages = this.#host.messages();
    return html`<div class="message error" part="error" role="alert">
      <span
        >${unplaced && unplacedModule
          ? unplacedModule.unplacedText(error, unplaced.issues, this.#host.errorText(error), messages, this.#host.locale())
          : this.#host.errorText(error)}</span
      >
      ${error.retryable
        ? html` <button type="button" class="secondary" part="retry-button" @click=${() => this.#host.submit()}>${messages.common.retry}</button>`
        : nothing}
    </div>`;
  }
}
