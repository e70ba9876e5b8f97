/**
 * What an upload may hold, for the upload element and the client alike: the kit's list of types
 * (PDF and the common photo formats), which a partner's `accept` can only narrow, never widen;
 * never SVG (an image that can carry script); and a file's first bytes must show one of them.
 */

import { UPLOAD_TYPES, acceptTokens } from './upload-list.js';

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
  svg: 'image/svg+xml',
  svgz: 'image/svg+xml',
};

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** Whether a file matches one `accept` list as the file picker reads it: `.ext`, `type/subtype` or `type/*`; an empty list matches everything. */
function matches(tokens: readonly string[], extension: string, type: string): boolean {
  if (tokens.length === 0) return true;
  return tokens.some((token) => {
    if (token.startsWith('.')) return extension !== '' && token === `.${extension}`;
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return token === type;
  });
}

const KIT_TOKENS = acceptTokens(UPLOAD_TYPES);

/**
 * Whether a file (its name and type) may be uploaded under `accept`: it must be of the kit's
 * types and match `accept` too, so `image/*` lets no SVG in and an empty `accept` means the kit's
 * list. An SVG is refused whatever it claims.
 */
export function acceptsFile(accept: string | undefined, file: { name: string; type: string }): boolean {
  const extension = extensionOf(file.name);
  const type = (file.type || TYPE_OF_EXTENSION[extension] || '').toLowerCase().split(';')[0]?.trim() ?? '';
  if (type === 'image/svg+xml' || extension === 'svg' || extension === 'svgz') return false;
  return matches(KIT_TOKENS, extension, type) && matches(acceptTokens(accept), extension, type);
}

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const startsWith = (bytes: Uint8Array, expected: readonly number[], at = 0) => expected.every((byte, index) => bytes[at + index] === byte);
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'heim', 'heis', 'hevm', 'hevs']);
const HEIF_BRANDS = new Set(['mif1', 'msf1']);

/**
 * What a file's first bytes (16 are enough) say it is: PDF, JPEG, PNG, WebP, HEIC/HEIF, GIF or
 * TIFF; undefined for anything else (HTML, SVG, text, an executable, an empty file...).
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

/** HEIC is a HEIF: either name of the family lets the other in. */
const FAMILY: Record<string, string[]> = { 'image/heic': ['image/heic', 'image/heif'], 'image/heif': ['image/heif', 'image/heic'] };

/**
 * Whether a file's content, read from its first bytes, is of a kind `accept` (within the kit's
 * list) lets in. Every kind the kit accepts is recognisable, so content it cannot recognise (HTML,
 * SVG, text, an executable, an empty file) never passes. Throws when the file cannot be read.
 */
export async function contentAccepted(file: Blob & { name?: string }, accept: string | undefined): Promise<boolean> {
  if (file.size === 0) return false;
  const found = sniffType(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (!found) return false;
  return (FAMILY[found] ?? [found]).some((type) => acceptsFile(accept, { name: file.name ?? '', type }));
}
