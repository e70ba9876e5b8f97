/**
 * One contract for every element that loads a record by its id: what a person sees and a partner
 * receives when the id or the adapter changes, when the element is removed during a load and put
 * back, and when no id is given. Each element runs over the sandbox, behind an adapter that records
 * the load's requests and can hold their answers (a held answer ignores the abort, as a slow
 * backend would, so that it arrives late).
 */
import { expect, fixture } from '@open-wc/testing';
import { waitUntil } from '../../wait.js';
import { unsafeStatic, html as staticHtml } from 'lit/static-html.js';
import type { FetchAdapter } from '../../../src/client/adapter.js';
import { operationName } from '../../../src/client/operation-ref.js';
import { createSandboxAdapter, type SandboxAdapterOptions } from '../../../src/sandbox/index.js';

interface LoadingElement extends HTMLElement {
  adapter?: FetchAdapter;
  updateComplete: Promise<boolean>;
}

export interface RecordLoadSpec {
  /** How the contract names the element ("<svc-consumer-form mode=profile>"). */
  name?: string;
  tag: string;
  /** The attribute that names the record ("consumer-id"); none for an element with one record to show (the partner's configuration). */
  idAttribute?: string;
  /** The operation that loads it. */
  operation: string;
  /** Two records, each with a text seen in the element once it is shown; one without `idAttribute`. */
  records: readonly [{ id: string; text: string }, { id: string; text: string }] | readonly [{ id: string; text: string }];
  /** Other attributes the element needs ("mode" = "profile"). */
  attributes?: Record<string, string>;
  /** Options of the sandbox behind the adapter (an end-user's headers). */
  sandbox?: SandboxAdapterOptions;
  /** Brings the sandbox's records to what the texts need, before the element is shown. */
  prepare?: (adapter: FetchAdapter) => Promise<unknown>;
  /** Without an id the element still loads (a list of everyone's items): the no-id case does not apply. */
  loadsWithoutId?: boolean;
}

/** A sandbox adapter that records the requests of one operation and holds their answers on demand. */
function recorder(operation: string, options?: SandboxAdapterOptions) {
  const { adapter: sandbox } = createSandboxAdapter(options);
  const asked: unknown[] = [];
  const held: (() => void)[] = [];
  let holding = false;
  /** Answers handed back to the element's adapter call, held ones included. */
  let answered = 0;
  const adapter: FetchAdapter = {
    ...sandbox,
    request: async (op, input, requestOptions) => {
      if (operationName(op) !== operation) return sandbox.request(op, input, requestOptions);
      asked.push(input);
      try {
        if (!holding) return await sandbox.request(op, input, requestOptions);
        await new Promise<void>((resolve) => held.push(resolve));
        // The answer comes whatever became of the request, as from a backend that does not stop.
        return await sandbox.request(op, input, { ...requestOptions, signal: undefined });
      } finally {
        answered++;
      }
    },
  };
  /** Resolves once `count` answers have reached the element's adapter call and the element has handled them. */
  const handled = async (el: LoadingElement, count: number, message: string) => {
    await waitUntil(() => answered >= count, message);
    // The element's own handling of the answer: a microtask or two, then its update.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await el.updateComplete;
  };
  return {
    adapter,
    asked,
    hold: () => (holding = true),
    /** Lets the held answers go; resolves once each has reached the element's adapter call. */
    release: async (el: LoadingElement) => {
      holding = false;
      const expected = answered + held.length;
      held.splice(0).forEach((resolve) => resolve());
      await handled(el, expected, 'a held answer did not arrive');
    },
    /** Resolves once every request asked so far has been answered and handled. */
    settled: (el: LoadingElement) => handled(el, asked.length, 'an answer did not arrive'),
  };
}

