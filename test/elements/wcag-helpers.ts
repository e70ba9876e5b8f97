/**
 * What the WCAG contract (contract/wcag-contract.ts) measures on an element, each probe through every
 * shadow root: when it has settled, where Tab takes focus, whether a focused control draws an
 * indicator that stands out and a field an edge that does, which targets axe finds too small, what a
 * pointer pressed down sets off, where focus is after each field changes, the page with WCAG's
 * text spacing, the language its words are marked with, and any style that asks the screen's
 * orientation. wcag-helpers.test.ts shows
 * each one finding the fault it is for.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { AxeResults, RunOptions } from 'axe-core';
import { pressShiftTab } from '../engines.js';

interface Lit extends Element {
  updateComplete?: Promise<unknown>;
  isUpdatePending?: boolean;
}

/** The first element under `el` (through shadow roots) that matches `selector`. */
export const deepQuery = (el: Element, selector: string): Element | undefined => everyElement(el).find((element) => element.matches(selector));

/** A WCAG contract's `ready`: the element shows what `selector` finds (through shadow roots). */
export const showing = (selector: string) => (el: Element) => deepQuery(el, selector);

/** `root` and every element under it, through shadow roots. */
function everyElement(root: Element | ShadowRoot): Element[] {
  const found: Element[] = root instanceof Element ? [root] : [];
  const visit = (node: Element | ShadowRoot) => {
    for (const element of node.querySelectorAll('*')) {
      found.push(element);
      if (element.shadowRoot) visit(element.shadowRoot);
    }
  };
  if (root instanceof Element && root.shadowRoot) visit(root.shadowRoot);
  visit(root);
  return found;
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Waits until `el` has drawn what it was given: every element under it defined and rendered, nothing
 * `busy` (its requests), every transition ended, and two frames with no change to any of its trees
 * and no update pending (an answer of the sandbox, a chunk on demand, another language's texts each
 * change them, so the wait goes round again). A clock that ticks every second leaves most rounds still.
 */
export async function settledTree(el: Element, { rounds = 80, busy = () => false }: { rounds?: number; busy?: () => boolean } = {}): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    let changes = 0;
    const observer = new MutationObserver((records) => (changes += records.length));
    const all = everyElement(el) as Lit[];
    for (const node of [el, ...all.map((element) => element.shadowRoot).filter((shadow) => shadow !== null)]) {
      observer.observe(node, { subtree: true, childList: true, attributes: true, characterData: true });
    }
    await Promise.allSettled(all.map((element) => element.updateComplete));
    // An element whose chunk is on its way (a journey's step) is drawn once it is defined.
    const undefinedTags = [...new Set(all.filter((element) => element.localName.includes('-') && !customElements.get(element.localName)).map((element) => element.localName))];
    await Promise.race([Promise.all(undefinedTags.map((tag) => customElements.whenDefined(tag))), new Promise((resolve) => setTimeout(resolve, 2000))]);
    await frame();
    await frame();
    // A transition (a theme's colours, a fade) ends before anything is measured; a spinner's endless turn is no end to wait for.
    // The document's animations leave out its shadow trees': each tree is asked for its own.
    const animations = [document, ...all.map((element) => element.shadowRoot).filter((shadow) => shadow !== null)].flatMap((tree) => tree.getAnimations());
    await Promise.all(animations.filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime)).map((animation) => animation.finished.catch(() => undefined)));
    changes += observer.takeRecords().length;
    observer.disconnect();
    if (changes === 0 && undefinedTags.length === 0 && !busy() && !all.some((element) => element.isUpdatePending)) return;
  }
  throw new Error(`<${el.localName}> still changed after ${rounds} rounds of two frames`);
}

/** More stops than any element has: a walk that goes on longer is going round in circles. */
const MOST_STOPS = 120;

/** How a control is named in a failure: its tag, part and words. */
export const nameOf = (node: Element | null) =>
  node ? `<${node.localName}${node.getAttribute('part') ? ` part="${node.getAttribute('part')}"` : ''}> "${(node.getAttribute('aria-label') ?? node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"` : 'nowhere';

