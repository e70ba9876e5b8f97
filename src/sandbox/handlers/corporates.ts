import { created, fail, HttpError, noContent, ok } from '../http.js';
import { listPage } from '../list.js';
import { find, newId, type CorporateRelated } from '../store.js';
import { own, type Ctx, type Handlers } from './context.js';

const corporateOf = (ctx: Ctx, id: string, field?: string) => {
  const corporate = find(ctx.store.corporates, id, 'corporate', field);
  own(ctx, corporate.id, 'corporate', field);
  return corporate;
};

const personName = (related: CorporateRelated) => [related.info.firstName, related.info.lastName].filter(Boolean).join(' ');

/** A one-time password for a new partner user: shown once, never stored by the kit. */
const otp = () => String(crypto.getRandomValues(new Uint32Array(1))[0]! % 100_000_000).padStart(8, '0');

export const corporateHandlers: Handlers<
  'declareCorporateRelated' | 'createCorporateShare' | 'requestKybVerification' | 'listPartnerUsers' | 'createPartnerUser' | 'getPartnerConfiguration'
> = {
  declareCorporateRelated: {
    run: (ctx) => {
      const corporate = corporateOf(ctx, ctx.params.corporateId);
      const { info, ...fields } = ctx.body;
      const isPerson = 'firstName' in info;
      const id = newId();
      // A declared person must still pass KYC (the partner sends them a KYC link); a company shareholder has no KYC.
      ctx.store.corporateRelated.set(id, { id, corporateId: corporate.id, ...fields, info, ...(isPerson ? { kycStatus: 'NOT_STARTED' } : {}), creationDate: ctx.iso });
      return created({ id });
    },
  },

  createCorporateShare: {
    run: (ctx) => {
      const related = find(ctx.store.corporateRelated, ctx.body.corporateRelatedId, 'corporate-related entity', 'corporateRelatedId');
      corporateOf(ctx, related.corporateId, 'corporateRelatedId');
      const id = newId();
      ctx.store.corporateShares.set(id, { id, ...ctx.body, creationDate: ctx.iso });
      return created({ id });
    },
  },

  requestKybVerification: {
    run: (ctx) => {
      const corporate = corporateOf(ctx, ctx.params.corporateId);
      const related = [...ctx.store.corporateRelated.values()].filter((r) => r.corporateId === corporate.id);
      const people = related.filter((r) => r.kycStatus !== undefined);
      const missing = people.filter((r) => r.kycStatus !== 'VALIDATED');
      if (!related.some((r) => r.isDirector)) {
        fail(409, 'KYB_PREREQUISITES_MISSING', 'Declare every director before requesting KYB verification.');
      }
      if (missing.length > 0) {
        const names = missing.map((r) => `${personName(r)} (${r.kycStatus})`).join(', ');
        throw new HttpError(409, 'KYB_PREREQUISITES_MISSING', `Every director and UBO needs a validated KYC first: ${names}.`, undefined, {
          errors: missing.map((r) => ({ field: `related.${r.id}`, message: `KYC of ${personName(r)} is ${r.kycStatus}.`, code: r.kycStatus })),
        });
      }
      corporate.kybRequestDate = ctx.iso;
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
      const email = body.email.toLowerCase();
      if ([...store.partnerUsers.values()].some((u) => u.email.toLowerCase() === email)) {
        fail(409, 'EMAIL_ALREADY_USED', 'A partner user with this email address exists.', 'email');
      }
      const id = newId();
      store.partnerUsers.set(id, { id, email: body.email, roles: body.roles ?? [], creationDate: iso, updateDate: iso });
      return created({ id, otp: otp() });
    },
  },

  getPartnerConfiguration: { access: 'partner', run: ({ store }) => ok(store.partnerConfiguration) },
};
