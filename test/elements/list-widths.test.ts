/**
 * Every list reads right in a container of 320, 700 (the demo's column) and 1,440 px: no badge,
 * date or text cut by an ellipsis, no sideways scroller, every row action (the back office's
 * Suspend) inside the list's box. The check is the one the demo walk uses (scripts/layout-faults.mjs).
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
import { layoutFaults } from '../../scripts/layout-faults.mjs';
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
