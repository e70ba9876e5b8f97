/** Consumer rules: unique phones, anonymous sign-up, partner metadata, contact follow-ups, phone and email verification. */
import { expect } from '@open-wc/testing';
import { SANDBOX_PHONE_CODE, SEED, anonymousHeaders } from '../../src/sandbox/index.js';
import { BY_PASS, asEndUser, lastRequest, rejects, setup } from './helpers.js';

const C = SEED.consumers;
const phone = { countryCode: '33', number: '600000001' };

describe('sandbox: consumers', () => {
  describe('the KYC and SCA device controls (advanceConsumerKyc, enrolScaDevice)', () => {
    it('moves a consumer\'s KYC one step at a time or straight to a status; VALIDATED opens their PENDING ledgers', async () => {
      const { client, sandbox } = setup();
      const { id } = await client.createConsumer({ body: { phone: { countryCode: '33', number: '600000077' } } });
      const { id: ledgerId } = await client.createLedger({ body: { endUserId: id, type: 'EUR_FRANCE', friendlyName: 'First' } });
      expect(sandbox.data.ledgers.get(ledgerId)?.status).to.equal('PENDING');
      expect(['CREATED', 'PROCESSING', 'PENDING_REVIEW'].map(() => sandbox.advanceConsumerKyc(id))).to.deep.equal(['CREATED', 'PROCESSING', 'PENDING_REVIEW']);
      expect(sandbox.data.ledgers.get(ledgerId)?.status).to.equal('PENDING');
      expect(sandbox.advanceConsumerKyc(id)).to.equal('VALIDATED');
      const consumer = await client.getConsumer({ params: { consumerId: id } });
      expect([consumer.status?.kyc?.value, consumer.kycInfo?.status]).to.deep.equal(['VALIDATED', 'VALIDATED']);
      expect(sandbox.data.ledgers.get(ledgerId)?.status).to.equal('ACTIVE');
      expect(sandbox.advanceConsumerKyc(id, 'DECLINED')).to.equal('DECLINED');
      expect(() => sandbox.advanceConsumerKyc(id, 'NOT_A_STATUS')).to.throw();
      expect(() => sandbox.advanceConsumerKyc(SEED.corporates.meridian)).to.throw();
    });

    it('an enrolled SCA device lets a new consumer\'s SCA operation start (without one: 404 NO_ACTIVE_SCA_DEVICE_FOUND)', async () => {
      const { client, sandbox } = setup();
      const { id } = await client.createConsumer({ body: { phone: { countryCode: '33', number: '600000078' } } });
      sandbox.advanceConsumerKyc(id, 'VALIDATED');
      const { id: ledgerId } = await client.createLedger({ body: { endUserId: id, type: 'EUR_FRANCE', friendlyName: 'First' } });
      const order = () => sandbox.fetch(`${sandbox.baseUrl}/cards`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ deliveryMethod: 'FRENCH_MAIL_TRACKING', ledgerId, profileId: SEED.cardProfiles.virtual }) });
      const refused = await order();
      expect([refused.status, (await refused.json()).code]).to.deep.equal([404, 'NO_ACTIVE_SCA_DEVICE_FOUND']);
      const device = sandbox.enrolScaDevice(id);
      expect(sandbox.data.consumers.get(id)?.scaDevices.map((each) => [each.id, each.status])).to.deep.equal([[device, 'ACTIVE']]);
      const pending = await order();
      expect([pending.status, (await pending.json()).scaDeviceId]).to.deep.equal([409, device]);
      expect(() => sandbox.enrolScaDevice('00000000-0000-4000-8000-000000000000')).to.throw();
    });
  });

  describe('unique phone numbers', () => {
    it('refuses to create a consumer with a phone number another consumer has (409 PHONE_ALREADY_USED)', async () => {
      const { client, sandbox } = setup();
      await rejects(client.createConsumer({ body: { phone: { countryCode: '+33', number: '612345678' } } }), {
        status: 409, kind: 'conflict', code: 'PHONE_ALREADY_USED', field: 'phone.number',
      });
      expect(sandbox.data.consumers.size).to.equal(7);
      await client.createConsumer({ body: { phone: { countryCode: '44', number: '612345678' } } });
    });

    it('takes a country code however it is written (the spec says "string"), and knows one number written two ways', async () => {
      const { client, sandbox } = setup();
      const { id } = await client.createConsumer({ body: { phone: { countryCode: '+1-684', number: '6331234' } } });
      expect(sandbox.data.consumers.get(id)?.phone).to.include({ countryCode: '+1-684', number: '6331234' });
      expect(lastRequest(sandbox).body).to.deep.include({ phone: { countryCode: '+1-684', number: '6331234' } });
      await rejects(client.createConsumer({ body: { phone: { countryCode: '001 684', number: '6331234' } } }), {
        status: 409, code: 'PHONE_ALREADY_USED', field: 'phone.number',
      });
      const { id: other } = await client.createConsumer({ body: { phone: { countryCode: 'FR', number: '6331234' } } });
      expect(sandbox.data.consumers.get(other)?.phone.countryCode).to.equal('FR');
    });

    it('refuses a contact patch to another consumer\'s phone number, accepts a free one', async () => {
      const { client, sandbox } = setup(BY_PASS);
      const patch = (number: string) => client.patchConsumerContact({ params: { consumerId: C.bruno }, body: { phone: { number } } });
      await rejects(patch('612345678'), { status: 409, code: 'PHONE_ALREADY_USED', field: 'phone.number' });
      await patch('699999999');
      expect(sandbox.data.consumers.get(C.bruno)?.phone).to.deep.equal({ countryCode: '33', number: '699999999', verified: false });
    });
  });

  describe('callers', () => {
    it('an anonymous caller must give partnerName to create a consumer', async () => {
      const { client, sandbox } = setup({ headers: anonymousHeaders });
      await rejects(client.createConsumer({ body: { phone } }), { status: 400, kind: 'validation', code: 'INVALID_REQUEST', field: 'partnerName' });
      const { id } = await client.createConsumer({ body: { partnerName: 'pebble-money', phone, firstName: 'Nina' } });
      expect(sandbox.data.consumers.get(id)?.status.kyc.value).to.equal('NOT_STARTED');
      expect(lastRequest(sandbox)).to.include({ operation: 'createConsumer', status: 201 });
    });

    it('a partner caller needs no partnerName', async () => {
      const { client } = setup();
      expect((await client.createConsumer({ body: { phone } })).id).to.be.a('string');
    });

    it('an anonymous caller may do nothing else (403)', async () => {
      const { client } = setup({ headers: anonymousHeaders });
      await rejects(client.getConsumer({ params: { consumerId: C.alice } }), { status: 403, kind: 'forbidden', code: 'FORBIDDEN' });
    });

    it('an end-user reads itself, not other consumers (404), and may not list consumers (403)', async () => {
      const { client } = asEndUser(C.alice);
      expect((await client.getConsumer({ params: { consumerId: C.alice } })).firstName).to.equal('Alice');
      await rejects(client.getConsumer({ params: { consumerId: C.bruno } }), { status: 404, kind: 'not-found', code: 'NOT_FOUND' });
      await rejects(client.listConsumers(), { status: 403, kind: 'forbidden', code: 'FORBIDDEN' });
    });

    it('an unknown id answers 404 NOT_FOUND', async () => {
      const { client } = setup();
      await rejects(client.getConsumer({ params: { consumerId: '00000000-0000-4000-8000-000000000000' } }), { status: 404, kind: 'not-found', code: 'NOT_FOUND' });
    });
  });

  describe('profile patch', () => {
    it('an end-user updating partnerMetadata gets 403 PARTNER_METADATA_FORBIDDEN; its own userMetadata is fine', async () => {
      const { client, sandbox } = asEndUser(C.alice);
      const consumerId = C.alice;
      await rejects(client.patchConsumerProfile({ params: { consumerId }, body: { partnerMetadata: { tier: 'gold' } } }), {
        status: 403, kind: 'forbidden', code: 'PARTNER_METADATA_FORBIDDEN', field: 'partnerMetadata',
      });
      await client.patchConsumerProfile({ params: { consumerId }, body: { userMetadata: { theme: 'light' } } });
      expect(sandbox.data.consumers.get(consumerId)?.partnerMetadata).to.deep.equal({ segment: 'premium' });
      expect(sandbox.data.consumers.get(consumerId)?.userMetadata).to.deep.equal({ theme: 'light' });
    });

    it('the partner updates partnerMetadata; accepting terms sets termsAccepted', async () => {
      const { client, sandbox } = setup();
      const result = await client.patchConsumerProfile({ params: { consumerId: C.chloe }, body: { partnerMetadata: { tier: 'gold' }, lastTermsAccepted: 'v3' } });
      const chloe = sandbox.data.consumers.get(C.chloe)!;
      expect(chloe.partnerMetadata).to.deep.equal({ tier: 'gold' });
      expect(chloe.termsAccepted).to.equal(true);
      expect(result.updateDate).to.equal(chloe.updateDate);
    });
  });

  describe('contact patch follow-ups', () => {
    it('a new email address is no longer verified', async () => {
      const { client, sandbox } = setup(BY_PASS);
      expect(sandbox.data.consumers.get(C.alice)?.email.verified).to.equal(true);
      await client.patchConsumerContact({ params: { consumerId: C.alice }, body: { emailAddress: 'alice@work.example' } });
      expect(sandbox.data.consumers.get(C.alice)?.email).to.deep.equal({ address: 'alice@work.example', verified: false });
    });

    it('a new phone number is no longer verified', async () => {
      const { client, sandbox } = setup(BY_PASS);
      await client.patchConsumerContact({ params: { consumerId: C.alice }, body: { phone: { countryCode: '33', number: '700000000' } } });
      expect(sandbox.data.consumers.get(C.alice)?.phone.verified).to.equal(false);
    });

    it('a new address is checked again: complete is VALID, incomplete INVALID, bypassVerification VALID', async () => {
      const { client, sandbox } = setup(BY_PASS);
      const patch = (address: Record<string, unknown>) => client.patchConsumerContact({ params: { consumerId: C.alice }, body: { address } });
      const before = sandbox.data.consumers.get(C.alice)!.address!;
      await patch({ street: 'Rue du Bac', number: '3', postalCode: '75007', city: 'Paris', isoCountryCode: 'FRA' });
      const after = sandbox.data.consumers.get(C.alice)!.address!;
      expect(after.status).to.equal('VALID');
      expect(after.id).not.to.equal(before.id);
      await patch({ city: 'Paris' });
      expect(sandbox.data.consumers.get(C.alice)!.address!.status).to.equal('INVALID');
      await patch({ city: 'Paris', bypassVerification: true });
      expect(sandbox.data.consumers.get(C.alice)!.address!.status).to.equal('VALID');
    });
  });

  describe('phone verification', () => {
    it('without a code sends one by SMS and answers verified: false', async () => {
      const { client, sandbox } = setup();
      expect(await client.verifyConsumerPhone({ params: { consumerId: C.chloe }, body: {} })).to.deep.equal({ verified: false });
      expect(sandbox.data.outbox).to.have.length(1);
      expect(sandbox.data.outbox[0]).to.include({ channel: 'SMS', to: '+33755501234', endUserId: C.chloe });
      expect(sandbox.data.outbox[0]!.text).to.contain(SANDBOX_PHONE_CODE);
    });

    it(`with ${SANDBOX_PHONE_CODE} verifies the phone`, async () => {
      const { client, sandbox } = setup();
      expect(await client.verifyConsumerPhone({ params: { consumerId: C.chloe }, body: { code: SANDBOX_PHONE_CODE } })).to.deep.equal({ verified: true });
      expect(sandbox.data.consumers.get(C.chloe)?.phone).to.include({ verified: true });
      expect(sandbox.data.consumers.get(C.chloe)?.phone.verificationDate).to.be.a('string');
    });

    it('with a wrong code answers 400 on the code field', async () => {
      const { client, sandbox } = setup();
      await rejects(client.verifyConsumerPhone({ params: { consumerId: C.chloe }, body: { code: '654321' } }), {
        status: 400, kind: 'validation', code: 'VERIFICATION_CODE_INVALID', field: 'code',
      });
      expect(sandbox.data.consumers.get(C.chloe)?.phone.verified).to.equal(false);
    });
  });

  it('sending a verification email answers No Content and "sends" the email', async () => {
    const { client, sandbox } = setup();
    await client.sendConsumerVerificationEmail({ params: { consumerId: C.chloe } });
    expect(lastRequest(sandbox)).to.include({ status: 204 });
    expect(sandbox.data.outbox.map((message) => [message.channel, message.to])).to.deep.equal([['EMAIL', 'chloe.dubois@example.com']]);
  });

  describe('list', () => {
    it('filters by kycStatus[] (any of the values) and sends the filter as kycStatus[]', async () => {
      const { client, sandbox } = setup();
      const validated = await client.listConsumers({ query: { kycStatus: ['VALIDATED'] } });
      expect(validated.content.map((c) => c.firstName).sort()).to.deep.equal(['Alice', 'David', 'Grace']);
      expect(decodeURIComponent(lastRequest(sandbox).url)).to.contain('kycStatus[]=VALIDATED');
      const two = await client.listConsumers({ query: { kycStatus: ['DECLINED', 'NOT_STARTED'] } });
      expect(two.totalElements).to.equal(2);
      const suspended = await client.listConsumers({ query: { suspensionStatus: ['SUSPENDED'], overallStatus: 'INACTIVE' } });
      expect(suspended.content.map((c) => c.id)).to.deep.equal([C.emma]);
    });

    it('sorts by LAST_NAME both ways and searches by last name', async () => {
      const { client } = setup();
      const ascending = await client.listConsumers({ query: { sortAttribute: 'LAST_NAME', sortDirection: 'ASC' } });
      expect(ascending.content.map((c) => c.lastName)).to.deep.equal(['Dubois', 'Haddad', 'Lefèvre', 'Martin', "O'Neill", 'Peeters', 'Schmidt']);
      const descending = await client.listConsumers({ query: { sortAttribute: 'LAST_NAME', sortDirection: 'DESC' } });
      expect(descending.content[0]!.lastName).to.equal('Schmidt');
      expect((await client.listConsumers({ query: { lastName: 'mart' } })).content.map((c) => c.id)).to.deep.equal([C.alice]);
    });
  });
});
