/**
 * What <svc-beneficiary-form> says only once the person acts (`later.ts`, part `'later fields'`: a
 * person's or company's name, a UK or US account's fields, what exactly is wrong with an IBAN),
 * held apart from the element: fetched with the person's first move in the form (a focus or a
 * pointer over it), or at once when a UK or US account is to show; until it is here the name keeps
 * its general label and such an account's fields say they are loading, and a failed fetch is said
 * with Try again, which brings the focus to the first field once they show.
 */
import { html, type TemplateResult } from 'lit';
import { loadOnce } from '../base/load-once.js';
import { OnDemandModule, type OnDemandHost } from '../base/on-demand.js';
import type { FormModel } from '../form/form-model.js';

type LaterModule = typeof import('./later.js');
const loadLater = loadOnce(() => import('./later.js'), 'the later fields');

/** The words the waiting and the failure say (the form's own catalog, first paint). */
interface LaterFieldsTexts {
  loading: string;
  retry: string;
  kindFailed: string;
}

export class LaterFields {
  readonly #host: OnDemandHost & HTMLElement;
  readonly #locale: () => string;
  readonly #part: OnDemandModule<LaterModule>;

  /** `locale`: the element's locale in force, read at each fetch and draw. */
  constructor(host: OnDemandHost & HTMLElement, locale: () => string) {
    this.#host = host;
    this.#locale = locale;
    this.#part = new OnDemandModule<LaterModule>(host, 'later fields', () =>
      loadLater().then((module) => module && module.wordsReady(locale()).then(() => module)),
    );
    const reached = () => void this.#part.fetch();
    host.addEventListener('focusin', reached, { once: true });
    host.addEventListener('pointerover', reached, { once: true });
  }

  /** A UK or US account is to show (a `value` that holds one): fetched now (once; after a failure, by Try again). */
  showing(kind: string): void {
    const part = this.#part;
    if (kind !== 'IBAN' && !part.module && !part.pending && !part.failed) void part.fetch();
  }

  /** Whether the module is here. */
  get ready(): boolean {
    return !!this.#part.module;
  }

  /** The operation's IBAN rule with its refusals in words in the locale in force, once the module is here. */
  ibanRule() {
    return this.#part.module?.ibanRule(this.#locale(), this.#host);
  }

  /** The later words in the locale in force, once their module is here. */
  words() {
    return this.#part.module?.wordsIn(this.#locale(), this.#host);
  }

  /** A UK or US account's fields once their module is here; meanwhile that they are loading, or that they failed, with Try again. */
  render(form: FormModel, kind: 'GBP' | 'USD', body: Record<string, unknown>, texts: LaterFieldsTexts): TemplateResult {
    const module = this.#part.module;
    const words = this.words();
    if (module && words) return module.otherAccountFields(form, words, kind, body);
    if (!this.#part.failed) return html`<p class="message info" part="loading" role="status">${texts.loading}</p>`;
    return html`<div class="message error" part="error" role="alert">
      <span>${texts.kindFailed}</span>
      <button type="button" class="secondary" part="retry-button" @click=${() => void this.#retry()}>${texts.retry}</button>
    </div>`;
  }

  /** Try again: the account's fields fetched again; here, focus goes to the first of them, else back to Try again. */
  async #retry(): Promise<void> {
    const module = await this.#part.fetch();
    await this.#host.updateComplete;
    this.#host.shadowRoot?.querySelector<HTMLElement>(module ? '[name="bankingDetails.accountNumber"]' : '[part~="retry-button"]')?.focus();
  }
}
