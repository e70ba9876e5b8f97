/**
 * Reading an answer with its response schema, tolerantly (see `tolerant.ts`): a probing parse names
 * what was tolerated, a plain parse decides. Only zod's types are imported: the schema brings its
 * own parsing, so the adapter that reads answers carries no schema code.
 */
import type * as z from 'zod/mini';
import type { Deviation } from './tolerant.js';
import { tolerance } from './tolerance.js';

export type TolerantRead<T> = { success: true; data: T; deviations: Deviation[] } | { success: false; error: z.core.$ZodError };

/** Reads an answer with its response schema: the data and what was tolerated, or why it cannot be read. */
export function readTolerantly<T>(schema: z.ZodMiniType<T>, body: unknown): TolerantRead<T> {
  tolerance.probing = true;
  let probe: ReturnType<typeof schema.safeParse>;
  try {
    probe = schema.safeParse(body);
  } finally {
    tolerance.probing = false;
  }
  if (probe.success) return { success: true, data: probe.data, deviations: [] };
  // The plain parse decides; the probe only names what was tolerated.
  const plain = schema.safeParse(body);
  if (!plain.success) return { success: false, error: plain.error };
  const deviations: Deviation[] = [];
  for (const issue of probe.error.issues) {
    if (issue.code === 'custom' && issue.params?.deviation) deviations.push({ kind: issue.params.deviation, path: issue.path.map(String).join('.'), value: issue.params.value });
  }
  return { success: true, data: plain.data, deviations };
}
