/** The shared texts in this language (common words, enum labels, errors): one chunk, loaded on demand. */
import common from '../common/de.js';
import enums from '../enums/de.js';
import errors from '../errors/de.js';

export default { common, enums, errors };
