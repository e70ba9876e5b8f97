/**
 * What an acquiring form keeps across the payment page, in the return address it builds: a
 * same-tab return is a new load of the page, and the kit keeps nothing personal in storage. The
 * element adds two parameters of its own to `redirect-url`: the amount, and for a top-up a short
 * reference made from the account's id (never the id itself). On the way back it reads them once and
 * takes them out of the address (`history.replaceState`), with the outcome (docs/acquiring.md).
 */

/** The amount sent, as the body had it (`25.5`). */
export const AMOUNT_PARAMETER = 'svc-acquiring-amount';
/** A short reference of the account topped up, told from the person's accounts when they load again. */
export const ACCOUNT_PARAMETER = 'svc-acquiring-account';

/** What came back in the return address. */
export interface KeptValues {
  amount?: number;
  account?: string;
}

/**
 * A short reference of an account id: 32-bit FNV-1a of its lower-case text, in base 36. It tells a
 * person's few accounts apart and does not give the id away (in the address bar, history or a
 * `Referer`).
 */
export function accountReference(id: string): string {
  let hash = 0x811c9dc5;
  for (const char of id.toLowerCase()) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The return address with the kept values added (an address that does not parse is left as given, for the schema to refuse). */
export function withKeptValues(url: string | undefined, amount: unknown, accountId: string | undefined): string | undefined {
  if (!url || !URL.canParse(url) || typeof amount !== 'number' || !Number.isFinite(amount)) return url;
  const address = new URL(url);
  address.searchParams.set(AMOUNT_PARAMETER, String(amount));
  if (accountId) address.searchParams.set(ACCOUNT_PARAMETER, accountReference(accountId));
  else address.searchParams.delete(ACCOUNT_PARAMETER);
  return address.href;
}
