/**
 * The English texts every element carries: shared words, validation, the error messages every element
 * can meet. The enumeration labels (`enums/en.ts`) are not among them: the seven elements that show
 * them list the part `enums` in their `ownMessages`, and the banking home's later views load it with
 * their words, so that no other page downloads them.
 */
import { common } from './common/en.js';
import { sharedErrors } from './errors/en-shared.js';

export const baseEn = { common, errors: sharedErrors } as const;
