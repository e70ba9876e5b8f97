/** Card rule bodies are strict: unknown keys and a SERVICE creator are refused before sending. */
import { expect } from '@open-wc/testing';
import { createFetchAdapter } from '../../src/client/adapter.js';
import { failure, ids, scriptedFetch } from './fake-fetch.js';

function adapter() {
  const fake = scriptedFetch(new Response(null, { status: 204 }));
  return { adapter: createFetchAdapter({ baseUrl: 'https://partner.example/banking', fetch: fake.fetch, sca: { strategy: 'PUSH_NOTIFICATION' } }), calls: fake.calls };
}
const path = { cardId: ids.card, ruleType: 'DAILY_MAX_SPEND' };

describe('card rule bodies: strict', () => {
  it('sends a spend limit with the fields the README lists', async () => {
    const { adapter: a, calls } = adapter();
    await a.request('putCardRule', { params: path, body: { value: 250, name: 'Daily', creatorType: 'PARTNER' } });
    expect(calls).to.have.length(1);
    expect(JSON.parse(calls[0].body as string)).to.deep.equal({ value: 250, name: 'Daily', creatorType: 'PARTNER' });
  });

  for (const [what, body] of [
    ['an unknown key', { value: 250, limitOverride: true }],
    ['creatorType SERVICE', { value: 250, creatorType: 'SERVICE' }],
  ] as const) {
    it(`refuses ${what} before sending (putCardRule and putCardProfileRule)`, async () => {
      const card = adapter();
      expect((await failure(card.adapter.request('putCardRule', { params: path, body: body as never }))).kind).to.equal('validation');
      expect(card.calls).to.have.length(0);
      const profile = adapter();
      const error = await failure(profile.adapter.request('putCardProfileRule', { params: { cardProfileId: ids.card, ruleType: 'DAILY_MAX_SPEND' }, body: body as never }));
      expect(error.kind).to.equal('validation');
      expect(profile.calls).to.have.length(0);
    });
  }

  it('refuses removing a rule as SERVICE, sending nothing', async () => {
    const { adapter: a, calls } = adapter();
    const error = await failure(a.request('removeCardRule', { params: path, query: { creatorType: 'SERVICE' as never } }));
    expect(error.kind).to.equal('validation');
    expect(calls).to.have.length(0);
  });

  it('refuses an unknown key in a card order\'s initial rules', async () => {
    const { adapter: a, calls } = adapter();
    const body = { deliveryMethod: 'FRENCH_MAIL_TRACKING', ledgerId: ids.card, profileId: ids.card, rules: [{ type: 'DAILY_MAX_SPEND', value: 5, bypass: true }] };
    expect((await failure(a.request('createCard', { body } as never))).kind).to.equal('validation');
    expect(calls).to.have.length(0);
  });
});
