/** The English texts every element uses: shared words, validation, enum labels, the error messages every element can meet. */
import { common } from './en/common.js';
import { enums } from './en/enums.js';
import { sharedErrors } from './en/shared-errors.js';

export const baseEn = { common, enums, errors: sharedErrors } as const;
