/** The fields of <svc-card-list>'s filters, judged by the listCards query's own rules. */
import { html, nothing } from 'lit';
import * as z from 'zod/mini';
import { CardStatus, CardType } from '../../api/enums.js';
import { listCardsQuery } from '../../api/schemas/card.js';
import { cardStatusLabel, cardTypeLabel } from '../../i18n/card-labels.js';
import { choiceGroup, textField } from '../form/fields.js';
import { memoByCatalog, type FilterFieldSet } from '../list/filter-form.js';
import { notOffered, type CardFilterOptions, type IdFilter } from './card-filters.js';

const filterSchema = z.pick(listCardsQuery, { endUserId: true, ledgerId: true, profileId: true, status: true, types: true });

const trim = (text: string) => text.trim();

export function cardFilterFields(options: CardFilterOptions): FilterFieldSet {
  const statuses = memoByCatalog((messages) => CardStatus.map((value) => ({ value, label: cardStatusLabel(messages, value) })));
  const types = memoByCatalog((messages) => CardType.map((value) => ({ value, label: cardTypeLabel(messages, value) })));
  let schemaFor: { offered: string; schema: z.ZodMiniType } | undefined;
  const schema = () => {
    const left = (key: IdFilter) => notOffered(options, key) || undefined;
    const offered = (['endUserId', 'ledgerId', 'profileId'] as const).filter((key) => !left(key)).join();
    if (schemaFor?.offered !== offered) schemaFor = { offered, schema: z.omit(filterSchema, { endUserId: left('endUserId'), ledgerId: left('ledgerId'), profileId: left('profileId') }) };
    return schemaFor.schema;
  };
  return {
    schema,
    renderFields: (form, messages) => {
      const texts = messages.cardList;
      const id = (path: IdFilter, label: string, hint: string) =>
        notOffered(options, path) ? nothing : textField(form, { path, label, hint, autocomplete: 'off', spellcheck: false, parse: trim });
      return html`${id('endUserId', texts.endUserId, texts.endUserIdHint)} ${id('ledgerId', texts.ledgerId, texts.ledgerIdHint)}
      ${id('profileId', texts.profileId, texts.profileIdHint)}
      ${choiceGroup(form, { path: 'types', label: texts.type, multiple: true, choices: types(messages) })}
      ${choiceGroup(form, { path: 'status', label: texts.status, multiple: true, choices: statuses(messages) })}`;
    },
  };
}
