/**
 * The account view of `<svc-banking-home>`: one account's details and its sub-accounts (virtual
 * ledgers whose `parentId` is the account), read from the person's ledgers (`listLedgers`, one
 * page of the service's largest size) when the view opens, and again when another account is
 * shown. Names and IBANs are drawn as text; a field the service left out shows as "not given".
 * Part of the module of the views after the first (`view-bodies.ts`), fetched with the first of them.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { LIMITS } from '../../api/limits.js';
import { listLedgers } from '../../api/operations/ledgers.js';
import type { Ledger } from '../../api/schemas/ledger.js';
import type { ServiceError } from '../../api/errors.js';
import type { OperationController } from '../base/operation.js';
import type { Catalog } from '../../i18n/catalog.js';
import { enumLabel } from '../../i18n/labels.js';
import { listFormat } from '../list/list-format.js';

export type AccountRead =
  | { status: 'idle' }
  | { status: 'reading' }
  | { status: 'read'; id: string; account?: Ledger; subAccounts: Ledger[] }
  | { status: 'error'; id: string; error: ServiceError };

export class AccountDetails {
  state: AccountRead = { status: 'idle' };
  private ticket = 0;

  constructor(
    private readonly host: { requestUpdate(): void },
    private readonly ops: OperationController,
  ) {}

  /** Reads the account `id` (of `endUserId`, or of the signed-in end-user when undefined), unless it is the one read or being read. */
  async read(id: string, endUserId: string | undefined, again = false): Promise<void> {
    if (!again && this.wanted === id) return;
    this.wanted = id;
    const ticket = ++this.ticket;
    this.state = { status: 'reading' };
    this.host.requestUpdate();
    const outcome = await this.ops.run(listLedgers, { query: { endUserId, pageSize: LIMITS.pageSize.max } }, { silent: true, key: 'home:account' });
    if (ticket !== this.ticket) return;
    if (outcome.status === 'success') {
      const ledgers = outcome.value.content;
      this.state = { status: 'read', id, account: ledgers.find((ledger) => ledger.id === id), subAccounts: ledgers.filter((ledger) => ledger.parentId === id) };
    } else if (outcome.status === 'error' || outcome.status === 'sca-required') {
      this.state = { status: 'error', id, error: outcome.error };
    } else {
      this.wanted = undefined;
      this.state = { status: 'idle' };
    }
    this.host.requestUpdate();
  }

  /** The account read or being read. */
  private wanted?: string;
}

export interface AccountViewParts {
  messages: Catalog;
  locale: string;
  /** A link to another view (`account/<id>` for a sub-account, `add-money`). */
  link: (path: string, label: TemplateResult | string, part: string) => TemplateResult;
  errorText: (error: ServiceError) => string;
}

function money(ledger: Ledger, locale: string, notGiven: string): string {
  if (ledger.balance === undefined) return notGiven;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: ledger.currency }).format(ledger.balance);
  } catch {
    return `${ledger.balance} ${ledger.currency}`;
  }
}

/** The account's facts, its sub-accounts (each a link to its own view), or why they cannot be shown (with Try again: `retry`). */
export function renderAccount(state: AccountRead, parts: AccountViewParts, retry: () => void): unknown {
  const texts = parts.messages.bankingHome;
  const notGiven = parts.messages.common.notGiven;
  if (state.status === 'idle' || state.status === 'reading') return html`<p part="loading" class="loading" role="status">${texts.accountLoading}</p>`;
  if (state.status === 'error') {
    return html`<p class="message error" part="error" role="alert">${parts.errorText(state.error)}</p>
      <button type="button" part="retry-button" @click=${retry}>${texts.retry}</button>`;
  }
  const { account, subAccounts } = state;
  if (!account) return html`<p class="message error" part="error" role="alert">${texts.accountMissing}</p>`;
  const format = listFormat(parts.locale);
  const fact = (label: string, value: string) => html`<div class="fact"><dt>${label}</dt><dd>${value}</dd></div>`;
  return html`<dl class="facts" part="details">
      ${fact(texts.accountName, account.friendlyName ?? texts.unnamedAccount)} ${fact(texts.iban, account.iban ?? notGiven)}
      ${fact(texts.balance, money(account, parts.locale, notGiven))} ${fact(texts.status, enumLabel(parts.messages, account.status))}
      ${fact(texts.currency, account.currency ?? notGiven)} ${fact(texts.opened, format.date(account.creationDate, notGiven))}
    </dl>
    <h3 part="title">${texts.subAccounts}</h3>
    ${subAccounts.length === 0
      ? html`<p part="empty">${texts.noSubAccounts}</p>`
      : html`<ul class="links" part="section section-sub-accounts">
          ${subAccounts.map(
            (sub) => html`<li>${parts.link(`account/${sub.id}`, sub.friendlyName ?? texts.unnamedAccount, 'link')} <span class="muted">${money(sub, parts.locale, notGiven)}</span></li>`,
          )}
        </ul>`}
    ${account.parentId ? html`<p part="section section-main-account">${parts.link(`account/${account.parentId}`, texts.mainAccount, 'link')}</p>` : nothing}`;
}
