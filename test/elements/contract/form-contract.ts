/**
 * One contract for every kit form: what a partner can count on whichever form they embed. Each
 * form's test file calls `formContract()` with how to show it and a value that passes.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../../wait.js';
import type { TemplateResult } from 'lit';
import type * as z from 'zod/mini';
import { setPath } from '../../../src/elements/form/paths.js';
import type { FetchAdapter } from '../../../src/client/adapter.js';
import { createSandboxAdapter } from '../../../src/sandbox/index.js';

/** What every kit form offers (the platform surface plus the kit's own calls). */
export interface KitForm extends HTMLElement {
  value: Record<string, unknown>;
  validate(): unknown[];
  submit(): Promise<unknown>;
  checkValidity(): boolean;
  reportValidity(): boolean;
  disabled: boolean;
  readonly willValidate: boolean;
  readonly validity: ValidityState;
  readonly validationMessage: string;
  updateComplete: Promise<unknown>;
}

export interface FormContractSpec {
  tag: string;
  /** The element with this adapter (and whatever attributes it needs to be a plain create form). */
  render: (adapter: FetchAdapter) => TemplateResult;
  /** A value that passes validation, as a partner would set it. */
  valid: Record<string, unknown>;
  /** The operation a submit sends. */
  operation: string;
  /** Path (`data-path`) of the field that gets focus when everything is empty. */
  firstInvalid: string;
  /**
   * An edit form that shows a stored record: resolves once the record is shown. The form then starts
   * from `start` (a change that fails), where a creation starts empty. A creation whose checks come
   * a moment after its first paint (the consumer form's schemas): resolves once they are here.
   */
  ready?: (el: KitForm) => Promise<unknown>;
  /** With `ready`: the value the form starts from, set as a partner would; it must fail validation. */
  start?: Record<string, unknown>;
  /** What else a valid submit needs once `valid` is set (the upload: a file). */
  complete?: (el: KitForm) => void;
  /** A text field (`data-path`) to type into. Default: `firstInvalid`. */
  textField?: string;
  /**
   * A form whose submit button asks for confirmation first: the part of the button that confirms.
   * Pressing submit (twice, or Enter held) must then send nothing until it is pressed.
   */
  confirm?: string;
  /** The schema of what a submit sends: every path in it is walked, broken one at a time. */
  schema: z.ZodMiniType;
  /**
   * The schema's paths a broken value set through `value` cannot reach, each with why (the element
   * sets it from an attribute, the page or a property of its own). Every other path must be refused.
   */
  notFromValue?: Record<string, string>;
  /**
   * What a success leaves: `again` (a creation: the panel replaces the form and offers it again),
   * `locked` (the panel replaces the form for good: a suspension), `kept` (a change: the panel
   * shows above the fields, which stay editable).
   */
  afterSuccess: 'again' | 'locked' | 'kept';
}

interface SchemaDef {
  type: string;
  shape?: Record<string, { _zod: { def: SchemaDef } }>;
  innerType?: { _zod: { def: SchemaDef } };
}

