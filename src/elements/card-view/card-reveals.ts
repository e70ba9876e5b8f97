/** The three ways the card view shows a secret: the PIN in the page, the PIN through its display, the card number through its display. */
import { format, type Catalog } from '../../i18n/catalog.js';
import type { CardAction } from './card-actions.js';
import { PanReveal, PinDisplayReveal } from './display-reveal.js';
import type { PanDisplay, PanDisplayContext, PinDisplay } from './pan-display.js';
import { PinReveal } from './pin-reveal.js';
import type { RevealHost } from './secret-reveal.js';
import { durationText } from '../../i18n/durations.js';

export interface CardRevealsOptions {
  /** The card view's texts in its locale. */
  texts(): Catalog['cardView'];
  pinTimeoutMs(): number;
  pinDisplay(): PinDisplay | undefined;
  panDisplay(): PanDisplay | undefined;
  /** The empty container a display of `action` is mounted in, once rendered. */
  container(action: CardAction): HTMLElement | null;
  context(): PanDisplayContext;
  announce(text: string): void;
  /** A display could not show what it was given (the reveal is hidden again by then). */
  failed(action: CardAction): void;
}

export class CardReveals {
  readonly pinInPage: PinReveal;
  readonly pinInDisplay: PinDisplayReveal;
  readonly pan: PanReveal;

  constructor(host: RevealHost, private readonly options: CardRevealsOptions) {
    const { texts, announce } = options;
    this.pinInPage = new PinReveal(host, {
      timeoutMs: options.pinTimeoutMs,
      shownText: (seconds) => format(texts().pin.announceShown, { time: durationText(seconds, options.context().locale, 'long') }),
      hiddenText: () => texts().pin.announceHidden,
      announce,
    });
    const displayOptions = (action: CardAction) => ({
      container: () => options.container(action),
      context: options.context,
      shownText: (seconds: number) => format(texts()[action].announceShown, { time: durationText(seconds, options.context().locale, 'long') }),
      hiddenText: () => texts()[action].announceHidden,
      announce,
      failed: () => options.failed(action),
    });
    this.pinInDisplay = new PinDisplayReveal(host, { display: options.pinDisplay, ...displayOptions('pin') });
    this.pan = new PanReveal(host, { display: options.panDisplay, ...displayOptions('pan') });
  }

  /** What shows `action` now: the PIN in the page, or through its display when there is one. */
  of(action: CardAction): PinReveal | PinDisplayReveal | PanReveal {
    if (action === 'pan') return this.pan;
    return this.options.pinDisplay() ? this.pinInDisplay : this.pinInPage;
  }
}
