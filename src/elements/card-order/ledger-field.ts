/** The account field of <svc-card-order>: a picker of the listed accounts, with their loading, failure and notices. */
import { html, nothing } from 'lit';
import type { Ledger } from '../../api/schemas/ledger.js';
import type { Catalog } from '../../i18n/catalog.js';
import type { OnDemandModule } from '../base/on-demand.js';
import type { RunState } from '../base/operation.js';
import { selectField, textField } from '../form/fields.js';
import type { FormModel } from '../form/form-model.js';

interface LedgerOptions {
  messages: Catalog;
  locale: string;
  body: Record<string, unknown>;
  /** Whose accounts to list is known; if not, the partner gives the account's identifier. */
  holderKnown: boolean;
  /** List ledgers' run, and its failure in words. */
  run: RunState<'listLedgers'>;
  error: string | undefined;
  /** What offers the listed accounts, fetched beside List ledgers. */
  picker: OnDemandModule<typeof import('./account-picker.js')>;
  /** The account chosen, when listed. */
  chosenLedger: Ledger | undefined;
  /** The element: draws again when the picker's words of a locale chosen since arrive; Try again lists the accounts again. */
  host: { requestUpdate(): void; reload(): void };
}

/** The account: chosen among the listed accounts once both the list and its picker are here, typed when whose they are is not known. */
export function ledgerField(form: FormModel, { messages, locale, body, holderKnown, run, error, picker: loader, chosenLedger: chosen, host }: LedgerOptions) {
  const texts = messages.cardOrder;
  if (!holderKnown) return textField(form, { path: 'ledgerId', label: texts.ledgerId, hint: texts.ledgerIdHint, required: true, autocomplete: 'off', spellcheck: false, body });
  const picker = loader.module;
  const pickerFailed = loader.failed && !picker;
  // The accounts show once both the list and what offers it are here.
  const ledgers = picker && run.value?.content;
  const words = picker?.words.in(locale, host);
  const emptied = ledgers && chosen && words && picker.emptiedNotice(chosen, words, locale);
  const none = ledgers && ledgers.length === 0;
  const shownFailure = !ledgers && (run.error || pickerFailed);
  const total = run.value?.totalElements ?? 0;
  const more = ledgers && words ? picker.moreThanListed(ledgers.length, total, words, locale) : '';
  return html`${selectField(form, {
      path: 'ledgerId',
      label: texts.ledger,
      hint: `${texts.ledgerHint}${more}`,
      required: true,
      disabled: !ledgers?.length,
      placeholder: texts.ledgerChoose,
      choices: ledgers && words ? picker.accountChoices(ledgers, words, locale) : [],
      body,
      // Each notice is read with the account select it is about, and only while shown.
      describedBy: [none ? 'ledgers-empty' : '', emptied ? 'ledger-emptied' : ''].filter(Boolean).join(' ') || undefined,
    })}
    ${!ledgers && !shownFailure ? html`<p class="message info" part="loading" role="status">${texts.ledgersLoading}</p>` : nothing}
    ${shownFailure
      ? html`<div class="message error" part="error" role="alert">
          <span>${run.error ? `${texts.ledgersFailed} ${error}` : texts.ledgersFailed}</span>
          <button type="button" class="secondary" part="retry-button" @click=${() => (run.error ? host.reload() : void loader.fetch())}>${messages.common.retry}</button>
        </div>`
      : nothing}
    ${none && words ? html`<p class="message info" part="notice" id="ledgers-empty">${words.ledgersEmpty}</p>` : nothing}
    ${emptied ? html`<p class="message info" part="notice" id="ledger-emptied">${emptied}</p>` : nothing}`;
}
