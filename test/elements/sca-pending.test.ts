import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/elements/sca-pending/define.js';
import type { SvcScaPending } from '../../src/elements/sca-pending/svc-sca-pending.js';
import type { SvcScaEvent } from '../../src/elements/base/events.js';
import { scaPending } from '../../src/elements/sca-pending/texts/en.js';
import { SHIPPED_LOCALES } from '../../src/i18n/shipped.js';
import { scaPendingLocales } from '../../src/generated/locales/sca-pending.js';

const part = (el: SvcScaPending, name: string) => el.shadowRoot!.querySelector(`[part~="${name}"]`) as HTMLElement | null;
const status = (el: SvcScaPending) => el.shadowRoot!.querySelector('[role="status"]')!.textContent!.trim();
const DEVICE_ID = 'de000000-0000-4000-8000-00000000000a';
const waiting = (seconds: number, joinCode?: string) => ({
  scaId: '11111111-2222-4333-8444-555555555555',
  ttl: { seconds, nano: 0 },
  scaDeviceId: DEVICE_ID,
  ...(joinCode ? { joinCode } : {}),
});

describe('<svc-sca-pending>', () => {
  it('tells the person to approve on the named device, with the time left, and announces it once', async () => {
    const el = await fixture<SvcScaPending>(html`<svc-sca-pending operation="getCardPin" sca-device-name="iPhone of Alice" .waiting=${waiting(120)}></svc-sca-pending>`);
    expect(part(el, 'instructions')!.textContent).to.match(/approve/i);
    expect(el.shadowRoot!.textContent).to.contain('Device: iPhone of Alice');
    expect(el.shadowRoot!.textContent).not.to.contain(DEVICE_ID);
    expect(part(el, 'countdown')!.textContent).to.match(/2 min left/);
    // On screen in short units, spelled out for screen readers (Intl, in the element's locale).
    expect(status(el)).to.equal('Approval needed. 2 minutes left.');
    await expect(el).to.be.accessible();
  });

  it('shows the join code to enter', async () => {
    const code = '9b2c4d1e-0000-4000-8000-000000000000';
    const el = await fixture<SvcScaPending>(html`<svc-sca-pending .waiting=${waiting(60, code)}></svc-sca-pending>`);
    expect(part(el, 'join-code')!.textContent).to.equal(code);
  });

  it('says signing is in progress for DATA_SIGNING', async () => {
    const el = await fixture<SvcScaPending>(html`<svc-sca-pending strategy="DATA_SIGNING" expires-at=${Date.now() + 30_000}></svc-sca-pending>`);
    expect(part(el, 'instructions')!.textContent).to.match(/signing/i);
  });

  it('counts down, announcing only at thresholds, not every second', async () => {
    const el = await fixture<SvcScaPending>(html`<svc-sca-pending .waiting=${waiting(12)}></svc-sca-pending>`);
    expect(status(el)).to.equal('Approval needed. 12 seconds left.');
    const said: string[] = [status(el)];
    const region = el.shadowRoot!.querySelector('[role="status"]')!;
    const observer = new MutationObserver(() => said.at(-1) !== status(el) && said.push(status(el)));
    observer.observe(region, { childList: true, characterData: true, subtree: true });
    const first = part(el, 'countdown')!.textContent;
    await waitUntil(() => part(el, 'countdown')!.textContent !== first, 'the countdown did not move', { timeout: 2500 });
    await waitUntil(() => part(el, 'countdown')!.textContent!.startsWith('9 sec'), 'the countdown did not reach 9 sec', { timeout: 4500 });
    observer.disconnect();
    // The countdown moved every second; the region spoke twice: at the start and at 10 s.
    expect(said).to.deep.equal(['Approval needed. 12 seconds left.', '10 seconds left to approve.']);
  });

  it('standalone: expires when the time runs out, emits svc-sca expired, offers a retry', async () => {
    const el = await fixture<SvcScaPending>(html`<svc-sca-pending operation="createCard" expires-at=${Date.now() + 900}></svc-sca-pending>`);
    const event = (await oneEvent(el, 'svc-sca')) as SvcScaEvent;
    expect(event.detail).to.deep.include({ operation: 'createCard', state: 'expired' });
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.contain('The time to approve ran out.');
    expect(status(el)).to.equal('The time to approve ran out.');
    const retry = [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === 'Try again')!;
    setTimeout(() => retry.click());
    await oneEvent(el, 'svc-sca-retry');
    await expect(el).to.be.accessible();
  });

  it('embedded: leaves the expiry to its host and emits no svc-sca of its own', async () => {
    let events = 0;
    const expiresAt = Date.now() + 300;
    const el = await fixture<SvcScaPending>(html`<svc-sca-pending embedded operation="createCard" expires-at=${expiresAt}></svc-sca-pending>`);
    el.addEventListener('svc-sca', () => events++);
    // Settled by a standalone wait of the same expiry, beside it: once that one has said it expired,
    // the embedded one's clock has run out too.
    const standalone = await fixture<SvcScaPending>(html`<svc-sca-pending operation="createCard" expires-at=${expiresAt}></svc-sca-pending>`);
    await waitUntil(() => standalone.state === 'expired', 'the standalone wait did not expire');
    await el.updateComplete;
    expect(el.state).to.equal('pending');
    expect(events).to.equal(0);
  });

  it('cancel emits svc-sca-cancel and, standalone, fails', async () => {
    const el = await fixture<SvcScaPending>(html`<svc-sca-pending operation="getCardPin" .waiting=${waiting(60)}></svc-sca-pending>`);
    const cancel = [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === 'Cancel')!;
    setTimeout(() => cancel.click());
    await oneEvent(el, 'svc-sca-cancel');
    expect(el.state).to.equal('failed');
  });

  it('shows approved and stops counting', async () => {
    const el = await fixture<SvcScaPending>(html`<svc-sca-pending .waiting=${waiting(60)}></svc-sca-pending>`);
    el.state = 'approved';
    await el.updateComplete;
    expect(status(el)).to.equal('Approved.');
    expect(part(el, 'countdown')).to.equal(null);
  });

  it('takes adapter updates as they come', async () => {
    const el = await fixture<SvcScaPending>(html`<svc-sca-pending embedded></svc-sca-pending>`);
    el.scaUpdate = { operation: 'patchBeneficiary', state: 'pending', strategy: 'PUSH_NOTIFICATION', scaId: 'x', scaDeviceId: DEVICE_ID, scaDeviceName: 'Pixel', expiresAt: Date.now() + 90_000 };
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.contain('Pixel');
    expect(el.shadowRoot!.textContent).not.to.contain(DEVICE_ID);
    expect(part(el, 'countdown')!.textContent).to.match(/1 min 30 sec left/);
  });

  it('never shows the device id: without a name it speaks of the registered device, in every shipped language', async () => {
    for (const locale of SHIPPED_LOCALES) {
      const el = await fixture<SvcScaPending>(html`<svc-sca-pending locale=${locale} .waiting=${waiting(120)}></svc-sca-pending>`);
      const texts = locale === 'en' ? scaPending : ((await scaPendingLocales[locale].scaPending!()) as { default: typeof scaPending }).default;
      await waitUntil(() => part(el, 'instructions')?.textContent === texts.pushInstructions, `the ${locale} instructions did not show`);
      expect(el.shadowRoot!.textContent, locale).not.to.contain(DEVICE_ID);
      expect(el.getAttribute('sca-device-id'), 'the id stays for the partner').to.equal(null);
      expect(el.scaDeviceId).to.equal(DEVICE_ID);
    }
  });
});
