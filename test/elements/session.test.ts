/**
 * Sessions that expire and come back: a 401 `SESSION_EXPIRED` from the partner backend fires one
 * `svc-session-expired` per provider (or per element with its own adapter); taken, the elements wait
 * and say so politely, and `resume()` sends the reads again while a write waits for the person to
 * send it again; left alone, the elements say "sign in again" as before. The backend is the sandbox
 * behind a real `createFetchAdapter` and a fetch that answers 401 while the session is "expired".
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/generated/define-all.js';
import { waitUntil } from '../wait.js';
import { SEED } from '../../src/sandbox/index.js';
import type { SvcProvider } from '../../src/elements/provider/svc-provider.js';
import type { SvcSessionExpiredEvent } from '../../src/elements/base/events.js';
import { errors } from '../../src/i18n/errors/en.js';
import frBase from '../../src/i18n/base/fr.js';
import { expiringBackend, listenForExpiry } from './expiring-backend.js';
import { loadPhoneRules } from '../../src/elements/form/phone-national.js';
import { control, part, partText, press, type, zoe, type FormElement } from './form-helpers.js';

type Host = FormElement & { value?: Record<string, unknown> };

/** The polite notice the element shows while the session is in question ('' when none). */
const notice = (el: Host) => {
  const region = el.shadowRoot!.querySelector('.session-notice');
  return region ? { role: region.getAttribute('role'), text: (region.textContent ?? '').replace(/\s+/g, ' ').trim() } : undefined;
};

const consumerValue = zoe('zoe.session@example.com', '601020398');

/** The form can be sent (its submit button is not disabled). */
const ready = (form: Host) =>
  waitUntil(() => part(form, 'submit-button')?.getAttribute('aria-disabled') === 'false', 'the submit button stayed disabled');

// The phone rules a consumer form fetches before it sends a phone number: here before the first test.
before(() => loadPhoneRules());

let listener: ReturnType<typeof listenForExpiry> | undefined;

/** A backend whose session has already expired, and a partner listening that takes the expiry. */
function expiredAndTaken() {
  listener = listenForExpiry(true);
  const backend = expiringBackend();
  backend.state.expired = true;
  return { ...backend, seen: listener.seen };
}

afterEach(() => {
  listener?.stop();
  listener = undefined;
});

