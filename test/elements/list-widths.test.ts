/**
 * Every list reads right in a container of 320, 700 (the demo's column) and 1,440 px: no badge,
 * date or text cut by an ellipsis, no sideways scroller, every row action (the back office's
 * Suspend) inside the list's box. The check is the one the demo walk uses (test/fixtures/layout-faults.mjs).
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import '../../src/elements/card-design-list/define.js';
import '../../src/elements/card-list/define.js';
import '../../src/elements/consumer-list/define.js';
import '../../src/elements/document-list/define.js';
import '../../src/elements/external-card-list/define.js';
import '../../src/elements/ledger-list/define.js';
import '../../src/elements/partner-user-list/define.js';
import type { FetchAdapter } from '../../src/client/adapter.js';
import { createSandboxAdapter, SEED } from '../../src/sandbox/index.js';
import { layoutFaults } from '../fixtures/layout-faults.mjs';
import { settled, type ListElement } from './list-helpers.js';

const { consumers: C, corporates: K } = SEED;
const WIDTHS = [320, 700, 1440];

const lists: Record<string, (adapter: FetchAdapter) => TemplateResult> = {
  'consumers (back office)': (adapter) => html`<svc-consumer-list .adapter=${adapter} page-size="10"></svc-consumer-list>`,
  "a company's cards": (adapter) => html`<svc-card-list .adapter=${adapter} end-user-id=${K.nordwind}></svc-card-list>`,
  "a person's cards": (adapter) => html`<svc-card-list .adapter=${adapter} end-user-id=${C.alice}></svc-card-list>`,
  'ledgers with Suspend (back office)': (adapter) => html`<svc-ledger-list .adapter=${adapter} page-size="20" suspendable></svc-ledger-list>`,
  "a person's ledgers": (adapter) => html`<svc-ledger-list .adapter=${adapter} end-user-id=${C.alice}></svc-ledger-list>`,
  'documents': (adapter) => html`<svc-document-list .adapter=${adapter} end-user-id=${C.alice}></svc-document-list>`,
  'card designs': (adapter) => html`<svc-card-design-list .adapter=${adapter}></svc-card-design-list>`,
  'team members (back office)': (adapter) => html`<svc-partner-user-list .adapter=${adapter}></svc-partner-user-list>`,
  "a person's external cards": (adapter) => html`<svc-external-card-list .adapter=${adapter} end-user-id=${C.alice}></svc-external-card-list>`,
};

/** What is partly out of sight: the part of `inner` outside `outer`, sideways or up and down. */
const outside = (inner: Element, outer: Element) => {
  const a = inner.getBoundingClientRect();
  const b = outer.getBoundingClientRect();
  return a.left < b.left - 1 || a.right > b.right + 1 || a.top < b.top - 1 || a.bottom > b.bottom + 1;
};

const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

describe('lists at every width', () => {
  for (const [name, template] of Object.entries(lists)) {
    it(`${name}: nothing cut, scrolled sideways or out of view at ${WIDTHS.join(', ')} px`, async () => {
      const { adapter } = createSandboxAdapter();
      const box = await fixture<HTMLDivElement>(html`<div>${template(adapter)}</div>`);
      const el = box.firstElementChild as ListElement;
      await settled(el);
      for (const width of WIDTHS) {
        box.style.width = `${width}px`;
        await frame();
        await el.updateComplete;
        const faults = layoutFaults(box).map(({ kind, tag, part, text }) => `${width}px ${kind}: ${tag} [${part}] "${text}"`);
        expect(faults, `at ${width}px`).to.deep.equal([]);
        // What a person looks for in each row: the status, the date, the actions, each whole and inside the list.
        const shown = [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part~="badge"], time, .date, .expiry, [part~="suspend-button"], [part~="upload-button"], [part~="download-button"]')];
        if (!name.startsWith('card designs')) expect(shown.length, 'rows with badges').to.be.greaterThan(0);
        for (const item of shown.filter((found) => !found.closest('.head'))) {
          const where = `${width}px: "${item.textContent!.trim()}"`;
          // An inline box (a badge) has no client width to compare: its box is checked against the row's below.
          if (getComputedStyle(item).display !== 'inline') expect(item.scrollWidth, where).to.be.at.most(item.clientWidth + 1);
          expect(outside(item, el), `${where} is out of the list's box`).to.equal(false);
          expect(outside(item, item.closest('[role="row"], .row, .design, .user') ?? el), `${where} is out of its row`).to.equal(false);
        }
      }
    });
  }
});

