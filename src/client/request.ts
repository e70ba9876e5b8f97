/**
 * The synchronous helpers that accept an operation's name as well as its definition. A name is
 * looked up in the whole table, which this module therefore loads; the adapter does not import
 * it, and works from `prepare.ts` instead.
 */
import { operations, type OperationName, type OperationRef } from '../api/operations.js';
import type { OperationDef } from '../api/operations/define.js';
import { routeFor, validateAgainst, type PreparedInput, type Route, type RouteOverrides } from './prepare.js';

export { buildQuery, encodeBody, fillPath, joinUrl, type PreparedInput, type Route } from './prepare.js';

const definitionIn = (operation: OperationRef): OperationDef => (typeof operation === 'string' ? operations[operation] : operation);

/**
 * Validates an operation's input against its schemas and returns the parsed values (normalised,
 * e.g. an IBAN without spaces). Throws a `validation` ServiceError listing every field issue;
 * body issues carry the field's own path (`phone.number`), path and query issues are prefixed.
 */
export function validateInput<N extends OperationName>(operation: OperationRef<N>, input: PreparedInput | undefined): PreparedInput {
  return validateAgainst(definitionIn(operation), input);
}

/** The operation's route, or the override the adapter's `routes` option gives for its name. */
export function routeOf<N extends OperationName>(operation: OperationRef<N>, overrides?: RouteOverrides): Route {
  return routeFor(definitionIn(operation), overrides);
}
