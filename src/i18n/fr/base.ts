/** The shared texts in this language (common words, enum labels, errors): one chunk, loaded on demand. */
import common from './common.js';
import enums from './enums.js';
import errors from './errors.js';

export default { common, enums, errors };