/** Every path of an object schema, groups and their fields alike, each saying whether it holds an object. */
function schemaPaths(schema: z.ZodMiniType, prefix = ''): { path: string; group: boolean }[] {
  let def = (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
  while ((def.type === 'optional' || def.type === 'nullable' || def.type === 'default') && def.innerType) def = def.innerType._zod.def;
  if (def.type !== 'object' || !def.shape) return [];
  return Object.entries(def.shape).flatMap(([key, field]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const inner = schemaPaths(field as unknown as z.ZodMiniType, path);
    return [{ path, group: inner.length > 0 }, ...inner];
  });
}

/** A sandbox adapter that also counts what each operation was asked. */
function countingAdapter() {
  const { adapter } = createSandboxAdapter({ sca: { strategy: 'BY_PASS' } });
  const sent: string[] = [];
  const counting: FetchAdapter = {
    sandbox: adapter.sandbox,
    request: ((operation: string, ...rest: unknown[]) => {
      sent.push(typeof operation === 'string' ? operation : (operation as { name: string }).name);
      return (adapter.request as (...args: unknown[]) => Promise<unknown>)(operation, ...rest);
    }) as FetchAdapter['request'],
  };
  return { adapter: counting, sent };
}

const shadow = (el: Element) => el.shadowRoot!;

/** With a confirmation step: nothing sent yet; then a double click on the confirming button. */
async function confirmIfAsked(spec: FormContractSpec, el: KitForm, submissions: () => number) {
  if (!spec.confirm) return;
  const selector = `[part~="${spec.confirm}"]`;
  await waitUntil(() => shadow(el).querySelector(selector), 'the confirmation is not shown');
  expect(submissions(), 'sent before the confirmation').to.equal(0);
  const button = shadow(el).querySelector<HTMLButtonElement>(selector)!;
  button.click();
  button.click();
}
/** The success panel, when it has the focus. */
const focusedPanel = (el: Element) => (shadow(el).activeElement?.matches('[part~="success"]') ? shadow(el).activeElement! : null);
/** The form's first field that takes input. */
const firstField = (el: Element) => shadow(el).querySelector('[data-path] :is(input, select, textarea):not(:disabled)');
const focusedPath = (el: Element) => shadow(el).activeElement?.closest('[data-path]')?.getAttribute('data-path');

export function formContract(spec: FormContractSpec): void {
  describe(`<${spec.tag}> form contract`, () => {
    async function setup(wrap: (inner: TemplateResult) => TemplateResult = (inner) => inner) {
      const { adapter, sent } = countingAdapter();
      const container = await fixture<HTMLElement>(html`<div>${wrap(spec.render(adapter))}</div>`);
      const el = container.querySelector<KitForm>(spec.tag)!;
      await el.updateComplete;
      await spec.ready?.(el);
      if (spec.start) {
        el.value = spec.start;
        await el.updateComplete;
      }
      const submissions = () => sent.filter((operation) => operation === spec.operation).length;
      return { el, container, submissions };
    }

    it('is form-associated and takes part in a host form under its name, as JSON', async () => {
      const { el, container } = await setup((inner) => html`<form>${inner}</form>`);
      expect((el.constructor as unknown as { formAssociated?: boolean }).formAssociated).to.equal(true);
      el.setAttribute('name', 'kit');
      el.value = spec.valid;
      spec.complete?.(el);
      await el.updateComplete;
      const data = new FormData(container.querySelector('form')!);
      // The value as the element gives it (the upload adds the names of its files, never their contents).
      expect(JSON.parse(String(data.get('kit')))).to.deep.include(el.value);
      expect(el.value).to.not.deep.equal({});
    });

    it('gives back the value set, and reports its validity the platform way', async () => {
      const { el } = await setup();
      expect(el.checkValidity()).to.equal(false);
      expect(el.validity.valid).to.equal(false);
      expect(el.validationMessage).to.not.equal('');
      expect(el.validate().length).to.be.greaterThan(0);
      el.value = spec.valid;
      spec.complete?.(el);
      await el.updateComplete;
      expect(el.validate()).to.deep.equal([]);
      expect(el.checkValidity()).to.equal(true);
      expect(el.validity.valid).to.equal(true);
      expect(el.validationMessage).to.equal('');
      expect(el.matches(':state(invalid)')).to.equal(false);
    });

    it('checkValidity() fires invalid and shows nothing; reportValidity() shows the issues and focuses the first invalid field', async () => {
      const { el } = await setup();
      let invalid = 0;
      el.addEventListener('invalid', () => invalid++);
      expect(el.matches(':state(invalid)')).to.equal(true);
      expect(el.checkValidity()).to.equal(false);
      expect(invalid).to.equal(1);
      await el.updateComplete;
      expect(shadow(el).querySelector('[part~="form-control-error"]')).to.equal(null);
      expect(el.reportValidity()).to.equal(false);
      await el.updateComplete;
      await waitUntil(() => focusedPath(el) === spec.firstInvalid, `focus is not on ${spec.firstInvalid}`);
      expect(shadow(el).querySelector('[part~="form-control-error"]')).to.not.equal(null);
    });

    it('focus() lands on the first field', async () => {
      const { el } = await setup();
      el.focus();
      expect(shadow(el).activeElement).to.not.equal(null);
      expect(shadow(el).activeElement!.matches('input, select, textarea')).to.equal(true);
    });

    it('an empty submit sends nothing and focuses the first invalid field', async () => {
      const { el, submissions } = await setup();
      shadow(el).querySelector<HTMLButtonElement>('[part~="submit-button"]')!.click();
      await waitUntil(() => focusedPath(el) === spec.firstInvalid, `focus is not on ${spec.firstInvalid}`);
      expect(submissions()).to.equal(0);
    });

    it('a cancelled svc-submit sends nothing', async () => {
      const { el, submissions } = await setup();
      el.value = spec.valid;
      spec.complete?.(el);
      el.addEventListener('svc-submit', (event) => event.preventDefault());
      await el.submit();
      expect(submissions()).to.equal(0);
      expect(el.matches(':state(success)')).to.equal(false);
    });

    it('sends exactly one request for a double click', async () => {
      const { el, submissions } = await setup();
      el.value = spec.valid;
      spec.complete?.(el);
      await el.updateComplete;
      const button = shadow(el).querySelector<HTMLButtonElement>('[part~="submit-button"]')!;
      button.click();
      button.click();
      await confirmIfAsked(spec, el, submissions);
      await waitUntil(() => el.matches(':state(success)'), 'no success after a double click');
      expect(submissions()).to.equal(1);
      expect(el.matches(':state(pending)')).to.equal(false);
    });

    it('sends exactly one request for Enter held down', async () => {
      const { el, submissions } = await setup();
      el.value = spec.valid;
      spec.complete?.(el);
      await el.updateComplete;
      // A held Enter key submits the inner form again and again while the first request is in flight.
      const form = shadow(el).querySelector('form')!;
      shadow(el).querySelector<HTMLInputElement>('input:not([type="checkbox"]):not([type="radio"])')!.focus();
      for (let repeat = 0; repeat < 5; repeat++) form.requestSubmit();
      await confirmIfAsked(spec, el, submissions);
      await waitUntil(() => el.matches(':state(success)'), 'no success after Enter held down');
      expect(submissions()).to.equal(1);
    });

    it('a host form reset brings back the values it started with and drops what was typed', async () => {
      const { el, container } = await setup((inner) => html`<form>${inner}</form>`);
      el.setAttribute('name', 'kit');
      el.value = spec.valid;
      spec.complete?.(el);
      await el.updateComplete;
      const before = el.value;
      const field = shadow(el).querySelector<HTMLInputElement>(`[data-path="${spec.textField ?? spec.firstInvalid}"] input`)!;
      field.value = `${field.value}x`;
      field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      await el.updateComplete;
      expect(el.value).to.not.deep.equal(before);
      container.querySelector('form')!.reset();
      await el.updateComplete;
      expect(el.value).to.deep.equal(before);
      expect(field.value).to.not.match(/x$/);
    });

    it('shows the partner\'s own header, footer, submit label and success text in its slots, its own text otherwise', async () => {
      const { el } = await setup();
      const button = shadow(el).querySelector<HTMLButtonElement>('[part~="submit-button"]')!;
      const fallbackLabel = button.textContent!.trim();
      expect(fallbackLabel).to.not.equal('');
      for (const name of ['header', 'footer', 'submit-label', 'success']) {
        const mine = document.createElement('span');
        mine.slot = name;
        mine.textContent = `Partner ${name}`;
        el.append(mine);
      }
      await el.updateComplete;
      const assigned = (name: string) => shadow(el).querySelector<HTMLSlotElement>(`slot[name="${name}"]`)?.assignedElements().map((node) => node.textContent);
      expect(assigned('header')).to.deep.equal(['Partner header']);
      expect(assigned('footer')).to.deep.equal(['Partner footer']);
      expect(button.querySelector('slot')!.assignedElements()[0].textContent).to.equal('Partner submit-label');
      expect(assigned('success')).to.equal(undefined);
      el.value = spec.valid;
      spec.complete?.(el);
      await el.submit();
      await el.updateComplete;
      expect(shadow(el).querySelector('[part~="success"] slot[name="success"]')).to.not.equal(null);
      expect(assigned('success')).to.deep.equal(['Partner success']);
    });

    describe('one success pattern', () => {
      /** A page longer than the screen, scrolled to the bottom: the person pressed submit there. */
      async function succeed() {
        const { el, container, submissions } = await setup();
        const below = document.createElement('div');
        below.style.height = '150vh';
        container.append(below);
        el.value = spec.valid;
        spec.complete?.(el);
        await el.updateComplete;
        window.scrollTo(0, document.documentElement.scrollHeight);
        const button = shadow(el).querySelector<HTMLButtonElement>('[part~="submit-button"]')!;
        button.focus();
        button.click();
        await confirmIfAsked(spec, el, submissions);
        await waitUntil(() => focusedPanel(el), 'the success panel did not take the focus');
        return { el, submissions, panel: focusedPanel(el)! };
      }

      it('a success panel at the top takes the focus, in view, and is named by the success text (said once: not in the live region too)', async () => {
        const { el, panel } = await succeed();
        expect(el.matches(':state(success)')).to.equal(true);
        const box = panel.getBoundingClientRect();
        expect(box.top, 'the panel is above the screen').to.be.at.least(0);
        expect(box.top, 'the panel is below the screen').to.be.below(window.innerHeight);
        const title = shadow(el).getElementById(panel.getAttribute('aria-labelledby')!)!;
        const said = title.querySelector('slot')!.textContent!.trim();
        expect(said).to.not.equal('');
        expect(panel.getAttribute('tabindex')).to.equal('-1');
        const live = [...shadow(el).querySelectorAll('[aria-live]')].map((region) => region.textContent!.trim()).join(' ');
        expect(live).to.not.contain(said);
        // A form that keeps its fields shows them after the panel, so the person at the top sees it
        // first; any other has replaced them with it.
        const first = shadow(el).querySelector('[data-path], [part~="submit-button"]');
        if (spec.afterSuccess === 'kept') {
          expect(first, 'the fields a change keeps').to.not.equal(null);
          expect(panel.compareDocumentPosition(first!) & Node.DOCUMENT_POSITION_FOLLOWING, 'a field before the panel').to.not.equal(0);
        } else {
          expect(first, 'a field left beside the panel').to.equal(null);
        }
        await expect(el).to.be.accessible();
      });

      it('a page that moves the focus in its svc-success listener keeps it; the live region then says the success', async () => {
        const { el, container, submissions } = await setup();
        const next = document.createElement('button');
        next.textContent = 'Next step';
        container.append(next);
        el.addEventListener('svc-success', () => next.focus());
        el.value = spec.valid;
        spec.complete?.(el);
        await el.updateComplete;
        const button = shadow(el).querySelector<HTMLButtonElement>('[part~="submit-button"]')!;
        button.focus();
        button.click();
        await confirmIfAsked(spec, el, submissions);
        await waitUntil(() => shadow(el).querySelector('[part~="success"]'), 'no success panel');
        const said = shadow(el).querySelector('[part~="success"] [part~="title"]')!.textContent!.trim();
        const live = () => [...shadow(el).querySelectorAll('[aria-live]')].map((region) => region.textContent!).join(' ');
        await waitUntil(() => live().includes(said), 'the live region does not say the success');
        expect(document.activeElement).to.equal(next);
      });

      it('a second submit after the success sends nothing (button, Enter, submit())', async () => {
        const { el, submissions } = await succeed();
        expect(submissions()).to.equal(1);
        shadow(el).querySelector<HTMLButtonElement>('[part~="submit-button"]')?.click();
        shadow(el).querySelector('form')!.requestSubmit();
        expect(await el.submit()).to.satisfy((result: unknown) => result === undefined || (Array.isArray(result) && result.length === 0));
        await el.updateComplete;
        expect(submissions()).to.equal(1);
        expect(el.matches(':state(success)')).to.equal(true);
      });

      if (spec.afterSuccess === 'kept') {
        it('the fields stay editable under the panel; the next edit hides the panel and a submit then sends', async () => {
          const { el, submissions } = await succeed();
          const field = shadow(el).querySelector<HTMLInputElement>(`[data-path="${spec.textField ?? spec.firstInvalid}"] input`)!;
          expect(field.matches(':disabled')).to.equal(false);
          field.value = `${field.value}x`;
          field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
          await el.updateComplete;
          expect(shadow(el).querySelector('[part~="success"]')).to.equal(null);
          expect(el.matches(':state(success)')).to.equal(false);
          await el.submit();
          expect(submissions()).to.equal(2);
        });
      } else {
        it('the form is locked: no field, no submit button', async () => {
          const { el } = await succeed();
          expect(shadow(el).querySelector('[data-path] :is(input, select, textarea)')).to.equal(null);
          expect(shadow(el).querySelector('[part~="submit-button"]')).to.equal(null);
          if (spec.afterSuccess === 'locked') expect(shadow(el).querySelector('[part~="again-button"]')).to.equal(null);
        });
      }

      if (spec.afterSuccess === 'again') {
        it('its again action brings the form back as it started, focus on the first field; only a new submit sends again', async () => {
          const { el, submissions } = await succeed();
          const started = el.value;
          shadow(el).querySelector<HTMLButtonElement>('[part~="again-button"]')!.click();
          await waitUntil(() => firstField(el) && shadow(el).activeElement === firstField(el), 'focus is not on the first field');
          expect(shadow(el).querySelector('[part~="success"]')).to.equal(null);
          expect(el.matches(':state(success)')).to.equal(false);
          expect(el.value).to.deep.equal(started);
          expect(submissions()).to.equal(1);
          spec.complete?.(el);
          await el.updateComplete;
          await el.submit();
          expect(submissions()).to.equal(2);
        });
      }
    });

    it('shows every refusal: each schema path broken in turn is said on its field or in the summary, and nothing is sent', async () => {
      const paths = schemaPaths(spec.schema);
      expect(paths.length).to.be.at.least(2);
      const { el, submissions } = await setup();
      const unrefused: string[] = [];
      for (const { path, group } of paths) {
        // A value no field would produce: text where the schema wants a group of fields, an object
        // where it wants text, a number, a choice…
        el.value = setPath(spec.valid, path, group ? 'not a group' : { unexpected: true });
        await el.updateComplete;
        const issues = el.validate() as { path: string; message: string }[];
        await el.updateComplete;
        if (issues.length === 0) {
          unrefused.push(path);
          continue;
        }
        const shown = [...shadow(el).querySelectorAll('[part~="form-control-error"], [part~="summary"] li')].map((node) => node.textContent!.trim());
        for (const issue of issues) {
          expect(
            shown.some((text) => text.startsWith(issue.message)),
            `${path}: "${issue.message}" (${issue.path}) is not shown; shown: ${JSON.stringify(shown)}`,
          ).to.equal(true);
        }
        expect(await el.submit(), path).to.satisfy((result: unknown) => result === undefined || (Array.isArray(result) && result.every((item) => !item)));
      }
      // Each path is refused when broken, unless the spec says why the form does not take it from its value.
      expect(unrefused.sort()).to.deep.equal(Object.keys(spec.notFromValue ?? {}).sort());
      expect(submissions()).to.equal(0);
    });

    it('disabled (property or attribute) disables it: its controls, the host form\'s FormData and validation leave it out, a submit sends nothing', async () => {
      const { el, container, submissions } = await setup((inner) => html`<form>${inner}</form>`);
      const host = container.querySelector('form')!;
      el.setAttribute('name', 'kit');
      expect(el.disabled).to.equal(false);
      // Empty, hence invalid: the host form's validation counts it while it is enabled.
      expect(host.checkValidity()).to.equal(false);
      el.disabled = true;
      await el.updateComplete;
      expect(el.hasAttribute('disabled')).to.equal(true);
      expect(el.matches(':disabled')).to.equal(true);
      expect(el.willValidate).to.equal(false);
      expect(host.checkValidity()).to.equal(true);
      el.value = spec.valid;
      spec.complete?.(el);
      await el.updateComplete;
      expect(new FormData(host).has('kit')).to.equal(false);
      const controls = [...shadow(el).querySelectorAll<HTMLInputElement>('input, select, textarea, button')];
      expect(controls.length).to.be.greaterThan(0);
      expect(controls.every((control) => control.matches(':disabled'))).to.equal(true);
      expect(await el.submit()).to.equal(undefined);
      shadow(el).querySelector('form')!.requestSubmit();
      await el.updateComplete;
      expect(submissions()).to.equal(0);
      // The attribute alone, as in markup, works the same; removing it enables the element again.
      el.removeAttribute('disabled');
      await el.updateComplete;
      expect(el.disabled).to.equal(false);
      expect(el.matches(':disabled')).to.equal(false);
      expect(controls.some((control) => control.matches(':disabled'))).to.equal(false);
      expect(JSON.parse(String(new FormData(host).get('kit')))).to.deep.include(el.value);
      el.setAttribute('disabled', '');
      await el.updateComplete;
      expect(el.disabled).to.equal(true);
      expect(new FormData(host).has('kit')).to.equal(false);
    });

    it('a disabled fieldset disables it: its controls are disabled and a submit sends nothing', async () => {
      const { el, container, submissions } = await setup((inner) => html`<fieldset disabled>${inner}</fieldset>`);
      el.value = spec.valid;
      spec.complete?.(el);
      await el.updateComplete;
      expect(el.matches(':disabled')).to.equal(true);
      const controls = [...shadow(el).querySelectorAll<HTMLInputElement>('input, select, textarea, button')];
      expect(controls.length).to.be.greaterThan(0);
      expect(controls.every((control) => control.matches(':disabled'))).to.equal(true);
      expect(await el.submit()).to.equal(undefined);
      expect(submissions()).to.equal(0);
      container.querySelector('fieldset')!.disabled = false;
      await el.updateComplete;
      expect(controls.some((control) => control.matches(':disabled'))).to.equal(false);
    });
  });
}