/** Whether `node` is `el` or in it, through the shadow roots between them. */
function inside(node: Element | null, el: Element): boolean {
  for (let current: Node | null = node; current; current = (current.getRootNode() as ShadowRoot).host ?? null) if (el.contains(current)) return true;
  return false;
}

interface WalkOptions {
  /** Shift+Tab rather than Tab. */
  back?: boolean;
  /** Told of each control while it has focus. */
  seen?: (control: Element) => void;
}

/**
 * What focus moves to with each press of Tab (or Shift+Tab, `back`) from where it is, with real keys,
 * until it reaches `end` outside `el`: the controls of `el` on the way, in order, `seen` told of each
 * while it has focus. Fails when focus lands outside `el` on the way, or stays in it for more presses
 * than any element has controls (a keyboard trap).
 */
export async function walk(end: HTMLElement, el: Element, options?: WalkOptions): Promise<Element[]> {
  const { back = false, seen = () => {} } = options ?? {};
  const stops: Element[] = [];
  for (let i = 0; i < MOST_STOPS; i++) {
    if (back) await pressShiftTab();
    else await sendKeys({ press: 'Tab' });
    const active = deepActive();
    if (active === end) return stops;
    expect(inside(active, el), `${back ? 'Shift+Tab' : 'Tab'} took focus to ${nameOf(active)}, outside the element`).to.equal(true);
    stops.push(active!);
    seen(active!);
  }
  throw new Error(`${back ? 'Shift+Tab' : 'Tab'} went through ${MOST_STOPS} stops without leaving <${el.localName}>: a keyboard trap`);
}

/** The focused element, through shadow roots (null when the page itself has focus). */
export function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active === document.body ? null : active;
}

const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;

/** Any CSS colour as sRGB red, green, blue (0 to 255) and alpha (0 to 1), as the browser paints it. */
function rgba(color: string): [number, number, number, number] {
  canvas.clearRect(0, 0, 1, 1);
  canvas.fillStyle = '#000';
  canvas.fillStyle = color;
  canvas.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
  return [r!, g!, b!, a! / 255];
}

/** `top` painted over the opaque `bottom`. */
const over = ([r, g, b, a]: number[], [R, G, B]: number[]) => [r! * a! + R! * (1 - a!), g! * a! + G! * (1 - a!), b! * a! + B! * (1 - a!)];

