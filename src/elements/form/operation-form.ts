/**
 * The declarative header of a form of one operation: the form declares what it sends
 * (`operation = sends(createLedger)`), and the form base's three hooks follow from it: the
 * operation a submit runs, the schema a body passes (the operation's body schema) and the request a
 * valid body becomes (the body alone, unless the declaration builds it). A form overrides only what
 * differs (a stricter schema, say); a form of several operations or modes implements the hooks of
 * `SvcFormElement` itself.
 */
import type * as z from 'zod/mini';
import type { OperationDefinition, OperationInput, OperationName } from '../../api/operations.js';
import { SvcFormElement, type FormBody } from './svc-form-element.js';

/** What a form of one operation declares: what a submit runs, the schema a body passes and the request a valid body becomes. */
export interface FormOperation<N extends OperationName, Body> {
  readonly definition: OperationDefinition<N>;
  readonly schema: z.ZodMiniType<Body>;
  request(body: Body): OperationInput<N> | undefined;
}

/** An operation that takes a body, its schema typed by what passes it. */
type BodyOperation<N extends OperationName, Body> = OperationDefinition<N> & { readonly body: z.ZodMiniType<Body> };

/**
 * A form's declared operation: its body schema is the operation's, and its request the body alone
 * unless `request` builds it (path parameters). The compiler lets the body alone stand only for an
 * operation whose whole input it is: one with a path parameter fails the type check without `request`.
 */
export function sends<N extends OperationName, Body>(operation: BodyOperation<N, Body>, ...request: { body: Body } extends OperationInput<N> ? [] : [never]): FormOperation<N, Body>;
export function sends<N extends OperationName, Body>(operation: BodyOperation<N, Body>, request: (body: Body) => OperationInput<N> | undefined): FormOperation<N, Body>;
// Typed by the two signatures above, each checked where a form declares its operation.
export function sends(definition: BodyOperation<OperationName, unknown>, request: (body: never) => unknown = (body: unknown) => ({ body })): unknown {
  return { definition, schema: definition.body, request };
}

/** A form of one operation, declared once (`operation`): the form base's hooks take it from there. */
export abstract class OperationFormElement<N extends OperationName, Model extends object = FormBody<N>, Body = FormBody<N>> extends SvcFormElement<N, Model, Body> {
  /** What the form sends (`sends(createLedger)`, with a request builder when the operation takes more than its body). */
  protected abstract readonly operation: FormOperation<N, Body>;

  protected submitOperation(): OperationDefinition<N> {
    return this.operation.definition;
  }

  protected bodySchema(): z.ZodMiniType<Body> {
    return this.operation.schema;
  }

  protected requestFor(body: Body): OperationInput<N> | undefined {
    return this.operation.request(body);
  }
}
