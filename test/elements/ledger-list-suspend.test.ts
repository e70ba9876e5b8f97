/** <svc-ledger-list suspendable>: the Suspend row action, by keyboard, in a modal dialog. */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/ledger-list/define.js';
import type { SvcLedgerList } from '../../src/elements/ledger-list/svc-ledger-list.js';
import type { SvcSuccessEvent } from '../../src/elements/base/events.js';
import { createSandboxAdapter, SEED } from '../../src/sandbox/index.js';

const ALICE = SEED.consumers.alice;

const root = (el: SvcLedgerList) => el.shadowRoot!;
const rows = (el: SvcLedgerList) => [...root(el).querySelectorAll<HTMLElement>('.body [role="row"]')];
const rowNamed = (el: SvcLedgerList, name: string) => rows(el).find((row) => row.querySelector('[role="rowheader"] b')?.textContent?.trim() === name)!;
const badge = (row: HTMLElement) => row.querySelector('[part~="badge"]')!.textContent!.trim();
const suspendButton = (row: HTMLElement) => row.querySelector<HTMLButtonElement>('[part~="suspend-button"]');
const dialog = (el: SvcLedgerList) => root(el).querySelector('dialog');
const form = (el: SvcLedgerList) => dialog(el)?.querySelector('svc-ledger-suspend') ?? null;
const inForm = (el: SvcLedgerList, selector: string) => form(el)!.shadowRoot!.querySelector<HTMLElement>(selector);

async function setup(suspendable = true, staff = false) {
  const { adapter, sandbox } = createSandboxAdapter();
  const el = await fixture<SvcLedgerList>(html`<svc-ledger-list .adapter=${adapter} end-user-id=${ALICE} page-size="10" sort-direction="ASC" ?suspendable=${suspendable} ?staff=${staff}></svc-ledger-list>`);
  await waitUntil(() => rows(el).length > 0, 'no rows');
  return { el, sandbox };
}

describe('<svc-ledger-list suspendable>', () => {
  it('without suspendable, rows offer no action and the table has no Actions column', async () => {
    const { el } = await setup(false);
    expect(root(el).querySelectorAll('[part~="suspend-button"]').length).to.equal(0);
    expect([...root(el).querySelectorAll('[role="columnheader"]')].map((cell) => cell.textContent!.trim())).to.not.include('Actions');
  });

  it('the dialog offers the SERVICE operator only on a staff list', async () => {
    const operators = async (staff: boolean) => {
      const { el } = await setup(true, staff);
      suspendButton(rowNamed(el, 'Main account'))!.click();
      await waitUntil(() => form(el)?.shadowRoot?.querySelector('select[name="operator"]'), 'no suspend form');
      return [...form(el)!.shadowRoot!.querySelectorAll<HTMLOptionElement>('select[name="operator"] option')].map((option) => option.value).filter(Boolean);
    };
    expect(await operators(false)).to.deep.equal(['END_USER', 'PARTNER']);
    expect(await operators(true)).to.deep.equal(['END_USER', 'PARTNER', 'SERVICE']);
  });

  it('offers Suspend on active and pending rows only, named for screen readers, one Tab from the row', async () => {
    const { el } = await setup();
    expect([...root(el).querySelectorAll('[role="columnheader"]')].map((cell) => cell.textContent!.trim())).to.include('Actions');
    const main = rowNamed(el, 'Main account');
    expect(suspendButton(main)!.getAttribute('aria-label')).to.equal('Suspend Main account');
    expect(suspendButton(main)!.getAttribute('aria-haspopup')).to.equal('dialog');
    for (const row of rows(el)) {
      const offered = suspendButton(row) !== null;
      expect(offered, badge(row)).to.equal(badge(row) === 'Active' || badge(row) === 'Pending');
    }
    // One tab stop in the grid: the row, then its own button; other rows' buttons are out of the tab order.
    main.focus();
    await el.updateComplete;
    await sendKeys({ press: 'Tab' });
    expect(root(el).activeElement === suspendButton(main)).to.equal(true);
    expect(rows(el).every((row) => row === main || !suspendButton(row) || suspendButton(row)!.tabIndex === -1)).to.equal(true);
  });

  it('Enter on Suspend opens a modal dialog on that ledger, without selecting the row; Escape closes it and focus goes back to the row', async () => {
    const { el } = await setup();
    const selected: unknown[] = [];
    el.addEventListener('svc-ledger-select', (event) => selected.push(event));
    const main = rowNamed(el, 'Main account');
    suspendButton(main)!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => dialog(el)?.open, 'no dialog');
    expect(dialog(el)!.matches(':modal')).to.equal(true);
    expect(root(el).getElementById(dialog(el)!.getAttribute('aria-labelledby')!)!.textContent).to.equal('Suspend Main account');
    await waitUntil(() => form(el)?.shadowRoot?.activeElement?.getAttribute('name') === 'reason', 'focus is not on the reason');
    expect(selected).to.have.length(0);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => dialog(el) === null, 'the dialog did not close');
    await waitUntil(() => root(el).activeElement === rowNamed(el, 'Main account'), 'focus is not back on the row');
  });

  it('after the suspension the row shows Suspended and no longer offers Suspend; the partner hears svc-success', async () => {
    const { el, sandbox } = await setup();
    const successes: string[] = [];
    el.addEventListener('svc-success', (event) => successes.push((event as SvcSuccessEvent).detail.operation));
    suspendButton(rowNamed(el, 'Savings'))!.click();
    await waitUntil(() => form(el)?.shadowRoot?.querySelector('input[name="reason"]'), 'no form');
    const reason = inForm(el, 'input[name="reason"]') as HTMLInputElement;
    reason.value = 'Customer request';
    reason.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await form(el)!.updateComplete;
    inForm(el, 'input[name="blockIncomingTransaction"][value="false"]')!.click();
    await form(el)!.updateComplete;
    inForm(el, '[part~="submit-button"]')!.click();
    await waitUntil(() => inForm(el, '[part~="confirm-button"]'), 'no confirmation');
    expect(inForm(el, '[part~="notice"]')!.textContent).to.contain('Every card of this account is suspended too.');
    inForm(el, '[part~="confirm-button"]')!.click();
    await waitUntil(() => badge(rowNamed(el, 'Savings')) === 'Suspended', 'the row does not show the new status');
    expect(suspendButton(rowNamed(el, 'Savings'))).to.equal(null);
    expect(sandbox.data.ledgers.get(SEED.ledgers.aliceSavings)!.status).to.equal('SUSPENDED');
    expect(successes.filter((operation) => operation === 'suspendLedger')).to.have.length(1);
    await waitUntil(() => root(el).activeElement === dialog(el)!.querySelector('[part~="close-button"]'), 'focus is not on Close');
    (dialog(el)!.querySelector('[part~="close-button"]') as HTMLButtonElement).click();
    await waitUntil(() => dialog(el) === null, 'the dialog did not close');
    await waitUntil(() => root(el).activeElement === rowNamed(el, 'Savings'), 'focus is not back on the row');
  });
});
