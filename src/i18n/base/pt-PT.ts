/** The shared texts in this language (common words, enum labels, errors): one chunk, loaded on demand. */
import common from '../common/pt-PT.js';
import enums from '../enums/pt-PT.js';
import errors from '../errors/pt-PT.js';

export default { common, enums, errors };
