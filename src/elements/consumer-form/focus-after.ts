/**
 * Where the focus goes in <svc-consumer-form> once a submit settled, or once what follows a
 * contact change was shown. Imported statically by the element (its own chunk).
 */
import type { ContactFollowUps } from '../consumer/contact-follow-ups.js';

/**
 * After a contact change, what follows (`made`) takes the focus of the person who pressed the
 * submit button of `root` (or whose focus was lost). Focus anywhere else (a field the base focused,
 * the partner's own button) is left alone.
 */
export function focusAfter(root: ShadowRoot | null, made: ContactFollowUps | undefined): void {
  const followUps = made?.takeFocus();
  const active = root?.activeElement;
  const lost = !active && (document.activeElement === document.body || document.activeElement === null);
  const submit = root?.querySelector<HTMLElement>('[part~="submit-button"]');
  // What follows a contact change is the next step: it takes the focus from the success panel too.
  if (followUps && (lost || active === submit || active?.matches('[part~="success"]'))) made?.focus();
  else if (lost) submit?.focus();
}
