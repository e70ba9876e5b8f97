/** <svc-card-rules>, driven like a person on the sandbox backend. */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/elements/card-rules/define.js';
import { SvcCardRules } from '../../src/elements/card-rules/svc-card-rules.js';
import type { SvcRuleChangeEvent } from '../../src/elements/card/rule-events.js';
import { KIT_LIMITS, LIMITS } from '../../src/api/limits.js';
import { createSandboxAdapter, endUserHeaders, SEED, type Sandbox, type SandboxAdapterOptions } from '../../src/sandbox/index.js';
import type { SvcScaEvent, SvcSubmitEvent } from '../../src/elements/base/events.js';
import { chooseRule, onSandbox, ruleFieldsShown, rulesOf, spendingLimitEnds } from './card-rules-setup.js';
import { choose, click, hasPart, part, partText, press, requestsOf, root, submitSays, typeIn } from './form-helpers.js';
import { createFetchAdapter } from '../../src/client/adapter.js';
import { en } from '../../src/i18n/en.js';
import { json, scriptedFetch } from '../client/fake-fetch.js';
import { gatedPart, type OnDemandGate } from './on-demand-gate.js';

const { cards: CA, consumers: C } = SEED;

/** A card rules form whose fields of a rule's kind fail to arrive while `down`. */
const fieldsGate: OnDemandGate = { down: false, asked: 0 };
customElements.define('fields-gated-card-rules', gatedPart(SvcCardRules, 'rule fields', fieldsGate));

const ruleRequests = (sandbox: Sandbox) => requestsOf(sandbox, 'putCardRule', 'removeCardRule');

const setup = (options: SandboxAdapterOptions = { sca: { strategy: 'BY_PASS' } }, attributes: { cardId?: string; creatorType?: string; staff?: boolean } = {}) => {
  const cardId = attributes.cardId ?? CA.alicePhysical;
  return onSandbox<SvcCardRules>(options, (adapter, sandbox) => html`<svc-card-rules
    .adapter=${adapter}
    card-id=${cardId}
    .rules=${rulesOf(sandbox.data.cards, cardId)}
    .creatorType=${attributes.creatorType}
    ?staff=${attributes.staff ?? false}
  ></svc-card-rules>`);
};

