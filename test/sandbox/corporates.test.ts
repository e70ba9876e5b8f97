/** Corporates: declarations, shares, KYB outcomes and what they open (the sandbox faithful to KYB). */
import { expect } from '@open-wc/testing';
import { SEED } from '../../src/sandbox/index.js';
import type { Sandbox } from '../../src/sandbox/index.js';
import type { createClient } from '../../src/client/client.js';
import { asEndUser, endUserClientOn, rejects, setup } from './helpers.js';

type Client = ReturnType<typeof createClient>;
const { corporates: K, related: R } = SEED;

const person = (firstName: string, lastName: string, extra: Record<string, unknown> = {}) => ({ firstName, lastName, ...extra });

/** Declares a person and moves their KYC to VALIDATED with the sandbox's control. */
async function declareValidated(client: Client, sandbox: Sandbox, corporateId: string, body: { isDirector: boolean; percentage?: number; info?: Record<string, unknown> }) {
  const { id } = await client.declareCorporateRelated({
    params: { corporateId },
    body: {
      isDirector: body.isDirector,
      ...(body.isDirector ? { directorAppointmentDate: '2024-05-01' } : {}),
      sharesInfo: body.percentage === undefined ? [] : [{ percentage: body.percentage }],
      info: (body.info ?? person('Ana', 'Lima')) as never,
    },
  });
  sandbox.advanceRelatedKyc(id, 'VALIDATED');
  return id;
}

const kybOf = (sandbox: Sandbox, corporateId: string) => {
  const corporate = sandbox.data.corporates.get(corporateId);
  return { status: corporate?.kybStatus, reason: corporate?.kybStatusReason };
};

describe('sandbox: corporates', () => {
  it('KYB needs every director\'s and UBO\'s KYC validated (409 KYB_PREREQUISITES_MISSING), and nothing changes', async () => {
    const { client, sandbox } = setup();
    const error = await rejects(client.requestKybVerification({ params: { corporateId: K.atelier } }), {
      status: 409, kind: 'conflict', code: 'KYB_PREREQUISITES_MISSING',
    });
    expect(error.serviceMessage).to.contain('Hugo Bernard (PENDING_REVIEW)');
    expect(error.issues.map((issue) => issue.path)).to.deep.equal([`related.${R.atelierUbo}`]);
    expect(kybOf(sandbox, K.atelier).status).to.equal('VALIDATED'); // as seeded: the refused request changed nothing
  });

  it('a corporate given by its legal name is declared as given, with no KYC of its own', async () => {
    const { client, sandbox } = setup();
    const info = { legalName: 'Meridian Holding SAS', registrationNumber: 'RCS 123 456 789' };
    const { id } = await client.declareCorporateRelated({ params: { corporateId: K.meridian }, body: { isDirector: false, sharesInfo: [{ percentage: 60 }], info } });
    expect(sandbox.data.corporateRelated.get(id)?.info).to.deep.equal(info);
    expect(sandbox.data.corporateRelated.get(id)?.kycStatus).to.equal(undefined);
  });

  it('a share needs an existing related entity (404 on corporateRelatedId)', async () => {
    await rejects(setup().client.createCorporateShare({ body: { corporateRelatedId: K.atelier, percentage: 5 } }), {
      status: 404, code: 'NOT_FOUND', field: 'corporateRelatedId',
    });
  });
});

