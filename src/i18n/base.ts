/** The English texts every element uses: shared words, validation, enum labels, the error messages every element can meet. */
import { common } from './common/en.js';
import { enums } from './enums/en.js';
import { sharedErrors } from './errors/en-shared.js';

export const baseEn = { common, enums, errors: sharedErrors } as const;