/** The label shown before a fact (its ::before, from its column header's catalog text), or '' when none. */
function labelOf(cell: Element): string {
  const before = getComputedStyle(cell, '::before');
  if (before.display === 'none' || before.content === 'none' || before.content === 'normal') return '';
  // Firefox gives the declared `attr(data-label)`, the others the text it resolves to.
  return before.content === 'attr(data-label)' ? (cell.getAttribute('data-label') ?? '') : before.content.replace(/^"|"$/g, '');
}

/**
 * The paged lists whose rows stack, and where a 704 px column (the demo's at 1,280 px) stands: the
 * table, or labelled cards where the columns do not fit in every engine and language. `unlabelled`:
 * the columns a stacked row shows without a label, because the value says what it is (a card's status).
 */
const stacking: Record<string, { template: (adapter: FetchAdapter) => TemplateResult; at704: 'table' | 'cards'; unlabelled: number[] }> = {
  'consumers (back office)': { template: lists['consumers (back office)']!, at704: 'cards', unlabelled: [] },
  "a person's external cards": { template: lists["a person's external cards"]!, at704: 'table', unlabelled: [] },
  "a person's cards": { template: lists["a person's cards"]!, at704: 'table', unlabelled: [1] },
};

describe('stacked rows keep their labels', () => {
  for (const [name, { template, at704, unlabelled }] of Object.entries(stacking)) {
    it(`${name}: each stacked fact after its column's label at 375 px; at 704 px the ${at704}`, async () => {
      const { adapter } = createSandboxAdapter();
      const box = await fixture<HTMLDivElement>(html`<div style="width: 375px">${template(adapter)}</div>`);
      const el = box.firstElementChild as ListElement;
      await settled(el);
      await frame();
      const root = el.shadowRoot!;
      const headers = [...root.querySelectorAll<HTMLElement>('[role="columnheader"]')];
      const headersShown = () => root.querySelector('.head')!.getBoundingClientRect().width > 50;
      const rows = [...root.querySelectorAll<HTMLElement>('.body [role="row"]')];
      expect(rows.length).to.be.greaterThan(0);
      expect(headersShown(), 'the column headers are left to screen readers').to.equal(false);
      for (const row of rows) {
        const facts = [...row.querySelectorAll<HTMLElement>('[role="gridcell"]')];
        facts.forEach((cell, index) => {
          const column = index + 1;
          const expected = unlabelled.includes(column) ? '' : headers[column]!.textContent!.trim();
          expect(labelOf(cell), `column ${column} of "${row.textContent!.trim()}"`).to.equal(expected);
          expect(cell.checkVisibility()).to.equal(true);
          expect(cell.scrollWidth, `cut off: ${cell.textContent}`).to.be.at.most(cell.clientWidth + 1);
        });
        // A labelled fact is a line of its own, under the name and under the fact before it.
        const labelled = facts.filter((_, index) => !unlabelled.includes(index + 1));
        const name = row.querySelector('[role="rowheader"]')!.getBoundingClientRect();
        labelled.reduce((above, cell) => {
          const rect = cell.getBoundingClientRect();
          expect(rect.top, `"${cell.textContent}" is on the line above`).to.be.at.least(above - 0.5);
          return rect.bottom;
        }, name.bottom);
      }
      expect(layoutFaults(box)).to.deep.equal([]);
      await expect(el).to.be.accessible();

      box.style.width = '704px';
      await frame();
      expect(headersShown(), `${at704} at 704 px`).to.equal(at704 === 'table');
      const first = rows[0]!.querySelectorAll('[role="gridcell"]')[unlabelled.includes(1) ? 1 : 0]!;
      expect(labelOf(first) !== '', 'labels only on cards').to.equal(at704 === 'cards');
      expect(layoutFaults(box)).to.deep.equal([]);
    });
  }
});

describe('consumers in the longer languages', () => {
  for (const locale of ['fr', 'bg', 'et', 'pl']) {
    it(`${locale}: labelled cards at 752 px, the table from 768 px, never scrolled sideways`, async () => {
      const { adapter } = createSandboxAdapter();
      const box = await fixture<HTMLDivElement>(html`<div style="width: 736px"><svc-consumer-list .adapter=${adapter} locale=${locale}></svc-consumer-list></div>`);
      const el = box.firstElementChild as ListElement;
      await settled(el);
      for (const [width, table] of [[752, false], [768, true], [800, true]] as const) {
        box.style.width = `${width}px`;
        await frame();
        const root = el.shadowRoot!;
        expect(root.querySelector('.head')!.getBoundingClientRect().width > 50, `the table at ${width} px`).to.equal(table);
        for (const row of root.querySelectorAll<HTMLElement>('.body [role="row"]')) {
          expect(row.scrollWidth, `${width} px: "${row.textContent!.trim().slice(0, 40)}" overflows its row`).to.be.at.most(row.clientWidth + 0.5);
        }
        expect(layoutFaults(box)).to.deep.equal([]);
      }
    });
  }
});