describe('sandbox: shares', () => {
  it('unique per holder: a second share for the same holder is refused (409 SHARE_ALREADY_DECLARED), the first kept', async () => {
    const { client, sandbox } = setup();
    const { id } = await client.declareCorporateRelated({ params: { corporateId: K.meridian }, body: { isDirector: true, sharesInfo: [], info: person('Ana', 'Lima') } });
    await client.createCorporateShare({ body: { corporateRelatedId: id, percentage: 40 } });
    await rejects(client.createCorporateShare({ body: { corporateRelatedId: id, percentage: 10 } }), { status: 409, code: 'SHARE_ALREADY_DECLARED', field: 'corporateRelatedId' });
    // A holder declared with its share has it already.
    await rejects(client.createCorporateShare({ body: { corporateRelatedId: R.nordwindUbo, percentage: 1 } }), { status: 409, code: 'SHARE_ALREADY_DECLARED' });
    expect([...sandbox.data.corporateShares.values()].filter((share) => share.corporateRelatedId === id).map((s) => s.percentage)).to.deep.equal([40]);
  });

  it("a corporate's shares cannot pass 100 %: exactly 100 accepted, 0.01 more refused (409 SHARE_TOTAL_EXCEEDED)", async () => {
    const { client, sandbox } = setup();
    const corporateId = K.meridian;
    await client.declareCorporateRelated({ params: { corporateId }, body: { isDirector: false, sharesInfo: [{ percentage: 33.33 }], info: person('Ana', 'Lima') } });
    await client.declareCorporateRelated({ params: { corporateId }, body: { isDirector: false, sharesInfo: [{ percentage: 33.33 }], info: person('Ben', 'Costa') } });
    const before = sandbox.data.corporateRelated.size;
    await rejects(client.declareCorporateRelated({ params: { corporateId }, body: { isDirector: false, sharesInfo: [{ percentage: 33.35 }], info: person('Caio', 'Dias') } }), {
      status: 409, code: 'SHARE_TOTAL_EXCEEDED', field: 'sharesInfo',
    });
    expect(sandbox.data.corporateRelated.size).to.equal(before);
    const { id } = await client.declareCorporateRelated({ params: { corporateId }, body: { isDirector: true, sharesInfo: [], info: person('Caio', 'Dias') } });
    await rejects(client.createCorporateShare({ body: { corporateRelatedId: id, percentage: 33.35 } }), { status: 409, code: 'SHARE_TOTAL_EXCEEDED', field: 'percentage' });
    await client.createCorporateShare({ body: { corporateRelatedId: id, percentage: 33.34 } });
    // Full: even a company holding 0.01 % more is refused; 0 % still passes.
    await rejects(client.declareCorporateRelated({ params: { corporateId }, body: { isDirector: false, sharesInfo: [{ percentage: 0.01 }], info: { legalName: 'Tiny SA' } } }), {
      status: 409, code: 'SHARE_TOTAL_EXCEEDED',
    });
    await client.declareCorporateRelated({ params: { corporateId }, body: { isDirector: false, sharesInfo: [{ percentage: 0 }], info: { legalName: 'Tiny SA' } } });
  });

  it("another corporate's relation id is refused to a corporate end-user (404, as unknown), and nothing is created", async () => {
    const { client, sandbox } = asEndUser(K.atelier);
    const { id } = await endUserClientOn(sandbox, K.meridian).declareCorporateRelated({ params: { corporateId: K.meridian }, body: { isDirector: true, sharesInfo: [], info: person('Ana', 'Lima') } });
    await rejects(client.createCorporateShare({ body: { corporateRelatedId: id, percentage: 10 } }), { status: 404, code: 'NOT_FOUND', field: 'corporateRelatedId' });
    await rejects(client.declareCorporateRelated({ params: { corporateId: K.meridian }, body: { isDirector: true, sharesInfo: [], info: person('Eve', 'Roux') } }), { status: 404, code: 'NOT_FOUND' });
    expect(sandbox.data.corporateShares.size).to.equal(0);
    expect([...sandbox.data.corporateRelated.values()].filter((r) => r.corporateId === K.meridian)).to.have.length(1);
  });
});

describe('sandbox: moving a declared person\'s KYC forward', () => {
  it('one step at a time up to VALIDATED, or straight to a status; a company or an unknown id is refused', async () => {
    const { client, sandbox } = setup();
    const { id } = await client.declareCorporateRelated({ params: { corporateId: K.meridian }, body: { isDirector: true, sharesInfo: [], info: person('Ana', 'Lima') } });
    expect(['CREATED', 'PROCESSING', 'PENDING_REVIEW', 'VALIDATED', 'VALIDATED'].map(() => sandbox.advanceRelatedKyc(id))).to.deep.equal(
      ['CREATED', 'PROCESSING', 'PENDING_REVIEW', 'VALIDATED', 'VALIDATED'],
    );
    expect(sandbox.advanceRelatedKyc(id, 'DECLINED')).to.equal('DECLINED');
    expect(() => sandbox.advanceRelatedKyc(id, 'NOT_A_STATUS')).to.throw();
    const company = await client.declareCorporateRelated({ params: { corporateId: K.meridian }, body: { isDirector: false, sharesInfo: [{ percentage: 5 }], info: { legalName: 'Holding SA' } } });
    expect(() => sandbox.advanceRelatedKyc(company.id)).to.throw();
    expect(() => sandbox.advanceRelatedKyc(SEED.consumers.alice)).to.throw();
  });

  it('KYB passes after a new declaration once the person\'s KYC is moved forward', async () => {
    const { client, sandbox } = setup();
    const corporateId = K.meridian;
    const { id } = await client.declareCorporateRelated({ params: { corporateId }, body: { isDirector: true, directorAppointmentDate: '2024-05-01', sharesInfo: [{ percentage: 100 }], info: person('Ana', 'Lima') } });
    await rejects(client.requestKybVerification({ params: { corporateId } }), { status: 409, code: 'KYB_PREREQUISITES_MISSING' });
    expect(kybOf(sandbox, corporateId).status).to.equal(undefined);
    sandbox.advanceRelatedKyc(id, 'VALIDATED');
    await client.requestKybVerification({ params: { corporateId } });
    expect(kybOf(sandbox, corporateId)).to.deep.equal({ status: 'VALIDATED', reason: undefined });
  });
});

