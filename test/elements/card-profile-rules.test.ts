/** <svc-card-profile-rules>, driven like a person on the sandbox backend (as the partner). */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/elements/card-profile-rules/define.js';
import type { SvcCardProfileRules } from '../../src/elements/card-profile-rules/svc-card-profile-rules.js';
import type { CardRuleRecord } from '../../src/elements/card-rules/rule-kinds.js';
import type { SvcRuleChangeEvent } from '../../src/elements/card-rules/rule-change-event.js';
import { LIMITS } from '../../src/api/limits.js';
import { createSandboxAdapter, endUserHeaders, SEED, type Sandbox, type SandboxAdapterOptions } from '../../src/sandbox/index.js';

const { cardProfiles: P, consumers: C } = SEED;

const root = (el: SvcCardProfileRules) => el.shadowRoot!;
const part = (el: SvcCardProfileRules, name: string) => root(el).querySelector<HTMLElement>(`[part~="${name}"]`);
const has = (el: SvcCardProfileRules, name: string) => part(el, name) !== null;
const text = (el: SvcCardProfileRules, name: string) => part(el, name)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const message = (el: SvcCardProfileRules, path: string) =>
  root(el).querySelector(`[data-path="${path}"] [part="form-control-error"]`)?.textContent?.trim() ?? null;

async function type(el: SvcCardProfileRules, path: string, value: string) {
  const input = root(el).querySelector<HTMLInputElement>(`input[name="${path}"]`)!;
  input.focus();
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await el.updateComplete;
}
async function choose(el: SvcCardProfileRules, path: string, value: string) {
  const select = root(el).querySelector<HTMLSelectElement>(`select[name="${path}"]`)!;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  await el.updateComplete;
}
async function press(el: SvcCardProfileRules, name: string) {
  part(el, name)!.click();
  await el.updateComplete;
}
const ruleRequests = (sandbox: Sandbox) =>
  sandbox.requests.filter((request) => request.operation === 'putCardProfileRule' || request.operation === 'removeCardProfileRule');
const rulesOf = (sandbox: Sandbox, profileId: string): CardRuleRecord[] =>
  (sandbox.data.cardProfiles.get(profileId)?.rules ?? []).map((rule) => ({ ...rule }));

async function setup(options: SandboxAdapterOptions = {}, profileId: string = P.standard) {
  const { adapter, sandbox } = createSandboxAdapter(options);
  const el = await fixture<SvcCardProfileRules>(
    html`<svc-card-profile-rules .adapter=${adapter} profile-id=${profileId} .rules=${rulesOf(sandbox, profileId)}></svc-card-profile-rules>`,
  );
  const before = sandbox.requests.length;
  return { el, sandbox, sent: () => sandbox.requests.length - before };
}

