/**
 * Whether an answer is being probed (`tolerant-read.ts`): only then do the records of `tolerant.ts`
 * report what they tolerated. Apart from both, so that the reading and the schemas share it
 * without the reading importing the schemas' building blocks.
 */
export const tolerance = { probing: false };
