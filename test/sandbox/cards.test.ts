/** Cards: rules (card and profile), creation checks, PIN/PAN availability, list filters. */
import { expect } from '@open-wc/testing';
import { SEED } from '../../src/sandbox/index.js';
import { CardStatus } from '../../src/api/enums.js';
import { cardActionAllowed } from '../../src/api/card-usage.js';
import { BY_PASS, asEndUser, rejects, setup } from './helpers.js';

const { consumers: C, ledgers: L, cards: CA, cardProfiles: P } = SEED;
const rulesOf = (sandbox: ReturnType<typeof setup>['sandbox'], cardId: string) =>
  sandbox.data.cards.get(cardId)!.rules.map((rule) => `${rule.type}:${rule.creatorType}:${rule.value}`).sort();

describe('sandbox: cards', () => {
  describe('card rules', () => {
    it('a spend limit needs a value: the client refuses it and sends nothing, the sandbox refuses it on the wire; other rules need none', async () => {
      const { client, sandbox } = setup(BY_PASS);
      const before = sandbox.requests.length;
      const error = await rejects(client.putCardRule({ params: { cardId: CA.alicePhysical, ruleType: 'WEEKLY_MAX_SPEND' }, body: { name: 'No amount' } }), {
        code: 'VALIDATION_FAILED',
        kind: 'validation',
        field: 'value',
      });
      expect(error.issues.map((issue) => issue.path)).to.deep.equal(['value']);
      expect(sandbox.requests.length).to.equal(before);

      const response = await sandbox.fetch(`${sandbox.baseUrl}/card-profiles/${P.standard}/rules/MONTHLY_MAX_SPEND`, {
        method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'No amount' }),
      });
      expect(response.status).to.equal(400);
      expect((await response.json()).errors.map((e: { field: string }) => e.field)).to.deep.equal(['value']);

      await client.putCardRule({ params: { cardId: CA.alicePhysical, ruleType: 'DISABLE_CONTACTLESS' }, body: {} });
      expect(sandbox.data.cards.get(CA.alicePhysical)!.rules.some((rule) => rule.type === 'DISABLE_CONTACTLESS')).to.equal(true);
    });

    it('PUT replaces the rule of the same type and creator type only', async () => {
      const { client, sandbox } = setup(BY_PASS);
      expect(rulesOf(sandbox, CA.alicePhysical)).to.deep.equal(['DAILY_MAX_SPEND:END_USER:300', 'DAILY_MAX_SPEND:PARTNER:1000']);
      await client.putCardRule({ params: { cardId: CA.alicePhysical, ruleType: 'DAILY_MAX_SPEND' }, body: { value: 800 } });
      expect(rulesOf(sandbox, CA.alicePhysical)).to.deep.equal(['DAILY_MAX_SPEND:END_USER:300', 'DAILY_MAX_SPEND:PARTNER:800']);
    });

    it('partner and end-user rules of one type coexist; an end-user replaces its own', async () => {
      const { client, sandbox } = asEndUser(C.alice, BY_PASS);
      await client.putCardRule({ params: { cardId: CA.alicePhysical, ruleType: 'DAILY_MAX_SPEND' }, body: { value: 200, name: 'Tighter' } });
      expect(rulesOf(sandbox, CA.alicePhysical)).to.deep.equal(['DAILY_MAX_SPEND:END_USER:200', 'DAILY_MAX_SPEND:PARTNER:1000']);
      const partner = setup(BY_PASS);
      await partner.client.putCardRule({ params: { cardId: CA.aliceVirtual, ruleType: 'DISABLE_CONTACTLESS' }, body: { value: 1 } });
      expect(rulesOf(partner.sandbox, CA.aliceVirtual)).to.deep.equal(['DISABLE_CONTACTLESS:END_USER:1', 'DISABLE_CONTACTLESS:PARTNER:1']);
    });

    it('DELETE with creatorType removes that creator\'s rule only', async () => {
      const { client, sandbox } = setup(BY_PASS);
      await client.removeCardRule({ params: { cardId: CA.alicePhysical, ruleType: 'DAILY_MAX_SPEND' }, query: { creatorType: 'END_USER' } });
      expect(rulesOf(sandbox, CA.alicePhysical)).to.deep.equal(['DAILY_MAX_SPEND:PARTNER:1000']);
      expect(decodeURIComponent(sandbox.requests[0]!.url)).to.contain('creatorType=END_USER');
    });

    it('an end-user may not act as PARTNER (403 on creatorType); nobody as SERVICE (the client refuses it before sending)', async () => {
      const { client } = asEndUser(C.alice, BY_PASS);
      await rejects(client.putCardRule({ params: { cardId: CA.alicePhysical, ruleType: 'DAILY_MAX_SPEND' }, body: { value: 5, creatorType: 'PARTNER' } }), {
        status: 403, kind: 'forbidden', code: 'FORBIDDEN', field: 'creatorType',
      });
      const partner = setup(BY_PASS);
      await rejects(partner.client.removeCardRule({ params: { cardId: CA.alicePhysical, ruleType: 'DAILY_MAX_SPEND' }, query: { creatorType: 'SERVICE' as never } }), {
        kind: 'validation', code: 'VALIDATION_FAILED',
      });
      expect(partner.sandbox.requests).to.have.length(0);
    });

    it('an end-user cannot touch another end-user\'s card (404)', async () => {
      await rejects(asEndUser(C.alice, BY_PASS).client.putCardRule({ params: { cardId: CA.david, ruleType: 'DAILY_MAX_SPEND' }, body: { value: 5 } }), {
        status: 404, code: 'NOT_FOUND',
      });
    });
  });

  describe('card profile default rules', () => {
    it('apply only to cards created afterwards, also when removed', async () => {
      const { client, sandbox } = setup(BY_PASS);
      const create = async () => (await client.createCard({ body: { deliveryMethod: 'FRENCH_MAIL_TRACKING', ledgerId: L.aliceMain, profileId: P.standard } })).id;
      await client.putCardProfileRule({ params: { cardProfileId: P.standard, ruleType: 'WEEKLY_MAX_SPEND' }, body: { value: 2000 } });
      expect(rulesOf(sandbox, CA.aliceAwaitingActivation)).to.deep.equal(['DAILY_MAX_SPEND:PARTNER:1000']);
      const withRule = await create();
      expect(rulesOf(sandbox, withRule)).to.deep.equal(['DAILY_MAX_SPEND:PARTNER:1000', 'WEEKLY_MAX_SPEND:PARTNER:2000']);
      await client.removeCardProfileRule({ params: { cardProfileId: P.standard, ruleType: 'DAILY_MAX_SPEND' } });
      expect(rulesOf(sandbox, withRule)).to.deep.equal(['DAILY_MAX_SPEND:PARTNER:1000', 'WEEKLY_MAX_SPEND:PARTNER:2000']);
      expect(rulesOf(sandbox, await create())).to.deep.equal(['WEEKLY_MAX_SPEND:PARTNER:2000']);
    });

    it('are the partner\'s: an end-user gets 403, an unknown profile 404', async () => {
      await rejects(asEndUser(C.alice).client.putCardProfileRule({ params: { cardProfileId: P.standard, ruleType: 'DAILY_MAX_SPEND' }, body: { value: 1 } }), {
        status: 403, code: 'FORBIDDEN',
      });
      await rejects(setup().client.removeCardProfileRule({ params: { cardProfileId: P.standard.replace('cf', 'ff'), ruleType: 'DAILY_MAX_SPEND' } }), {
        status: 404, code: 'NOT_FOUND',
      });
    });
  });

  describe('create card', () => {
    const body = { deliveryMethod: 'FRENCH_MAIL', ledgerId: L.aliceMain, profileId: P.standard } as const;

    it('needs an existing ledger (404 on ledgerId) and profile (404 on profileId)', async () => {
      const { client } = setup(BY_PASS);
      await rejects(client.createCard({ body: { ...body, ledgerId: L.aliceMain.replace('1e', '2e') } }), { status: 404, code: 'NOT_FOUND', field: 'ledgerId' });
      await rejects(client.createCard({ body: { ...body, profileId: P.standard.replace('cf', 'ff') } }), { status: 404, code: 'NOT_FOUND', field: 'profileId' });
    });

    it('needs an active profile (409 CARD_PROFILE_INACTIVE) and an ACTIVE ledger (409 LEDGER_NOT_ACTIVE)', async () => {
      const { client, sandbox } = setup(BY_PASS);
      await rejects(client.createCard({ body: { ...body, profileId: P.legacy } }), { status: 409, kind: 'conflict', code: 'CARD_PROFILE_INACTIVE', field: 'profileId' });
      await rejects(client.createCard({ body: { ...body, ledgerId: L.aliceClosed } }), { status: 409, code: 'LEDGER_NOT_ACTIVE', field: 'ledgerId' });
      expect(sandbox.data.cards.size).to.equal(Object.keys(CA).length);
    });

    it('takes at most one rule per type: the client refuses before sending, the sandbox with 400', async () => {
      const { client, sandbox } = setup(BY_PASS);
      const rules = [{ type: 'DAILY_MAX_SPEND', value: 10 }, { type: 'DAILY_MAX_SPEND', value: 20 }];
      await rejects(client.createCard({ body: { ...body, rules } }), { kind: 'validation', code: 'VALIDATION_FAILED', field: 'rules' });
      expect(sandbox.requests).to.have.length(0);
      const response = await sandbox.fetch(`${sandbox.baseUrl}/cards`, {
        method: 'POST', headers: { 'Content-Type': 'application/json', 'Service-SCA-Strategy': 'BY_PASS' }, body: JSON.stringify({ ...body, rules }),
      });
      expect(response.status).to.equal(400);
      expect((await response.json()).errors[0]).to.include({ field: 'rules', code: 'one-rule-per-type' });
    });

    it('a partner\'s rules take priority over the profile\'s; physical cards await activation, virtual ones are active', async () => {
      const { client, sandbox } = setup(BY_PASS);
      const physical = await client.createCard({ body: { ...body, friendlyName: 'Travel card', rules: [{ type: 'DAILY_MAX_SPEND', value: 50 }] } });
      expect(rulesOf(sandbox, physical.id)).to.deep.equal(['DAILY_MAX_SPEND:PARTNER:50']);
      expect(sandbox.data.cards.get(physical.id)).to.include({ status: 'AWAITING_ACTIVATION', type: 'PHYSICAL', endUserId: C.alice, friendlyName: 'Travel card' });
      const virtual = await client.createCard({ body: { ...body, profileId: P.virtual } });
      expect(sandbox.data.cards.get(virtual.id)).to.include({ status: 'ACTIVE', type: 'VIRTUAL' });
      const corporate = await client.createCard({ body: { ...body, ledgerId: SEED.ledgers.atelierMain, profileId: P.corporate } });
      expect(sandbox.data.cards.get(corporate.id)).to.include({ nameOnCard: 'ATELIER LUMIERE SAS', cardholderNameOnCard: 'ATELIER LUMIERE SAS' });
    });
  });

  describe('create card: the company line (cardholderNameOnCard), for corporate cards of a corporate card program only', () => {
    const names = { deliveryMethod: 'FRENCH_MAIL', nameOnCard: 'CAMILLE ROUX', cardholderNameOnCard: 'ATELIER 7' } as const;
    /** The new card as List cards answers it. */
    const listed = async (client: ReturnType<typeof setup>['client'], ledgerId: string, id: string) =>
      (await client.listCards({ query: { ledgerId, pageSize: 100 } })).content.find((card) => card.id === id)!;

    it('a corporate card on a corporate card program carries the line sent, else the corporate name', async () => {
      const { client } = setup(BY_PASS);
      const sent = await client.createCard({ body: { ...names, ledgerId: L.atelierMain, profileId: P.corporate } });
      expect(await listed(client, L.atelierMain, sent.id)).to.include({ nameOnCard: 'CAMILLE ROUX', cardholderNameOnCard: 'ATELIER 7' });
      const left = await client.createCard({ body: { deliveryMethod: 'FRENCH_MAIL', ledgerId: L.atelierMain, profileId: P.corporate } });
      expect((await listed(client, L.atelierMain, left.id)).cardholderNameOnCard).to.equal('ATELIER LUMIERE SAS');
    });

    it("a consumer's card does not carry one, even on a corporate card program; the name on the card is kept", async () => {
      const { client } = setup(BY_PASS);
      for (const profileId of [P.standard, P.corporate]) {
        const { id } = await client.createCard({ body: { ...names, nameOnCard: 'ALICE MARTIN', ledgerId: L.aliceMain, profileId } });
        const card = await listed(client, L.aliceMain, id);
        expect(card.nameOnCard).to.equal('ALICE MARTIN');
        expect('cardholderNameOnCard' in card, `no company line on ${profileId}`).to.equal(false);
      }
    });

    it('a corporate card on a profile without a corporate card program does not carry one', async () => {
      const { client } = setup(BY_PASS);
      const { id } = await client.createCard({ body: { ...names, ledgerId: L.atelierMain, profileId: P.standard } });
      const card = await listed(client, L.atelierMain, id);
      expect(card.nameOnCard).to.equal('CAMILLE ROUX');
      expect('cardholderNameOnCard' in card).to.equal(false);
    });

    it('the seeded cards follow the same rule: the line is on the corporate cards of a corporate card program, virtual ones too', async () => {
      const { client, sandbox } = setup(BY_PASS);
      const { cards, cardProfiles, corporates } = sandbox.data;
      for (const card of cards.values()) {
        const expected = corporates.has(card.endUserId) && cardProfiles.get(card.profile.id)?.corporateProgram === true;
        expect('cardholderNameOnCard' in card, `company line on ${card.nameOnCard}, ${card.profile.name}`).to.equal(expected);
      }
      expect(cards.get(CA.nordwindSuspending)).to.include({ type: 'VIRTUAL', cardholderNameOnCard: 'NORDWIND LOGISTICS' });
      const { id } = await client.createCard({ body: { ...names, ledgerId: L.atelierMain, profileId: P.corporateVirtual } });
      expect(await listed(client, L.atelierMain, id)).to.include({ type: 'VIRTUAL', cardholderNameOnCard: 'ATELIER 7' });
    });
  });

  it("serves the PIN and the card number by the card view's own rule, status by status (else 409 CARD_NOT_USABLE)", async () => {
    const { client, sandbox } = setup(BY_PASS);
    const card = sandbox.data.cards.get(CA.alicePhysical)!;
    for (const status of [...CardStatus, 'LOST']) {
      card.status = status;
      for (const action of ['pin', 'pan'] as const) {
        const asked = action === 'pin' ? client.getCardPin({ params: { cardId: card.id } }) : client.getPanCredentials({ params: { cardId: card.id } });
        if (cardActionAllowed(action, status)) await asked;
        else await rejects(asked, { status: 409, code: 'CARD_NOT_USABLE' });
      }
    }
    // The rule as people meet it: the number of an active card only, the PIN of a paused card too.
    expect(['ACTIVE', 'SUSPENDED', 'AWAITING_ACTIVATION', 'CLOSED'].map((status) => [cardActionAllowed('pin', status), cardActionAllowed('pan', status)])).to.deep.equal([
      [true, true], [true, false], [true, false], [false, false],
    ]);
  });

  it('PIN and PAN credentials exist only for cards in use (409 CARD_NOT_USABLE)', async () => {
    const { client } = setup(BY_PASS);
    await rejects(client.getCardPin({ params: { cardId: CA.aliceClosed } }), { status: 409, code: 'CARD_NOT_USABLE' });
    await rejects(client.getPanCredentials({ params: { cardId: CA.aliceExpired } }), { status: 409, code: 'CARD_NOT_USABLE' });
    const first = await client.getCardPin({ params: { cardId: CA.alicePhysical } });
    expect((await client.getCardPin({ params: { cardId: CA.alicePhysical } })).pin).to.equal(first.pin);
  });

  describe('list', () => {
    it('filters by status[], types[], ledgerId and profileId', async () => {
      const { client } = setup();
      const usable = await client.listCards({ query: { status: ['ACTIVE', 'SUSPENDED'] } });
      expect(usable.totalElements).to.equal(6);
      const virtual = await client.listCards({ query: { types: ['VIRTUAL'], status: ['ACTIVE'] } });
      expect(virtual.content.map((card) => card.id).sort()).to.deep.equal([CA.aliceVirtual, CA.grace].sort());
      expect((await client.listCards({ query: { ledgerId: L.aliceSavings } })).content.map((card) => card.id)).to.deep.equal([CA.aliceSuspended]);
      expect((await client.listCards({ query: { profileId: P.corporate } })).content.map((card) => card.id).sort()).to.deep.equal(
        [CA.atelier, CA.nordwindCreating, CA.nordwindActivating, CA.nordwindReactivating, CA.nordwindClosing].sort(),
      );
      const statuses = (await client.listCards({ query: { endUserId: C.alice } })).content.map((card) => card.status).sort();
      expect(statuses).to.deep.equal(['ACTIVE', 'ACTIVE', 'AWAITING_ACTIVATION', 'CLOSED', 'EXPIRED', 'SUSPENDED']);
    });

    it('an end-user sees only its own cards', async () => {
      const page = await asEndUser(C.david).client.listCards();
      expect(page.content.map((card) => card.id)).to.deep.equal([CA.david]);
    });

    it('card designs filter by cardType and userType and sort by name', async () => {
      const { client } = setup();
      const designs = await client.listCardDesigns({ query: { cardType: 'PHYSICAL', userType: 'CORPORATE', sortDirection: 'DESC' } });
      expect(designs.content.map((design) => design.friendlyName)).to.deep.equal(['Business black', 'Baltic grey']);
      expect((await client.listCardDesigns({ query: { scheme: 'MASTERCARD' } })).totalElements).to.equal(2);
    });
  });
});
