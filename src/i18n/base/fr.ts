/** The shared texts in this language (common words, enum labels, errors): one chunk, loaded on demand. */
import common from '../common/fr.js';
import enums from '../enums/fr.js';
import errors from '../errors/fr.js';

export default { common, enums, errors };
