/** The shared texts in this language (common words, enum labels, errors): one chunk, loaded on demand. */
import common from '../common/es.js';
import enums from '../enums/es.js';
import errors from '../errors/es.js';

export default { common, enums, errors };