/** WCAG's relative luminance of an sRGB colour. */
const luminance = (rgb: number[]) => {
  const [r, g, b] = rgb.map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

/** WCAG's contrast ratio of two opaque colours. */
const contrast = (a: number[], b: number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

/** The flat-tree parent: the slot a light-DOM child is shown in, else its parent, else its shadow host. */
const parentOf = (element: Element): Element | null => element.assignedSlot ?? element.parentElement ?? ((element.getRootNode() as ShadowRoot).host || null);

/** The colour behind `element` (its ancestors' backgrounds, the page white under them). */
function behind(element: Element): number[] {
  const layers: [number, number, number, number][] = [];
  for (let node = parentOf(element); node; node = parentOf(node)) {
    const layer = rgba(getComputedStyle(node).backgroundColor);
    if (layer[3] > 0) layers.push(layer);
    if (layer[3] === 1) break;
  }
  return layers.reduceRight<number[]>((below, layer) => over(layer, below), [255, 255, 255]);
}

/** Fields the browser draws in parts of its own, each part focused in turn. */
const BROWSER_PARTS = 'input:is([type="date"], [type="time"], [type="datetime-local"], [type="month"], [type="week"]):focus';

/**
 * Why `control`, focused, shows no indicator a person can see, or null when it does: it must match
 * `:focus-visible` and draw an outline or a box shadow of 3:1 contrast against what is behind it
 * (the kit's indicator is an outline 2 px outside the control, over its surroundings).
 */
export function focusIndicator(control: Element): string | null {
  const name = `<${control.localName}${control.getAttribute('part') ? ` part="${control.getAttribute('part')}"` : ''}>`;
  // A date the browser draws in parts (day, month, year): WebKit highlights the part focused itself,
  // and gives the field :focus but not :focus-visible meanwhile.
  if (!control.matches(':focus-visible')) return control.matches(BROWSER_PARTS) ? null : `${name} does not match :focus-visible`;
  const style = getComputedStyle(control);
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 ? style.outlineColor : undefined;
  const shadow = style.boxShadow !== 'none' ? /(rgba?\([^)]*\)|#[0-9a-f]{3,8}|[a-z]+\([^)]*\))/i.exec(style.boxShadow)?.[1] : undefined;
  const color = outline ?? shadow;
  if (!color) return `${name} draws no outline and no box shadow`;
  const background = behind(control);
  const ratio = contrast(over(rgba(color), background), background);
  return ratio >= 3 ? null : `${name}: its indicator ${color} has ${ratio.toFixed(2)}:1 against ${background.map(Math.round).join(', ')}`;
}

/** Fields a person types or chooses in: not the checkboxes and radios the browser draws, nor a file input (a drop zone stands for it). */
const FIELDS = 'input:not([type="checkbox"], [type="radio"], [type="hidden"], [type="file"]), select, textarea';

/**
 * Why the edge of `field` does not stand out, or null when it does: one side of its border (else its
 * background) with 3:1 contrast against what is behind it, what 1.4.11 asks of what shows a field is
 * there. Disabled fields are not asked (1.4.11 leaves inactive components out); none here has focus.
 */
export function fieldBoundary(field: Element): string | null {
  if (!field.matches(FIELDS) || field.matches(':disabled')) return null;
  const style = getComputedStyle(field);
  const around = behind(field);
  const sides = (['Top', 'Right', 'Bottom', 'Left'] as const).filter((side) => style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' && parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1);
  const edges = sides.length ? sides.map((side) => style.getPropertyValue(`border-${side.toLowerCase()}-color`)) : [style.backgroundColor];
  const ratio = Math.max(...edges.map((edge) => contrast(over(rgba(edge), around), around)));
  return ratio >= 3 ? null : `${nameOf(field)}: its ${sides.length ? 'border' : 'background'} ${edges[0]} has ${ratio.toFixed(2)}:1 against ${around.map(Math.round).join(', ')}`;
}

/** What a person can press or use: buttons, links, fields and the kit's own focusable rows and cells. */
const CONTROLS = 'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';

/** Fields a person changes with keys: text, numbers, dates, choices, boxes (not a file input: a drop zone stands for it). */
const CHANGEABLE = 'input:not([type="hidden"], [type="file"], [type="submit"], [type="button"], [type="reset"], [type="image"]), select, textarea';

/**
 * Changes each shown, enabled field of `el` with real keys, as a person would (a digit typed, the
 * next option, a box ticked), waiting for `settle` after each, and says of each after whose change
 * focus was no longer on it (on a radio, in its group): 3.2.2 asks that a change of value changes
 * no context. A field gone by then is left: an earlier change took it away with focus staying where
 * it was (a page size that leaves one page takes the page number).
 */
export async function changeEachField(el: Element, settle: () => Promise<void>): Promise<string[]> {
  const moved: string[] = [];
  const fields = everyElement(el).filter((field): field is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement => field.matches(CHANGEABLE) && !field.matches(':disabled, :read-only:not(select)') && field.getClientRects().length > 0);
  for (const field of fields) {
    if (!field.isConnected) continue;
    field.focus();
    const kind = field instanceof HTMLInputElement ? field.type : field.localName;
    if (kind === 'select') await sendKeys({ press: 'ArrowDown' });
    else if (kind === 'checkbox' || kind === 'radio') await sendKeys({ press: 'Space' });
    else await sendKeys({ type: '1' });
    await settle();
    const now = deepActive();
    const inGroup = kind === 'radio' && now instanceof HTMLInputElement && now.type === 'radio' && now.name === field.name;
    if (now !== field && !inGroup) moved.push(`${nameOf(field)}: focus went to ${nameOf(now)}`);
  }
  return moved;
}

/**
 * The kit's events (`svc-…`) fired while a pointer is pressed down on each shown, enabled control
 * of `el` and not let go (`pointerdown`, the first a browser sends): an action taken on the way
 * down, which 2.5.2 asks to leave to the release. No `mousedown` after it: a made-up one leaves
 * WebKit taking the pointer for the way focus moves, for the rest of the page's tests.
 */
export function firedOnPointerDown(el: Element): string[] {
  const fired: string[] = [];
  const original = EventTarget.prototype.dispatchEvent;
  EventTarget.prototype.dispatchEvent = function (this: EventTarget, event: Event) {
    if (event.type.startsWith('svc-')) fired.push(event.type);
    return original.call(this, event);
  };
  try {
    for (const control of everyElement(el).filter((element) => element.matches(CONTROLS) && !element.matches(':disabled') && element.getClientRects().length > 0)) {
      const at = { bubbles: true, composed: true, cancelable: true, button: 0, buttons: 1 };
      control.dispatchEvent(new PointerEvent('pointerdown', { ...at, pointerType: 'mouse', isPrimary: true }));
    }
  } finally {
    EventTarget.prototype.dispatchEvent = original;
  }
  return fired;
}

type Axe = { run(context: Element, options: RunOptions): Promise<AxeResults> };

/** The targets axe's `target-size` rule (WCAG 2.2's 2.5.8, off in a default run) finds too small, with axe's reason. */
export async function targetSizeFaults(el: Element): Promise<string[]> {
  await import('axe-core/axe.min.js');
  const { axe } = window as unknown as { axe: Axe };
  const results = await axe.run(el, { runOnly: { type: 'rule', values: ['target-size'] } });
  return results.violations.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(' >>> ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`));
}

/** WCAG 1.4.12's spacing, the least each text must take without loss. */
const SPACING = '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-block-end: 2em !important; }';

/**
 * Gives the page and every shadow root under `el` WCAG's text spacing, as a reader's own style sheet
 * would, until `el` has settled with it (a tree drawn meanwhile gets it too). Returns the undo.
 */
export async function withTextSpacing(el: Element): Promise<() => void> {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(SPACING);
  const given: (Document | ShadowRoot)[] = [];
  const give = () => {
    for (const root of [document, ...everyElement(el).map((element) => element.shadowRoot).filter((shadow) => shadow !== null)]) {
      if (!root.adoptedStyleSheets.includes(sheet)) {
        root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
        given.push(root);
      }
    }
    return given.length;
  };
  for (;;) {
    const count = give();
    await settledTree(el);
    if (give() === count) break;
  }
  return () => {
    for (const root of given) root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  };
}

/** The words under `el`, through shadow roots: its text and the names, hints and titles its elements carry. */
const wordsOn = (element: Element) =>
  [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent ?? '').join('') +
  ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? '').join('');

/** Every word `el` shows, through shadow roots, as one string: what changes when its language does. */
export const wordsOf = (el: Element) => everyElement(el).map(wordsOn).join(' ').replace(/\s+/g, ' ').trim();

/**
 * The elements under `el` (through shadow roots) that carry words but whose language, as the browser
 * works it out (`:lang()`, from the nearest `lang` up the tree), is not `lang` (3.1.2).
 */
export function wordsNotIn(el: Element, lang: string): string[] {
  return everyElement(el)
    .filter((element) => element !== el && /\p{L}/u.test(wordsOn(element)) && !element.matches(`:lang(${lang})`))
    .map((element) => `${nameOf(element)} in ${element.closest('[lang]')?.getAttribute('lang') ?? "its page's language"}`);
}

/** The conditions in `el`'s style sheets, through shadow roots, that name the screen's orientation (1.3.4: none should). */
export function orientationRules(el: Element): string[] {
  const found: string[] = [];
  const visit = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSConditionRule && /orientation/i.test(rule.conditionText)) found.push(rule.conditionText);
      if (rule instanceof CSSGroupingRule) visit(rule.cssRules);
    }
  };
  // WebKit lists a root's adopted sheets among its styleSheets too: each sheet once.
  for (const { shadowRoot } of everyElement(el)) if (shadowRoot) for (const sheet of new Set([...shadowRoot.adoptedStyleSheets, ...shadowRoot.styleSheets])) visit(sheet.cssRules);
  return found;
}
