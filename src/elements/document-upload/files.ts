/**
 * Pure helpers about the files a person adds: which ones the `accept` list lets in, which ones
 * are refused before sending, how a size reads. No DOM beyond the File type.
 */
import { ServiceError } from '../../api/errors.js';
import { uploadLimitText } from '../../api/limits.js';
import { uploadFile } from '../../api/schemas/document.js';
import { format, type Catalog } from '../../i18n/catalog.js';
import { formatBytes } from '../../i18n/units.js';
import { acceptsFile, contentAccepted } from '../../api/upload-types.js';

/**
 * Whether a file's content is what `accept` (within the kit's list) lets in, read from its first
 * bytes (no network): a renamed file (`evil.pdf` holding HTML), an SVG, an empty file or text
 * named `.png` is refused. Undefined when it can be sent.
 */
export async function contentRefusalOf(file: File, accept: string, texts: Catalog['documentUpload']): Promise<ServiceError | undefined> {
  const refuse = (message: string) =>
    new ServiceError({ kind: 'validation', code: 'FILE_CONTENT_NOT_ACCEPTED', operation: 'uploadDocument', message, issues: [{ path: 'file', message, code: 'content' }] });
  if (file.size === 0) return refuse(texts.emptyFile);
  try {
    return (await contentAccepted(file, accept)) ? undefined : refuse(texts.contentNotAccepted);
  } catch {
    // Moved or deleted since it was chosen: nothing that can be vouched for.
    return refuse(texts.unreadable);
  }
}

const fileSchema = uploadFile();

/**
 * Why a file can never be sent (the service's size limit, or a type outside `accept`), as the
 * validation error reported for it; undefined when it can be sent.
 */
export function refusalOf(file: File, accept: string, texts: Catalog['documentUpload'], locale: string): ServiceError | undefined {
  const operation = 'uploadDocument';
  if (!fileSchema.safeParse(file).success) {
    const message = format(texts.tooLarge, { size: formatBytes(file.size, locale), limit: uploadLimitText(locale) });
    return new ServiceError({ kind: 'validation', code: 'FILE_TOO_LARGE', operation, message, issues: [{ path: 'file', message, code: 'file-size' }] });
  }
  if (!acceptsFile(accept, file)) {
    const message = texts.notAccepted;
    return new ServiceError({ kind: 'validation', code: 'FILE_TYPE_NOT_ACCEPTED', operation, message, issues: [{ path: 'file', message, code: 'accept' }] });
  }
  return undefined;
}
