import { html, type PropertyValues } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { listPartnerUsers } from '../../api/operations/partner.js';
import { listPartnerUsersQuery, type partnerUser } from '../../api/schemas/partner.js';
import type * as z from 'zod/mini';
import type { OperationInput } from '../../api/operations.js';
import { list } from '../../i18n/list/en.js';
import { partnerRoles } from '../../i18n/partner-roles/en.js';
import { partnerUserList } from './texts/en.js';
import { labelIn } from '../../i18n/labels.js';
import { partnerUserListLocales } from '../../generated/locales/partner-user-list.js';
import { badge } from '../list/badge.js';
import { PageQueryController } from '../list/page-query.js';
import { checkedQuery, type SortDirection } from '../list/list-settings.js';
import { itemList } from '../list/item-list.js';
import { SvcListElement } from '../list/svc-list-element.js';
import { partnerUserListStyles } from './svc-partner-user-list.styles.js';

type PartnerUserQuery = NonNullable<OperationInput<'listPartnerUsers'>['query']>;
/** One account as the service lists it. */
export type PartnerUser = z.infer<typeof partnerUser>;

/**
 * The partner's own team ("List partner user accounts", a partner operation): each account's email
 * address, its roles in words (a role the kit does not know shows as its code), and when it was
 * created and last changed. Sorted by email address (`sort-direction`, A to Z by default), paged
 * with the total count. Server strings are text.
 *
 * The reference backend lets staff with the `admin` role call it (docs/partner-users.md).
 *
 * States: loading (later pages dim the accounts shown), loaded, empty, error (with Try again when
 * it may help).
 *
 * @summary A pageable list of the partner's team members (partner user accounts), with their roles.
 * @tag svc-partner-user-list
 * @slot toolbar - Partner content at the end of the toolbar (next to the count, sorting and page size).
 * @slot empty - What the list says when no account is listed.
 * @fires {CustomEvent<SvcSuccessDetail>} svc-success - A page of accounts arrived (`detail.result` is the page).
 * @fires {CustomEvent<SvcErrorDetail>} svc-error - A page could not be loaded (`detail.error`).
 * @csspart form-control - The page number field.
 * @csspart form-control-label - A field's label.
 * @csspart form-control-input - The sort and page-size choosers, the page number.
 * @csspart form-control-error - The message tied to an invalid page number.
 * @csspart toolbar - The count, sorting, page size and the `toolbar` slot.
 * @csspart status - The total count and current page, or the loading state (a live region).
 * @csspart loading - The busy indicator in the status while a request is on its way.
 * @csspart error - A failure.
 * @csspart retry-button - Tries the failed request again.
 * @csspart empty - Shown when no account is listed (holds the `empty` slot), or when the page asked for is past the end.
 * @csspart first-page-button - Back to the first page, shown when the page asked for is past the end.
 * @csspart body - The list of accounts.
 * @csspart row - One account.
 * @csspart title - An account's email address.
 * @csspart badge - A role; also `badge-<role>` (e.g. `badge-account-create`).
 * @csspart details - An account's dates.
 * @csspart pager - Previous / page / next (shown when there is more than one page).
 * @csspart previous-button - Goes to the previous page.
 * @csspart next-button - Goes to the next page.
 * @csspart go-button - Goes to the page number typed.
 */
export class SvcPartnerUserList extends SvcListElement<PartnerUser> {
  /** @internal */
  static override ownMessages = { partnerUserList, partnerRoles, list };
  static override ownLocales = partnerUserListLocales;

  static override styles = [...SvcListElement.styles, partnerUserListStyles];

  /** Email order, A to Z first. */
  protected static override defaultSortDirection: SortDirection = 'ASC';

  protected readonly list = new PageQueryController<PartnerUserQuery, PartnerUser>(this, (ops, query, signal) => ops.run(listPartnerUsers, { query }, { silent: true, signal }));

  /** The accounts of the page shown. */
  get users(): readonly PartnerUser[] {
    return this.list.items;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    this.list.sync(checkedQuery<PartnerUserQuery>(listPartnerUsersQuery, { sortAttribute: 'EMAIL', ...this.paging }), this.listAdapter);
  }

  protected get listTexts() {
    return this.messages.partnerUserList;
  }

  protected override renderRows(users: readonly PartnerUser[], stale: boolean) {
    const texts = this.messages.partnerUserList;
    const notGiven = this.messages.common.notGiven;
    const date = (value: string | undefined) => html`<time datetime=${ifDefined(value)}>${this.format.date(value, notGiven)}</time>`;
    return itemList(
      { kind: 'users', label: texts.title, stale },
      users.map(
        (user) => html`<li part="row" class="item user" data-key=${user.id}>
          <h3 part="title" class="email">${user.email ?? notGiven}</h3>
          <p class="roles">
            <span class="visually-hidden">${texts.roles}</span>
            ${user.roles?.length
              ? user.roles.map((role) => badge(role, labelIn(this.messages.partnerRoles, role), 'neutral'))
              : html`<span class="none">${user.roles ? texts.noRoles : notGiven}</span>`}
          </p>
          <dl part="details" class="dates">
            <div><dt>${texts.created}</dt><dd>${date(user.creationDate)}</dd></div>
            <div><dt>${texts.updated}</dt><dd>${date(user.updateDate)}</dd></div>
          </dl>
        </li>`,
      ),
    );
  }
}
