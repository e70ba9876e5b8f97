/**
 * Every place that must know a tag knows it. The element table and the classes by tag are generated
 * from the element folders (`npm run generate`, src/generated/); for each tag this checks what the
 * folder and the few hand-written places must give: the script-tag loader defines it,
 * `svc-elements/define` imports it, the manifest and the framework types list it,
 * `svc-elements/events` exports a class for each event it fires, every shipped
 * language has its texts, a stories file shows it, and the contract suite of its kind, the WCAG
 * contract and the faults contract run against it (in their own tests or in the element's own
 * test). Sources are read as the test server serves them.
 */
import { expect } from '@open-wc/testing';
import { ReactiveElement, type ReactiveController } from 'lit';
import { elementModules, type ElementTag } from '../../src/generated/elements.js';
import { elements } from '../../src/elements/registry.js';
import { SvcElement } from '../../src/elements/base/svc-element.js';
import { SvcListElement } from '../../src/elements/list/svc-list-element.js';
import { KeyedLoadController } from '../../src/elements/base/keyed-load.js';
import { en } from '../../src/i18n/en.js';
import type { CatalogPart } from '../../src/i18n/catalog.js';
import { SHIPPED_LOCALES, type LocaleLoaders } from '../../src/i18n/shipped.js';
import { CONTENTLESS } from '../elements/contract/contentless.mjs';
import type { SvcTagName } from '../../src/frameworks/elements.js';
import * as eventsEntry from '../../src/events.js';

// The React and Vue typings derive from SvcElementTypes, itself generated from the manifest (docs:check
// holds it current): the compiler refuses a tag of the table that it does not type.
const frameworkTypesKnowEveryTag: [Exclude<ElementTag, SvcTagName>] extends [never] ? true : false = true;
// Angular templates and the DOM's own typings (querySelector, createElement) read HTMLElementTagNameMap,
// which each element's define.ts extends.
const tagMapKnowsEveryTag: [Exclude<ElementTag, keyof HTMLElementTagNameMap>] extends [never] ? true : false = true;

async function textOf(path: string): Promise<string | undefined> {
  const response = await fetch(path);
  return response.ok ? response.text() : undefined;
}

/** `svc-card-list` → its folder (`card-list`) and its part of the catalog (`cardList`). */
const folderOf = (tag: ElementTag): string => tag.slice('svc-'.length);
const partOf = (tag: ElementTag): string => folderOf(tag).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * Whether an element loads a record: a keyed load is among the controllers it adds while it is
 * built, wherever it is held (a field of its own, its record base's, or a private field of a helper
 * of its own). Lists load pages, and have their own suite.
 */
function loadsRecord(tag: ElementTag): boolean {
  const added: unknown[] = [];
  const { addController } = ReactiveElement.prototype;
  ReactiveElement.prototype.addController = function (this: ReactiveElement, controller: ReactiveController) {
    added.push(controller);
    addController.call(this, controller);
  };
  try {
    document.createElement(tag);
  } finally {
    ReactiveElement.prototype.addController = addController;
  }
  return added.some((controller) => controller instanceof KeyedLoadController);
}

/** The events `svc-elements/events` has a class for, by the name each one's events have. */
const eventClassTypes = new Set(
  Object.values(eventsEntry)
    .filter((value) => typeof value === 'function' && value.prototype instanceof Event)
    .map((value): unknown => Reflect.construct(value, [{}]))
    .flatMap((event) => (event instanceof Event ? [event.type] : [])),
);

const runsSuiteOn = (suite: string | undefined, tag: ElementTag): boolean => new RegExp(`\\btag:\\s*["']${tag}["']`).test(suite ?? '');

/**
 * Whether the faults contract has a subject for the tag in this file: an object (`name: 'svc-…'`, or
 * `'svc-… (what it sends)'`) or a call of one of the contract's subject shapes (`formSubject('svc-…'`).
 */
const faultSubjectIn = (source: string | undefined, tag: ElementTag): boolean =>
  new RegExp(`(\\bname:|\\b(formSubject|loadOnMount|listOnMount)\\()\\s*["']${tag}[ "']`).test(source ?? '');

/** The tags that send no request of their own: the provider configures, the SCA panel is driven by the element it is in. */
// The KYB journey sends nothing itself (no operation reads a company): its steps' elements send, each a subject of its own.
const SENDS_NOTHING = new Set<string>(['svc-provider', 'svc-sca-pending', 'svc-company-onboarding']);

/** The WCAG contract's test files, one per kind of element (an element's own test may run it instead). */
const WCAG_FILES = ['wcag-forms.test.ts', 'wcag-lists.test.ts', 'wcag-views.test.ts'];

type ElementClass = CustomElementConstructor & { formAssociated?: boolean; ownMessages?: Record<string, unknown>; ownLocales?: LocaleLoaders };

