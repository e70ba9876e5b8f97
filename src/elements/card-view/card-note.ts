/** Messages shown in place of the card: loading, no card, not found, a failure. */
import { html, nothing } from 'lit';
import type { ServiceError } from '../../api/errors.js';
import type { Card } from '../../api/schemas/card.js';
import type { KeyedLoadState } from '../base/keyed-load.js';
import type { IdProblem, RecordLoadTexts } from '../record/record-load.js';

/** A message in place of the card: `loading`, `empty` (said politely) or `error` (an alert). */
export function cardNote(part: 'loading' | 'empty' | 'error', text: string, extra: unknown = nothing) {
  return html`<div class="message ${part === 'error' ? 'error' : 'info'}" part=${part} role=${part === 'error' ? 'alert' : 'status'}>
    <p class="text">${text}</p>
    ${extra}
  </div>`;
}

export interface LoadNoteView {
  /** `missingId`: no card given; `invalidId`: no card has this id (said too of an id not found). */
  texts: Required<Omit<RecordLoadTexts, 'retry'>>;
  /** Why the `card-id` cannot be looked for: none given, or not an id (no card has it). */
  problem?: IdProblem;
  /** The load of the `card-id` card (a card found is drawn, not noted). */
  load: KeyedLoadState<Card | undefined>;
  /** The failure in the element's locale. */
  errorText(error: ServiceError): string;
  /** A retry may help: the note offers one. */
  retryable(error: ServiceError): boolean;
  retryLabel: string;
  onRetry(): void;
}

/** What shows while there is no card to draw: none asked for, loading, not found, or the failure with a retry. */
export function loadNote({ texts, problem, load, errorText, retryable, retryLabel, onRetry }: LoadNoteView) {
  if (problem === 'missing') return cardNote('empty', texts.missingId);
  if (problem === 'invalid') return cardNote('error', texts.invalidId);
  switch (load.status) {
    case 'complete':
      return cardNote('error', texts.invalidId);
    case 'error': {
      const retry = retryable(load.error)
        ? html`<button type="button" class="secondary" part="retry-button" @click=${onRetry}>${retryLabel}</button>`
        : nothing;
      return cardNote('error', `${texts.loadFailed} ${errorText(load.error)}`, retry);
    }
    default:
      return cardNote('loading', texts.loading);
  }
}
