import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { LIMITS } from '../../api/limits.js';
import { listCardDesigns } from '../../api/operations/card-management.js';
import { listCardDesignsQuery, type CardDesign } from '../../api/schemas/card-management.js';
import { format } from '../../i18n/catalog.js';
import { cardDesignList } from '../../i18n/en/card-design-list.js';
import { plural } from '../../i18n/plural.js';
import { cardDesignListLocales } from '../../i18n/shipped/card-design-list.js';
import { SvcElement } from '../base/svc-element.js';
import { listFormat, type ListFormat } from '../list/list-format.js';
import { listStyles } from '../list/list-styles.js';
import { PageQueryController } from '../list/page-query.js';
import { pager, pagesCapped, reachablePages } from '../list/pager.js';
import { listToolbar } from '../list/toolbar.js';
import { designFilters, labelIn, type DesignQuery } from './design-filters.js';
import { cardDesignListStyles } from './svc-card-design-list.styles.js';
import { clampInt, type SortDirection } from '../list/list-settings.js';

const DEFAULT_PAGE_SIZE = 20;

/**
 * The card designs the partner may issue: filters (card network, account type, card type,
 * customer type), name sorting, paging with the total count. Each design shows its network, card
 * type, customers and account type, and the countries where it is available, named in the
 * element's locale (a code the browser cannot name is shown as sent). Server strings are text.
 *
 * States: loading (later pages dim the designs shown), loaded, empty, error (with Try again when
 * it may help).
 *
 * @summary A filterable, pageable list of card designs with the countries each is available in.
 * @tag svc-card-design-list
 * @slot toolbar - Partner content at the end of the toolbar (next to the count, sorting and page size).
 * @slot empty - What the list says when no design is listed.
 * @fires {CustomEvent<SvcSuccessDetail>} svc-success - A page of designs arrived (`detail.result` is the page).
 * @fires {CustomEvent<SvcErrorDetail>} svc-error - A page could not be loaded (`detail.error`).
 * @csspart filters-button - Shows or hides the filter form (closed at first); says how many filters are in force.
 * @csspart filters - The filter form.
 * @csspart form-control - One filter field (label, input, help text, error), also the page number field.
 * @csspart form-control-label - A field's label.
 * @csspart form-control-input - A filter's input or select, the sort and page-size choosers, the page number.
 * @csspart form-control-help-text - A field's help text.
 * @csspart form-control-error - The message tied to an invalid field.
 * @csspart apply-button - Applies the filters.
 * @csspart reset-button - Clears the filters.
 * @csspart toolbar - The count, sorting, page size and the `toolbar` slot.
 * @csspart status - The total count and current page, or the loading state (a live region).
 * @csspart loading - The busy indicator in the status while a request is on its way.
 * @csspart error - A failure, or the count of refused filters.
 * @csspart retry-button - Tries the failed request again.
 * @csspart empty - Shown when no design is listed (holds the `empty` slot), or when the page asked for is past the end.
 * @csspart first-page-button - Back to the first page, shown when the page asked for is past the end.
 * @csspart body - The list of designs.
 * @csspart row - One design.
 * @csspart title - A design's name.
 * @csspart details - A design's available countries.
 * @csspart pager - Previous / page / next.
 * @csspart previous-button - Goes to the previous page.
 * @csspart next-button - Goes to the next page.
 * @csspart go-button - Goes to the page number typed.
 */
export class SvcCardDesignList extends SvcElement {
  /** @internal */
  static override ownMessages = { cardDesignList };
  static override ownLocales = cardDesignListLocales;

  static override styles = [...SvcElement.styles, listStyles, cardDesignListStyles];

  /** Designs per page, 1 to the service's maximum (100). */
  @property({ attribute: 'page-size', type: Number }) pageSize: number = DEFAULT_PAGE_SIZE;

  /** The page shown, from 0 (people see it from 1). At most 500. */
  @property({ type: Number }) page = 0;

  /** Name order: `ASC` (A to Z, the default) or `DESC`. */
  @property({ attribute: 'sort-direction', reflect: true }) sortDirection: SortDirection = 'ASC';

  @state() private pageError = '';

  private readonly filters = designFilters(this, {
    messages: () => this.messages,
    locale: () => this.effectiveLocale,
    attention: (count) => this.attentionText(count),
    applied: () => {
      this.page = 0;
      this.list.forget();
    },
  });
  private readonly list = new PageQueryController<'listCardDesigns', DesignQuery, CardDesign>(this, listCardDesigns, (error) => this.filters.refused(error));

  /** The designs of the page shown. */
  get designs(): readonly CardDesign[] {
    return this.list.items;
  }

  /** The number of designs matching the filters (once known). */
  get total(): number | undefined {
    return this.list.total;
  }

