/**
 * The `accept` list of an upload as the drop zone shows it before any file is chosen: its default,
 * its tokens, and its reading in words ("PDF, PNG or DOCX"), with the size limit.
 */
import { format } from '../../i18n/catalog.js';
import { uploadLimitText } from '../../api/limits.js';
import { UPLOAD_TYPES, acceptTokens } from '../../api/upload-list.js';

/** The kit's list, the default `accept`: a partner's list can only narrow it. */
export const DEFAULT_ACCEPT = UPLOAD_TYPES;

export interface AcceptWords {
  anyImage: string;
  /** `{kind}` is the top-level media type, e.g. "audio". */
  anyOf: string;
  /** `{types}` and `{limit}`: "PDF or PNG, each smaller than 5 MB." */
  accepted: string;
  /** `{limit}`: "Any file smaller than 5 MB." */
  acceptedAny: string;
}

/**
 * What the picker offers and the drop zone's hint says: an empty list does not widen the kit's,
 * so the picker offers, and the hint names, the kit's list.
 */
export function acceptShown(accept: string | undefined, words: AcceptWords, locale: string): { accept: string; hint: string } {
  const shown = accept?.trim() ? accept : DEFAULT_ACCEPT;
  const types = describeAccept(shown, words, locale);
  const limit = uploadLimitText(locale);
  return { accept: shown, hint: types ? format(words.accepted, { types, limit }) : format(words.acceptedAny, { limit }) };
}

/**
 * An `accept` list as words: `application/pdf,image/png,.docx` → "PDF, PNG or DOCX" (joined by
 * the locale's "or"). Undefined for an empty list (everything is accepted).
 */
function describeAccept(accept: string | undefined, words: AcceptWords, locale = 'en'): string | undefined {
  const names: string[] = [];
  for (const token of acceptTokens(accept)) {
    let name: string;
    if (token.startsWith('.')) name = token.slice(1).toUpperCase();
    else if (token === 'image/*') name = words.anyImage;
    else if (token.endsWith('/*')) name = format(words.anyOf, { kind: token.slice(0, -2) });
    else name = (token.split('/')[1] ?? token).replace(/^(x-|vnd\.)/, '').toUpperCase();
    if (!names.includes(name)) names.push(name);
  }
  if (names.length === 0) return undefined;
  try {
    return new Intl.ListFormat(locale, { type: 'disjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}
