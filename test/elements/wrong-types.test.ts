/**
 * A partner's mistake in a property's type (a JSON string for an object, a number for a list...) is
 * refused or ignored: the element keeps rendering and nothing is thrown. Where the kit describes the
 * mistake (the adapter, a form's value, rules, a card), the console names the element and property.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/define.js';
import { elements } from '../../src/elements/registry.js';

/** The object-valued properties a partner sets, by tag. */
const PROPERTIES: Record<string, string[]> = {
  'svc-account-load': ['value', 'adapter'],
  'svc-acquiring-payment': ['value', 'adapter'],
  'svc-beneficiary-form': ['value', 'adapter'],
  'svc-card-design-list': ['adapter'],
  'svc-card-list': ['adapter'],
  'svc-card-order': ['value', 'adapter'],
  'svc-card-profile-rules': ['rules', 'value', 'adapter'],
  'svc-card-rules': ['rules', 'value', 'adapter'],
  'svc-card-view': ['card', 'panDisplay', 'pinDisplay', 'adapter'],
  'svc-consumer-form': ['metadata', 'userMetadata', 'partnerMetadata', 'value', 'adapter'],
  'svc-consumer-list': ['adapter'],
  'svc-consumer-status': ['adapter'],
  'svc-document-list': ['adapter'],
  'svc-document-request': ['value', 'adapter'],
  'svc-document-upload': ['value', 'adapter'],
  'svc-external-card-list': ['adapter'],
  'svc-ledger-create': ['value', 'adapter'],
  'svc-corporate-related-form': ['value', 'adapter'],
  'svc-kyb-request': ['adapter'],
  'svc-ledger-list': ['adapter'],
  'svc-ledger-suspend': ['ledger', 'value', 'adapter'],
  'svc-partner-user-form': ['value', 'adapter'],
  'svc-partner-user-list': ['adapter'],
  'svc-mandate-view': ['value', 'adapter'],
  'svc-partner-configuration': ['adapter'],
  'svc-provider': ['adapter', 'headers'],
  'svc-sca-pending': ['waiting', 'scaUpdate', 'adapter'],
  'svc-transaction-view': ['adapter'],
};
const WRONG: unknown[] = ['{"id":"x"}', 42, true, [], null];

/** The properties whose wrong values the console describes, and which of WRONG count as wrong there. */
const DESCRIBED: Record<string, (value: unknown) => boolean> = {
  adapter: (value) => value !== null,
  value: (value) => value !== null,
  card: (value) => value !== null,
  rules: (value) => value !== null && !Array.isArray(value),
};

/** The console's errors and warnings while `run` runs. */
async function consoleDuring(run: () => Promise<void>): Promise<string[]> {
  const said: string[] = [];
  const { warn, error } = console;
  console.warn = (...args: unknown[]) => said.push(args.map(String).join(' '));
  console.error = (...args: unknown[]) => said.push(args.map(String).join(' '));
  try {
    await run();
  } finally {
    Object.assign(console, { warn, error });
  }
  return said;
}

describe('a property of the wrong type', () => {
  it('lists every kit element', () => {
    expect(Object.keys(PROPERTIES).sort()).to.deep.equal(Object.keys(elements).sort());
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
            const said = await consoleDuring(async () => {
              (element as unknown as Record<string, unknown>)[property] = wrong;
              await element.updateComplete.catch((error: unknown) => thrown.push(error));
              await new Promise((resolve) => setTimeout(resolve, 0));
            });
            if (DESCRIBED[property]?.(wrong)) {
              const named = said.filter((line) => line.includes(`<${tag}>`) && line.includes(property));
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
