/**
 * The kit's one success pattern, shared by every form: a panel at the top of the element (part
 * `success`) that takes the focus, so that the person sees it wherever they were in a long form and
 * a screen reader says its name (the success text) once. A page that moved the focus elsewhere in
 * its own `svc-success` listener keeps it; the success is then said in the element's live region.
 */
import { css, html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';

/**
 * The panel's look: framed in the success colour; focused by the kit, so no outline unless by
 * keyboard. It comes with the panel's code (a form's submit handling, the upload's file list), not
 * with every form's first draw, which never shows a panel: added to the host's sheets when the
 * controller is made or its host connected.
 */
const panelStyles = css`
  .success-panel {
    display: grid;
    gap: var(--_space);
    border: 1px solid var(--_success);
    border-radius: var(--_radius);
    padding: var(--_space) calc(var(--_space) * 1.5);
    scroll-margin: calc(var(--_space) * 2);
  }
  .success-panel:focus:not(:focus-visible) {
    outline: none;
  }
  .success-title {
    margin: 0;
    color: var(--_success);
    font-weight: 600;
  }
`;

export interface SuccessPanelContent {
  /** The kit's words, behind the partner's `success` slot. */
  text: string;
  /** Facts about what was made (a new card's status, a link to it). */
  details?: unknown;
  /** The action that offers the form again on purpose (part `again-button`); none leaves the form locked. */
  again?: { label: string; run: () => void };
}

export class SuccessPanelController implements ReactiveController {
  /** A success came: the panel takes the focus once it is on screen. */
  #focusDue = false;

  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #announce: () => void;

  constructor(
    host: ReactiveControllerHost & HTMLElement,
    /** Says the success in the live region, when the panel could not take the focus. */
    announce: () => void,
  ) {
    this.#host = host;
    this.#announce = announce;
    host.addController(this);
  }

  /** The panel's sheet on the host's shadow root, once (Lit calls this at once for a host connected already). */
  hostConnected(): void {
    const root = this.#host.shadowRoot;
    const sheet = panelStyles.styleSheet;
    if (root && sheet && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }

  /** Called on a success: after the next render the panel takes the focus, unless the page moved it elsewhere. */
  arrived(): void {
    this.#focusDue = true;
    this.#host.requestUpdate();
  }

  hostUpdated(): void {
    if (!this.#focusDue) return;
    this.#focusDue = false;
    // Right after this update (before anything awaiting it): the focus moving may ask for another.
    queueMicrotask(() => this.#takeFocus());
  }

  #takeFocus(): void {
    const root = this.#host.shadowRoot;
    const active = document.activeElement;
    // Focus in the element, or lost with the button that went away: ours to move. Anywhere else: the page's choice.
    const ours = !!root?.activeElement || !active || active === document.body || active === this.#host;
    if (!ours || !this.focus()) this.#announce();
  }

  /** Moves the focus to the panel and scrolls it into view; false when no panel is shown. */
  focus(): boolean {
    const panel = this.#host.shadowRoot?.querySelector<HTMLElement>('[part~="success"]');
    panel?.focus({ preventScroll: true });
    // WebKit leaves a focused panel partly above the screen once the fields above it went away.
    panel?.scrollIntoView({ block: 'nearest' });
    return !!panel;
  }

  /** After the again action reset the form: the focus goes to its first field, once rendered. */
  async focusFirstField(): Promise<void> {
    await this.#host.updateComplete;
    this.#host.shadowRoot?.querySelector<HTMLElement>('[data-path] :is(input, select, textarea):not(:disabled)')?.focus();
  }

  render({ text, details, again }: SuccessPanelContent) {
    return html`<div class="success-panel" part="success" tabindex="-1" role="group" aria-labelledby="success-title">
      <p class="success-title" part="title" id="success-title"><slot name="success">${text}</slot></p>
      ${details ?? nothing}
      ${again
        ? html`<div class="actions" part="actions">
            <button type="button" class="secondary" part="again-button" @click=${again.run}>${again.label}</button>
          </div>`
        : nothing}
    </div>`;
  }
}