describe('<svc-card-profile-rules>', () => {
  it('says a change reaches only cards created afterwards, shows the change first, then sets the default rule (no SCA) and reports it', async () => {
    const { el, sandbox, sent } = await setup();
    const changes: SvcRuleChangeEvent[] = [];
    el.addEventListener('svc-rule-change', (event) => changes.push(event));
    expect(text(el, 'notice')).to.equal(
      'Default rules reach only the cards created with this profile after a change. Existing cards keep the rules they were created with.',
    );
    expect(text(el, 'details')).to.equal('Daily spending limit: 1,000, set by the partner Remove');
    expect(root(el).querySelector('[data-path="creatorType"]') === null, 'no creator type: defaults are the partner\'s').to.equal(true);
    await choose(el, 'type', 'DAILY_MAX_SPEND');
    await type(el, 'value', '800');
    expect(text(el, 'section-change')).to.equal('What will change Daily spending limit: 1,000 becomes Daily spending limit: 800.');
    expect(sent()).to.equal(0);
    await press(el, 'submit-button');
    await waitUntil(() => has(el, 'success'), 'no success');
    expect(text(el, 'success')).to.equal('Daily spending limit: 800 is now a default rule of this profile, for cards created from now on.');
    const [request] = ruleRequests(sandbox);
    expect([request.method, request.url.replace(/^.*\/card-profiles\//, ''), request.body]).to.deep.equal([
      'PUT', `${P.standard}/rules/DAILY_MAX_SPEND`, { value: 800 },
    ]);
    expect(request.headers['service-sca-strategy']).to.equal(undefined);
    expect(sandbox.data.cardProfiles.get(P.standard)!.rules.map((rule) => [rule.type, rule.value])).to.deep.equal([['DAILY_MAX_SPEND', 800]]);
    expect(changes.map((event) => event.detail.rules.map((rule) => [rule.type, rule.value]))).to.deep.equal([[['DAILY_MAX_SPEND', 800]]]);
    expect(text(el, 'details')).to.equal('Daily spending limit: 800, set by the partner Remove');
  });

  describe(`a default spending limit: ${LIMITS.cardRuleValue.min} to ${LIMITS.cardRuleValue.max}`, () => {
    for (const value of [LIMITS.cardRuleValue.min, LIMITS.cardRuleValue.max]) {
      it(`${value} is sent`, async () => {
        const { el, sandbox } = await setup();
        await choose(el, 'type', 'WEEKLY_MAX_SPEND');
        await type(el, 'value', String(value));
        await press(el, 'submit-button');
        await waitUntil(() => has(el, 'success'), 'no success');
        expect(ruleRequests(sandbox).map((request) => request.body)).to.deep.equal([{ value }]);
      });
    }
    const refused: [number, string][] = [
      [LIMITS.cardRuleValue.min - 1, 'Enter 1 or more.'],
      [LIMITS.cardRuleValue.max + 1, 'Enter 999,999,999 or less.'],
    ];
    for (const [value, said] of refused) {
      it(`${value} is refused on the field and nothing is sent`, async () => {
        const { el, sent } = await setup();
        await choose(el, 'type', 'MONTHLY_MAX_SPEND');
        await type(el, 'value', String(value));
        await press(el, 'submit-button');
        expect(message(el, 'value')).to.equal(said);
        expect(sent()).to.equal(0);
      });
    }
    it('a limit without its value is refused on its field, nothing sent', async () => {
      const { el, sent } = await setup();
      await choose(el, 'type', 'MONTHLY_MAX_SPEND');
      await press(el, 'submit-button');
      expect(message(el, 'value')).to.equal('This field is required.');
      expect(sent()).to.equal(0);
    });
  });

  it('Remove on a default rule removes it by type; the success says cards created before keep it', async () => {
    const { el, sandbox } = await setup();
    await press(el, 'remove-button');
    expect(text(el, 'section-change')).to.equal('What will change Removed: Daily spending limit: 1,000.');
    await press(el, 'submit-button');
    await waitUntil(() => has(el, 'success'), 'no success');
    expect(text(el, 'success')).to.equal('Daily spending limit: 1,000 is no longer a default rule of this profile. Cards created before keep it.');
    const [request] = ruleRequests(sandbox);
    expect([request.method, request.url.replace(/^.*\/rules\//, ''), request.body]).to.deep.equal(['DELETE', 'DAILY_MAX_SPEND', undefined]);
    expect(sandbox.data.cardProfiles.get(P.standard)!.rules).to.deep.equal([]);
    expect(text(el, 'empty')).to.equal('No rules are set.');
  });

  it('the profile\'s cards keep their rules: only a card created afterwards gets the new default', async () => {
    const { el, sandbox } = await setup();
    const before = [...sandbox.data.cards.values()].filter((card) => card.profile.id === P.standard).map((card) => JSON.stringify(card.rules));
    el.value = { type: 'DISABLE_ONLINE' };
    await press(el, 'submit-button');
    await waitUntil(() => has(el, 'success'), 'no success');
    const after = [...sandbox.data.cards.values()].filter((card) => card.profile.id === P.standard).map((card) => JSON.stringify(card.rules));
    expect(after).to.deep.equal(before);
  });

  it('an end-user may not change a profile\'s defaults: the refusal is shown, the values kept', async () => {
    const { el } = await setup({ headers: endUserHeaders(C.alice) });
    el.value = { type: 'DISABLE_RECURRING' };
    await press(el, 'submit-button');
    await waitUntil(() => has(el, 'error'), 'no error shown');
    expect(el.value).to.deep.equal({ type: 'DISABLE_RECURRING' });
  });

  it('without a valid profile-id it says so and sends nothing', async () => {
    const { el, sent } = await setup({}, 'standard');
    expect(text(el, 'error')).to.equal('This form has no valid card profile identifier (profile-id), so nothing can be sent.');
    el.value = { type: 'DAILY_MAX_SPEND', value: 10 };
    expect(await el.submit()).to.equal(undefined);
    expect(sent()).to.equal(0);
  });

  it('in Bulgarian, its own texts and the editor\'s are in Bulgarian', async () => {
    const { adapter } = createSandboxAdapter();
    const el = await fixture<SvcCardProfileRules>(html`<svc-card-profile-rules .adapter=${adapter} profile-id=${P.virtual} locale="bg"></svc-card-profile-rules>`);
    await waitUntil(() => text(el, 'notice').startsWith('Правилата по подразбиране') && text(el, 'empty') === 'Няма зададени правила.', 'the Bulgarian texts did not load');
  });

  it('is accessible: with rules, with the change shown, and with refusals', async () => {
    const { el } = await setup();
    await expect(el).to.be.accessible();
    await choose(el, 'type', 'MCC_WHITELIST');
    await type(el, 'mccs', '5411');
    await expect(el).to.be.accessible();
    await type(el, 'mccs', '54');
    await press(el, 'submit-button');
    await expect(el).to.be.accessible();
  });
});
