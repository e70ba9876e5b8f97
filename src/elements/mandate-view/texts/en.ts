/**
 * English texts of <svc-mandate-view> for its first paint: the mandate loading or why it cannot be.
 * The rest of the part (the mandate's facts, its fields, what a save says) is en-later.ts, brought by
 * the module that shows a loaded mandate (`mandate-record.ts`).
 */
import type { mandateViewLater } from './en-later.js';

const first = {
  loading: 'Loading the mandate…',
  loadFailed: 'The mandate could not be loaded.',
  missingId: 'No mandate to show: the mandate-id attribute is missing.',
  invalidId: 'No mandate to show: the mandate-id attribute is not a valid identifier.',
} as const;

/**
 * The part as the element carries it (`ownMessages`): its first words, typed as the whole part, which
 * an element's texts are. The later words are read only through `laterWords` (`src/i18n/later-words.ts`),
 * in the mandate's module (`mandate-record.ts`), never from `messages`.
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the element carries the first half of the part; the mandate's module brings the later (see above).
export const mandateView = first as typeof first & typeof mandateViewLater;
