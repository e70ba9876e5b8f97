/** Labels of a card's status and type, shared by every card element (catalog part `cards`). */
import type { Catalog } from './catalog.js';
import { labelIn } from './labels.js';

/** "Active", or for a status the kit does not know, its code as sent (`LOST_IN_SPACE`). */
export const cardStatusLabel = (messages: Catalog, status: string): string => labelIn(messages.cards.statuses, status);

/** "Physical", "Virtual", or a type the kit does not know as sent. */
export const cardTypeLabel = (messages: Catalog, type: string): string => labelIn(messages.cards.types, type);