describe('sandbox: KYB outcomes', () => {
  it('VALIDATED: a director and every UBO declared with a validated KYC, all shares declared', async () => {
    const { client, sandbox } = setup();
    await declareValidated(client, sandbox, K.meridian, { isDirector: true, percentage: 75 });
    await declareValidated(client, sandbox, K.meridian, { isDirector: false, percentage: 25, info: person('Ben', 'Costa') });
    await client.requestKybVerification({ params: { corporateId: K.meridian } });
    expect(kybOf(sandbox, K.meridian).status).to.equal('VALIDATED');
  });

  it('a shareholder below the UBO threshold needs no validated KYC; at the threshold they do', async () => {
    const { client, sandbox } = setup();
    const corporateId = K.meridian;
    await declareValidated(client, sandbox, corporateId, { isDirector: true, percentage: 75.01 });
    await client.declareCorporateRelated({ params: { corporateId }, body: { isDirector: false, sharesInfo: [{ percentage: 24.99 }], info: person('Ben', 'Costa') } });
    await client.requestKybVerification({ params: { corporateId } });
    expect(kybOf(sandbox, corporateId).status).to.equal('VALIDATED');

    const again = setup();
    await declareValidated(again.client, again.sandbox, corporateId, { isDirector: true, percentage: 75 });
    await again.client.declareCorporateRelated({ params: { corporateId }, body: { isDirector: false, sharesInfo: [{ percentage: 25 }], info: person('Ben', 'Costa') } });
    await rejects(again.client.requestKybVerification({ params: { corporateId } }), { status: 409, code: 'KYB_PREREQUISITES_MISSING' });
  });

  it('extended UBOs: 10 % makes a UBO, so a 10 % holder without a validated KYC stops the request; 9.99 % does not', async () => {
    for (const [percentage, passes] of [[10, false], [9.99, true]] as const) {
      const { client, sandbox } = setup();
      sandbox.requireExtendedUbos(K.meridian);
      await declareValidated(client, sandbox, K.meridian, { isDirector: true, percentage: 100 - percentage });
      await client.declareCorporateRelated({ params: { corporateId: K.meridian }, body: { isDirector: false, sharesInfo: [{ percentage }], info: person('Ben', 'Costa') } });
      const request = client.requestKybVerification({ params: { corporateId: K.meridian } });
      if (passes) await request;
      else await rejects(request, { status: 409, code: 'KYB_PREREQUISITES_MISSING' });
      expect(kybOf(sandbox, K.meridian).status).to.equal(passes ? 'VALIDATED' : undefined);
    }
  });

  it('NEED_ADDITIONAL_INFORMATION when undeclared shares could hide a UBO: 25 % undeclared (10 % when extended), with the reason', async () => {
    const { client, sandbox } = setup();
    await declareValidated(client, sandbox, K.meridian, { isDirector: true, percentage: 75 });
    await client.requestKybVerification({ params: { corporateId: K.meridian } });
    expect(kybOf(sandbox, K.meridian).status).to.equal('NEED_ADDITIONAL_INFORMATION');
    expect(kybOf(sandbox, K.meridian).reason).to.contain('25 % of the shares are not declared');

    const under = setup();
    await declareValidated(under.client, under.sandbox, K.meridian, { isDirector: true, percentage: 75.01 });
    await under.client.requestKybVerification({ params: { corporateId: K.meridian } });
    expect(kybOf(under.sandbox, K.meridian).status).to.equal('VALIDATED');
    under.sandbox.requireExtendedUbos(K.meridian);
    await under.client.requestKybVerification({ params: { corporateId: K.meridian } });
    expect(kybOf(under.sandbox, K.meridian).status).to.equal('NEED_ADDITIONAL_INFORMATION');
  });

  it('NEED_ADDITIONAL_INFORMATION when no director is declared, or when nobody is a UBO and no special UBO is designated', async () => {
    const { client, sandbox } = setup();
    await declareValidated(client, sandbox, K.meridian, { isDirector: false, percentage: 100 });
    await client.requestKybVerification({ params: { corporateId: K.meridian } });
    expect(kybOf(sandbox, K.meridian)).to.deep.equal({ status: 'NEED_ADDITIONAL_INFORMATION', reason: 'No director is declared.' });

    const spread = setup();
    await declareValidated(spread.client, spread.sandbox, K.meridian, { isDirector: true });
    for (const name of ['Ana', 'Ben', 'Caio', 'Dora', 'Eli']) {
      await spread.client.declareCorporateRelated({ params: { corporateId: K.meridian }, body: { isDirector: false, sharesInfo: [{ percentage: 20 }], info: person(name, 'Costa') } });
    }
    await spread.client.requestKybVerification({ params: { corporateId: K.meridian } });
    expect(kybOf(spread.sandbox, K.meridian).status).to.equal('NEED_ADDITIONAL_INFORMATION');
    expect(kybOf(spread.sandbox, K.meridian).reason).to.contain('special UBO');
    await declareValidated(spread.client, spread.sandbox, K.meridian, { isDirector: false, info: person('Fia', 'Neto', { isSpecialUbo: true }) });
    await spread.client.requestKybVerification({ params: { corporateId: K.meridian } });
    expect(kybOf(spread.sandbox, K.meridian).status).to.equal('VALIDATED');
  });

  it('DECLINED when a director\'s or UBO\'s KYC was declined, with the reason', async () => {
    const { client, sandbox } = setup();
    const id = await declareValidated(client, sandbox, K.meridian, { isDirector: true, percentage: 100 });
    sandbox.advanceRelatedKyc(id, 'DECLINED');
    await client.requestKybVerification({ params: { corporateId: K.meridian } });
    expect(kybOf(sandbox, K.meridian).status).to.equal('DECLINED');
    expect(kybOf(sandbox, K.meridian).reason).to.contain('Ana Lima');
  });
});

