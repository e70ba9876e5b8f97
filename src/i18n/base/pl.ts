/** The shared texts in this language (common words, enum labels, errors): one chunk, loaded on demand. */
import common from '../common/pl.js';
import enums from '../enums/pl.js';
import errors from '../errors/pl.js';

export default { common, enums, errors };
