/**
 * The terms and conditions of <svc-consumer-form>: a checkbox whose checked state sends the
 * partner's terms version as `lastTermsAccepted`. The sentence next to it is the fallback of the
 * `terms` slot; with a partner's own words there, the kit's link to `terms-url` is hidden too (the
 * partner's words carry their own links) by the form's styles, on a mark set when the slot's
 * content changes: nothing re-renders, nothing watches it in between. The checkbox always stays.
 */
import { html, nothing } from 'lit';
import { format } from '../../i18n/catalog.js';
import { checkboxField } from '../form/fields.js';
import { section } from './sections.js';
import { safeLink } from '../base/safe-url.js';
import type { ModeContext } from './mode.js';

export interface TermsOptions {
  /** The box must be ticked before sending (creation with `terms-required`). */
  required: boolean;
  /** The version the consumer accepted before (profile edit): unticking goes back to it. */
  accepted?: unknown;
}

/**
 * The terms' field is marked `data-slotted` while the partner's words fill its slot (a slot they
 * forward counts by what it is given). Set on the field's own element, which a render leaves alone.
 */
const markSlotted = (event: Event) => {
  const slot = event.target;
  if (slot instanceof HTMLSlotElement) slot.closest('.field')?.toggleAttribute('data-slotted', slot.assignedElements({ flatten: true }).length > 0);
};

export function termsSection({ form, messages, settings }: ModeContext, body: unknown, options: TermsOptions) {
  const version = settings.termsVersion;
  if (!version) return nothing;
  const texts = messages.consumerForm;
  // Accepted already: there is nothing to take back, so the box stays ticked and cannot be unticked.
  const alreadyAccepted = options.accepted === version;
  const link = safeLink(settings.termsUrl);
  const help =
    alreadyAccepted || link
      ? html`${alreadyAccepted ? html`<span>${format(texts.terms.accepted, { version })}</span> ` : nothing}${link
          ? html`<a href=${link} target="_blank" rel="noopener noreferrer" part="link" class="terms-link">${texts.terms.link}</a>`
          : nothing}`
      : undefined;
  return section(texts, 'terms',
    html`<div @slotchange=${markSlotted}>${checkboxField(form, {
      path: 'lastTermsAccepted',
      label: format(texts.terms.accept, { version }),
      labelSlot: 'terms',
      required: options.required,
      disabled: alreadyAccepted,
      checkedValue: version,
      uncheckedValue: options.accepted,
      hintContent: help,
      problem: texts.terms.required,
      body,
    })}</div>`,
  );
}
