/** The shared texts in this language (common words, enum labels, errors): one chunk, loaded on demand. */
import common from '../common/et.js';
import enums from '../enums/et.js';
import errors from '../errors/et.js';

export default { common, enums, errors };
