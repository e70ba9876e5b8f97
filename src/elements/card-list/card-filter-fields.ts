/** The fields of <svc-card-list>'s filters, judged by the listCards query's own rules. */
import { html, nothing } from 'lit';
import * as z from 'zod/mini';
import { CardStatus, CardType } from '../../api/enums.js';
import { listCardsQuery } from '../../api/schemas/card.js';
import { cardStatusLabel, cardTypeLabel } from '../../i18n/card-labels.js';
import { choiceGroup, textField } from '../form/fields.js';
import { memoByCatalog, type FilterFieldSet } from '../list/filter-form.js';
import type { CardFilterOptions, Pin } from './card-filters.js';

const filterSchema = z.pick(listCardsQuery, { endUserId: true, ledgerId: true, profileId: true, status: true, types: true });

const trim = (text: string) => text.trim();

export function cardFilterFields(options: CardFilterOptions): FilterFieldSet {
  const statuses = memoByCatalog((messages) => CardStatus.map((value) => ({ value, label: cardStatusLabel(messages, value) })));
  const types = memoByCatalog((messages) => CardType.map((value) => ({ value, label: cardTypeLabel(messages, value) })));
  let schemaFor: { pins: ReadonlySet<Pin>; schema: z.ZodMiniType } | undefined;
  const schema = () => {
    const pins = options.pinned();
    if (schemaFor?.pins !== pins) schemaFor = { pins, schema: z.omit(filterSchema, { endUserId: pins.has('endUserId') || undefined, ledgerId: pins.has('ledgerId') || undefined }) };
    return schemaFor.schema;
  };
  return {
    schema,
    renderFields: (form, messages) => {
      const t = messages.cardList;
      const pins = options.pinned();
      const id = (path: Pin | 'profileId', label: string, hint: string) =>
        pins.has(path as Pin) ? nothing : textField(form, { path, label, hint, autocomplete: 'off', spellcheck: false, parse: trim });
      return html`${id('endUserId', t.endUserId, t.endUserIdHint)} ${id('ledgerId', t.ledgerId, t.ledgerIdHint)}
      ${id('profileId', t.profileId, t.profileIdHint)}
      ${choiceGroup(form, { path: 'types', label: t.type, multiple: true, choices: types(messages) })}
      ${choiceGroup(form, { path: 'status', label: t.status, multiple: true, choices: statuses(messages) })}`;
    },
  };
}
