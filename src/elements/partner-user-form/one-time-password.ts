/**
 * A new account's one-time password, shown once. It reaches this controller through the form's
 * `redactResult` hook, before the answer is kept or reported anywhere, and lives only in a private
 * field while it is shown. It goes for good (the field emptied, the panel rendered without it) when
 * the form is offered again or reset and when the element leaves the document; nothing brings it
 * back. It is not hidden on a timer or when the tab is hidden: the admin may be pasting it elsewhere.
 * Copying goes through the clipboard; when the browser refuses, the password moves into a read-only
 * field, focused and selected, for the person to copy (a selection inside a shadow root is not
 * supported by every engine, a field's own selection is).
 */
import { html, type ReactiveController, type ReactiveControllerHost } from 'lit';

type CopyState = 'idle' | 'copied' | 'refused';

export interface OneTimePasswordTexts {
  otp: string;
  otpHint: string;
  otpGone: string;
  copy: string;
  copied: string;
  copyRefused: string;
}

export class OneTimePasswordController implements ReactiveController {
  #otp?: string;
  #copy: CopyState = 'idle';

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  /** The answer arrived: show its password. */
  take(otp: string): void {
    this.#otp = otp;
    this.#copy = 'idle';
    this.host.requestUpdate();
  }

  /** Drops the password: it is never shown again. */
  forget(): void {
    if (this.#otp === undefined && this.#copy === 'idle') return;
    this.#otp = undefined;
    this.#copy = 'idle';
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.forget();
  }

  private readonly onCopy = async () => {
    const otp = this.#otp;
    if (otp === undefined) return;
    let copied = false;
    try {
      await navigator.clipboard.writeText(otp);
      copied = true;
    } catch {
      // No clipboard (an insecure page) or refused by the browser: the person copies the selection.
    }
    if (this.#otp !== otp) return;
    this.#copy = copied ? 'copied' : 'refused';
    this.host.requestUpdate();
    if (copied) return;
    await this.host.updateComplete;
    const field = this.host.shadowRoot?.querySelector<HTMLInputElement>('input#otp-value');
    field?.focus();
    field?.select();
  };

  /** The password with its copy button, or, once it went, that it was shown once. */
  render(texts: OneTimePasswordTexts) {
    const otp = this.#otp;
    if (otp === undefined) return html`<p class="message info" part="notice">${texts.otpGone}</p>`;
    const said = this.#copy === 'copied' ? texts.copied : this.#copy === 'refused' ? texts.copyRefused : '';
    return html`<section class="facts" part="details" aria-labelledby="otp-title" aria-describedby="otp-hint">
      <p class="facts-title" id="otp-title">${texts.otp}</p>
      <div class="otp-line">
        ${this.#copy === 'refused'
          ? html`<input class="otp identifier" part="otp" id="otp-value" readonly aria-labelledby="otp-title" size=${otp.length} .value=${otp} />`
          : html`<code class="otp identifier" part="otp" id="otp-value">${otp}</code>`}
        <button type="button" class="secondary" part="copy-button" aria-describedby="otp-title" @click=${this.onCopy}>${texts.copy}</button>
      </div>
      <p class="hint" id="otp-hint">${texts.otpHint}</p>
      <p class="copy-status" part="status" role="status">${said}</p>
    </section>`;
  }
}
