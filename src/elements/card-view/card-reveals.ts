/**
 * The three ways the card view shows a secret: the PIN in the page, the PIN through its display, the
 * card number through its display. Fetched with this module's imports the first time a person asks
 * for the PIN or the card number, never with the element: a page whose people only look at the card
 * does not download them.
 */
import { html, type TemplateResult } from 'lit';
import { format, type Catalog } from '../../i18n/catalog.js';
import type { CardAction } from './card-actions.js';
import { PanReveal, PinDisplayReveal } from './display-reveal.js';
import type { PanDisplay, PanDisplayContext, PinDisplay } from '../card/pan-display.js';
import { PinReveal } from './pin-reveal.js';
import type { SvcConcealDetail } from './events.js';
import type { RevealHost } from './secret-reveal.js';
import { durationText } from '../../i18n/units.js';

export interface CardRevealsOptions {
  /** The card view's texts in its locale. */
  texts(): Catalog['cardView'];
  locale(): string;
  /** The theme in force on the element. */
  theme(): 'light' | 'dark';
  pinTimeoutMs(): number;
  pinDisplay(): PinDisplay | undefined;
  panDisplay(): PanDisplay | undefined;
  /** Where the element renders: the empty containers of the displays are in it. */
  root(): ParentNode;
  announce(text: string): void;
  /** Something shown was hidden again: the element says so as `svc-conceal`. */
  concealed(detail: SvcConcealDetail): void;
  /** A display could not show what it was given (the reveal is hidden again by then). */
  failed(action: CardAction): void;
}

export class CardReveals {
  readonly pinInPage: PinReveal;
  readonly pinInDisplay: PinDisplayReveal;
  readonly pan: PanReveal;

  constructor(host: RevealHost, private readonly options: CardRevealsOptions) {
    const { texts, announce, concealed } = options;
    const shownText = (action: CardAction) => (seconds: number) =>
      format(texts()[action].announceShown, { time: durationText(seconds, options.locale(), 'long') });
    this.pinInPage = new PinReveal(host, {
      timeoutMs: options.pinTimeoutMs,
      shownText: shownText('pin'),
      hiddenText: () => texts().pin.announceHidden,
      announce,
      concealed,
    });
    const context = (): PanDisplayContext => ({
      locale: options.locale(),
      theme: options.theme(),
    });
    const displayOptions = (action: CardAction) => ({
      container: () => options.root().querySelector<HTMLElement>(`.display.${action}`),
      context,
      shownText: shownText(action),
      hiddenText: () => texts()[action].announceHidden,
      announce,
      concealed,
      failed: () => options.failed(action),
    });
    this.pinInDisplay = new PinDisplayReveal(host, { display: options.pinDisplay, ...displayOptions('pin') });
    this.pan = new PanReveal(host, { display: options.panDisplay, ...displayOptions('pan') });
  }

  /**
   * What shows under the action's button while its secret is shown: the PIN, or the container of the
   * PIN's display, with the countdown. The card number's display sits on the card face instead: only
   * its countdown is here.
   */
  shownHere(action: CardAction): TemplateResult {
    const texts = this.options.texts()[action];
    const countdown = html`<p class="countdown" part="countdown">${format(texts.hidesIn, { time: durationText(this.of(action).secondsLeft, this.options.locale()) })}</p>`;
    if (action === 'pan') return countdown;
    if (this.options.pinDisplay()) {
      // The display fills this container; the template never renders into it.
      return html`<div class="display pin" part="pin" role="group" tabindex="-1" aria-label=${texts.label}></div>${countdown}`;
    }
    return html`
      <div class="pin" part="pin" role="group" tabindex="-1" aria-labelledby="pin-label">
        <span class="pin-label" id="pin-label">${texts.label}</span>
        <span class="pin-value" translate="no">${this.pinInPage.pin}</span>
      </div>
      ${countdown}
    `;
  }

  /** What shows `action` now: the PIN in the page, or through its display when there is one. */
  of(action: CardAction): PinReveal | PinDisplayReveal | PanReveal {
    if (action === 'pan') return this.pan;
    return this.options.pinDisplay() ? this.pinInDisplay : this.pinInPage;
  }
}
