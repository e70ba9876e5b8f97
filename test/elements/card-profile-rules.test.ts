/** <svc-card-profile-rules>, driven like a person on the sandbox backend (as the partner). */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/elements/card-profile-rules/define.js';
import type { SvcCardProfileRules } from '../../src/elements/card-profile-rules/svc-card-profile-rules.js';
import type { SvcRuleChangeEvent } from '../../src/elements/card/rule-events.js';
import { LIMITS } from '../../src/api/limits.js';
import { createSandboxAdapter, endUserHeaders, SEED, type Sandbox, type SandboxAdapterOptions } from '../../src/sandbox/index.js';
import { chooseRule, onSandbox, rulesOf, spendingLimitEnds } from './card-rules-setup.js';
import { hasPart, message, partText, press, requestsOf, root, typeIn } from './form-helpers.js';

const { cardProfiles: P, consumers: C } = SEED;

const ruleRequests = (sandbox: Sandbox) => requestsOf(sandbox, 'putCardProfileRule', 'removeCardProfileRule');

const setup = (options: SandboxAdapterOptions = {}, profileId: string = P.standard) =>
  onSandbox<SvcCardProfileRules>(
    options,
    (adapter, sandbox) => html`<svc-card-profile-rules .adapter=${adapter} profile-id=${profileId} .rules=${rulesOf(sandbox.data.cardProfiles, profileId)}></svc-card-profile-rules>`,
  );

