/** Zod's issues read into the error model: what the client's input check and the sandbox refuse with. */
import type { FieldIssue } from './errors.js';

/** Turns zod issues into field issues (dotted paths). */
export function issuesFromZod(
  issues: readonly { path: readonly PropertyKey[]; message: string; code?: string; params?: { rule?: string } }[],
  prefix?: string,
): FieldIssue[] {
  return issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter((part) => part !== undefined && part !== '').join('.'),
    message: issue.message,
    code: issue.params?.rule ?? issue.code,
  }));
}