describe('sandbox: KYB gating of ledgers', () => {
  it("a corporate's new ledger stays PENDING until its KYB is VALIDATED, then becomes ACTIVE", async () => {
    const { client, sandbox } = setup();
    const { id: ledgerId } = await client.createLedger({ body: { endUserId: K.meridian, type: 'EUR_FRANCE', friendlyName: 'Main' } });
    expect(sandbox.data.ledgers.get(ledgerId)?.status).to.equal('PENDING');
    await declareValidated(client, sandbox, K.meridian, { isDirector: true, percentage: 75 });
    await client.requestKybVerification({ params: { corporateId: K.meridian } });
    expect(kybOf(sandbox, K.meridian).status).to.equal('NEED_ADDITIONAL_INFORMATION');
    expect(sandbox.data.ledgers.get(ledgerId)?.status).to.equal('PENDING');
    await declareValidated(client, sandbox, K.meridian, { isDirector: false, percentage: 25, info: person('Ben', 'Costa') });
    await client.requestKybVerification({ params: { corporateId: K.meridian } });
    expect(sandbox.data.ledgers.get(ledgerId)?.status).to.equal('ACTIVE');
    const { id: later } = await client.createLedger({ body: { endUserId: K.meridian, type: 'EUR_BELGIUM', friendlyName: 'Second' } });
    expect(sandbox.data.ledgers.get(later)?.status).to.equal('ACTIVE');
  });

  it('a corporate with a validated KYB opens ledgers ACTIVE at once', async () => {
    const { client, sandbox } = setup();
    const { id } = await client.createLedger({ body: { endUserId: K.nordwind, type: 'EUR_FRANCE', friendlyName: 'Another' } });
    expect(sandbox.data.ledgers.get(id)?.status).to.equal('ACTIVE');
  });
});
