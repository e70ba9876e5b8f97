/** What the card view's tests share: a sandbox, its cards and PINs, the element's parts, and where a secret could be left. */
import type { SvcCardView } from '../../src/elements/card-view/svc-card-view.js';
import type { Card } from '../../src/api/schemas/card.js';
import { createClient } from '../../src/client/client.js';
import { createSandboxAdapter, type SandboxAdapterOptions } from '../../src/sandbox/index.js';

const BY_PASS = { sca: { strategy: 'BY_PASS' } } as const;

/** A fresh sandbox; SCA approved only by `sandbox.approve()`. */
export const setup = (options: SandboxAdapterOptions = BY_PASS) => createSandboxAdapter({ approvalDelayMs: null, ...options });

/** A card list element as "List cards" returns it (read on a sandbox of its own). */
export async function cardOf(id: string): Promise<Card> {
  const page = await createClient(setup().adapter).listCards({ query: { pageSize: 100 } });
  return page.content.find((card) => card.id === id)!;
}

/** The sandbox's PIN of a card (the same in every sandbox). */
export async function pinOf(id: string): Promise<string> {
  return (await createClient(setup().adapter).getCardPin({ params: { cardId: id } })).pin;
}

export const shadow = (el: Element) => el.shadowRoot!;
export const part = (el: Element, name: string) => shadow(el).querySelector<HTMLElement>(`[part~="${name}"]`);
export const button = (el: SvcCardView, action: 'pin' | 'pan') => part(el, `${action}-button`) as HTMLButtonElement;
export const announced = (el: SvcCardView) => shadow(el).querySelector('.announcer')!.textContent!.trim();
export const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
export const requestsOf = (sandbox: ReturnType<typeof setup>['sandbox'], operation: string) => sandbox.requests.filter((r) => r.operation === operation);

/** Every element of the page, shadow roots included. */
function allElements(root: Document | ShadowRoot = document): Element[] {
  const out: Element[] = [];
  for (const element of root.querySelectorAll('*')) {
    out.push(element);
    if (element.shadowRoot) out.push(...allElements(element.shadowRoot));
  }
  return out;
}

/** Every attribute value of the page (shadow roots included) that contains `secret`. */
export function attributesWith(secret: string): string[] {
  return allElements().flatMap((element) =>
    [...element.attributes].filter((attr) => attr.value.includes(secret)).map((attr) => `<${element.localName} ${attr.name}="${attr.value}">`),
  );
}

/** The text of the page, shadow roots included. */
export function pageText(): string {
  return [document.body.textContent ?? '', ...allElements().map((element) => element.shadowRoot?.textContent ?? '')].join('\n');
}

/** Every string reachable from a value (objects, arrays, maps, sets, errors and their causes), DOM nodes excepted. */
export function stringsIn(value: unknown, seen = new Set<unknown>(), depth = 0): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  if (!value || typeof value !== 'object' || seen.has(value) || depth > 80 || value instanceof Node) return [];
  seen.add(value);
  // The request path keeps its runs in maps: what they hold is reachable too.
  if (value instanceof Map || value instanceof Set) return [...value].flatMap((entry) => stringsIn(entry, seen, depth + 1));
  const keys = new Set([...Object.keys(value), ...(value instanceof Error ? ['message', 'cause'] : [])]);
  return [...keys].flatMap((key) => {
    try {
      return stringsIn((value as Record<string, unknown>)[key], seen, depth + 1);
    } catch {
      return [];
    }
  });
}

/** Every string reachable from an element's own properties (Lit's internals included), not from its DOM. */
export function stringsOnElement(element: Element): string[] {
  const own = Object.fromEntries(Object.keys(element).map((key) => [key, (element as unknown as Record<string, unknown>)[key]]));
  return stringsIn(own);
}
