/** Valid IBANs for the sandbox's made-up banks: right length, structure and check digits. */

/** ISO 7064 MOD 97-10 of a digit/letter string, letters counting as two digits. */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) remainder = Number(`${remainder}${parseInt(char, 36)}`) % 97;
  return remainder;
}

/** An IBAN with correct check digits for a country and BBAN. */
export function ibanOf(country: string, bban: string): string {
  return `${country}${String(98 - mod97(`${bban}${country}00`)).padStart(2, '0')}${bban}`;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Account number n at the sandbox's bank in a ledger country, with the national check digits where there are some. */
export function sandboxIban(country: 'FRANCE' | 'BELGIUM' | 'BULGARIA', n: number): string {
  if (country === 'BELGIUM') {
    const first = `967${pad(n % 1e7, 7)}`;
    return ibanOf('BE', `${first}${pad(Number(first) % 97 || 97, 2)}`);
  }
  if (country === 'BULGARIA') return ibanOf('BG', `SBXB966110${pad(n % 1e8, 8)}`);
  const [bank, branch, account] = [16798, 1, n % 1e10];
  const ribKey = 97 - ((89 * bank + 15 * branch + 3 * account) % 97);
  return ibanOf('FR', `${bank}${pad(branch, 5)}${pad(account, 11)}${pad(ribKey, 2)}`);
}
