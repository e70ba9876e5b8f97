/**
 * DATA_SIGNING in the sandbox. A real signature comes from the SCA provider's mobile SDK on a
 * registered device; the sandbox cannot check one, so it accepts its own stand-in:
 *
 *   `sbx1.<timestampMs>.<FNV-1a hex of "METHOD\npath?query\nbody">[.<deviceId>]`
 *
 * Without a device id the signature counts as made on the end-user's ACTIVE device; with one, on
 * that device, which must be one of the end-user's and ACTIVE (else SCA_DEVICE_NOT_VALID).
 *
 * This is NOT cryptography: anyone can compute it. It only lets demos and tests exercise the
 * signature paths (missing, malformed, not matching, stale) end to end.
 */
import { LIMITS } from '../api/limits.js';
import type { SignRequest } from '../client/sca.js';
import { HttpError } from './http.js';

const FORMAT = /^sbx1\.(\d{1,15})\.([0-9a-f]{8})(?:\.([A-Za-z0-9-]{1,64}))?$/;

/** An SCA device as the check needs it. */
export interface SigningDevice {
  id: string;
  status: string;
}

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

/** A `sign()` as `sandboxSign`, made on the named device: lets demos and tests sign with a suspended or foreign one. */
export function sandboxSignOn(deviceId: string): (request: SignRequest) => Promise<string> {
  return async (request) => `${await sandboxSign(request)}.${deviceId}`;
}

/**
 * Checks the `Service-SCA-Signature` header against the request and the end-user's SCA devices;
 * throws the service's refusal. The device is checked before the digest: a signature from a device
 * that may not sign says nothing about the request.
 */
export function checkSignature(
  header: string | null,
  request: { method: string; url: string; body?: string },
  now: number,
  devices: readonly SigningDevice[],
): void {
  if (!header) throw new HttpError('spec:sca', 409, 'SCA_SIGNATURE_MISSING', 'The DATA_SIGNING strategy needs a Service-SCA-Signature header.');
  const match = FORMAT.exec(header.trim());
  if (!match) throw new HttpError('data-signing-stand-in', 409, 'SCA_SIGNATURE_FORMAT_INVALID', 'The signature is not of the form sbx1.<timestampMs>.<digest>[.<deviceId>].');
  const named = match[3];
  if (named !== undefined) {
    const device = devices.find((candidate) => candidate.id === named);
    if (!device || device.status !== 'ACTIVE') {
      throw new HttpError('spec:sca', 409, 'SCA_DEVICE_NOT_VALID', `The device ${named} cannot be used to sign this data${device ? ` (it is ${device.status})` : ''}.`);
    }
  } else if (!devices.some((device) => device.status === 'ACTIVE')) {
    throw new HttpError('spec:sca', 404, 'NO_ACTIVE_SCA_DEVICE_FOUND', 'The end-user has no active SCA device to sign with.');
  }
  const age = now - Number(match[1]);
  if (age > LIMITS.scaSignatureLifetimeMs || age < -LIMITS.scaSignatureLifetimeMs) {
    throw new HttpError('spec:sca', 401, 'SCA_SIGNATURE_DOES_NOT_MATCH', 'The signature has expired (a signature lives 30 seconds).');
  }
  if (match[2] !== requestDigest(request.method, request.url, request.body)) {
    throw new HttpError('data-signing-stand-in', 401, 'SCA_SIGNATURE_DOES_NOT_MATCH', 'The signature does not match this request.');
  }
}
