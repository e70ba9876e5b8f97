/**
 * What the sandbox decides where the spec does not, and the spec's own rules it applies: one table
 * each, in `decisions.json` (prose the docs print, kept as data). Every refusal names its basis
 * (`HttpError`, `fail`, `notFound`, `forbidden` in http.ts take a `Basis` as their first argument,
 * so an unmarked refusal fails the type check); every other decision (an invented default, a status
 * change, an answer's shape) is marked where it is made with `decide(id, value)`. `docs/sandbox.md`'s
 * list is generated from the tables (`npm run sandbox-decisions`; `npm run docs:check` fails when it
 * is stale). The tables are read for their types only: no sentence of them ships with the sandbox.
 */
import type tables from './decisions.json';

/** A decision of the sandbox's: the service may do otherwise, so nothing should be built on it. */
interface Decision {
  /** What it is about, as the docs group it. */
  subject: string;
  /** What the sandbox does, in one sentence. */
  does: string;
  /** What the spec says on the point, or that it says nothing. */
  spec: string;
  /** The files under `src/sandbox/` that make it (the docs generator checks that each names the id). */
  where: readonly string[];
  /** Set when the project's DESIGN accepts the decision: the kit builds on it, and says why. */
  accepted?: string;
}

/** A rule the spec states, on which the sandbox refuses as stated. */
interface SpecRule {
  /** The spec's words (or their substance), with the section they come from. */
  says: string;
  where: readonly string[];
}

/** A table whose every entry is an `Entry`: the type check refuses the JSON otherwise. */
type TableOf<Entry, Table extends Record<string, Entry>> = Table;

export type DecisionId = keyof TableOf<Decision, typeof tables.decisions>;
type SpecRuleId = keyof TableOf<SpecRule, typeof tables.specRules>;

/** Why the sandbox refuses: a decision of its own, or a rule of the spec (`spec:<id>`). */
export type Basis = DecisionId | `spec:${SpecRuleId}`;

/**
 * Marks a decision that is not a refusal where it is made (an invented default, a status change,
 * an answer's shape): returns `value` unchanged.
 */
export function decide<T>(_decision: DecisionId, value: T): T {
  return value;
}
