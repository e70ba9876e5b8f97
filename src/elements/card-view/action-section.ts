/** One action of the card view (PIN or card number): its button and everything shown under it. */
import { html, nothing } from 'lit';
import type { ScaUpdate } from '../../client/sca.js';
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
  /** What shows under the button while the secret is shown: the PIN or its display's container, and the countdown. */
  shownHere?: unknown;
  /** The failure shown at the action, in the element's locale. */
  errorText?: string;
  /** The failure may pass: the button reads "Try again". */
  retry: boolean;
  locale: string;
  theme?: 'light' | 'dark' | 'auto';
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
      ${shown ? view.shownHere : nothing}
      ${errorText !== undefined ? html`<p class="message error" id="${action}-error" part="error" role="alert">${errorText}</p>` : nothing}
    </div>
  `;
}

export interface ActionsGroupView {
  /** "Card details on demand". */
  label: string;
  offered: readonly CardAction[];
  /** Why each offered action cannot be used, in the same order; undefined where it can. */
  reasons: readonly (string | undefined)[];
  /** The kit's actions cannot be offered (no configuration yet): this shows instead. */
  instead?: unknown;
  /** Something is in the `actions` slot. */
  hasOwnActions: boolean;
  section(action: CardAction, reason: string | undefined, sharedReason: boolean): unknown;
}

/** The kit's actions, then the partner's `actions` slot, in one group; the slot alone while the kit offers none and it is empty. */
export function actionsGroup(view: ActionsGroupView) {
  const { offered, reasons } = view;
  const own = html`<slot name="actions"></slot>`;
  if (offered.length === 0 && !view.hasOwnActions) return own;
  // One reason for both ("This card is closed") is said once.
  const shared = offered.length > 1 && reasons[0] !== undefined && reasons.every((reason) => reason === reasons[0]) ? reasons[0] : undefined;
  const kit =
    view.instead ??
    html`${offered.map((action, i) => view.section(action, reasons[i], shared !== undefined))}
    ${shared !== undefined ? html`<p class="reason" id="actions-reason" part="notice">${shared}</p>` : nothing}`;
  return html`<div class="actions" part="actions" role="group" aria-label=${view.label}>${offered.length > 0 ? kit : nothing}${own}</div>`;
}
