/**
 * One row of <svc-external-card-list>: the masked card number (grouped by four, its hidden digits
 * as dots, read out as "card ending in 4242"), the card's network and type, the holder, the expiry
 * once (as printed on the card, `02/27`; the validity date only when the answer gives no expiry),
 * and the date the card was added. No listener of its own (the rows'
 * container listens for all of them); every server string is text.
 */
import { html, type TemplateResult } from 'lit';
import type { ExternalCard } from '../../api/schemas/acquiring.js';
import { ownString } from '../../api/own.js';
import { format, type Catalog } from '../../i18n/catalog.js';
import { labelIn } from '../../i18n/labels.js';
import { gridRow, type GridRowPlace } from '../list/grid-shell.js';
import type { ListFormat } from '../list/list-format.js';

/** Card networks by the names their owners write them in, in every language. */
const SCHEMES: Record<string, string> = { VISA: 'Visa', MASTERCARD: 'Mastercard', AMEX: 'American Express', MAESTRO: 'Maestro', CB: 'CB' };

/** What every row of one render shares. */
export interface ExternalCardRowContext {
  messages: Catalog;
  format: ListFormat;
}

/** `424242******4242` → `4242 42•• •••• 4242`; a number written another way is shown as sent. */
function maskedPanText(pan: string): string {
  if (!/^[0-9*xX•]+$/.test(pan)) return pan;
  return pan.replace(/[*xX]/g, '•').replace(/(.{4})(?=.)/g, '$1 ');
}

/** The last four digits, when the masked number ends with them. */
const lastFour = (pan: string): string | undefined => /(\d{4})$/.exec(pan)?.[1];

const schemeName = (scheme: string | undefined, messages: Catalog): string =>
  scheme === undefined ? messages.common.notGiven : (ownString(SCHEMES, scheme) ?? scheme);

export function externalCardRow(card: ExternalCard, place: GridRowPlace, context: ExternalCardRowContext): TemplateResult {
  const { messages } = context;
  const texts = messages.externalCardList;
  const notGiven = messages.common.notGiven;
  const pan = card.maskedPan;
  const last = pan === undefined ? undefined : lastFour(pan);
  const facts = [schemeName(card.scheme, messages), card.type === undefined ? notGiven : labelIn(texts.types, card.type)].join(' · ');
  const number = pan === undefined
    ? html`<b>${notGiven}</b>`
    : html`<b class="pan"><span aria-hidden="true">${maskedPanText(pan)}</span><span class="visually-hidden">${last ? format(texts.endingIn, { digits: last }) : pan}</span></b>`;
  return gridRow(
    place,
    html`<span role="rowheader" part="cell" class="cell name"><span class="text">${number} <small>${facts}</small></span></span
      ><span role="gridcell" part="cell" class="cell holder" data-label=${texts.columnHolder}>${card.cardHolderName ?? notGiven}</span
      ><span role="gridcell" part="cell" class="cell expiry" data-label=${texts.columnExpiry}>${card.expiryDate ?? context.format.date(card.validityDate, notGiven)}</span
      ><span role="gridcell" part="cell" class="cell date" data-label=${texts.columnAdded}>${context.format.date(card.creationDate, notGiven)}</span>`,
  );
}