describe('a session that expires, taken by the partner', () => {
  it('a form waits, keeps what was typed, sends nothing again on resume, and sends once when pressed again', async () => {
    listener = listenForExpiry(true);
    const { adapter, state, sent } = expiringBackend();
    const provider = await fixture<SvcProvider>(html`<svc-provider .adapter=${adapter}><svc-consumer-form></svc-consumer-form></svc-provider>`);
    const form = provider.querySelector<Host>('svc-consumer-form')!;
    await form.updateComplete;
    form.value = structuredClone(consumerValue);
    await form.updateComplete;
    await type(form, 'firstName', 'Zoéline');
    const errorsSeen: Event[] = [];
    form.addEventListener('svc-error', (event) => errorsSeen.push(event));

    state.expired = true;
    await ready(form);
    await press(form, 'submit-button');
    await waitUntil(() => notice(form)?.text === errors.SESSION_WAITING, 'the form did not say it waits for the sign-in');
    expect(notice(form)!.role).to.equal('status');
    expect(listener.seen).to.have.length(1);
    expect(listener.seen[0].detail.operation).to.equal('createConsumer');
    expect(listener.seen[0].target).to.equal(form);
    expect(part(form, 'error')).to.equal(null);
    expect(errorsSeen).to.have.length(0);
    expect(sent('POST', /^\/consumers$/)).to.have.length(1);

    state.expired = false;
    provider.resume();
    await waitUntil(() => notice(form)?.text === errors.SESSION_RESUMED, 'the form did not hand the write back');
    await ready(form);
    // Nothing was sent again by itself.
    expect(sent('POST', /^\/consumers$/)).to.have.length(1);
    expect(control(form, 'firstName').value).to.equal('Zoéline');
    expect(form.value).to.deep.include({ firstName: 'Zoéline', lastName: 'Moreau' });
    expect(errorsSeen).to.have.length(0);

    await press(form, 'submit-button');
    await waitUntil(() => part(form, 'success'), 'the form sent again did not succeed');
    const posts = sent('POST', /^\/consumers$/);
    expect(posts).to.have.length(2);
    expect(posts.filter((request) => !request.refused)).to.have.length(1);
    expect(notice(form)).to.equal(undefined);
    expect(listener.seen).to.have.length(1);
  });

  it('a list waits and sends its page again on resume', async () => {
    const { adapter, state, sent, seen } = expiredAndTaken();
    const provider = await fixture<SvcProvider>(html`<svc-provider .adapter=${adapter}><svc-ledger-list></svc-ledger-list></svc-provider>`);
    const list = provider.querySelector<Host>('svc-ledger-list')!;
    await waitUntil(() => notice(list)?.text === errors.SESSION_WAITING, 'the list did not say it waits for the sign-in');
    expect(notice(list)!.role).to.equal('status');
    expect(part(list, 'error')).to.equal(null);
    expect(sent('GET', /^\/ledgers$/)).to.have.length(1);

    state.expired = false;
    provider.resume();
    await waitUntil(() => list.shadowRoot!.querySelectorAll('[part~="row"]').length > 0, 'the list did not load its page again');
    expect(sent('GET', /^\/ledgers$/).map((request) => request.refused)).to.deep.equal([true, false]);
    expect(notice(list)).to.equal(undefined);
    expect(seen).to.have.length(1);
  });

  it('a list in French says it waits in French, though no page carries the English notice', async () => {
    const { adapter } = expiredAndTaken();
    const provider = await fixture<SvcProvider>(html`<svc-provider locale="fr" .adapter=${adapter}><svc-ledger-list></svc-ledger-list></svc-provider>`);
    const list = provider.querySelector<Host>('svc-ledger-list')!;
    await waitUntil(() => notice(list)?.text === frBase.errors.SESSION_WAITING, `the list did not say it waits in French: ${notice(list)?.text}`);
    expect(frBase.errors.SESSION_WAITING).not.to.equal(errors.SESSION_WAITING);
  });

  it('the card view waits and loads its card again on resume; one event for the provider', async () => {
    const { adapter, state, sent, seen } = expiredAndTaken();
    const provider = await fixture<SvcProvider>(
      html`<svc-provider .adapter=${adapter}
        ><svc-card-view card-id=${SEED.cards.alicePhysical}></svc-card-view><svc-ledger-list></svc-ledger-list
      ></svc-provider>`,
    );
    const view = provider.querySelector<Host>('svc-card-view')!;
    const list = provider.querySelector<Host>('svc-ledger-list')!;
    await waitUntil(() => notice(view)?.text === errors.SESSION_WAITING && notice(list)?.text === errors.SESSION_WAITING, 'both elements did not wait');
    // Two requests met the expiry; the provider's session fired once.
    expect(sent('GET', /^\/cards$/)).to.have.length(1);
    expect(sent('GET', /^\/ledgers$/)).to.have.length(1);
    expect(seen).to.have.length(1);
    expect(part(view, 'error')).to.equal(null);

    state.expired = false;
    provider.resume();
    await waitUntil(() => part(view, 'card') && list.shadowRoot!.querySelectorAll('[part~="row"]').length > 0, 'the reads were not sent again');
    expect(sent('GET', /^\/cards$/).map((request) => request.refused)).to.deep.equal([true, false]);
    expect(notice(view)).to.equal(undefined);
    expect(seen).to.have.length(1);

    // A later expiry is a new one: reported again.
    state.expired = true;
    (view as Host & { reload(): void }).reload();
    await waitUntil(() => seen.length === 2, 'a second expiry was not reported');
    state.expired = false;
    seen[1].detail.resume();
    await waitUntil(() => sent('GET', /^\/cards$/).length === 4 && notice(view) === undefined, 'the second expiry did not resume');
  });

  it('an element with its own adapter fires the event itself, and its detail resumes it', async () => {
    const { adapter, state, sent } = expiringBackend();
    state.expired = true;
    const seen: SvcSessionExpiredEvent[] = [];
    const view = await fixture<Host>(
      html`<svc-card-view
        .adapter=${adapter}
        card-id=${SEED.cards.alicePhysical}
        @svc-session-expired=${(event: SvcSessionExpiredEvent) => {
          seen.push(event);
          event.preventDefault();
        }}
      ></svc-card-view>`,
    );
    await waitUntil(() => notice(view)?.text === errors.SESSION_WAITING, 'the card view did not wait');
    expect(seen).to.have.length(1);
    expect(seen[0].target).to.equal(view);
    expect(seen[0].detail.operation).to.equal('listCards');
    expect(seen[0].bubbles && seen[0].composed && seen[0].cancelable).to.equal(true);

    state.expired = false;
    seen[0].detail.resume();
    await waitUntil(() => part(view, 'card'), 'the card was not loaded again');
    expect(sent('GET', /^\/cards$/)).to.have.length(2);
    expect(notice(view)).to.equal(undefined);
  });
});

describe('a session that expires, left alone', () => {
  it('says "sign in again" as before, keeps what was typed, and reports the expiry once', async () => {
    listener = listenForExpiry(false);
    const { adapter, state, sent } = expiringBackend();
    const provider = await fixture<SvcProvider>(
      html`<svc-provider .adapter=${adapter}><svc-consumer-form></svc-consumer-form><svc-ledger-list></svc-ledger-list></svc-provider>`,
    );
    const form = provider.querySelector<Host>('svc-consumer-form')!;
    const list = provider.querySelector<Host>('svc-ledger-list')!;
    await waitUntil(() => list.shadowRoot!.querySelectorAll('[part~="row"]').length > 0, 'the list did not load');
    form.value = structuredClone(consumerValue);
    await form.updateComplete;
    await type(form, 'firstName', 'Zoéline');

    state.expired = true;
    await press(form, 'submit-button');
    await waitUntil(() => partText(form, 'error').includes(errors.SESSION_EXPIRED), 'the form did not say sign in again');
    expect(notice(form)).to.equal(undefined);
    expect(control(form, 'firstName').value).to.equal('Zoéline');
    expect(listener.seen).to.have.length(1);

    // Another request of the same provider while the session stays expired: no second event.
    await press(form, 'submit-button');
    await waitUntil(() => sent('POST', /^\/consumers$/).length === 2, 'the second press was not sent');
    await waitUntil(() => partText(form, 'error').includes(errors.SESSION_EXPIRED), 'the form did not say sign in again');
    expect(listener.seen).to.have.length(1);
    expect(sent('POST', /^\/consumers$/).every((request) => request.refused)).to.equal(true);
  });
});
