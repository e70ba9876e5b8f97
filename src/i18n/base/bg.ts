/** The shared texts in this language (common words, enum labels, errors): one chunk, loaded on demand. */
import common from '../common/bg.js';
import enums from '../enums/bg.js';
import errors from '../errors/bg.js';

export default { common, enums, errors };