describe('<svc-card-profile-rules>', () => {
  it('says a change reaches only cards created afterwards, shows the change first, then sets the default rule (no SCA) and reports it', async () => {
    const { el, sandbox, sent } = await setup();
    const changes: SvcRuleChangeEvent[] = [];
    el.addEventListener('svc-rule-change', (event) => changes.push(event));
    expect(partText(el, 'notice')).to.equal(
      'Default rules reach only the cards created with this profile after a change. Existing cards keep the rules they were created with.',
    );
    expect(partText(el, 'details')).to.equal('Daily spending limit: 1,000, set by the partner Remove');
    expect(root(el).querySelector('[data-path="creatorType"]') === null, 'no creator type: defaults are the partner\'s').to.equal(true);
    await chooseRule(el, 'DAILY_MAX_SPEND');
    await typeIn(el, 'value', '800');
    await waitUntil(() => hasPart(el, 'section-change'), 'the change is not shown');
    expect(partText(el, 'section-change')).to.equal('What will change Daily spending limit: 1,000 becomes Daily spending limit: 800.');
    expect(sent()).to.equal(0);
    await press(el, 'submit-button');
    await waitUntil(() => hasPart(el, 'success'), 'no success');
    expect(partText(el, 'success')).to.equal('Daily spending limit: 800 is now a default rule of this profile, for cards created from now on.');
    const [request] = ruleRequests(sandbox);
    expect([request.method, request.url.replace(/^.*\/card-profiles\//, ''), request.body]).to.deep.equal([
      'PUT', `${P.standard}/rules/DAILY_MAX_SPEND`, { value: 800 },
    ]);
    expect(request.headers['service-sca-strategy']).to.equal(undefined);
    expect(sandbox.data.cardProfiles.get(P.standard)!.rules.map((rule) => [rule.type, rule.value])).to.deep.equal([['DAILY_MAX_SPEND', 800]]);
    expect(changes.map((event) => event.detail.rules.map((rule) => [rule.type, rule.value]))).to.deep.equal([[['DAILY_MAX_SPEND', 800]]]);
    expect(partText(el, 'details')).to.equal('Daily spending limit: 800, set by the partner Remove');
  });

  describe(`a default spending limit: ${LIMITS.cardRuleValue.min} to ${LIMITS.cardRuleValue.max}`, () => {
    spendingLimitEnds(setup, ruleRequests, { sent: 'WEEKLY_MAX_SPEND', refused: 'MONTHLY_MAX_SPEND' });
    it('a limit without its value is refused on its field, nothing sent', async () => {
      const { el, sent } = await setup();
      await chooseRule(el, 'MONTHLY_MAX_SPEND');
      await press(el, 'submit-button');
      expect(message(el, 'value')).to.equal('This field is required.');
      expect(sent()).to.equal(0);
    });
  });

  it('Remove on a default rule removes it by type; the success says cards created before keep it', async () => {
    const { el, sandbox } = await setup();
    await press(el, 'remove-button');
    await waitUntil(() => hasPart(el, 'section-change'), 'the change is not shown');
    expect(partText(el, 'section-change')).to.equal('What will change Removed: Daily spending limit: 1,000.');
    await press(el, 'submit-button');
    await waitUntil(() => hasPart(el, 'success'), 'no success');
    expect(partText(el, 'success')).to.equal('Daily spending limit: 1,000 is no longer a default rule of this profile. Cards created before keep it.');
    const [request] = ruleRequests(sandbox);
    expect([request.method, request.url.replace(/^.*\/rules\//, ''), request.body]).to.deep.equal(['DELETE', 'DAILY_MAX_SPEND', undefined]);
    expect(sandbox.data.cardProfiles.get(P.standard)!.rules).to.deep.equal([]);
    expect(partText(el, 'empty')).to.equal('No rules are set.');
  });

  it('the profile\'s cards keep their rules: only a card created afterwards gets the new default', async () => {
    const { el, sandbox } = await setup();
    const before = [...sandbox.data.cards.values()].filter((card) => card.profile.id === P.standard).map((card) => JSON.stringify(card.rules));
    el.value = { type: 'DISABLE_ONLINE' };
    await press(el, 'submit-button');
    await waitUntil(() => hasPart(el, 'success'), 'no success');
    const after = [...sandbox.data.cards.values()].filter((card) => card.profile.id === P.standard).map((card) => JSON.stringify(card.rules));
    expect(after).to.deep.equal(before);
  });

  it('an end-user may not change a profile\'s defaults: the refusal is shown, the values kept', async () => {
    const { el } = await setup({ headers: endUserHeaders(C.alice) });
    el.value = { type: 'DISABLE_RECURRING' };
    await press(el, 'submit-button');
    await waitUntil(() => hasPart(el, 'error'), 'no error shown');
    expect(el.value).to.deep.equal({ type: 'DISABLE_RECURRING' });
  });

  it('without a valid profile-id it says so and sends nothing', async () => {
    const { el, sent } = await setup({}, 'standard');
    expect(partText(el, 'error')).to.equal('This form has no valid card profile identifier (profile-id), so nothing can be sent.');
    el.value = { type: 'DAILY_MAX_SPEND', value: 10 };
    expect(await el.submit()).to.equal(undefined);
    expect(sent()).to.equal(0);
  });

  it('in Bulgarian, its own texts and the editor\'s, a rule\'s fields included, are in Bulgarian', async () => {
    const { adapter } = createSandboxAdapter();
    const el = await fixture<SvcCardProfileRules>(html`<svc-card-profile-rules .adapter=${adapter} profile-id=${P.virtual} locale="bg"></svc-card-profile-rules>`);
    await waitUntil(() => partText(el, 'notice').startsWith('Правилата по подразбиране') && partText(el, 'empty') === 'Няма зададени правила.', 'the Bulgarian texts did not load');
    // The words of a rule's fields come with them, in Bulgarian too.
    await chooseRule(el, 'DAILY_MAX_SPEND');
    const labels = [...root(el).querySelectorAll('[data-path="value"] label, [data-path="name"] label')].map((label) => label.textContent!.trim());
    expect(labels.map((label) => label.split(/\s/)[0])).to.deep.equal(['Лимит', 'Наименование']);
  });

  it('is accessible: with rules, with the change shown, and with refusals', async () => {
    const { el } = await setup();
    await expect(el).to.be.accessible();
    await chooseRule(el, 'MCC_WHITELIST');
    await typeIn(el, 'mccs', '5411');
    await expect(el).to.be.accessible();
    await typeIn(el, 'mccs', '54');
    await press(el, 'submit-button');
    await expect(el).to.be.accessible();
  });
});
