/**
 * A partner's mistake in a property's type (a JSON string for an object, a number for a list...) is
 * refused or ignored: the element keeps rendering and nothing is thrown. Where the kit describes the
 * mistake (the adapter, a form's value, rules, a card), the console names the element and property.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import '../../src/define.js';
import { elements, type ElementTag } from '../../src/elements/registry.js';

/**
 * The object-valued properties a partner sets, by tag: every element takes an adapter, every element
 * with a value takes a value (both found on the class, so a new element needs no line here); these
 * are the others, each element's own.
 */
const OWN_PROPERTIES: Partial<Record<ElementTag, string[]>> = {
  'svc-card-profile-rules': ['rules'],
  'svc-card-rules': ['rules'],
  'svc-card-view': ['card', 'panDisplay', 'pinDisplay'],
  'svc-consumer-form': ['metadata', 'userMetadata', 'partnerMetadata'],
  'svc-ledger-suspend': ['ledger'],
  'svc-provider': ['headers'],
  'svc-sca-pending': ['waiting', 'scaUpdate'],
};
const PROPERTIES: Record<string, string[]> = Object.fromEntries(
  (Object.entries(elements) as [ElementTag, CustomElementConstructor][]).map(([tag, element]) => [
    tag,
    [...(OWN_PROPERTIES[tag] ?? []), ...('value' in element.prototype ? ['value'] : []), 'adapter'],
  ]),
);
const WRONG: unknown[] = ['{"id":"x"}', 42, true, [], null];

/** The properties whose wrong values the console describes, and which of WRONG count as wrong there. */
const DESCRIBED: Record<string, (value: unknown) => boolean> = {
  adapter: (value) => value !== null,
  value: (value) => value !== null,
  card: (value) => value !== null,
  rules: (value) => value !== null && !Array.isArray(value),
};

/**
 * The console's errors and warnings while `run` runs, and then until `awaited` holds of them (a line
 * said with words fetched on demand comes a turn or more later; at most a second is waited).
 */
async function consoleDuring(run: () => Promise<void>, awaited?: (said: string[]) => boolean): Promise<string[]> {
  const said: string[] = [];
  const { warn, error } = console;
  console.warn = (...args: unknown[]) => said.push(args.map(String).join(' '));
  console.error = (...args: unknown[]) => said.push(args.map(String).join(' '));
  try {
    await run();
    if (awaited) await waitUntil(() => awaited(said), 'no such console line', { timeout: 1000 }).catch(() => undefined);
  } finally {
    Object.assign(console, { warn, error });
  }
  return said;
}

describe('a property of the wrong type', () => {
  it('names the properties of every kit element, as the table had them', () => {
    expect(Object.keys(PROPERTIES).sort()).to.deep.equal(Object.keys(elements).sort());
    expect(PROPERTIES['svc-kyb-request']).to.deep.equal(['adapter']);
    expect(PROPERTIES['svc-mandate-view']).to.deep.equal(['value', 'adapter']);
    expect(PROPERTIES['svc-card-view']).to.deep.equal(['card', 'panDisplay', 'pinDisplay', 'adapter']);
  });

  for (const [tag, properties] of Object.entries(PROPERTIES)) {
    for (const property of properties) {
      it(`<${tag}>.${property}: no error thrown, the element still renders`, async () => {
        const thrown: unknown[] = [];
        const onError = (event: ErrorEvent) => thrown.push(event.error ?? event.message);
        const onRejection = (event: PromiseRejectionEvent) => thrown.push(event.reason);
        window.addEventListener('error', onError);
        window.addEventListener('unhandledrejection', onRejection);
        try {
          const el = await fixture<HTMLElement & { updateComplete: Promise<boolean> }>(html`<div></div>`);
          const element = document.createElement(tag) as HTMLElement & { updateComplete: Promise<boolean> };
          el.append(element);
          await element.updateComplete;
          for (const wrong of WRONG) {
            const described = DESCRIBED[property]?.(wrong);
            const naming = (line: string) => line.includes(`<${tag}>`) && line.includes(property);
            const said = await consoleDuring(async () => {
              (element as unknown as Record<string, unknown>)[property] = wrong;
              await element.updateComplete.catch((error: unknown) => thrown.push(error));
              await new Promise((resolve) => setTimeout(resolve, 0));
            }, described ? (lines) => lines.some(naming) : undefined);
            if (described) {
              const named = said.filter(naming);
              expect(named.length, `a console line naming <${tag}> and ${property} for ${JSON.stringify(wrong)}`).to.be.greaterThan(0);
            }
          }
          expect(thrown.map(String)).to.deep.equal([]);
          expect(element.shadowRoot === null || element.shadowRoot.childNodes.length > 0, 'nothing rendered').to.equal(true);
        } finally {
          window.removeEventListener('error', onError);
          window.removeEventListener('unhandledrejection', onRejection);
        }
      });
    }
  }
});
