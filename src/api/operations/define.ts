/**
 * What every operation definition shares: its shape, `defineOperation`, and the small schemas that
 * several areas use. There is no table here, so that importing one definition brings in its own
 * schemas only.
 */
import * as z from 'zod/mini';
import type { FieldIssue } from '../errors.js';
import { id, record } from '../primitives.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface OperationDef {
  /** The operation's name in the kit: its key in the table, in events and in errors. */
  readonly name: string;
  /** Area of the spec the operation belongs to (for docs and grouping). */
  readonly area: string;
  /** The operation's name in the spec. */
  readonly summary: string;
  readonly method: HttpMethod;
  /** Path template, `{name}` for path parameters. */
  readonly path: string;
  readonly params?: z.ZodMiniObject;
  readonly query?: z.ZodMiniObject;
  readonly body?: z.ZodMiniType;
  /** How the body is encoded; JSON unless said. */
  readonly bodyType?: 'json' | 'multipart';
  /** The success response: a schema, nothing (No Content), or a file. */
  readonly response: z.ZodMiniType | 'none' | 'file';
  /** [SCA] in the spec: sends the SCA headers and may need strong customer authentication. */
  readonly sca: boolean;
  /**
   * A rule between path and body that neither schema can state alone (a spend limit's rule type is
   * in the path, its value in the body). Run on input the schemas accepted, by the client before
   * sending and by the sandbox on what it receives.
   */
  readonly crossCheck?: (input: { params?: Record<string, string>; body?: unknown }) => FieldIssue[];
  /** Referred to by the spec but not described: shapes are the kit's own. */
  readonly referred?: boolean;
  /**
   * Parts of a described operation that the kit invented (the spec shows none), for the route
   * table's notes. The SCA completion contract of every [SCA] operation is noted from `sca`.
   */
  readonly kitOwn?: readonly string[];
}

/** One operation, its literal types kept (method, flags, schemas), under its own name. */
export function defineOperation<const N extends string, const D extends Omit<OperationDef, 'name'>>(name: N, def: D): { readonly name: N } & D {
  return { name, ...def };
}

/** Path parameters that are all identifiers (UUIDs). */
export const pathIds = <const K extends string>(...names: K[]) =>
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.fromEntries types no keys: one identifier for each name given
  z.object(Object.fromEntries(names.map((name) => [name, id()])) as { [P in K]: ReturnType<typeof id> });

/** What creations answer: the new resource's id. */
export const idResult = /* @__PURE__ */ record({ id: /* @__PURE__ */ id() });
