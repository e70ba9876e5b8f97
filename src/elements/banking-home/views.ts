/**
 * The views of `<svc-banking-home>`: their names (as the address shows them), the section each
 * belongs to, which take an id, and the path of a view (`cards`, `card/<id>`) read back from an
 * address or set by the host app. Each view's parts are fetched the first time it opens (the
 * element's `module()`): a page with the home pays nothing for the card view, nor for the later
 * views' bodies and words, until they open.
 */
import { isGuid } from '../../api/formats/guid.js';

/** The sections, in the order the navigation lists them. */
export const SECTIONS = ['accounts', 'cards', 'people', 'documents', 'add-money'] as const;
export type Section = (typeof SECTIONS)[number];

/** Every view, with its section and whether its path carries an id. */
export const VIEWS = {
  accounts: { section: 'accounts', id: false },
  account: { section: 'accounts', id: true },
  cards: { section: 'cards', id: false },
  card: { section: 'cards', id: true },
  'card-order': { section: 'cards', id: false },
  people: { section: 'people', id: false },
  documents: { section: 'documents', id: false },
  'add-money': { section: 'add-money', id: false },
} as const satisfies Record<string, { section: Section; id: boolean }>;
export type ViewName = keyof typeof VIEWS;

/** Where the home stands: a view, and the id of what it shows when it needs one. */
export interface ViewPath {
  name: ViewName;
  id?: string;
}

const isView = (name: string): name is ViewName => Object.hasOwn(VIEWS, name);

export const isSection = (name: string): name is Section => SECTIONS.some((section) => section === name);

/** The section a view belongs to. */
export const sectionOf = (view: ViewName): Section => VIEWS[view].section;

/** `card/<id>` ← `{ name: 'card', id }`; a view without an id is its name alone. */
export function pathText(view: ViewPath): string {
  return view.id === undefined ? view.name : `${view.name}/${view.id}`;
}

/**
 * `card/<id>` → `{ name: 'card', id }`: a view's name, then its id when it takes one (a UUID).
 * Anything else (an unknown name, an id missing, malformed or not taken) is undefined.
 */
export function parseView(text: string | null | undefined): ViewPath | undefined {
  if (!text) return undefined;
  const [name = '', id, ...rest] = text.replace(/^\/+|\/+$/g, '').split('/');
  if (!isView(name) || rest.length > 0) return undefined;
  if (!VIEWS[name].id) return id === undefined ? { name } : undefined;
  return id !== undefined && isGuid(id) ? { name, id: id.toLowerCase() } : undefined;
}
