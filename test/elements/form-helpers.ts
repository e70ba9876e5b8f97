/**
 * Driving a kit form as a person does and reading what it shows: one copy for the tests of every
 * form element. Controls are found by their `name` (the field's path), buttons and messages by part.
 */
import type { Sandbox } from '../../src/sandbox/index.js';
import { MODULE_WAIT } from '../engines.js';
import { waitUntil } from '../wait.js';

/** Any kit element with a shadow root that renders on update. */
export type FormElement = HTMLElement & { readonly updateComplete: Promise<unknown> };
export type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export const root = (el: FormElement) => el.shadowRoot!;
/** Text as read: white space collapsed. */
const read = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/** Whether something matches `selector`; the text of the first that does ('' when none). */
export const has = (el: FormElement, selector: string) => root(el).querySelector(selector) !== null;
export const text = (el: FormElement, selector: string) => read(root(el).querySelector(selector));

/** The first element with this part; whether one is shown; its text. */
export const part = (el: FormElement, name: string) => root(el).querySelector<HTMLElement>(`[part~="${name}"]`);
export const hasPart = (el: FormElement, name: string) => part(el, name) !== null;
export const partText = (el: FormElement, name: string) => read(part(el, name));

/** The error shown on the field at `path`, if any. */
export const message = (el: FormElement, path: string) =>
  root(el).querySelector(`[data-path="${path}"] [part="form-control-error"]`)?.textContent?.trim() ?? null;

/**
 * Each issue's own words are fetched once a form has drawn (`form-model.ts`), long before a person
 * could leave a field they typed in; a test acting in the same moment as the draw waits for them.
 */
export async function wordsHere(el: FormElement): Promise<void> {
  await import('../../src/elements/form/messages.js');
  // The form's own fetch of the same module resolved first; what it asked for is drawn next.
  await new Promise((resolve) => setTimeout(resolve));
  await el.updateComplete;
}

/**
 * The consumer form's checks (its bodies' schemas) come with its profile's choices a moment after its
 * fields (`consumer-form/later.ts`); until then it judges nothing valid. A test that reads its
 * validity as a person would meet it, once the choices show, waits for them.
 */
export const consumerChecksHere = (el: FormElement) =>
  waitUntil(() => (root(el).querySelector<HTMLSelectElement>('[name="occupation"]')?.options.length ?? 0) > 1, 'the consumer form\'s checks did not come', MODULE_WAIT);

/** The card order's Create card and the schema it judges by come a moment after its first paint (`card-order/order-schema.ts`). */
export async function orderHere(el: FormElement): Promise<void> {
  await import('../../src/elements/card-order/order-schema.js');
  // The element's own fetch of the same module resolved first; what it judges is drawn next.
  await new Promise((resolve) => setTimeout(resolve));
  await el.updateComplete;
}

/** A console line about the partner's field control comes with its module, fetched once a control locks or hides a field. */
export async function controlLinesHere(): Promise<void> {
  await import('../../src/elements/form/control-lines.js');
  await new Promise((resolve) => setTimeout(resolve));
}

/** The control of the field at `path` (the first, for a group of radios); a test fails at once when there is none. */
export function control(el: FormElement, path: string): FormControl {
  const found = root(el).querySelector<FormControl>(`[name="${path}"]`);
  if (!found) throw new Error(`No field ${path}`);
  return found;
}

async function typeValue(el: FormElement, path: string, value: string, leave: boolean) {
  const target = control(el, path);
  target.focus();
  target.value = value;
  target.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  if (leave) target.blur();
  await el.updateComplete;
}
/** Types into the field and moves on, as a person does (the field is left, so it counts as touched). */
export const type = (el: FormElement, path: string, value: string) => typeValue(el, path, value, true);
/** Types into the field and stays there: what the field says while it is still being typed in. */
export const typeIn = (el: FormElement, path: string, value: string) => typeValue(el, path, value, false);

/** Chooses `value` for the field: the option of a select, or the radio with that value. */
export async function choose(el: FormElement, path: string, value: string) {
  const target = control(el, path);
  if (target instanceof HTMLInputElement && target.type === 'radio') {
    const radio = root(el).querySelector<HTMLInputElement>(`input[name="${path}"][value="${value}"]`);
    if (!radio) throw new Error(`No choice ${value} for ${path}`);
    radio.click();
  } else {
    target.value = value;
    target.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  }
  await el.updateComplete;
}

export async function click(el: FormElement, selector: string) {
  root(el).querySelector<HTMLElement>(selector)!.click();
  await el.updateComplete;
}
/** Clicks the button with this part ('submit-button', 'retry-button', …). */
export const press = (el: FormElement, name: string) => click(el, `[part~="${name}"]`);

/** The requests of these operations the sandbox received. */
export const requestsOf = (sandbox: Sandbox, ...operations: string[]) => sandbox.requests.filter((request) => operations.some((operation) => operation === request.operation));

/** Presses the submit button, then gives what each field at `paths` says (null where it says nothing). */
export async function submitSays(el: FormElement, ...paths: string[]): Promise<Record<string, string | null>> {
  await press(el, 'submit-button');
  return Object.fromEntries(paths.map((path) => [path, message(el, path)]));
}

/** Every `console.error` said while `run` runs. */
export async function consoleErrors(run: () => Promise<void>): Promise<string[]> {
  const said: string[] = [];
  const error = console.error;
  console.error = (...args: unknown[]) => said.push(args.join(' '));
  try {
    await run();
  } finally {
    console.error = error;
  }
  return said;
}

/** A consumer as a person would type one (Zoé Moreau in Paris), with the email and phone number that tell tests apart. */
export const zoe = (emailAddress: string, number: string) => ({
  firstName: 'Zoé',
  lastName: 'Moreau',
  emailAddress,
  phone: { countryCode: '33', number },
  address: { isoCountryCode: 'FRA', street: 'Rue de la Paix', number: '8', postalCode: '75002', city: 'Paris' },
});
