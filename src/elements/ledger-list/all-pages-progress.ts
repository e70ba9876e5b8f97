/** The progress of <svc-ledger-list> with `all-pages`: how far loading got, with Stop or "Load the rest". */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { LIMITS } from '../../api/limits.js';
import { format } from '../../i18n/catalog.js';
import { plural } from '../../i18n/plural.js';
import { laterWords } from '../../i18n/later-words.js';
import type { StatusOptions } from './list-status.js';
import { ledgerListLater } from './texts/en-later.js';

/** The progress's words in a locale: the view's loader waits for them in the element's before it takes the view in. */
export const words = laterWords('ledgerList', ledgerListLater);

/** `all-pages`: the progress bar with Stop or "Load the rest", or the note that the service's limit was reached. */
export function progress(options: StatusOptions, locale: string, onStop: () => void, onResume: () => void, host: ReactiveControllerHost): TemplateResult | typeof nothing {
  const { state, messages, format: formats } = options;
  const texts = { ...messages.ledgerList, ...words.in(locale, host) };
  if (state.kind === 'loaded') {
    if (!options.capped) return nothing;
    return html`<p class="note">${format(texts.allCapped, { count: formats.count((LIMITS.page.max + 1) * LIMITS.pageSize.max) })}</p>`;
  }
  if (state.kind !== 'streaming' && state.kind !== 'stopped' && !(state.kind === 'error' && state.received !== undefined)) return nothing;
  const { total } = state;
  const received = state.received ?? 0;
  const streaming = state.kind === 'streaming';
  return html`
    <div class="toolbar progress" part="progress">
      ${!streaming
        ? nothing
        : total === undefined
          ? html`<progress aria-label=${texts.progress}></progress>`
          : html`<progress aria-label=${texts.progress} max=${Math.max(1, total)} .value=${received}></progress>`}
      <p>${total === undefined ? texts.allStarting : plural(streaming ? texts.allLoading : texts.allStopped, total, formats.locale, { loaded: formats.count(received) })}</p>
      ${streaming
        ? html`<button type="button" class="secondary" part="stop-button" @click=${onStop}>${texts.stop}</button>`
        : state.kind === 'stopped'
          ? html`<button type="button" class="secondary" part="resume-button" @click=${onResume}>${texts.resume}</button>`
          : nothing}
    </div>
  `;
}
