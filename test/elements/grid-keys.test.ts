/**
 * The keys that move the focus through a grid of rows: the flat lists' RowGrid on a
 * minimal host (the paged lists' own tests cover ArrowDown, End, Enter and Space), and the ledger
 * treegrid's Right/Left in right-to-left text.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { sendKeys } from '@web/test-runner-commands';
import { LitElement } from 'lit';
import { RowGrid } from '../../src/elements/list/row-grid.js';
import '../../src/elements/ledger-list/define.js';
import type { SvcLedgerList } from '../../src/elements/ledger-list/svc-ledger-list.js';
import { createSandboxAdapter, SEED } from '../../src/sandbox/index.js';

const NAMES = Array.from({ length: 25 }, (_, i) => `row ${i}`);

class RowGridHostElement extends LitElement {
  readonly chosen: string[] = [];
  readonly grid = new RowGrid<string>(this, { items: () => NAMES, key: (name) => name, select: (name) => this.chosen.push(name) });

  override render() {
    return html`<div role="grid">
      <div role="rowgroup" @click=${this.grid.onClick} @keydown=${this.grid.onKeydown} @focusin=${this.grid.onFocusIn}>
        ${NAMES.map((name, i) => html`<div role="row" data-key=${name} tabindex=${i === this.grid.tabStop ? 0 : -1}>${name}</div>`)}
      </div>
    </div>`;
  }
}
customElements.define('test-row-grid-host', RowGridHostElement);

describe('grid keys', () => {
  const rows = (el: LitElement) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="row"]')];
  const focusedName = (el: LitElement) => (el.shadowRoot!.activeElement as HTMLElement | null)?.dataset.key;

  async function press(el: LitElement, key: string): Promise<void> {
    await sendKeys({ press: key });
    await el.updateComplete;
  }

  it('flat list: arrows, Home/End and PageUp/PageDown move the one tab stop, never past the ends', async () => {
    const el = await fixture<RowGridHostElement>(html`<test-row-grid-host></test-row-grid-host>`);
    rows(el)[0]!.focus();
    // Each key, then the row that has the focus after it (pages are 10 rows).
    const steps: [string, number][] = [
      ['ArrowUp', 0],
      ['PageDown', 10],
      ['ArrowUp', 9],
      ['PageDown', 19],
      ['PageDown', 24],
      ['PageUp', 14],
      ['Home', 0],
      ['PageUp', 0],
      ['End', 24],
      ['ArrowDown', 24],
    ];
    for (const [key, row] of steps) {
      await press(el, key);
      expect(focusedName(el), key).to.equal(`row ${row}`);
    }
    expect(rows(el).filter((row) => row.tabIndex === 0).map((row) => row.dataset.key)).to.deep.equal(['row 24']);
    expect(el.chosen).to.deep.equal([]);
  });

  it('flat list: a key held with Control, Alt or Meta is left to the browser', async () => {
    const el = await fixture<RowGridHostElement>(html`<test-row-grid-host></test-row-grid-host>`);
    rows(el)[3]!.focus();
    await el.updateComplete;
    for (const key of ['Control+ArrowDown', 'Alt+ArrowDown', 'Meta+ArrowDown', 'Control+Enter']) {
      const event = new KeyboardEvent('keydown', {
        key: key.split('+')[1],
        ctrlKey: key.startsWith('Control'),
        altKey: key.startsWith('Alt'),
        metaKey: key.startsWith('Meta'),
        bubbles: true,
        cancelable: true,
        composed: true,
      });
      rows(el)[3]!.dispatchEvent(event);
      await el.updateComplete;
      expect(event.defaultPrevented, key).to.equal(false);
    }
    expect(focusedName(el)).to.equal('row 3');
    expect(el.chosen).to.deep.equal([]);
  });

  it('ledger treegrid in right-to-left text: Left shows the virtual ledgers and moves into them, Right goes back and hides them', async () => {
    const { adapter } = createSandboxAdapter();
    const el = await fixture<SvcLedgerList>(html`<svc-ledger-list dir="rtl" .adapter=${adapter} sort-direction="ASC" page-size="100"></svc-ledger-list>`);
    const ledgerRows = () => [...el.shadowRoot!.querySelectorAll<HTMLElement>('.body [role="row"]')];
    const row = (id: string) => ledgerRows().find((candidate) => candidate.dataset.key === id);
    await waitUntil(() => row(SEED.ledgers.aliceMain), 'the ledgers never showed');
    const shown = ledgerRows().length;
    row(SEED.ledgers.aliceMain)!.focus();

    await press(el, 'ArrowRight');
    expect(row(SEED.ledgers.aliceMain)!.getAttribute('aria-expanded')).to.equal('false');
    expect(ledgerRows()).to.have.length(shown - 21);
    expect(focusedName(el)).to.equal(SEED.ledgers.aliceMain);
    await press(el, 'ArrowLeft');
    expect(row(SEED.ledgers.aliceMain)!.getAttribute('aria-expanded')).to.equal('true');
    expect(ledgerRows()).to.have.length(shown);
    await press(el, 'ArrowLeft');
    expect(focusedName(el)).to.equal(SEED.ledgers.aliceHolidays);
    await press(el, 'ArrowRight');
    expect(focusedName(el)).to.equal(SEED.ledgers.aliceMain);
    await press(el, 'ArrowRight');
    expect(ledgerRows()).to.have.length(shown - 21);
  });
});
