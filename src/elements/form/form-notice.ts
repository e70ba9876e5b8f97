/**
 * Why a form's last submit sent nothing (part `notice`): shown while the values stay as they were
 * when it was said, gone with the first change, a new submit or a reset.
 */
import { html, nothing, type ReactiveControllerHost } from 'lit';

export class FormNotice {
  #said?: { text: string; body: string };

  readonly #host: ReactiveControllerHost;
  /** The values as the form holds them now. */
  readonly #body: () => Record<string, unknown>;

  constructor(host: ReactiveControllerHost, body: () => Record<string, unknown>) {
    this.#host = host;
    this.#body = body;
  }

  say(text: string): void {
    this.#said = { text, body: JSON.stringify(this.#body()) };
    this.#host.requestUpdate();
  }

  clear(): void {
    if (!this.#said) return;
    this.#said = undefined;
    this.#host.requestUpdate();
  }

  render() {
    const said = this.#said;
    if (!said || said.body !== JSON.stringify(this.#body())) return nothing;
    return html`<p class="message info" part="notice">${said.text}</p>`;
  }
}
