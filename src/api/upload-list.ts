/**
 * The kit's list of upload types and the reading of an `accept` list: all that an upload's drop zone
 * needs before a file is chosen. The checks of a chosen file (upload-types.ts) are fetched with the
 * file list or the first upload, not with the element.
 */

/** PDF and the common image formats (phone photos included): the most any upload accepts. */
export const UPLOAD_TYPES = 'application/pdf,image/jpeg,image/png,image/webp,image/heic,image/heif';

/** The tokens of an `accept` list, lower case, blanks dropped. */
export function acceptTokens(accept: string | undefined): string[] {
  return (accept ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
}
