/**
 * The policy's own bounds: what no request of the contract needs to exceed. The contract's own
 * limits (field lengths, list sizes) stay in src/api/limits.ts; these cap what the contract leaves
 * open (a worldwide address's further fields, GBP/USD details, a corporate's info, share items,
 * metadata) and the work one request may cause.
 */
export const POLICY_LIMITS = {
  /** Nesting of a JSON body, counted on its text before it is parsed (the body object itself is 1). */
  jsonDepth: 10,
  /** Items of any array, anywhere in a body or query (a rule's targets: at most 100). */
  arrayItems: 100,
  /** Characters of any string value (metadata: 3,000 once serialised). */
  stringChars: 3000,
  /** Keys of any one object. */
  objectKeys: 100,
  /** Distinct record ids one request may name that need an ownership look-up. */
  idsPerRequest: 8,
  /** How long an ownership answer is kept for one session's end user. */
  ownershipCacheMs: 30_000,
  /** How long the ids an end user's own creations returned are remembered (corporate-related entities). */
  rememberedMs: 24 * 60 * 60_000,
} as const;
