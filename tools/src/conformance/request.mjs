/* global Headers, FormData, fetch, AbortSignal */
// Requests as each caller makes them, and the bodies the suite sends: the smallest body an
// operation's schema accepts, built from the document and the ids the partner gave, with values
// the schema cannot say (an IBAN's checksum) taken from a short list by field name.
import { deref } from './contract.mjs';

/** A UUID no backend holds: where a refusal must come before any look-up. */
export const PROBE_ID = '00000000-0000-4000-8000-00000000c0f0';

/** Values by field name that a schema alone cannot make valid. */
const SAMPLES = {
  iban: 'FR1420041010050500013M02606',
  bic: 'PSSTFRPPXXX',
  countryCode: '33',
  emailAddress: 'conformance@example.test',
  email: 'conformance@example.test',
};

/** Optional fields filled all the same: checks the kit makes beside the schema (a spend limit needs a value). */
const ALWAYS = ['value'];

/** Raised when a body needs an id the partner did not give. */
export class MissingId extends Error {
  constructor(name) {
    super(name);
    this.id = name;
  }
}

const digits = (count) => Array.from({ length: count }, (_, i) => (i === 0 ? 6 : Math.floor(Math.random() * 10))).join('');

/** The smallest value `schema` accepts: required keys only, first enum value or branch; ids from `ids` by name. */
export function sample(openapi, schema, name, ids) {
  const at = deref(openapi, schema) ?? {};
  if (at.const !== undefined) return at.const;
  if (at.enum?.length) return at.enum[0];
  const branches = at.oneOf ?? at.anyOf;
  if (branches) return sample(openapi, branches.find((branch) => deref(openapi, branch)?.enum?.length !== 0) ?? branches[0], name, ids);
  const type = Array.isArray(at.type) ? at.type[0] : at.type;
  if (type === 'object' || at.properties) {
    // Optional ids filled too where the caller's own are known (`endUserId`: the same id must pass).
    const optional = Object.keys(at.properties ?? {}).filter((key) => !at.required?.includes(key) && (ALWAYS.includes(key) || (key.endsWith('Id') && ids[key] !== undefined)));
    const keys = [...(at.required ?? []), ...optional];
    return Object.fromEntries(keys.map((key) => [key, sample(openapi, at.properties?.[key], key, ids)]));
  }
  if (type === 'array') return Array.from({ length: at.minItems ?? 0 }, () => sample(openapi, at.items, name, ids));
  if (type === 'number' || type === 'integer') return Math.max(at.minimum ?? 1, 1);
  if (type === 'boolean') return false;
  if (name && ids[name]) return ids[name];
  if (name && SAMPLES[name]) return SAMPLES[name];
  if (at.format === 'uuid') throw new MissingId(name);
  const counted = /^\^\[0-9\]\{(\d+)(?:,(\d+))?\}\$$/.exec(at.pattern ?? '');
  if (counted) return digits(Math.max(Number(counted[1]), Math.min(Number(counted[2] ?? counted[1]), 9)));
  const text = 'Conformance probe';
  return text.slice(0, at.maxLength ?? text.length).padEnd(at.minLength ?? 0, 'x');
}

/** A value `schema` accepts that is not `avoid` (a field's forbidden or other-than-pinned value). */
export function otherValue(openapi, schema, avoid) {
  const at = deref(openapi, schema) ?? {};
  const options = (at.enum ?? (at.anyOf ?? at.oneOf ?? []).flatMap((branch) => deref(openapi, branch)?.enum ?? [])).filter((value) => value !== avoid);
  if (options.length) return options[0];
  const type = Array.isArray(at.type) ? at.type[0] : at.type;
  if (type === 'boolean') return true;
  if (type === 'number' || type === 'integer') return Math.max(at.minimum ?? 1, 1);
  if (type === 'object' || at.properties) return sample(openapi, at, undefined, {});
  if (type === 'array') return [];
  return avoid === 'PARTNER' ? 'END_USER' : 'PARTNER';
}

/** The schema at a dotted path of a body (`address.bypassVerification`, `rules[].creatorType`). */
export function schemaAt(openapi, schema, path) {
  let at = deref(openapi, schema);
  for (const part of path.split('.')) {
    const key = part.replace(/\[\]$/, '');
    const object = deref(openapi, at?.properties ? at : (at?.oneOf ?? at?.anyOf ?? []).map((branch) => deref(openapi, branch)).find((branch) => branch?.properties?.[key]));
    at = deref(openapi, object?.properties?.[key]);
    if (part.endsWith('[]')) at = deref(openapi, at?.items);
    if (!at) return undefined;
  }
  return at;
}

/** `body` with `value` set at `path`, each missing object or array item made from the schema. */
export function withValueAt(openapi, schema, body, path, value, ids) {
  const parts = path.split('.');
  let target = body;
  let at = deref(openapi, schema);
  parts.forEach((part, i) => {
    const key = part.replace(/\[\]$/, '');
    const branch = at?.properties ? at : (at?.oneOf ?? at?.anyOf ?? []).map((candidate) => deref(openapi, candidate)).find((candidate) => candidate?.properties?.[key]);
    const field = deref(openapi, branch?.properties?.[key]);
    const last = i === parts.length - 1;
    if (part.endsWith('[]')) {
      const item = deref(openapi, field?.items);
      const made = last ? value : sample(openapi, item, key, ids);
      target[key] = [made];
      target = made;
      at = item;
    } else if (last) {
      target[key] = value;
    } else {
      target[key] ??= sample(openapi, field, key, ids);
      target = target[key];
      at = field;
    }
  });
  return body;
}

/** `/cards/{cardId}` with the ids given; undefined when one is missing. */
export function fillPath(operation, ids) {
  let missing;
  const path = operation.path.replace(/\{(\w+)\}/g, (_whole, name) => {
    if (ids[name] === undefined) missing ??= name;
    return encodeURIComponent(ids[name] ?? '');
  });
  return missing ? { missing } : { path };
}

/**
 * A client for one backend: `send(caller, method, path, { body, headers, origin })` answers
 * `{ status, headers, json, text }`. A caller is `{ cookie?, headers? }`, or undefined (nobody).
 * Writes carry `origin` (the partner's page) unless the request sets its own headers for CSRF.
 */
export function client(base, { origin, timeout = 20000 } = {}) {
  const root = base.replace(/\/+$/, '');
  return async function send(caller, method, path, { body, headers = {}, withOrigin = true } = {}) {
    const sent = new Headers(caller?.headers ?? {});
    if (caller?.cookie) sent.set('cookie', caller.cookie);
    if (method !== 'GET' && withOrigin) sent.set('origin', origin ?? new URL(root).origin);
    let payload;
    if (body instanceof FormData || typeof body === 'string') payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      sent.set('content-type', 'application/json');
    }
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined) sent.delete(name);
      else sent.set(name, value);
    }
    if (typeof body === 'string' && !sent.has('content-type')) sent.set('content-type', 'application/json');
    const response = await fetch(`${root}${path}`, { method, headers: sent, body: payload, redirect: 'manual', signal: AbortSignal.timeout(timeout) });
    const text = await response.text();
    let json;
    if ((response.headers.get('content-type') ?? '').includes('json')) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
    return { status: response.status, headers: response.headers, json, text };
  };
}
