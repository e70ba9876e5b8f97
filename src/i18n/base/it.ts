/** The shared texts in this language (common words, enum labels, errors): one chunk, loaded on demand. */
import common from '../common/it.js';
import enums from '../enums/it.js';
import errors from '../errors/it.js';

export default { common, enums, errors };
