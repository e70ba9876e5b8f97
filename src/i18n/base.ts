/** The English texts every element uses: shared words, validation, enum labels, error messages. */
import { common } from './en/common.js';
import { enums } from './en/enums.js';
import { errors } from './en/errors.js';

export const baseEn = { common, enums, errors } as const;
