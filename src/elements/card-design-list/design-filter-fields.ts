/** The fields of <svc-card-design-list>'s filters, judged by the listCardDesigns query's own rules. */
import { html } from 'lit';
import * as z from 'zod/mini';
import { CardDesignUserType, CardType, LedgerType } from '../../api/enums.js';
import { listCardDesignsQuery } from '../../api/schemas/card-management.js';
import { selectField, textField } from '../form/fields.js';
import { memoByCatalog, type FilterFieldSet } from '../list/filter-form.js';
import { labelIn } from '../../i18n/labels.js';

const filterSchema = z.pick(listCardDesignsQuery, { scheme: true, ledgerType: true, cardType: true, userType: true });

const choices = memoByCatalog((messages) => {
  const t = messages.cardDesignList;
  const of = (values: readonly string[], table: object) => values.map((value) => ({ value, label: labelIn(table, value) }));
  return { ledgerTypes: of(LedgerType, t.ledgerTypes), cardTypes: of(CardType, t.cardTypes), userTypes: of(CardDesignUserType, t.userTypes) };
});

export const designFilterFields: FilterFieldSet = {
  schema: () => filterSchema,
  renderFields: (form, messages) => {
    const t = messages.cardDesignList;
    const c = choices(messages);
    return html`${textField(form, { path: 'scheme', label: t.scheme, hint: t.schemeHint, autocomplete: 'off', spellcheck: false, parse: (text) => text.trim().toUpperCase() })}
    ${selectField(form, { path: 'ledgerType', label: t.ledgerType, placeholder: t.any, choices: c.ledgerTypes })}
    ${selectField(form, { path: 'cardType', label: t.cardType, placeholder: t.any, choices: c.cardTypes })}
    ${selectField(form, { path: 'userType', label: t.userType, placeholder: t.any, choices: c.userTypes })}`;
  },
};
