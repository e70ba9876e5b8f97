/**
 * One row of <svc-consumer-list>: the consumer's name with their email address and phone number,
 * the overall status (and Suspended when suspended), the identity check, banking, and when the
 * record was last updated. No listener of its own (the rows' container listens for all of them);
 * every server string is text.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { ConsumerListItem } from '../../api/schemas/consumer-list.js';
import type { Catalog } from '../../i18n/catalog.js';
import { badge } from '../list/badge.js';
import { gridRow, type GridRowPlace } from '../list/grid-shell.js';
import type { ListFormat } from '../list/list-format.js';
import { phoneText } from '../consumer/phone-text.js';
import { statusLabel, toneOf, type StatusFacet } from '../consumer/statuses.js';

/** What every row of one render shares. */
export interface ConsumerRowContext {
  messages: Catalog;
  format: ListFormat;
}

/** The name a person knows the consumer by. */
const consumerName = (consumer: ConsumerListItem, messages: Catalog): string =>
  [consumer.firstName, consumer.lastName].filter(Boolean).join(' ') || messages.consumerList.unnamed;

export function consumerRow(consumer: ConsumerListItem, place: GridRowPlace, context: ConsumerRowContext): TemplateResult {
  const { messages } = context;
  const contact = [consumer.emailAddress, phoneText(consumer.phone)].filter(Boolean).join(' · ');
  const suspended = consumer.status?.suspension?.value === 'SUSPENDED';
  const facets = messages.consumerStatuses.facets;
  const facet = (name: StatusFacet) => {
    const value = consumer.status?.[name]?.value;
    return badge(value, statusLabel(messages, name, value), toneOf(name, value));
  };
  return gridRow(
    place,
    html`<span role="rowheader" part="cell" class="cell name"
        ><span class="text"><b>${consumerName(consumer, messages)}</b> <small>${contact}</small></span></span
      ><span role="gridcell" part="cell" class="cell state" data-label=${facets.overall}
        >${facet('overall')}${suspended ? html` ${badge('SUSPENDED', messages.consumerList.suspended, 'danger')}` : nothing}</span
      ><span role="gridcell" part="cell" class="cell state" data-label=${facets.kyc}>${facet('kyc')}</span
      ><span role="gridcell" part="cell" class="cell state" data-label=${facets.banking}>${facet('banking')}</span
      ><span role="gridcell" part="cell" class="cell date" data-label=${messages.consumerList.columnUpdated}>${context.format.date(consumer.updateDate, messages.common.notGiven)}</span>`,
  );
}
