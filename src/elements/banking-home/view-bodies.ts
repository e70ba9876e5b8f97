/**
 * What each view of `<svc-banking-home>` shows once its elements are here: the kit's elements with
 * what the home passes on (the customer, the caller's kind, the home's own adapter, locale and
 * theme when it has them), and the links between views (All cards, Order a card).
 */
import { html, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import type { FetchAdapter } from '../../client/adapter.js';
import type { Catalog } from '../../i18n/catalog.js';
import type { ViewName } from './views.js';

/** The card view's secure display of the card number, as the page gives it (an element folder imports no other's modules). */
export type CardNumberDisplay = HTMLElementTagNameMap['svc-card-view']['panDisplay'];

/** The card view's display of the card number (its type, by the tag's global declaration). */

/** What the views take from the home. */
export interface ViewHost {
  readonly endUserForViews?: string;
  readonly endUser: boolean;
  readonly cardProfileId?: string;
  readonly cardProfileName?: string;
  readonly panDisplay?: CardNumberDisplay;
  /** The add-money view's address, where the payment page sends the person back. */
  readonly addMoneyReturn?: string;
  readonly adapter?: FetchAdapter;
  readonly locale?: string;
  readonly theme?: 'light' | 'dark' | 'auto';
}

type Link = (path: string, label: string) => TemplateResult;

const actions = (...links: TemplateResult[]) => html`<div class="view-actions" part="actions">${links}</div>`;

/** A view's body (the account view is the home's own: `account-details.ts`). */
export function renderViewBody(view: Exclude<ViewName, 'account'>, id: string | undefined, host: ViewHost, texts: Catalog['bankingHome'], link: Link): unknown {
  const { adapter, locale, theme, endUser } = host;
  const endUserId = host.endUserForViews;
  switch (view) {
    case 'accounts':
      return html`<svc-ledger-list .adapter=${adapter} locale=${ifDefined(locale)} theme=${ifDefined(theme)} end-user-id=${ifDefined(endUserId)}></svc-ledger-list>`;
    case 'cards':
      return html`${actions(link('card-order', texts.orderCard))}
        <svc-card-list .adapter=${adapter} locale=${ifDefined(locale)} theme=${ifDefined(theme)} end-user-id=${ifDefined(endUserId)}></svc-card-list>`;
    case 'card':
      return html`${actions(link('cards', texts.allCards))}
        <svc-card-view .adapter=${adapter} .panDisplay=${host.panDisplay} locale=${ifDefined(locale)} theme=${ifDefined(theme)} card-id=${ifDefined(id)} end-user-id=${ifDefined(endUserId)}></svc-card-view>
        <h3 part="title">${texts.cardRules}</h3>
        <svc-card-rules .adapter=${adapter} locale=${ifDefined(locale)} theme=${ifDefined(theme)} card-id=${ifDefined(id)}></svc-card-rules>`;
    case 'card-order':
      return html`${actions(link('cards', texts.allCards))}
        <svc-card-order
          .adapter=${adapter}
          locale=${ifDefined(locale)}
          theme=${ifDefined(theme)}
          end-user-id=${ifDefined(endUserId)}
          ?end-user=${endUser}
          profile-id=${ifDefined(host.cardProfileId)}
          profile-name=${ifDefined(host.cardProfileName)}
        ></svc-card-order>`;
    case 'people':
      return html`<p class="intro">${texts.peopleIntro}</p>
        <svc-beneficiary-form .adapter=${adapter} locale=${ifDefined(locale)} theme=${ifDefined(theme)} end-user-id=${ifDefined(endUserId)} ?end-user=${endUser}></svc-beneficiary-form>`;
    case 'documents':
      return html`<svc-document-list .adapter=${adapter} locale=${ifDefined(locale)} theme=${ifDefined(theme)} end-user-id=${ifDefined(endUserId)} ?end-user=${endUser}></svc-document-list>`;
    case 'add-money':
      return html`<svc-account-load
        .adapter=${adapter}
        locale=${ifDefined(locale)}
        theme=${ifDefined(theme)}
        end-user-id=${ifDefined(endUserId)}
        ?end-user=${endUser}
        redirect-url=${ifDefined(host.addMoneyReturn)}
      ></svc-account-load>`;
  }
}
