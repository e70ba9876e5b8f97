/** The shared texts in this language (common words, enum labels, errors): one chunk, loaded on demand. */
import common from '../common/nl.js';
import enums from '../enums/nl.js';
import errors from '../errors/nl.js';

export default { common, enums, errors };
