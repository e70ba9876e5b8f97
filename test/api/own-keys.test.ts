/**
 * Values that come from the service (error codes, statuses, enumeration values, countries) are
 * read as own keys only: `constructor`, `__proto__` or `toString` never reach an object's
 * prototype and never show as "function Object() { [native code] }".
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { messageFor } from '../../src/i18n/service-errors.js';
import { ibanProblem } from '../../src/api/formats/index.js';
import { enumLabel } from '../../src/i18n/labels.js';
import { baseEn } from '../../src/i18n/base.js';
import { enums } from '../../src/i18n/enums/en.js';
import type { Catalog } from '../../src/i18n/catalog.js';
import { ownValue } from '../../src/api/own.js';
import '../../src/elements/card-view/define.js';
import type { SvcCardView } from '../../src/elements/card-view/svc-card-view.js';

const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

describe('lookups by a value from the service', () => {
  it('ownValue reads own properties only', () => {
    for (const key of PROTOTYPE_KEYS) expect(ownValue({ a: 1 }, key), key).to.equal(undefined);
    expect(ownValue({ a: 1 }, 'a')).to.equal(1);
    expect(ownValue({ a: 1 }, undefined)).to.equal(undefined);
  });

  it('error texts and enumeration labels never come from the prototype', () => {
    // The enumeration labels are the part `enums`, which the elements that show them carry.
    const messages = { ...baseEn, enums } as unknown as Catalog;
    for (const key of PROTOTYPE_KEYS) {
      expect(messageFor(key), key).to.equal(undefined);
      const label = enumLabel(messages, key);
      expect(label, key).to.be.a('string');
      expect(label, key).to.not.contain('native code');
    }
    expect(enumLabel(messages, 'constructor')).to.equal('constructor');
  });

  it('an IBAN with a country such as "__" or a prototype key is judged, not crashed on', () => {
    expect(() => ibanProblem('CO12345678')).to.not.throw();
    expect(ibanProblem('CO12345678')).to.not.equal(undefined);
  });

  it('<svc-card-view> shows a card status of "constructor" as text', async () => {
    const card = {
      id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
      endUserId: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0e',
      ledgerId: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0f',
      profile: { id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c10', name: 'Standard' },
      expiryDate: '2029-12',
      nameOnCard: 'ALICE MARTIN',
      type: 'toString',
      status: 'constructor',
      creationDate: '2026-01-01T00:00:00Z',
    };
    const el = await fixture<SvcCardView>(html`<svc-card-view .card=${card as never}></svc-card-view>`);
    const badge = () => el.shadowRoot!.querySelector('[part~="badge"]')?.textContent?.trim();
    await waitUntil(() => badge() === 'constructor', 'the status was not shown as sent');
    expect(el.shadowRoot!.textContent).to.not.contain('native code');
  });

  it('<svc-card-view> given something that is not a card says so instead of crashing', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args[0]);
    try {
      const el = await fixture<SvcCardView>(html`<svc-card-view .card=${'{"id":"x"}' as never}></svc-card-view>`);
      const note = el.shadowRoot!.querySelector('[part~="error"]');
      expect(note?.textContent?.trim()).to.equal('The card given to this element is not a card the kit can show.');
      expect(note?.getAttribute('role')).to.equal('alert');
      expect(String(errors[0])).to.match(/^<svc-card-view>: the card property is not a card/);
    } finally {
      console.error = original;
    }
  });
});