  /** Loads the current page again. */
  reload(): void {
    this.list.forget();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (changed.has('pageSize')) {
      const size = clampInt(this.pageSize, LIMITS.pageSize, DEFAULT_PAGE_SIZE);
      if (size !== this.pageSize) console.warn(`<svc-card-design-list>: page-size ${this.pageSize} is outside ${LIMITS.pageSize.min}..${LIMITS.pageSize.max}; ${size} is used.`);
      this.pageSize = size;
    }
    if (changed.has('page')) this.page = clampInt(this.page, LIMITS.page, 0);
    if (this.sortDirection !== 'ASC' && this.sortDirection !== 'DESC') this.sortDirection = 'ASC';
    const query: DesignQuery = { sortAttribute: 'FRIENDLY_NAME', sortDirection: this.sortDirection, pageSize: this.pageSize, page: this.page, ...this.filters.applied };
    this.list.sync(listCardDesignsQuery.safeParse(query).success ? query : undefined, this.configured ? this.config?.adapter : undefined);
  }

  private readonly onRetry = () => this.reload();
  private readonly onFirstPage = () => {
    this.page = 0;
  };
  private readonly onSortChange = (event: Event) => {
    this.sortDirection = (event.target as HTMLSelectElement).value === 'DESC' ? 'DESC' : 'ASC';
    this.page = 0;
  };
  private readonly onPageSizeChange = (event: Event) => {
    this.pageSize = Number((event.target as HTMLSelectElement).value);
    this.page = 0;
  };
  private readonly onGo = (page: number) => {
    this.pageError = '';
    this.page = page;
  };
  private readonly onPageRefused = (error: string) => {
    this.pageError = error;
  };

  private get format(): ListFormat {
    return listFormat(this.effectiveLocale);
  }

  private statusText(): string {
    const t = this.messages.cardDesignList;
    const { state, total } = this.list;
    if (state.kind === 'loading') return t.loading;
    if (total === undefined) return '';
    if (total === 0) return t.totalNone;
    const count = plural(t.total, total, this.effectiveLocale);
    if (state.kind !== 'loaded') return count;
    return `${count} · ${format(t.pageOf, { page: this.format.count(this.page + 1), pages: this.format.count(reachablePages(total, this.pageSize)) })}`;
  }

  protected override renderContent() {
    const t = this.messages.cardDesignList;
    const total = this.list.total;
    return html`
      ${this.filters.render()}
      ${listToolbar({
        status: this.statusText(),
        busy: this.list.state.kind === 'loading',
        texts: t,
        sorts: [
          { value: 'ASC', label: t.sortAsc },
          { value: 'DESC', label: t.sortDesc },
        ],
        sort: this.sortDirection,
        pageSize: this.pageSize,
        count: (value) => this.format.count(value),
        onSortChange: this.onSortChange,
        onPageSizeChange: this.onPageSizeChange,
      })}
      ${this.renderError()} ${this.renderBody()}
      ${!total
        ? nothing
        : pager({
            messages: this.messages,
            texts: t,
            count: (value) => this.format.count(value),
            page: this.page,
            pageCount: reachablePages(total, this.pageSize),
            capped: pagesCapped(total, this.pageSize),
            error: this.pageError,
            go: this.onGo,
            refuse: this.onPageRefused,
          })}
    `;
  }

  private renderError() {
    const state = this.list.state;
    if (state.kind !== 'error') return nothing;
    return html`<div class="message error" part="error" role="alert">
      <span>${this.errorText(state.error)}</span>
      ${state.error.retryable ? html`<button type="button" class="secondary" part="retry-button" @click=${this.onRetry}>${this.messages.common.retry}</button>` : nothing}
    </div>`;
  }

  /** The countries, named in the element's locale and joined as the locale lists things. */
  private countries(codes: readonly string[]): string {
    const names = codes.map((code) => this.format.countryName(code));
    try {
      return new Intl.ListFormat(this.effectiveLocale, { type: 'conjunction' }).format(names);
    } catch {
      return names.join(', ');
    }
  }

  private renderBody() {
    const t = this.messages.cardDesignList;
    const { state } = this.list;
    const designs = this.list.items;
    if (designs.length > 0) {
      return html`<ul part="body" class="designs${state.kind === 'loading' ? ' stale' : ''}" aria-label=${t.title} aria-busy=${state.kind === 'loading' ? 'true' : 'false'}>
        ${designs.map(
          (design) => html`<li part="row" class="design" data-key=${design.id}>
            <h3 part="title">${design.friendlyName}</h3>
            <p class="facts">
              ${[design.scheme, labelIn(t.cardTypes, design.cardType), labelIn(t.userTypes, design.userType), labelIn(t.ledgerTypes, design.ledgerType)].join(' · ')}
            </p>
            <dl part="details" class="countries">
              <dt>${t.countries}</dt>
              <dd>${design.availableCountries.length > 0 ? this.countries(design.availableCountries) : t.noCountries}</dd>
            </dl>
          </li>`,
        )}
      </ul>`;
    }
    if (state.kind !== 'loaded') return nothing;
    if (this.page > 0 && state.total > 0) {
      return html`<div class="empty" part="empty">
        <p>${t.pastEnd}</p>
        <button type="button" class="secondary" part="first-page-button" @click=${this.onFirstPage}>${t.backToFirst}</button>
      </div>`;
    }
    return html`<div class="empty" part="empty"><slot name="empty"><p>${this.filters.active ? t.emptyFiltered : t.empty}</p></slot></div>`;
  }
}
