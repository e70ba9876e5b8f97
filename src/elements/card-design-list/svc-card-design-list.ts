import { html, type PropertyValues } from 'lit';
import { listCardDesigns } from '../../api/operations/card-designs.js';
import { listCardDesignsQuery, type CardDesign } from '../../api/schemas/card-designs.js';
import { list } from '../../i18n/list/en.js';
import { cardDesignList } from './texts/en.js';
import { cardDesignListLocales } from '../../generated/locales/card-design-list.js';
import { PageQueryController } from '../list/page-query.js';
import { checkedQuery, type SortDirection } from '../list/list-settings.js';
import { itemList } from '../list/item-list.js';
import { SvcListElement } from '../list/svc-list-element.js';
import { labelIn } from '../../i18n/labels.js';
import { countryName } from '../../api/formats/iso-lists.js';
import { designFilters, type DesignQuery } from './design-filters.js';
import { cardDesignListStyles } from './svc-card-design-list.styles.js';

/**
 * The card designs the partner may issue: filters (card network, account type, card type,
 * customer type), name sorting (`sort-direction`, A to Z by default), paging with the total count. Each design shows its network, card
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
 * @csspart pager - Previous / page / next (shown when there is more than one page).
 * @csspart previous-button - Goes to the previous page.
 * @csspart next-button - Goes to the next page.
 * @csspart go-button - Goes to the page number typed.
 */
export class SvcCardDesignList extends SvcListElement<CardDesign> {
  /** @internal */
  static override ownMessages = { cardDesignList, list };
  static override ownLocales = cardDesignListLocales;

  static override styles = [...SvcListElement.styles, cardDesignListStyles];

  /** Name order, A to Z first. */
  protected static override defaultSortDirection: SortDirection = 'ASC';

  protected override readonly filters = this.filterForm(designFilters);
  protected readonly list = new PageQueryController<DesignQuery, CardDesign>(this, (ops, query, signal) => ops.run(listCardDesigns, { query }, { silent: true, signal }), (error) => this.filters.refused(error));

  /** The designs of the page shown. */
  get designs(): readonly CardDesign[] {
    return this.list.items;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.list.sync(checkedQuery<DesignQuery>(listCardDesignsQuery, { sortAttribute: 'FRIENDLY_NAME', ...this.paging, ...this.filters.applied }), this.listAdapter);
  }

  protected get listTexts() {
    return this.messages.cardDesignList;
  }

  /** The countries, named in the element's locale and joined as the locale lists things. */
  private countries(codes: readonly string[]): string {
    const names = codes.map((code) => countryName(code, this.format.locale));
    try {
      return new Intl.ListFormat(this.effectiveLocale, { type: 'conjunction' }).format(names);
    } catch {
      return names.join(', ');
    }
  }

  protected override renderRows(designs: readonly CardDesign[], stale: boolean) {
    const texts = this.messages.cardDesignList;
    const notGiven = this.messages.common.notGiven;
    const label = (table: object, value: string | undefined) => (value === undefined ? notGiven : labelIn(table, value));
    return itemList(
      { kind: 'designs', label: texts.title, stale },
      designs.map(
        (design) => html`<li part="row" class="item design" data-key=${design.id}>
          <h3 part="title">${design.friendlyName}</h3>
          <p class="facts">
            ${[design.scheme ?? notGiven, label(texts.cardTypes, design.cardType), label(texts.userTypes, design.userType), label(texts.ledgerTypes, design.ledgerType)].join(' · ')}
          </p>
          <dl part="details" class="countries">
            <dt>${texts.countries}</dt>
            <dd>${design.availableCountries === undefined ? notGiven : design.availableCountries.length > 0 ? this.countries(design.availableCountries) : texts.noCountries}</dd>
          </dl>
        </li>`,
      ),
    );
  }
}