/** The places an element's own texts are missing from: the English index, the element, each shipped language. */
async function missingTexts(tag: ElementTag, element: ElementClass): Promise<string[]> {
  if (!(element.prototype instanceof SvcElement)) return []; // shows no text of its own (the provider)
  const part = partOf(tag);
  const missing: string[] = [];
  if (!(part in en)) missing.push(`the English catalog (src/elements/${folderOf(tag)}/texts/en.ts, or src/i18n/<part>/en.ts for a part elements share; then npm run generate)`);
  if (element.ownMessages?.[part] === undefined) missing.push(`its English texts (static ownMessages.${part})`);
  for (const locale of SHIPPED_LOCALES.filter((name) => name !== 'en')) {
    const load = element.ownLocales?.[locale]?.[part as CatalogPart];
    const loaded = load ? ((await load().catch(() => undefined)) as object | undefined) : undefined;
    const texts = loaded && 'default' in loaded ? loaded.default : loaded;
    if (!texts || Object.keys(texts).length === 0) missing.push(`the ${locale} catalog (src/elements/${folderOf(tag)}/texts/${locale}.ts, loaded through ownLocales.${locale}.${part}, generated into src/generated/locales/)`);
  }
  return missing;
}

describe('registration: every place that must know a tag', () => {
  let define: string | undefined;
  let manifestTags: Set<string>;
  let manifestEvents: Map<string, string[]>;
  let formSuite: string | undefined;
  let listSuite: string | undefined;
  let recordSuite: string | undefined;
  let faults: string | undefined;
  let wcagSuites: string | undefined;

  before(async () => {
    define = `${(await textOf('/src/define.ts')) ?? ''}${(await textOf('/src/generated/define-all.ts')) ?? ''}`;
    const manifest = JSON.parse((await textOf('/custom-elements.json')) ?? '{"modules":[]}') as {
      modules: { declarations?: { customElement?: boolean; tagName?: string; events?: { name: string }[] }[] }[];
    };
    const declared = manifest.modules.flatMap((module) => module.declarations ?? []).filter((item) => item.customElement);
    manifestTags = new Set(declared.map((item) => item.tagName ?? ''));
    manifestEvents = new Map(declared.map((item) => [item.tagName ?? '', (item.events ?? []).map((event) => event.name)]));
    formSuite = await textOf('/test/elements/form-contract.test.ts');
    listSuite = await textOf('/test/elements/list-contract.test.ts');
    recordSuite = await textOf('/test/elements/record-load-contract.test.ts');
    faults = await textOf('/test/elements/faults.test.ts');
    wcagSuites = (await Promise.all(WCAG_FILES.map((file) => textOf(`/test/elements/${file}`)))).join('\n');
  });

  it('types the tags for React, Vue, Angular and the DOM', () => {
    expect(frameworkTypesKnowEveryTag).to.equal(true);
    expect(tagMapKnowsEveryTag).to.equal(true);
  });

  for (const tag of Object.keys(elementModules) as ElementTag[]) {
    it(`${tag} is known wherever it must be`, async () => {
      const element = elements[tag] as ElementClass;
      const folder = folderOf(tag);
      const missing: string[] = [];

      await elementModules[tag]();
      if (customElements.get(tag) !== element) missing.push(`the script-tag loader (its module in src/generated/elements.ts does not define ${tag} as elements['${tag}'])`);
      if (!define?.includes(`/elements/${folder}/define.`)) missing.push(`svc-elements/define (src/generated/define-all.ts, from npm run generate: import '../elements/${folder}/define.js')`);
      if (!manifestTags.has(tag)) missing.push('the manifest (custom-elements.json: run npm run manifest)');
      for (const event of manifestEvents.get(tag) ?? []) {
        if (!eventClassTypes.has(event)) missing.push(`svc-elements/events (src/events.ts: the class of ${event})`);
      }
      missing.push(...(await missingTexts(tag, element)));
      if (!(await textOf(`/stories/${folder}.stories.ts`))?.includes(tag)) missing.push(`a stories file (stories/${folder}.stories.ts showing <${tag}>)`);
      // A suite runs in its kind's contract test, or in the element's own test (as the generator writes it).
      const ownTest = await textOf(`/test/elements/${folder}.test.ts`);
      const runs = (suite: string | undefined, name: string) => runsSuiteOn(suite, tag) || (runsSuiteOn(ownTest, tag) && new RegExp(`\\b${name}\\(`).test(ownTest ?? ''));
      if (element.formAssociated && !runs(formSuite, 'formContract')) missing.push('the form contract (test/elements/form-contract.test.ts or its own test)');
      if (element.prototype instanceof SvcListElement && !runs(listSuite, 'listContract')) missing.push('the paged list contract (test/elements/list-contract.test.ts or its own test)');
      if (!(element.prototype instanceof SvcListElement) && loadsRecord(tag) && !runs(recordSuite, 'recordLoadContract')) missing.push('the record-load contract (test/elements/record-load-contract.test.ts or its own test)');

      if (!CONTENTLESS.includes(tag) && !runs(wcagSuites, 'wcagContract')) missing.push(`the WCAG contract (test/elements/${WCAG_FILES.join(', ')} or its own test)`);

      const ownFaults = faultSubjectIn(ownTest, tag) && /\bfaultsContract\(/.test(ownTest ?? '');
      if (!SENDS_NOTHING.has(tag) && !faultSubjectIn(faults, tag) && !ownFaults) missing.push('the faults contract (a subject in test/elements/faults.test.ts or in its own test)');

      expect(missing, `${tag} is missing from`).to.deep.equal([]);
    });
  }
});
