/** The beneficiary form's starting values and what its edit mode may change. */
import type { Beneficiary } from '../../api/schemas/beneficiary.js';

/** Where a new beneficiary starts: a SEPA account, active, shown to the customer. */
export const CREATE_DEFAULTS: Readonly<Record<string, unknown>> = { accountType: 'IBAN', display: true, active: true };
/** What the patch operation can change. */
export const EDITABLE = ['friendlyName', 'active', 'display'] as const;

/** The editable values of a stored beneficiary. */
export function editValues(beneficiary: Beneficiary): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of EDITABLE) if (beneficiary[key] !== undefined) values[key] = beneficiary[key];
  return values;
}
