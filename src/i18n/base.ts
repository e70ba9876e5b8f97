/**
 * The English texts every element carries: shared words, validation, the error messages every element
 * can meet. The enumeration labels (`enums/en.ts`) are not among them: the eight elements that show
 * them list the part `enums` in their `ownMessages`, so that no other page downloads their words.
 */
import { common } from './common/en.js';
import { sharedErrors } from './errors/en-shared.js';

export const baseEn = { common, errors: sharedErrors } as const;
