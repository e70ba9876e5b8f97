import { decide } from '../decisions.js';
import { created, fail, HttpError, noContent, ok } from '../http.js';
import { listPage } from '../list.js';
import { hasShare, passesHundred, reviewKyb } from '../kyb.js';
import { find, newId, type CorporateRelated } from '../store.js';
import { own, type Ctx, type Handlers } from './context.js';
import { activateLedger } from './ledgers.js';

const corporateOf = (ctx: Ctx, id: string, field?: string) => {
  const corporate = find(ctx.store.corporates, id, 'corporate', field);
  own(ctx, corporate.id, 'corporate', field);
  return corporate;
};

const personName = (related: CorporateRelated) => [related.info.firstName, related.info.lastName].filter(Boolean).join(' ');

/** A one-time password for a new partner user: shown once, never stored by the kit. */
const otp = () => decide('partner-user-defaults', String((crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % 100_000_000).padStart(8, '0'));

export const corporateHandlers: Handlers<
  'declareCorporateRelated' | 'createCorporateShare' | 'requestKybVerification' | 'listPartnerUsers' | 'createPartnerUser' | 'getPartnerConfiguration'
> = {
  declareCorporateRelated: {
    run: (ctx) => {
      const corporate = corporateOf(ctx, ctx.params.corporateId);
      const { info, ...fields } = ctx.body;
      const isPerson = 'firstName' in info;
      if (passesHundred(ctx.store, corporate.id, fields.sharesInfo.map((share) => share.percentage))) {
        fail('share-total-100', 409, 'SHARE_TOTAL_EXCEEDED', "The corporate's declared shares would pass 100 %.", 'sharesInfo');
      }
      const id = newId();
      // A declared person must still pass KYC (the partner sends them a KYC link); a company shareholder has no KYC.
      ctx.store.corporateRelated.set(id, { id, corporateId: corporate.id, ...fields, info, ...decide('ubos-among-persons', isPerson ? { kycStatus: decide('related-kyc-control', 'NOT_STARTED') } : {}), creationDate: ctx.iso });
      return created({ id });
    },
  },

  createCorporateShare: {
    run: (ctx) => {
      // The relation must be the caller's own corporate's: another corporate's reads as unknown.
      const related = find(ctx.store.corporateRelated, ctx.body.corporateRelatedId, 'corporate-related entity', 'corporateRelatedId');
      corporateOf(ctx, related.corporateId, 'corporateRelatedId');
      if (hasShare(ctx.store, related)) fail('one-share-per-holder', 409, 'SHARE_ALREADY_DECLARED', 'This holder already has a share.', 'corporateRelatedId');
      if (passesHundred(ctx.store, related.corporateId, [ctx.body.percentage])) {
        fail('share-total-100', 409, 'SHARE_TOTAL_EXCEEDED', "The corporate's declared shares would pass 100 %.", 'percentage');
      }
      const id = newId();
      ctx.store.corporateShares.set(id, { id, ...ctx.body, creationDate: ctx.iso });
      return created({ id });
    },
  },

  requestKybVerification: {
    run: (ctx) => {
      const corporate = corporateOf(ctx, ctx.params.corporateId);
      const review = decide('kyb-decided-at-once', reviewKyb(ctx.store, corporate));
      if (!review.status) {
        const names = review.waiting.map((r) => `${personName(r)} (${r.kycStatus})`).join(', ');
        throw new HttpError('spec:kyb-prerequisites', 409, 'KYB_PREREQUISITES_MISSING', `Every director and UBO needs a validated KYC first: ${names}.`, undefined, {
          errors: review.waiting.map((r) => ({ field: `related.${r.id}`, message: `KYC of ${personName(r)} is ${r.kycStatus}.`, code: r.kycStatus })),
        });
      }
      Object.assign(corporate, { kybRequestDate: ctx.iso, kybStatus: review.status, kybStatusReason: review.reason });
      // Banking opens with a validated KYB: the corporate's waiting ledgers become active.
      if (decide('ledger-pending-until-verified', review.status === 'VALIDATED')) {
        for (const ledger of ctx.store.ledgers.values()) if (ledger.endUser.id === corporate.id && ledger.status === 'PENDING') activateLedger(ledger);
      }
      return noContent();
    },
  },

  listPartnerUsers: {
    access: 'partner',
    run: ({ store, query }) => ok(listPage(store.partnerUsers.values(), query, { EMAIL: (u) => u.email }, [])),
  },

  createPartnerUser: {
    access: 'partner',
    run: ({ store, body, iso }) => {
      const email = decide('names-without-case', body.email.toLowerCase());
      if ([...store.partnerUsers.values()].some((u) => u.email.toLowerCase() === email)) {
        fail('names-without-case', 409, 'EMAIL_ALREADY_USED', 'A partner user with this email address exists.', 'email');
      }
      const id = newId();
      store.partnerUsers.set(id, { id, email: body.email, roles: body.roles ?? decide('partner-user-defaults', []), creationDate: iso, updateDate: iso });
      return created({ id, otp: otp() });
    },
  },

  getPartnerConfiguration: { access: 'partner', run: ({ store }) => ok(store.partnerConfiguration) },
};
