import { loadCatalog } from '../../i18n/catalog.js';
import { cardView } from './texts/en.js';
import type { PanDisplay } from '../card/pan-display.js';

/**
 * The sample shown once the person has approved: a whole card number, as the processor's display
 * would show it, taken from the card networks' published test numbers (it passes the Luhn check
 * and belongs to no account). Never a real PAN: the kit never holds one.
 */
export const SANDBOX_PAN_SAMPLE = '4242 4242 4242 4242';

/**
 * A stand-in for the card processor's PAN display, for demos, stories and tests. It shows an
 * obviously fake, clearly labelled number (the test number `4242 4242 4242 4242`, "Sandbox card number, not a real
 * card") and nothing of the credentials: neither the secret nor the token ever reaches the DOM.
 * It only checks that both are there, as a real display would need them.
 *
 * ```ts
 * cardView.panDisplay = createSandboxPanDisplay();
 * ```
 */
export function createSandboxPanDisplay(): PanDisplay {
  return {
    async mount(container, credentials, signal, context) {
      if (!credentials.token || !credentials.secret) throw new Error('The sandbox display needs a token and a secret.');
      const texts = (await loadCatalog(context.locale, { cardView })).cardView.sandboxDisplay;
      if (signal.aborted) return;
      const box = document.createElement('div');
      box.className = 'sandbox-pan';
      const label = document.createElement('p');
      label.className = 'sandbox-pan-label';
      label.textContent = texts.label;
      const number = document.createElement('p');
      number.className = 'sandbox-pan-number';
      number.textContent = SANDBOX_PAN_SAMPLE;
      const note = document.createElement('p');
      note.className = 'sandbox-pan-note';
      note.textContent = texts.note;
      box.append(label, number, note);
      container.append(box);
    },
    unmount(container) {
      container.querySelector('.sandbox-pan')?.remove();
    },
  };
}
