import { card as cardSchema } from '../../api/schemas/card.js';

/**
 * What is wrong with a value given as the `card` property (a JSON string, a card of another
 * shape), said once in the console; undefined for a card the element can show, or no card.
 */
export function cardProblem(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const result = cardSchema.safeParse(value);
  if (result.success) return undefined;
  const problem = result.error.issues.map((issue) => `${issue.path.join('.') || 'card'}: ${issue.message}`).join('; ');
  console.error(`<svc-card-view>: the card property is not a card the kit can show (${problem}).`);
  return problem;
}
