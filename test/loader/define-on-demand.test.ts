import { expect } from '@open-wc/testing';
import { waitUntil } from '../wait.js';
import { defineOnDemand } from '../../src/loader/define-on-demand.js';
import { elementModules } from '../../src/generated/elements.js';
import { elements } from '../../src/elements/registry.js';

const running = Symbol.for('svc-elements.define-on-demand');

/** Tag → a module that defines a plain element for it, counting how often it was loaded. */
function fakeModules(tags: string[]) {
  const loads: string[] = [];
  const modules = Object.fromEntries(
    tags.map((tag) => [
      tag,
      async () => {
        loads.push(tag);
        customElements.define(tag, class extends HTMLElement {});
      },
    ]),
  );
  return { modules, loads };
}

describe('defineOnDemand', () => {
  const added: Element[] = [];
  const add = (element: Element) => {
    document.body.append(element);
    added.push(element);
    return element;
  };
  afterEach(() => {
    for (const element of added.splice(0)) element.remove();
    delete (globalThis as { [running]?: true })[running];
  });

  it('loads the module of an element already in the page, once, and no other', async () => {
    add(document.createElement('test-present-a'));
    add(document.createElement('test-present-a'));
    const { modules, loads } = fakeModules(['test-present-a', 'test-present-b']);
    expect(defineOnDemand(modules)).to.equal(true);
    await waitUntil(() => customElements.get('test-present-a'), 'the present element was not defined');
    expect(loads).to.deep.equal(['test-present-a']);
  });

  it('loads the module of an element added later, also deep inside an added subtree', async () => {
    const { modules, loads } = fakeModules(['test-later-a', 'test-later-b']);
    defineOnDemand(modules);
    const wrapper = add(document.createElement('section'));
    const inner = document.createElement('div');
    inner.append(document.createElement('test-later-b'));
    wrapper.append(inner);
    await waitUntil(() => customElements.get('test-later-b'), 'the nested element was not defined');
    add(document.createElement('test-later-a'));
    await waitUntil(() => customElements.get('test-later-a'), 'the later element was not defined');
    expect(loads).to.deep.equal(['test-later-b', 'test-later-a']);
  });

  it('does nothing more when started a second time', async () => {
    const first = fakeModules(['test-twice']);
    const second = fakeModules(['test-twice']);
    expect(defineOnDemand(first.modules)).to.equal(true);
    expect(defineOnDemand(second.modules)).to.equal(false);
    add(document.createElement('test-twice'));
    await waitUntil(() => customElements.get('test-twice'), 'the element was not defined');
    expect(first.loads).to.deep.equal(['test-twice']);
    expect(second.loads).to.deep.equal([]);
  });

  it('tells which element could not be loaded', async () => {
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      defineOnDemand({ 'test-broken': () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) });
      add(document.createElement('test-broken'));
      await waitUntil(() => errors.length > 0, 'nothing was reported');
    } finally {
      console.error = original;
    }
    expect(String(errors[0][0])).to.contain('<test-broken>');
    expect(customElements.get('test-broken')).to.equal(undefined);
  });

  it('loads a module only once its check has passed, and never one whose check failed, saying which', async () => {
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    let pass: () => void = () => {};
    try {
      const { modules, loads } = fakeModules(['test-checked', 'test-refused']);
      const passed = new Promise<void>((resolve) => (pass = resolve));
      defineOnDemand(modules, { beforeLoad: (tag) => (tag === 'test-checked' ? passed : Promise.reject(new Error('refused (integrity check or fetch failed)'))) });
      add(document.createElement('test-checked'));
      add(document.createElement('test-refused'));
      await waitUntil(() => errors.length > 0, 'the refusal was not said');
      expect(loads).to.deep.equal([]);
      pass();
      await waitUntil(() => customElements.get('test-checked'), 'the checked element was not defined');
      expect(loads).to.deep.equal(['test-checked']);
    } finally {
      console.error = original;
    }
    expect(String(errors[0][0])).to.contain('<test-refused>');
    expect(String(errors[0][1])).to.contain('integrity');
    expect(customElements.get('test-refused')).to.equal(undefined);
  });

  it('knows every tag of the registry, and defines each from its module', async () => {
    expect(Object.keys(elementModules).sort()).to.deep.equal(Object.keys(elements).sort());
    for (const [tag, load] of Object.entries(elementModules)) {
      await load();
      expect(customElements.get(tag), tag).to.equal(elements[tag as keyof typeof elements]);
    }
  });
});
