import type { Beneficiary as Answer } from '../../api/schemas/beneficiary.js';
import type { Whole } from '../../api/tolerant.js';

/** The sandbox keeps every record whole. */
type Beneficiary = Whole<Answer>;
import { decide } from '../decisions.js';
import { created, forbidden, ok } from '../http.js';
import { find, newId } from '../store.js';
import { actingEndUser, own, type Ctx, type Handlers } from './context.js';

/** `display` decides what the end-user sees: only the partner may set it. */
function refuseDisplayFromEndUser(ctx: Ctx, display: boolean | undefined): void {
  if (display !== undefined && ctx.caller.kind === 'end-user') forbidden('spec:display-partner-only', 'An end-user cannot set display.', 'display');
}

function beneficiaryOf(ctx: Ctx, id: string): Beneficiary {
  const beneficiary = find(ctx.store.beneficiaries, id, 'beneficiary');
  own(ctx, beneficiary.endUserId, 'beneficiary');
  return beneficiary;
}

function checkCreate(ctx: Ctx<'createBeneficiary'>): string {
  refuseDisplayFromEndUser(ctx, ctx.body.display);
  return actingEndUser(ctx, ctx.body.endUserId);
}

type Details = { iban?: string; bic?: string; accountNumber?: string; sortCode?: string; routingNumber?: string };

/**
 * The record's account fields for each shape of banking details. GBP and USD details may carry
 * fields the kit does not name (the service's own): the sandbox keeps only those it knows.
 */
function accountOf(details: Ctx<'createBeneficiary'>['body']['bankingDetails']) {
  const known: Details = details;
  const { iban, bic, accountNumber, sortCode, routingNumber } = decide('beneficiary-known-fields', known);
  const withBic = bic === undefined ? {} : { bic };
  if (iban !== undefined) return { accountType: 'IBAN', iban, ...withBic };
  if (sortCode !== undefined) return { accountType: 'GBP', accountNumber, sortCode, ...withBic };
  return { accountType: 'USD', accountNumber, routingNumber, ...withBic };
}

export const beneficiaryHandlers: Handlers<'createBeneficiary' | 'getBeneficiary' | 'patchBeneficiary'> = {
  createBeneficiary: {
    scaSubject: checkCreate,
    run: (ctx) => {
      const endUserId = checkCreate(ctx);
      const { bankingDetails, endUserId: _given, ...fields } = ctx.body;
      const account = accountOf(bankingDetails);
      // A beneficiary that is one of the partner's own ledgers is recognised (the spec's serviceLedgerId).
      const ledger = 'iban' in account ? decide('beneficiary-valid-at-once', [...ctx.store.ledgers.values()].find((l) => l.iban === account.iban)) : undefined;
      const id = newId();
      ctx.store.beneficiaries.set(id, {
        id, endUserId, ...fields, ...account, active: fields.active ?? true, display: fields.display ?? decide('beneficiary-valid-at-once', true),
        // The sandbox accepts every beneficiary at once; the service may review it first.
        status: decide('beneficiary-valid-at-once', 'VALID'),
        ...(ledger ? { serviceLedgerId: ledger.id } : {}),
        creationDate: ctx.iso, updateDate: ctx.iso,
      });
      return created({ id });
    },
  },

  getBeneficiary: { run: (ctx) => ok(beneficiaryOf(ctx, ctx.params.beneficiaryId)) },

  patchBeneficiary: {
    scaSubject: (ctx) => {
      refuseDisplayFromEndUser(ctx, ctx.body.display);
      return beneficiaryOf(ctx, ctx.params.beneficiaryId).endUserId;
    },
    run: (ctx) => {
      refuseDisplayFromEndUser(ctx, ctx.body.display);
      const beneficiary = beneficiaryOf(ctx, ctx.params.beneficiaryId);
      Object.assign(beneficiary, ctx.body, { updateDate: ctx.iso });
      return ok({ id: beneficiary.id });
    },
  },
};
