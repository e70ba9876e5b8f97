/**
 * Pure helpers about the files a person adds: which ones the `accept` list lets in, which ones
 * are refused before sending, how a size reads. No DOM beyond the File type.
 */
import { ServiceError } from '../../api/errors.js';
import { uploadLimitText } from '../../api/limits.js';
import { uploadFile } from '../../api/schemas/document.js';
import { format, type Catalog } from '../../i18n/catalog.js';
import { acceptTokens } from './accept.js';

/** Media types of common extensions, for files whose type the browser left empty (HEIC on some systems). */
const TYPE_OF_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
  tif: 'image/tiff',
  tiff: 'image/tiff',
};

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/**
 * Whether a file matches an `accept` list as the file picker reads it: `.ext`, `type/subtype` or
 * `type/*`. An empty list accepts everything. Needed for dropped files, which no picker filtered.
 */
function acceptsFile(accept: string | undefined, file: { name: string; type: string }): boolean {
  const tokens = acceptTokens(accept);
  if (tokens.length === 0) return true;
  const extension = extensionOf(file.name);
  const type = (file.type || TYPE_OF_EXTENSION[extension] || '').toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return extension !== '' && token === `.${extension}`;
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return token === type;
  });
}

const byteFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, unit: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${unit}|${digits}`;
  let formatter = byteFormats.get(key);
  if (!formatter) {
    const options: Intl.NumberFormatOptions = { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits, roundingMode: 'trunc' };
    try {
      formatter = new Intl.NumberFormat(locale, options);
    } catch {
      formatter = new Intl.NumberFormat('en', options);
    }
    byteFormats.set(key, formatter);
  }
  return formatter;
}

/**
 * A size in decimal units (1 MB = 1,000,000 bytes, the reading of the service's "5 MB"), cut
 * rather than rounded, so that a file just under the limit never reads as the limit itself.
 */
export function formatBytes(bytes: number, locale = 'en'): string {
  if (bytes < 1000) return numberFormat(locale, 'byte', 0).format(bytes);
  if (bytes < 1_000_000) return numberFormat(locale, 'kilobyte', 1).format(bytes / 1000);
  return numberFormat(locale, 'megabyte', 2).format(bytes / 1_000_000);
}

/** The start of each kind of file the kit can recognise by its content. */
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const startsWith = (bytes: Uint8Array, expected: readonly number[], at = 0) => expected.every((byte, index) => bytes[at + index] === byte);
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'heim', 'heis', 'hevm', 'hevs']);
const HEIF_BRANDS = new Set(['mif1', 'msf1']);

/**
 * What a file's first bytes (16 are enough) say it is: PDF, JPEG, PNG, WebP, HEIC/HEIF, GIF or
 * TIFF; undefined for anything else (HTML, text, an empty file...).
 */
function sniffType(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('ftyp'), 4) && bytes.length >= 12) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (HEIC_BRANDS.has(brand)) return 'image/heic';
    if (HEIF_BRANDS.has(brand)) return 'image/heif';
  }
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'image/tiff';
  return undefined;
}

/** Kinds whose content `sniffType` knows: a file that claims one of them must hold it. */
const RECOGNISED = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'image/gif', 'image/tiff']);
/** HEIC is a HEIF: either name of the family lets the other in. */
const FAMILY: Record<string, string[]> = { 'image/heic': ['image/heic', 'image/heif'], 'image/heif': ['image/heif', 'image/heic'] };

/**
 * Whether a file's content is what it claims and what `accept` lets in, read from its first bytes
 * (no network). A renamed file (`evil.pdf` holding HTML), an empty file or text named `.png` is
 * refused; a file of a kind the kit cannot recognise (a partner's `.docx`) is judged by its name
 * and type only, as before. Undefined when it can be sent.
 */
export async function contentRefusalOf(file: File, accept: string, texts: Catalog['documentUpload']): Promise<ServiceError | undefined> {
  const refuse = (message: string) =>
    new ServiceError({ kind: 'validation', code: 'FILE_CONTENT_NOT_ACCEPTED', operation: 'uploadDocument', message, issues: [{ path: 'file', message, code: 'content' }] });
  if (file.size === 0) return refuse(texts.emptyFile);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  } catch {
    // Moved or deleted since it was chosen: nothing that can be vouched for.
    return refuse(texts.unreadable);
  }
  const found = sniffType(bytes);
  if (found) {
    const accepted = (FAMILY[found] ?? [found]).some((type) => acceptsFile(accept, { name: file.name, type }));
    return accepted ? undefined : refuse(texts.contentNotAccepted);
  }
  const claimed = (file.type || TYPE_OF_EXTENSION[extensionOf(file.name)] || '').toLowerCase();
  return RECOGNISED.has(claimed) ? refuse(texts.contentNotAccepted) : undefined;
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