/** What a person sees: the texts of the element's shadow tree and the values of its fields. */
function seen(el: Element): string {
  const root = el.shadowRoot;
  if (!root) return '';
  const values = [...root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')].map((field) => field.value);
  return `${root.textContent ?? ''} ${values.join(' ')}`;
}

export function recordLoadContract(spec: RecordLoadSpec): void {
  const { tag, idAttribute, operation, records, attributes = {} } = spec;
  const [first, second] = records as readonly [{ id: string; text: string }, { id: string; text: string } | undefined];
  const extra = Object.entries(attributes)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');
  const show = (adapter: FetchAdapter, id?: string) =>
    fixture<LoadingElement>(
      staticHtml`<${unsafeStatic(tag)} ${unsafeStatic(extra)} ${unsafeStatic(id && idAttribute ? `${idAttribute}="${id}"` : '')} .adapter=${adapter}></${unsafeStatic(tag)}>`,
    );

  const make = async () => {
    const made = recorder(operation, spec.sandbox);
    await spec.prepare?.(made.adapter);
    return made;
  };

  describe(`${spec.name ?? `<${tag}>`}: the record-load contract`, () => {
    if (idAttribute && second) it('id change: the new record is asked for and shown', async () => {
      const { adapter, asked } = await make();
      const el = await show(adapter, first.id);
      await waitUntil(() => seen(el).includes(first.text), `${first.text} was not shown`);
      const sent = asked.length;
      el.setAttribute(idAttribute, second.id);
      await waitUntil(() => seen(el).includes(second.text), `${second.text} was not shown`);
      expect(asked.length).to.be.greaterThan(sent);
      expect(seen(el)).not.to.include(first.text);
    });

    it('adapter swap: the new adapter is asked', async () => {
      const one = await make();
      const two = await make();
      const el = await show(one.adapter, first.id);
      await waitUntil(() => seen(el).includes(first.text), `${first.text} was not shown`);
      el.adapter = two.adapter;
      await waitUntil(() => two.asked.length > 0, 'the new adapter was not asked');
      // Settled: the new adapter's answer is in and handled; the record is still the one shown.
      await two.settled(el);
      expect(seen(el)).to.include(first.text);
    });

    it('removed during the load, then put back: it loads again and shows the record', async () => {
      const { adapter, asked, hold, release } = await make();
      hold();
      const el = await show(adapter, first.id);
      await waitUntil(() => asked.length > 0, 'nothing was asked');
      const parent = el.parentNode!;
      el.remove();
      await release(el);
      const sent = asked.length;
      parent.appendChild(el);
      await waitUntil(() => seen(el).includes(first.text), `${first.text} was not shown after reconnection`);
      expect(asked.length).to.be.greaterThan(sent);
    });

    it('an answer that arrives after removal is dropped: nothing is shown from it and no event is sent', async () => {
      const { adapter, asked, hold, release } = await make();
      hold();
      const el = await show(adapter, first.id);
      await waitUntil(() => asked.length > 0, 'nothing was asked');
      const events: string[] = [];
      for (const type of ['svc-success', 'svc-error']) el.addEventListener(type, () => events.push(type));
      el.remove();
      await release(el);
      expect(seen(el)).not.to.include(first.text);
      expect(events).to.deep.equal([]);
    });

    if (idAttribute && second) it('an old adapter\'s late answer is dropped: the record of the new adapter stays shown', async () => {
      const old = await make();
      const next = await make();
      old.hold();
      const el = await show(old.adapter, first.id);
      await waitUntil(() => old.asked.length > 0, 'nothing was asked');
      el.adapter = next.adapter;
      el.setAttribute(idAttribute, second.id);
      await waitUntil(() => seen(el).includes(second.text), `${second.text} was not shown`);
      const events: string[] = [];
      for (const type of ['svc-success', 'svc-error']) el.addEventListener(type, () => events.push(type));
      await old.release(el);
      expect(seen(el)).to.include(second.text);
      expect(seen(el)).not.to.include(first.text);
      expect(events).to.deep.equal([]);
    });

    if (idAttribute && !spec.loadsWithoutId) it('no id: nothing is sent until the id comes', async () => {
      // What showing the first record asks for, from an element given its id at once.
      const reference = await make();
      const atOnce = await show(reference.adapter, first.id);
      await waitUntil(() => seen(atOnce).includes(first.text), `${first.text} was not shown`);
      await reference.settled(atOnce);
      const { adapter, asked, settled } = await make();
      const el = await show(adapter);
      expect(asked).to.deep.equal([]);
      // Settled: given its id, the element shows the record, having asked just what an element
      // given the id at once asks. A request sent for no id would stand among them.
      el.setAttribute(idAttribute, first.id);
      await waitUntil(() => seen(el).includes(first.text), `${first.text} was not shown once its id came`);
      await settled(el);
      expect(asked).to.deep.equal(reference.asked);
    });
  });
}
