/** Messages shown in place of the card: loading, no card, not found, a failure. */
import { html, nothing } from 'lit';
import type { ServiceError } from '../../api/errors.js';
import type { Catalog } from '../../i18n/catalog.js';
import type { CardLoadState } from './card-loader.js';

/** A message in place of the card: `loading`, `empty` (said politely) or `error` (an alert). */
export function cardNote(part: 'loading' | 'empty' | 'error', text: string, extra: unknown = nothing) {
  return html`<div class="message ${part === 'error' ? 'error' : 'info'}" part=${part} role=${part === 'error' ? 'alert' : 'status'}>
    <p class="text">${text}</p>
    ${extra}
  </div>`;
}

export interface LoadNoteView {
  texts: Catalog['cardView'];
  /** The `card-id` looked for. */
  cardId?: string;
  load: CardLoadState;
  /** The failure in the element's locale. */
  errorText(error: ServiceError): string;
  /** A retry may help: the note offers one. */
  retryable(error: ServiceError): boolean;
  retryLabel: string;
  onRetry(): void;
}

/** What shows while there is no card to draw: none asked for, loading, not found, or the failure with a retry. */
export function loadNote({ texts, cardId, load, errorText, retryable, retryLabel, onRetry }: LoadNoteView) {
  if (!cardId?.trim()) return cardNote('empty', texts.noCard);
  switch (load.status) {
    case 'missing':
      return cardNote('error', texts.notFound);
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
