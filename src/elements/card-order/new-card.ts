/**
 * The card <svc-card-order> has just ordered, fetched on demand (`'new card'`) as an order is
 * submitted: the order answers only the id, so the card is looked up as the newest of its ledger
 * with List cards, shown in the success panel (its status, the way to it) and handed to the page by
 * `svc-card-select`. Its words (the element's later words) are loaded in the element's locale
 * before it is handed over. Until an order is sent a page needs none of it.
 */
import { html, nothing } from 'lit';
import type { OperationController } from '../base/operation.js';
import { listCards } from '../../api/operations/cards.js';
import type { Card } from '../../api/schemas/card.js';
import { SvcCardSelectEvent } from '../card/events.js';
import { words } from './later-words.js';

/** Newest cards of the ledger looked through for the one just ordered. */
const LOOKUP_PAGE_SIZE = 10;

/** This module, once its words are in `locale`. */
export const inLocale = <M>(locale: string, module: M): Promise<M> => words.ready(locale).then(() => module);

/** The card found, and the event that hands it to the page. */
export interface NewCard {
  card: Card;
  select: () => SvcCardSelectEvent;
}

/** The card `id` among the newest of its ledger, or undefined when it is not found (or the list failed). */
export async function lookUpCard(ops: OperationController, id: string, ledgerId: string): Promise<NewCard | undefined> {
  const query = { ledgerId, sortAttribute: 'CREATION_DATE', sortDirection: 'DESC', pageSize: LOOKUP_PAGE_SIZE } as const;
  const outcome = await ops.run(listCards, { query }, { silent: true });
  const card = outcome.status === 'success' ? outcome.value.content.find((candidate) => candidate.id === id) : undefined;
  return card && { card, select: () => new SvcCardSelectEvent(card) };
}

interface DetailsOptions {
  /** The card ordered, what the lookup found of it, and whether it is still looking. */
  ordered: { id: string; found?: NewCard; looking: boolean };
  /** A card status in words (the element's: the cards' labels are on its page). */
  statusLabel: (status: string) => string;
  locale: string;
  /** Drawn again when the words of a locale chosen since arrive. */
  host: { requestUpdate(): void };
  /** The link to the new card (the element's `cardLink`), if any. */
  cardLink: string | undefined;
  /** Its words (the element's first words). */
  openCard: string;
  /** Fires the select event on the element. */
  emit: (event: Event) => void;
}

/** The new card in the success panel: its status, and the way to it. */
export function newCardDetails({ ordered, statusLabel, locale, host, cardLink, openCard, emit }: DetailsOptions) {
  const texts = words.in(locale, host);
  const { found } = ordered;
  const status = found ? statusLabel(found.card.status) : ordered.looking ? texts.cardLookup : '';
  return html`<section class="facts" part="details" aria-labelledby="created-title" data-card-id=${ordered.id}>
    <p class="facts-title" id="created-title">${texts.detailsTitle}</p>
    <dl>
      ${status ? html`<div><dt>${texts.status}</dt><dd>${status}</dd></div>` : nothing}
    </dl>
    ${cardLink
      ? html`<a part="link" href=${cardLink}>${openCard}</a>`
      : found
        ? html`<button type="button" class="secondary" part="show-card-button" @click=${() => emit(found.select())}>${texts.showCard}</button>`
        : nothing}
  </section>`;
}
