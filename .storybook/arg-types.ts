/**
 * The API tables of the docs pages, from `custom-elements.json`, as a partner reads them: each
 * property once (under the name a story's args use, `endUserId`, its attribute `end-user-id` said
 * in the row), with its default, and a control only where one can be typed (text, number, a
 * choice, a switch). Events, slots, parts and CSS properties are listed without a control; each
 * event still reaches the Actions panel (`onSvcLedgerSelect` for `svc-ledger-select`).
 *
 * A default the manifest cannot read from the source (one computed per element, such as a list's
 * `sort-direction`) is read from a new element of that tag, which is never connected and so sends
 * nothing.
 */
import type { ArgTypes } from '@storybook/web-components-vite';

interface Described {
  name: string;
  description?: string;
  default?: string;
  type?: { text?: string };
}
interface Field extends Described {
  kind: string;
  static?: boolean;
  privacy?: string;
  readonly?: boolean;
  attribute?: string;
}
interface Declaration {
  tagName?: string;
  members?: Field[];
  attributes?: (Described & { fieldName?: string })[];
  events?: Described[];
  slots?: Described[];
  cssParts?: Described[];
  cssProperties?: Described[];
}
interface Manifest {
  modules: { declarations?: Declaration[] }[];
}

/** `svc-ledger-select` → `onSvcLedgerSelect`, the arg Storybook's Actions panel logs an event under. */
const actionArg = (event: string) => `on${event.replace(/(^|-)(\w)/g, (_match, _dash: string, letter: string) => letter.toUpperCase())}`;

/** A choice offered as radio buttons, from a type written as a union of quoted strings. */
function choices(type: string): string[] | undefined {
  const parts = type.split('|').map((part) => part.trim()).filter((part) => part !== 'undefined');
  return parts.length > 1 && parts.every((part) => /^'[^']*'$/.test(part)) ? parts.map((part) => part.slice(1, -1)) : undefined;
}

function control(type: string): ArgTypes[string]['control'] {
  const bare = type.replace(/\s*\|\s*undefined$/, '');
  if (bare === 'string') return 'text';
  if (bare === 'number') return 'number';
  if (bare === 'boolean') return 'boolean';
  const options = choices(type);
  return options ? { type: 'inline-radio' } : false;
}

/** One new element per tag, never connected: where the defaults the manifest lacks are read. */
const fresh = new Map<string, Record<string, unknown>>();

/** The default as a value is written: the manifest's, else a new element's own (primitives only). */
function defaultOf(tag: string, field: Field): string | undefined {
  if (field.default !== undefined) return field.default;
  // Only a plain setting is read: a getter of a form's state (`value`, `validity`) needs a rendered element.
  if (field.readonly || field.attribute === undefined) return undefined;
  if (!fresh.has(tag)) fresh.set(tag, document.createElement(tag) as unknown as Record<string, unknown>);
  let value: unknown;
  try {
    value = fresh.get(tag)![field.name];
  } catch {
    return undefined;
  }
  if (typeof value === 'string') return `'${value}'`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

const listed = (items: Described[] | undefined, category: string, argTypes: ArgTypes): void => {
  for (const item of items ?? []) {
    argTypes[`${category}:${item.name}`] = {
      name: item.name,
      description: item.description,
      control: false,
      table: {
        category,
        type: item.type?.text ? { summary: item.type.text } : undefined,
        defaultValue: item.default !== undefined ? { summary: item.default } : undefined,
      },
    };
  }
};

export function argTypesFrom(manifest: Manifest): (tag: string) => ArgTypes | null {
  return (tag) => {
    const declaration = manifest.modules.flatMap((module) => module.declarations ?? []).find((candidate) => candidate.tagName === tag);
    if (!declaration) return null;
    const argTypes: ArgTypes = {};
    for (const field of declaration.members ?? []) {
      if (field.kind !== 'field' || field.static || field.privacy === 'private' || field.privacy === 'protected' || field.name.startsWith('_')) continue;
      const type = field.type?.text ?? '';
      const attribute = field.attribute ? `Attribute \`${field.attribute}\`. ` : field.readonly ? 'Read only. ' : 'Property only (no attribute). ';
      const options = choices(type);
      const defaultValue = defaultOf(tag, field);
      argTypes[field.name] = {
        name: field.name,
        description: `${attribute}${field.description ?? ''}`,
        control: field.readonly ? false : control(type),
        ...(options ? { options } : {}),
        table: {
          category: 'properties',
          type: { summary: type },
          ...(defaultValue !== undefined ? { defaultValue: { summary: defaultValue } } : {}),
        },
      };
    }
    for (const event of declaration.events ?? []) {
      argTypes[actionArg(event.name)] = { name: actionArg(event.name), action: event.name, table: { disable: true } };
    }
    listed(declaration.events, 'events', argTypes);
    listed(declaration.slots, 'slots', argTypes);
    listed(declaration.cssParts, 'css shadow parts', argTypes);
    listed(declaration.cssProperties, 'css custom properties', argTypes);
    return argTypes;
  };
}
