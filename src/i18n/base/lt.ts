/** The shared texts in this language (common words, enum labels, errors): one chunk, loaded on demand. */
import common from '../common/lt.js';
import enums from '../enums/lt.js';
import errors from '../errors/lt.js';

export default { common, enums, errors };
