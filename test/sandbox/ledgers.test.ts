/** Ledgers: unique names per consumer, endUserId rules, paging, filters and suspension. */
import { expect } from '@open-wc/testing';
import { isValidIban } from '../../src/api/formats/index.js';
import { SEED, SUSPENSION_RULE_TYPE } from '../../src/sandbox/index.js';
import { asEndUser, lastRequest, rejects, setup } from './helpers.js';

const { consumers: C, ledgers: L, cards: CA } = SEED;

describe('sandbox: ledgers', () => {
  describe('create', () => {
    it('refuses a friendlyName the consumer already uses (409 FRIENDLY_NAME_ALREADY_USED), ignoring case and spaces', async () => {
      const { client, sandbox } = setup();
      for (const friendlyName of ['Savings', ' savings ']) {
        await rejects(client.createLedger({ body: { endUserId: C.alice, type: 'EUR_FRANCE', friendlyName } }), {
          status: 409, kind: 'conflict', code: 'FRIENDLY_NAME_ALREADY_USED', field: 'friendlyName',
        });
      }
      // Another consumer may use the same name.
      const { id } = await client.createLedger({ body: { endUserId: C.grace, type: 'EUR_BELGIUM', friendlyName: 'Savings' } });
      const ledger = sandbox.data.ledgers.get(id)!;
      expect(ledger).to.include({ currency: 'EUR', country: 'BELGIUM', status: 'ACTIVE' });
      expect(isValidIban(ledger.iban!)).to.equal(true);
    });

    it('a partner must give endUserId (400); an end-user creates its own ledger without one', async () => {
      await rejects(setup().client.createLedger({ body: { type: 'EUR_FRANCE' } }), { status: 400, kind: 'validation', code: 'INVALID_REQUEST', field: 'endUserId' });
      const { client, sandbox } = asEndUser(C.bruno);
      const { id } = await client.createLedger({ body: { type: 'EUR_BG', friendlyName: 'Épargne' } });
      // Bruno's KYC is still pending review: the ledger waits.
      expect(sandbox.data.ledgers.get(id)).to.deep.include({ endUser: { id: C.bruno }, status: 'PENDING', country: 'BULGARIA' });
      await rejects(client.createLedger({ body: { endUserId: C.alice, type: 'EUR_FRANCE' } }), { status: 403, code: 'FORBIDDEN', field: 'endUserId' });
    });

    it('autoUpgrade upgrades a ledger that opens active; a pending one waits', async () => {
      const { client, sandbox } = setup();
      const active = await client.createLedger({ body: { endUserId: C.grace, type: 'EUR_FRANCE', autoUpgrade: true, limits: { transactionDailyLimit: 500 } } });
      expect(sandbox.data.ledgers.get(active.id)).to.deep.include({ status: 'ACTIVE', isUpgraded: true, limits: { transactionDailyLimit: 500 } });
      const pending = await client.createLedger({ body: { endUserId: C.farid, type: 'EUR_FRANCE', autoUpgrade: true } });
      expect(sandbox.data.ledgers.get(pending.id)).to.include({ status: 'PENDING', isUpgraded: false });
    });

    it('activation later upgrades a pending ledger created with autoUpgrade, as the spec says; without it, it stays as it was', async () => {
      const { client, sandbox } = setup();
      const upgrading = await client.createLedger({ body: { endUserId: C.farid, type: 'EUR_FRANCE', autoUpgrade: true } });
      const plain = await client.createLedger({ body: { endUserId: C.farid, type: 'EUR_BG' } });
      sandbox.activateLedger(upgrading.id);
      sandbox.activateLedger(plain.id);
      const listed = (await client.listLedgers({ query: { endUserId: C.farid, status: ['ACTIVE'] } })).content;
      const byId = Object.fromEntries(listed.map((ledger) => [ledger.id, ledger]));
      expect(byId[upgrading.id]).to.include({ status: 'ACTIVE', isUpgraded: true });
      expect(byId[plain.id]).to.include({ status: 'ACTIVE', isUpgraded: false });
      // Only a waiting ledger can be activated.
      expect(() => sandbox.activateLedger(upgrading.id)).to.throw(/No PENDING ledger/);
      expect(() => sandbox.activateLedger(L.emmaMain)).to.throw(/SUSPENDED/);
    });

    it('an unknown endUserId answers 404 on that field', async () => {
      await rejects(setup().client.createLedger({ body: { endUserId: '00000000-0000-4000-8000-000000000000', type: 'EUR_FRANCE' } }), {
        status: 404, code: 'NOT_FOUND', field: 'endUserId',
      });
    });
  });

  describe('list', () => {
    it('pages without overlap and counts every match', async () => {
      const { client } = setup();
      const pages = await Promise.all([0, 1, 2].map((page) => client.listLedgers({ query: { endUserId: C.alice, pageSize: 10, page } })));
      expect(pages.map((p) => p.content.length)).to.deep.equal([10, 10, 5]);
      expect(pages.every((p) => p.totalElements === 25 && p.pageSize === 10)).to.equal(true);
      const ids = pages.flatMap((p) => p.content.map((ledger) => ledger.id));
      expect(new Set(ids).size).to.equal(25);
    });

    it('accepts the paging limits: pageSize 100, page 500', async () => {
      const { client } = setup();
      const all = await client.listLedgers({ query: { pageSize: 100 } });
      expect(all.content).to.have.length(33);
      const far = await client.listLedgers({ query: { page: 500 } });
      expect(far).to.deep.equal({ content: [], totalElements: 33, page: 500, pageSize: 20 });
    });

    it('refuses pageSize 101 and page 501: the client before sending, the sandbox too (400 INVALID_REQUEST)', async () => {
      const { client, sandbox } = setup();
      await rejects(client.listLedgers({ query: { pageSize: 101 } }), { kind: 'validation', code: 'VALIDATION_FAILED', field: 'query.pageSize' });
      expect(sandbox.requests).to.have.length(0);
      for (const [query, field] of [['pageSize=101', 'query.pageSize'], ['page=501', 'query.page'], ['page=-1', 'query.page']]) {
        const response = await sandbox.fetch(`${sandbox.baseUrl}/ledgers?${query}`);
        expect(response.status).to.equal(400);
        const body = await response.json();
        expect(body.code).to.equal('INVALID_REQUEST');
        expect(body.errors.map((e: { field: string }) => e.field)).to.deep.equal([field]);
      }
    });

    it('filters by status[], parentId and iban (typed with spaces)', async () => {
      const { client, sandbox } = setup();
      const closed = await client.listLedgers({ query: { endUserId: C.alice, status: ['CLOSED'] } });
      expect(closed.totalElements).to.equal(3);
      expect(closed.content.every((l) => l.status === 'CLOSED')).to.equal(true);
      expect(decodeURIComponent(lastRequest(sandbox).url)).to.contain('status[]=CLOSED');
      const either = await client.listLedgers({ query: { status: ['SUSPENDED', 'FAILED'] } });
      // Emma's main account (by the service, incoming blocked), Alice's "Concerts" pocket (at her request), Farid's failed one.
      expect(either.content.map((l) => l.friendlyName).sort()).to.deep.equal(['Concerts', 'Main account', 'Main account']);
      expect(either.content.map((l) => l.id)).to.include.members([L.emmaMain, L.faridMain]);
      expect(sandbox.data.ledgers.get(L.emmaMain)?.suspension).to.deep.include({ operator: 'SERVICE', blockIncomingTransaction: true });
      const virtual = await client.listLedgers({ query: { parentId: L.aliceMain, pageSize: 100 } });
      expect(virtual.totalElements).to.equal(21);
      expect(virtual.content.every((l) => l.parentId === L.aliceMain)).to.equal(true);
      const iban = sandbox.data.ledgers.get(L.davidMain)!.iban!;
      const found = await client.listLedgers({ query: { iban: iban.replace(/(.{4})/g, '$1 ').toLowerCase() } });
      expect(found.content.map((l) => l.id)).to.deep.equal([L.davidMain]);
      // Part of an IBAN finds every ledger whose IBAN contains it (the sandbox's choice).
      const part = await client.listLedgers({ query: { iban: 'be' } });
      expect(part.content.map((l) => l.id)).to.deep.equal([L.davidMain]);
      const french = await client.listLedgers({ query: { iban: 'fr', pageSize: 100 } });
      expect(french.content.every((l) => l.iban?.startsWith('FR'))).to.equal(true);
      expect(french.totalElements).to.be.greaterThan(1);
    });

    it('sorts by creation date both ways', async () => {
      const { client } = setup();
      const newest = await client.listLedgers({ query: { sortAttribute: 'CREATION_DATE', sortDirection: 'DESC', pageSize: 1 } });
      const oldest = await client.listLedgers({ query: { sortAttribute: 'CREATION_DATE', sortDirection: 'ASC', pageSize: 1 } });
      expect(newest.content[0]!.friendlyName).to.equal('Phone bill');
      expect(oldest.content[0]!.id).to.equal(L.aliceClosed);
    });

    it('an end-user lists only its own ledgers, whatever endUserId it sends', async () => {
      const { client } = asEndUser(C.grace);
      const page = await client.listLedgers({ query: { endUserId: C.alice } });
      expect(page.content.map((l) => l.id)).to.deep.equal([L.graceGbp]);
    });
  });

  describe('suspension', () => {
    it('suspends the ledger and all its cards; blockIncomingTransaction adds a SERVICE rule at 0 to each card', async () => {
      const { client } = setup();
      await client.suspendLedger({ params: { ledgerId: L.aliceMain }, body: { reason: 'Fraud suspicion', blockIncomingTransaction: true, operator: 'PARTNER' } });
      // Of Alice's ledgers that are not under it, only this one is suspended.
      const suspended = (await client.listLedgers({ query: { status: ['SUSPENDED'], endUserId: C.alice, pageSize: 100 } })).content;
      expect(suspended.filter((l) => l.parentId !== L.aliceMain).map((l) => l.id)).to.deep.equal([L.aliceMain]);
      const cards = (await client.listCards({ query: { ledgerId: L.aliceMain } })).content;
      const byId = Object.fromEntries(cards.map((card) => [card.id, card]));
      for (const id of [CA.alicePhysical, CA.aliceVirtual, CA.aliceAwaitingActivation]) {
        expect(byId[id]!.status).to.equal('SUSPENDED');
        const service = (byId[id]!.rules as { creatorType: string; type: string; value: number }[]).filter((rule) => rule.creatorType === 'SERVICE');
        expect(service.map((rule) => [rule.type, rule.value])).to.deep.equal([[SUSPENSION_RULE_TYPE, 0]]);
      }
      // An expired card stays expired.
      expect(byId[CA.aliceExpired]!.status).to.equal('EXPIRED');
    });

    it('without blockIncomingTransaction suspends but adds no rule', async () => {
      const { client, sandbox } = setup();
      await client.suspendLedger({ params: { ledgerId: L.davidMain }, body: { reason: 'Requested by the customer', blockIncomingTransaction: false } });
      expect(sandbox.data.cards.get(CA.david)).to.deep.include({ status: 'SUSPENDED', rules: [] });
      expect(sandbox.data.ledgers.get(L.davidMain)?.suspension).to.deep.include({ operator: 'PARTNER', reason: 'Requested by the customer' });
    });

    it('suspends the virtual ledgers under it that may be suspended, with their cards; the others keep their status and suspension', async () => {
      const { client, sandbox } = setup();
      const pockets = [...sandbox.data.ledgers.values()].filter((l) => l.parentId === L.aliceMain);
      const before = new Map(pockets.map((l) => [l.id, { status: l.status, suspension: l.suspension }]));
      await client.suspendLedger({ params: { ledgerId: L.aliceMain }, body: { reason: 'Fraud suspicion', blockIncomingTransaction: true } });
      for (const pocket of pockets) {
        const was = before.get(pocket.id)!;
        const now = sandbox.data.ledgers.get(pocket.id)!;
        if (was.status === 'ACTIVE' || was.status === 'PENDING') {
          expect(now.status, pocket.friendlyName).to.equal('SUSPENDED');
          expect(now.suspension).to.deep.include({ operator: 'PARTNER', reason: 'Fraud suspicion', blockIncomingTransaction: true });
        } else {
          expect({ status: now.status, suspension: now.suspension }, pocket.friendlyName).to.deep.equal(was);
        }
      }
      // "Concerts" keeps Alice's own suspension; the closed pockets stay closed.
      expect(sandbox.data.ledgers.get(L.aliceHolidays)?.status).to.equal('SUSPENDED');
      expect([...before.values()].filter((was) => was.status === 'CLOSED')).to.have.length(2);
      // A virtual ledger suspended on its own leaves its parent as it is.
      const fresh = setup();
      await fresh.client.suspendLedger({ params: { ledgerId: L.aliceHolidays }, body: { reason: 'Paused', blockIncomingTransaction: false } });
      expect(fresh.sandbox.data.ledgers.get(L.aliceMain)?.status).to.equal('ACTIVE');
    });

    it('suspends an ACTIVE or PENDING ledger only: CLOSED, CLOSING, FAILED and SUSPENDED answer 409 LEDGER_NOT_SUSPENDABLE and change nothing', async () => {
      const { client, sandbox } = setup();
      const body = { reason: 'Check', blockIncomingTransaction: true };
      for (const ledgerId of [L.aliceClosed, L.nordwindReserve, L.faridMain, L.emmaMain]) {
        const was = structuredClone(sandbox.data.ledgers.get(ledgerId));
        await rejects(client.suspendLedger({ params: { ledgerId }, body }), { status: 409, kind: 'conflict', code: 'LEDGER_NOT_SUSPENDABLE' });
        expect(sandbox.data.ledgers.get(ledgerId)).to.deep.equal(was);
      }
      // The closed ledger's closed card stays as it was, with no SERVICE rule.
      expect(sandbox.data.cards.get(CA.aliceClosed)).to.deep.include({ status: 'CLOSED', rules: [] });
      await client.suspendLedger({ params: { ledgerId: L.brunoMain }, body });
      expect(sandbox.data.ledgers.get(L.brunoMain)?.status).to.equal('SUSPENDED');
    });

    it('an unknown ledger answers 404', async () => {
      await rejects(setup().client.suspendLedger({ params: { ledgerId: SEED.cards.david }, body: { reason: 'x', blockIncomingTransaction: false } }), {
        status: 404, code: 'NOT_FOUND',
      });
    });
  });
});
