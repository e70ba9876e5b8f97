/** The fields of <svc-card-design-list>'s filters, judged by the listCardDesigns query's own rules. */
import { html } from 'lit';
import * as z from 'zod/mini';
import { CardDesignUserType, CardType, LedgerType } from '../../api/enums.js';
import { listCardDesignsQuery } from '../../api/schemas/card-designs.js';
import { selectField, textField } from '../form/fields.js';
import { memoByCatalog, type FilterFieldSet } from '../list/filter-form.js';
import { labelIn } from '../../i18n/labels.js';

const filterSchema = z.pick(listCardDesignsQuery, { scheme: true, ledgerType: true, cardType: true, userType: true });

const choices = memoByCatalog((messages) => {
  const texts = messages.cardDesignList;
  const of = (values: readonly string[], table: object) => values.map((value) => ({ value, label: labelIn(table, value) }));
  return { ledgerTypes: of(LedgerType, texts.ledgerTypes), cardTypes: of(CardType, texts.cardTypes), userTypes: of(CardDesignUserType, texts.userTypes) };
});

export const designFilterFields: FilterFieldSet = {
  schema: () => filterSchema,
  renderFields: (form, messages) => {
    const texts = messages.cardDesignList;
    const c = choices(messages);
    return html`${textField(form, { path: 'scheme', label: texts.scheme, hint: texts.schemeHint, autocomplete: 'off', spellcheck: false, parse: (text) => text.trim().toUpperCase() })}
    ${selectField(form, { path: 'ledgerType', label: texts.ledgerType, placeholder: texts.any, choices: c.ledgerTypes })}
    ${selectField(form, { path: 'cardType', label: texts.cardType, placeholder: texts.any, choices: c.cardTypes })}
    ${selectField(form, { path: 'userType', label: texts.userType, placeholder: texts.any, choices: c.userTypes })}`;
  },
};
