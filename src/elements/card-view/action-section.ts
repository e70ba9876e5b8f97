/** One action of the card view (PIN or card number): its button and everything shown under it. */
import { html, nothing } from 'lit';
import type { ScaUpdate } from '../../client/sca.js';
import { format } from '../../i18n/catalog.js';
import { durationText } from '../../i18n/durations.js';
import type { Catalog } from '../../i18n/catalog.js';
import type { CardAction } from './card-actions.js';

type ActionTexts = Catalog['cardView']['pin'];

export interface ActionSectionView {
  action: CardAction;
  texts: ActionTexts;
  /** Why the action cannot be used, or undefined. */
  reason?: string;
  /** The reason is said once for every action, in `#actions-reason`. */
  sharedReason: boolean;
  /** A request is under way, or its answer is held until the page is visible. */
  busy: boolean;
  /** The SCA the request waits for. */
  sca?: ScaUpdate;
  /** The secret is shown: the button hides it. */
  shown: boolean;
  /** The PIN while it is shown in the page (PIN only). */
  pin?: string;
  /** A secure display outside the page shows it: the element renders only its container. */
  inDisplay?: boolean;
  secondsLeft: number;
  /** The failure shown at the action, in the element's locale. */
  errorText?: string;
  /** The failure may pass: the button reads "Try again". */
  retry: boolean;
  locale: string;
  theme?: 'light' | 'dark';
  onToggle(event: MouseEvent): void;
  onScaCancel(): void;
  onScaRetry(): void;
  /** Continue after approving on the device an SCA the service did not name: the request goes again. */
  onScaContinue(): void;
}

export function actionSection(view: ActionSectionView) {
  const { action, texts, reason, shown, busy, sca, errorText } = view;
  const label = shown ? texts.hide : errorText !== undefined && view.retry ? texts.retry : texts.show;
  const reasonId = view.sharedReason ? 'actions-reason' : `${action}-reason`;
  const describedBy = [reason !== undefined ? reasonId : '', errorText !== undefined ? `${action}-error` : ''].filter(Boolean).join(' ');
  return html`
    <div class="action" part="section section-${action}">
      <button
        type="button"
        class=${shown ? 'secondary' : ''}
        part=${shown ? `${action}-button hide-button` : `${action}-button`}
        ?disabled=${reason !== undefined}
        aria-disabled=${busy ? 'true' : nothing}
        aria-describedby=${describedBy || nothing}
        @click=${view.onToggle}
      >
        ${label}
      </button>
      ${reason !== undefined && !view.sharedReason ? html`<p class="reason" id="${action}-reason" part="notice">${reason}</p>` : nothing}
      ${busy && !sca ? html`<p class="progress" part="progress" role="status">${texts.requesting}</p>` : nothing}
      ${sca
        ? html`<svc-sca-pending
            embedded
            part="sca"
            .scaUpdate=${sca}
            locale=${view.locale}
            .theme=${view.theme}
            @svc-sca-cancel=${view.onScaCancel}
            @svc-sca-retry=${view.onScaRetry}
            @svc-sca-continue=${view.onScaContinue}
          ></svc-sca-pending>`
        : nothing}
      ${shown ? (action === 'pin' && !view.inDisplay ? pinShown(view) : displayContainer(view)) : nothing}
      ${errorText !== undefined ? html`<p class="message error" id="${action}-error" part="error" role="alert">${errorText}</p>` : nothing}
    </div>
  `;
}

function pinShown({ texts, pin, secondsLeft, locale }: ActionSectionView) {
  return html`
    <div class="pin" part="pin" role="group" aria-labelledby="pin-label">
      <span class="pin-label" id="pin-label">${texts.label}</span>
      <span class="pin-value" translate="no">${pin}</span>
    </div>
    <p class="countdown" part="countdown">${format(texts.hidesIn, { time: durationText(secondsLeft, locale) })}</p>
  `;
}

/** The display fills this container; the template never renders into it. */
function displayContainer({ action, texts, secondsLeft, locale }: ActionSectionView) {
  return html`
    <div class="display ${action}" part=${action} role="group" aria-label=${texts.label}></div>
    <p class="countdown" part="countdown">${format(texts.hidesIn, { time: durationText(secondsLeft, locale) })}</p>
  `;
}