describe('<svc-card-rules>', () => {
  it('lists the rules in force, says the more restrictive applies, shows the change first, then sets the rule and reports the rules now in force', async () => {
    const { el, sandbox, sent } = await setup(undefined, { creatorType: 'END_USER' });
    const changes: SvcRuleChangeEvent[] = [];
    el.addEventListener('svc-rule-change', (event) => changes.push(event));
    expect(partText(el, 'notice')).to.equal('When the partner and the cardholder both set a rule of the same type, the more restrictive one applies.');
    expect(partText(el, 'details')).to.equal(
      'Daily spending limit: 1,000, set by the partner Remove Daily spending limit: 300 (My daily limit), set by the cardholder Remove',
    );
    await chooseRule(el, 'DAILY_MAX_SPEND');
    await typeIn(el, 'value', '250');
    await typeIn(el, 'name', 'My daily limit');
    await waitUntil(() => hasPart(el, 'section-change'), 'the change is not shown');
    expect(partText(el, 'section-change')).to.equal(
      'What will change Daily spending limit: 300 (My daily limit) becomes Daily spending limit: 250 (My daily limit). Still in force: Daily spending limit: 1,000, set by the partner. The more restrictive applies.',
    );
    expect(sent(), 'nothing is sent before the submit').to.equal(0);
    await press(el, 'submit-button');
    await waitUntil(() => hasPart(el, 'success'), 'no success');
    expect(partText(el, 'success')).to.equal('Daily spending limit: 250 (My daily limit) is set.');
    const [request] = ruleRequests(sandbox);
    expect(request.method).to.equal('PUT');
    expect(request.url).to.contain(`/cards/${CA.alicePhysical}/rules/DAILY_MAX_SPEND`);
    expect(request.body).to.deep.equal({ value: 250, name: 'My daily limit', creatorType: 'END_USER' });
    const expected = [
      { type: 'DAILY_MAX_SPEND', value: 1000, creatorType: 'PARTNER' },
      { type: 'DAILY_MAX_SPEND', value: 250, name: 'My daily limit', creatorType: 'END_USER' },
    ];
    const stored = sandbox.data.cards.get(CA.alicePhysical)!.rules.map(({ type, value, name, creatorType }) => ({ type, value, creatorType, ...(name ? { name } : {}) }));
    expect(stored).to.deep.equal(expected);
    expect(changes).to.have.length(1);
    expect(changes[0].detail.action).to.equal('set');
    expect(changes[0].detail.rule).to.deep.equal({ type: 'DAILY_MAX_SPEND', value: 250, name: 'My daily limit', creatorType: 'END_USER' });
    expect(changes[0].detail.rules.map(({ type, value, creatorType }) => ({ type, value, creatorType }))).to.deep.equal(expected.map(({ name: _, ...rest }) => rest));
    expect(partText(el, 'details')).to.contain('Daily spending limit: 250 (My daily limit), set by the cardholder');
    expect(el.matches(':state(success)')).to.equal(true);
  });

  describe(`the spending limit: ${LIMITS.cardRuleValue.min} to ${LIMITS.cardRuleValue.max}`, () => {
    spendingLimitEnds(setup, ruleRequests, { sent: 'MONTHLY_MAX_SPEND', refused: 'WEEKLY_MAX_SPEND' });
    it('a fraction is refused, and a limit without a value is refused on its field (the service\'s own check): nothing sent', async () => {
      const { el, sent } = await setup();
      await chooseRule(el, 'DAILY_MAX_SPEND');
      await typeIn(el, 'value', '12.5');
      expect(await submitSays(el, 'value')).to.deep.equal({ value: 'Enter a whole number.' });
      await typeIn(el, 'value', '');
      expect(await submitSays(el, 'value')).to.deep.equal({ value: 'This field is required.' });
      expect(sent()).to.equal(0);
    });
    for (const typed of ['ten', '25,50']) {
      it(`"${typed}" is refused as not a whole number (not "an amount like 25.50"): nothing sent`, async () => {
        const { el, sent } = await setup();
        await chooseRule(el, 'DAILY_MAX_SPEND');
        await typeIn(el, 'value', typed);
        expect(await submitSays(el, 'value')).to.deep.equal({ value: 'Enter a whole number.' });
        expect(sent()).to.equal(0);
      });
    }
    it('the hint gives the limits in the element\'s language', async () => {
      const { el } = await setup();
      await chooseRule(el, 'DAILY_MAX_SPEND');
      expect(root(el).querySelector('[data-path="value"] [part~="form-control-help-text"]')!.textContent!.trim()).to.equal('A whole amount from 1 to 999,999,999.');
    });
  });

  it('the creator types offered: END_USER on an end-user page, PARTNER too with staff, SERVICE never', async () => {
    const offered = (el: SvcCardRules) => [...root(el).querySelectorAll<HTMLOptionElement>('select[name="creatorType"] option')].map((option) => option.value).filter(Boolean);
    const endUser = await setup();
    expect(offered(endUser.el)).to.deep.equal(['END_USER']);
    const staff = await setup(undefined, { staff: true });
    expect(offered(staff.el)).to.deep.equal(['END_USER', 'PARTNER']);
  });

  it('a creator-type of SERVICE is never sent: the body leaves it out', async () => {
    const { el, sandbox } = await setup(undefined, { creatorType: 'SERVICE' });
    await chooseRule(el, 'DISABLE_ONLINE');
    await press(el, 'submit-button');
    await waitUntil(() => hasPart(el, 'success'), 'no success');
    expect(ruleRequests(sandbox).map((request) => request.body)).to.deep.equal([{}]);
  });

  it('a backend answering each PUT with a new Waiting SCA gets two PUTs for one press, and the element says what happened', async () => {
    const waitingFor = (n: number) => json(200, { scaId: `${n}2222222-3333-4444-8555-666666666666`, ttl: 'PT30S', scaDeviceId: 'device-1' });
    const fake = scriptedFetch(waitingFor(1), waitingFor(2), waitingFor(3), waitingFor(4));
    const adapter = createFetchAdapter({ baseUrl: 'https://partner.example/banking', fetch: fake.fetch, sca: { pollIntervalMs: 500 } });
    const el = await fixture<SvcCardRules>(html`<svc-card-rules .adapter=${adapter} card-id=${CA.alicePhysical}></svc-card-rules>`);
    await chooseRule(el, 'DISABLE_ONLINE');
    await press(el, 'submit-button');
    await waitUntil(() => root(el).textContent!.includes(en.errors.SCA_RESTARTED), 'the element did not say a new approval was asked for', { timeout: 5000 });
    // A sleep on purpose: past two poll intervals (500 ms), a third PUT would have gone out.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(fake.calls.map((call) => call.method)).to.deep.equal(['PUT', 'PUT']);
  });

  it('a payment disable rule has no value: it sends its name and creator type only', async () => {
    const { el, sandbox } = await setup(undefined, { staff: true });
    await chooseRule(el, 'DISABLE_ONLINE');
    expect(root(el).querySelector('[data-path="value"]') === null).to.equal(true);
    await choose(el, 'creatorType', 'PARTNER');
    await waitUntil(() => hasPart(el, 'section-change'), 'the change is not shown');
    expect(partText(el, 'section-change')).to.equal('What will change New rule: No online payments.');
    await press(el, 'submit-button');
    await waitUntil(() => hasPart(el, 'success'), 'no success');
    expect(ruleRequests(sandbox).map((request) => [request.url.replace(/^.*\/rules\//, ''), request.body])).to.deep.equal([['DISABLE_ONLINE', { creatorType: 'PARTNER' }]]);
  });

  it('an MCC list is typed as codes separated by commas or spaces; a code that is not four digits, or none, is refused on the field', async () => {
    const { el, sandbox, sent } = await setup();
    await chooseRule(el, 'MCC_BLACKLIST');
    expect(await submitSays(el, 'mccs')).to.deep.equal({ mccs: 'This field is required.' });
    await typeIn(el, 'mccs', '7995, 54');
    expect(await submitSays(el, 'mccs')).to.deep.equal({ mccs: 'This value is not valid.' });
    expect(sent()).to.equal(0);
    await typeIn(el, 'mccs', '7995, 5411 5812');
    await press(el, 'submit-button');
    await waitUntil(() => hasPart(el, 'success'), 'no success');
    expect(ruleRequests(sandbox)[0].body).to.deep.equal({ mccs: ['7995', '5411', '5812'] });
    expect(sandbox.data.cards.get(CA.alicePhysical)!.rules.find((rule) => rule.type === 'MCC_BLACKLIST')?.mccs, 'the sandbox keeps the list').to.deep.equal(['7995', '5411', '5812']);
  });

  it(`a list holds at most ${KIT_LIMITS.ruleTargets.max} targets: one more is refused, nothing sent`, async () => {
    const { el, sandbox, sent } = await setup();
    const ids = (count: number) => Array.from({ length: count }, (_, index) => `M${index}`);
    el.value = { type: 'MERCHANT_WHITELIST', merchantIds: ids(KIT_LIMITS.ruleTargets.max + 1) };
    await ruleFieldsShown(el);
    expect(await submitSays(el, 'merchantIds')).to.deep.equal({ merchantIds: `Enter ${KIT_LIMITS.ruleTargets.max} or less.` });
    expect(sent()).to.equal(0);
    el.value = { type: 'MERCHANT_WHITELIST', merchantIds: ids(KIT_LIMITS.ruleTargets.max) };
    await press(el, 'submit-button');
    await waitUntil(() => hasPart(el, 'success'), 'no success');
    expect((ruleRequests(sandbox)[0].body as { merchantIds: string[] }).merchantIds).to.have.length(KIT_LIMITS.ruleTargets.max);
  });

  it('a day rule offers the days of the week by name and sends the chosen ones', async () => {
    const { el, sandbox } = await setup();
    await chooseRule(el, 'DAYS_BLACKLIST');
    const labels = [...root(el).querySelectorAll('[data-path="days"] label')].map((label) => label.textContent!.trim());
    expect(labels).to.deep.equal(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    await click(el, 'input[name="days"][value="SATURDAY"]');
    await click(el, 'input[name="days"][value="SUNDAY"]');
    await waitUntil(() => hasPart(el, 'section-change'), 'the change is not shown');
    expect(partText(el, 'section-change')).to.equal('What will change New rule: Not on these days: Saturday, Sunday.');
    await press(el, 'submit-button');
    await waitUntil(() => hasPart(el, 'success'), 'no success');
    expect(ruleRequests(sandbox)[0].body).to.deep.equal({ days: ['SATURDAY', 'SUNDAY'] });
  });

  it('Remove on a rule in force chooses it; the change is shown; the submit removes it for its creator type', async () => {
    const { el, sandbox, sent } = await setup();
    const changes: SvcRuleChangeEvent[] = [];
    el.addEventListener('svc-rule-change', (event) => changes.push(event));
    const buttons = root(el).querySelectorAll<HTMLButtonElement>('[part~="remove-button"]');
    expect(buttons[1].getAttribute('aria-label')).to.equal('Remove Daily spending limit: 300 (My daily limit)');
    buttons[1].click();
    await el.updateComplete;
    expect(el.action).to.equal('remove');
    await waitUntil(() => hasPart(el, 'section-change'), 'the change is not shown');
    expect(partText(el, 'section-change')).to.equal(
      'What will change Removed: Daily spending limit: 300 (My daily limit). Still in force: Daily spending limit: 1,000, set by the partner. The more restrictive applies.',
    );
    await waitUntil(() => root(el).activeElement === part(el, 'submit-button'), 'focus is not on the submit button');
    expect(part(el, 'submit-button')!.textContent!.trim()).to.equal('Remove rule');
    expect(sent()).to.equal(0);
    await press(el, 'submit-button');
    await waitUntil(() => hasPart(el, 'success'), 'no success');
    expect(partText(el, 'success')).to.equal('Daily spending limit: 300 (My daily limit) is removed.');
    const [request] = ruleRequests(sandbox);
    expect([request.method, request.url.replace(/^.*\/rules\//, ''), request.body]).to.deep.equal(['DELETE', 'DAILY_MAX_SPEND?creatorType=END_USER', undefined]);
    expect(sandbox.data.cards.get(CA.alicePhysical)!.rules.map((rule) => rule.creatorType)).to.deep.equal(['PARTNER']);
    expect(changes[0].detail.action).to.equal('remove');
    expect(changes[0].detail.rules.map((rule) => rule.value)).to.deep.equal([1000]);
    expect(partText(el, 'details')).to.equal('Daily spending limit: 1,000, set by the partner Remove');
  });

  it('a Waiting SCA answer (202 with scaId and ttl) shows the SCA panel until the approval, then the success', async () => {
    const { el, sandbox } = await setup({ approvalDelayMs: null, sca: { pollIntervalMs: 20 }, headers: endUserHeaders(C.alice) });
    const states: string[] = [];
    el.addEventListener('svc-sca', (event: SvcScaEvent) => states.push(event.detail.state));
    await chooseRule(el, 'DISABLE_CONTACTLESS');
    await press(el, 'submit-button');
    await waitUntil(() => hasPart(el, 'sca'), 'the SCA panel is not shown');
    expect(part(el, 'sca')!.localName).to.equal('svc-sca-pending');
    expect(el.matches(':state(sca)')).to.equal(true);
    expect(ruleRequests(sandbox)[0].status).to.equal(202);
    expect(ruleRequests(sandbox)[0].headers['service-sca-strategy']).to.equal('PUSH_NOTIFICATION');
    sandbox.approve();
    await waitUntil(() => hasPart(el, 'success'), 'no success after the approval');
    expect(hasPart(el, 'sca')).to.equal(false);
    expect(states).to.include('approved');
    expect(sandbox.data.cards.get(CA.alicePhysical)!.rules.some((rule) => rule.type === 'DISABLE_CONTACTLESS' && rule.creatorType === 'END_USER')).to.equal(true);
  });

  it('svc-submit carries the rule with its type; a cancelled one sends nothing', async () => {
    const { el, sent } = await setup();
    const bodies: unknown[] = [];
    el.addEventListener('svc-submit', (event: SvcSubmitEvent) => (bodies.push(event.detail.body), event.preventDefault()));
    await chooseRule(el, 'DAILY_MAX_SPEND');
    await typeIn(el, 'value', '40');
    await press(el, 'submit-button');
    await el.updateComplete;
    expect(bodies).to.deep.equal([{ type: 'DAILY_MAX_SPEND', value: 40 }]);
    expect(sent()).to.equal(0);
  });

  it('rule-types narrows the types offered; the radios switch to removing a rule, which asks only its type and creator type', async () => {
    const { adapter, sandbox } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
    const el = await fixture<SvcCardRules>(html`<svc-card-rules .adapter=${adapter} card-id=${CA.aliceVirtual} rule-types="DISABLE_CONTACTLESS DAILY_MAX_SPEND"></svc-card-rules>`);
    const options = () => [...root(el).querySelectorAll<HTMLOptionElement>('select[name="type"] option')].map((option) => option.textContent!.trim());
    expect(options()).to.deep.equal(['Choose a rule…', 'No contactless payments', 'Daily spending limit']);
    await click(el, 'input[name="action"][value="remove"]');
    expect(el.action).to.equal('remove');
    expect(el.getAttribute('action')).to.equal('remove');
    await chooseRule(el, 'DISABLE_CONTACTLESS');
    await choose(el, 'creatorType', 'END_USER');
    expect([...root(el).querySelectorAll('[data-path]')].map((field) => field.getAttribute('data-path'))).to.deep.equal(['type', 'creatorType']);
    await waitUntil(() => hasPart(el, 'section-change'), 'the change is not shown');
    expect(partText(el, 'section-change')).to.equal('What will change No such rule is listed here: removing it may change nothing.');
    await press(el, 'submit-button');
    await waitUntil(() => hasPart(el, 'success'), 'no success');
    expect(sandbox.requests.filter((request) => request.operation === 'removeCardRule').map((request) => request.url.replace(/^.*\/rules\//, ''))).to.deep.equal([
      'DISABLE_CONTACTLESS?creatorType=END_USER',
    ]);
  });

  it('without a valid card-id it says so and sends nothing', async () => {
    const { el, sent } = await setup(undefined, { cardId: 'not-a-card' });
    expect(partText(el, 'error')).to.equal('This form has no valid card identifier (card-id), so nothing can be sent.');
    el.value = { type: 'DAILY_MAX_SPEND', value: 10 };
    expect(await el.submit()).to.equal(undefined);
    expect(sent()).to.equal(0);
  });

  it('with no rules given it says none is set; in French, types, days and numbers are in French', async () => {
    const { adapter } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
    const el = await fixture<SvcCardRules>(html`<svc-card-rules .adapter=${adapter} card-id=${CA.aliceVirtual} locale="fr"></svc-card-rules>`);
    await waitUntil(() => partText(el, 'empty') === 'Aucune règle n’est définie.', 'the French texts did not load');
    el.value = { type: 'MONTHLY_MAX_SPEND', value: 1500 };
    await el.updateComplete;
    await waitUntil(() => hasPart(el, 'section-change'), 'the change is not shown');
    expect(partText(el, 'section-change')).to.equal('Ce qui va changer Nouvelle règle : Plafond de dépenses mensuel : 1 500.');
    // (the French group separator, a narrow no-break space, reads as a space here)
  });

  it('fetches a rule\'s fields as a person comes to the form; a failed fetch is said with Try again, the type chosen kept, nothing sent', async () => {
    fieldsGate.down = true;
    fieldsGate.asked = 0;
    const { adapter, sandbox } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
    const el = await fixture<SvcCardRules>(html`<fields-gated-card-rules .adapter=${adapter} card-id=${CA.aliceVirtual}></fields-gated-card-rules>`);
    // Not with the page: the person comes to the form.
    expect(fieldsGate.asked).to.equal(0);
    root(el).querySelector<HTMLSelectElement>('select[name="type"]')!.focus();
    expect(fieldsGate.asked).to.equal(1);
    await choose(el, 'type', 'DAILY_MAX_SPEND');
    await waitUntil(() => hasPart(el, 'retry-button'), 'no Try again');
    expect(partText(el, 'error')).to.equal('The fields of this rule could not be loaded. Nothing you chose is lost. Try again');
    await expect(el).to.be.accessible();
    // A rule set waits for its fields: nothing is sent without them.
    await press(el, 'submit-button');
    await el.updateComplete;
    expect(ruleRequests(sandbox)).to.have.length(0);

    fieldsGate.down = false;
    await press(el, 'retry-button');
    await waitUntil(() => root(el).querySelector('input[name="value"]') !== null, 'the fields did not come after Try again');
    expect(root(el).querySelector<HTMLSelectElement>('select[name="type"]')!.value, 'the type chosen is kept').to.equal('DAILY_MAX_SPEND');
    await typeIn(el, 'value', '40');
    await press(el, 'submit-button');
    await waitUntil(() => hasPart(el, 'success'), 'no success');
    expect(ruleRequests(sandbox).map((request) => request.body)).to.deep.equal([{ value: 40 }]);
  });

  it('is accessible: with rules, with the change shown, and with refusals', async () => {
    const { el } = await setup();
    await expect(el).to.be.accessible();
    await chooseRule(el, 'DAILY_MAX_SPEND');
    await typeIn(el, 'value', '70');
    await expect(el).to.be.accessible();
    await typeIn(el, 'value', '0');
    await press(el, 'submit-button');
    await expect(el).to.be.accessible();
  });
});
