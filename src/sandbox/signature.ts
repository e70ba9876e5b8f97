/**
 * DATA_SIGNING in the sandbox. A real signature comes from the SCA provider's mobile SDK on a
 * registered device; the sandbox cannot check one, so it accepts its own stand-in:
 *
 *   `sbx1.<timestampMs>.<FNV-1a hex of "METHOD\npath?query\nbody">`
 *
 * This is NOT cryptography: anyone can compute it. It only lets demos and tests exercise the
 * signature paths (missing, malformed, not matching, stale) end to end.
 */
import { LIMITS } from '../api/limits.js';
import type { SignRequest } from '../client/sca.js';
import { HttpError } from './http.js';

const FORMAT = /^sbx1\.(\d{1,15})\.([0-9a-f]{8})$/;

/** FNV-1a, 32 bits, over the UTF-8 bytes; 8 hex digits. */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

/** What a signature covers: the method, the path with its query, and the JSON body. */
export function requestDigest(method: string, url: string, body: string | undefined): string {
  const { pathname, search } = new URL(url, 'https://sandbox.invalid');
  return fnv1a(`${method.toUpperCase()}\n${pathname}${search}\n${body ?? ''}`);
}

/** A `sign()` for `sca: { strategy: 'DATA_SIGNING', sign: sandboxSign }`, accepted by the sandbox only. */
export async function sandboxSign(request: SignRequest): Promise<string> {
  return `sbx1.${Date.now()}.${requestDigest(request.method, request.url, request.body)}`;
}

/** Checks the `Service-SCA-Signature` header; throws the service's refusal. */
export function checkSignature(header: string | null, request: { method: string; url: string; body?: string }, now: number): void {
  if (!header) throw new HttpError(409, 'SCA_SIGNATURE_MISSING', 'The DATA_SIGNING strategy needs a Service-SCA-Signature header.');
  const match = FORMAT.exec(header.trim());
  if (!match) throw new HttpError(409, 'SCA_SIGNATURE_FORMAT_INVALID', 'The signature is not of the form sbx1.<timestampMs>.<digest>.');
  const age = now - Number(match[1]);
  if (age > LIMITS.scaSignatureLifetimeMs || age < -LIMITS.scaSignatureLifetimeMs) {
    throw new HttpError(401, 'SCA_SIGNATURE_DOES_NOT_MATCH', 'The signature has expired (a signature lives 30 seconds).');
  }
  if (match[2] !== requestDigest(request.method, request.url, request.body)) {
    throw new HttpError(401, 'SCA_SIGNATURE_DOES_NOT_MATCH', 'The signature does not match this request.');
  }
}
