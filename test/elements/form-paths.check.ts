/**
 * Type test of the forms' typed data path, compiled by `npm run typecheck`, never run: each
 * `@ts-expect-error` fails the type check if the error it expects goes away. A field names its
 * value by a path of its form's model (the operation's body), so a renamed or misspelt field
 * fails here; a form's request is built from the body its schema passed, typed by the operation,
 * with no cast.
 */
import type * as z from 'zod/mini';
import type { OperationInput } from '../../src/api/operations.js';
import { createLedgerBody } from '../../src/api/schemas/ledger.js';
import type { FormModel } from '../../src/elements/form/form-model.js';
import { checkboxField, choiceGroup, friendlyNameField, textField } from '../../src/elements/form/fields.js';
import type { FieldPath, PathIn } from '../../src/elements/form/paths.js';
import { SvcFormElement, type FormBody } from '../../src/elements/form/svc-form-element.js';
import { OperationFormElement, sends } from '../../src/elements/form/operation-form.js';
import { createLedger } from '../../src/api/operations/ledgers.js';
import { suspendLedger } from '../../src/api/operations/ledger-suspend.js';
import { createPartnerUser } from '../../src/api/operations/partner.js';
import type { RuleModel } from '../../src/elements/card/rule-form.js';

declare const consumer: FormModel<FormBody<'createConsumer'>>;
declare const beneficiary: FormModel<FormBody<'createBeneficiary'>>;
declare const related: FormModel<FormBody<'declareCorporateRelated'>>;

export function fields(): void {
  // The body's own paths, a group's inside.
  textField(consumer, { path: 'firstName', label: 'First name' });
  textField(consumer, { path: 'address.city', label: 'City' });
  // @ts-expect-error a misspelt group: no such path in the body
  textField(consumer, { path: 'adress.city', label: 'City' });
  // @ts-expect-error a field the body does not have (renamed from firstName)
  textField(consumer, { path: 'givenName', label: 'First name' });
  // A union of bodies: the paths of each kind of banking details.
  textField(beneficiary, { path: 'bankingDetails.iban', label: 'IBAN' });
  textField(beneficiary, { path: 'bankingDetails.sortCode', label: 'Sort code' });
  // @ts-expect-error a misspelt group (the UK and US details are open records, so any field inside one passes)
  textField(beneficiary, { path: 'bankingDetail.iban', label: 'IBAN' });
  // A list's items by index.
  checkboxField(related, { path: 'sharesInfo.0.indirect', label: 'Indirect' });
  // @ts-expect-error a list's item is reached by its index
  checkboxField(related, { path: 'sharesInfo.first.indirect', label: 'Indirect' });
  // @ts-expect-error a declaration has no `isDirectr` (a company's `info` is an open record: any field inside it passes)
  checkboxField(related, { path: 'isDirectr', label: 'Director' });
  choiceGroup(consumer, { path: 'phone.countryCode', label: 'Country', choices: [] });
  // The model's own calls are typed the same way.
  consumer.set('phone.number', '0612345678');
  // @ts-expect-error a phone has no `numbr`
  consumer.set('phone.numbr', '0612345678');
  // A shared field asks its model for the field it draws.
  friendlyNameField(beneficiary, { label: 'Nickname', hint: '', locale: 'en' });
  // @ts-expect-error a consumer has no nickname
  friendlyNameField(consumer, { label: 'Nickname', hint: '', locale: 'en' });
}

export function paths(): void {
  const city: PathIn<FormBody<'createConsumer'>, 'address'> = 'city';
  // @ts-expect-error `address.` is not repeated inside its group
  const wrong: PathIn<FormBody<'createConsumer'>, 'address'> = 'address.city';
  // An open record (a form whose paths follow what is chosen at run time) takes any path.
  const open: FieldPath<Record<string, unknown>> = `rules.${city}`;
  void [wrong, open];
}

/** A form's request from the body its schema passed: no cast, and the wrong operation's shape refused. */
export abstract class LedgerForm extends SvcFormElement<'createLedger'> {
  protected bodySchema(): z.ZodMiniType<FormBody<'createLedger'>> {
    return createLedgerBody;
  }

  protected requestFor(body: FormBody<'createLedger'>): OperationInput<'createLedger'> {
    const type: string = body.type;
    // @ts-expect-error a ledger's body has no `kind` (it was renamed `type`)
    void body.kind;
    void type;
    return { body };
  }

  protected renderPaths(): void {
    textField(this.form, { path: 'limits.transactionLimit', label: 'Limit' });
    // @ts-expect-error no such limit on a ledger
    textField(this.form, { path: 'limits.transactionLimitt', label: 'Limit' });
  }
}

export abstract class WrongBody extends SvcFormElement<'createLedger'> {
  // @ts-expect-error a schema of another operation's body is not this form's
  protected bodySchema(): z.ZodMiniType<FormBody<'suspendLedger'>> {
    throw new Error('never run');
  }

  protected requestFor(body: FormBody<'createLedger'>): OperationInput<'createLedger'> {
    // @ts-expect-error the request needs the ledger's body, not a bare object
    return { body: { friendlyName: body.friendlyName } };
  }
}

/** A form of one operation declares it: the body alone stands for an operation whose whole input it is. */
export abstract class DeclaredForms extends OperationFormElement<'createLedger'> {
  protected readonly operation = sends(createLedger);

  protected declarations(): void {
    sends(createPartnerUser);
    // @ts-expect-error suspending a ledger takes its id in the path: the body alone is not its input
    sends(suspendLedger);
    sends(suspendLedger, (body) => ({ params: { ledgerId: 'x' }, body }));
    // @ts-expect-error the request a form builds is the operation's input (the path's ledger id missing)
    sends(suspendLedger, (body) => ({ body }));
  }
}

/** The rule forms edit a rule's body (and its type): their fields name the operation's own paths. */
export function ruleFields(rule: FormModel<RuleModel>): void {
  textField(rule, { path: 'value', label: 'Limit' });
  textField(rule, { path: 'mccs', label: 'Codes' });
  // @ts-expect-error the body's list of merchants is `merchantIds`
  textField(rule, { path: 'merchants', label: 'Merchants' });
  // @ts-expect-error no such field on a rule's body
  rule.set('limit', 5);
}
