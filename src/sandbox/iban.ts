/** Valid IBANs for the sandbox's made-up banks: right length, structure and check digits. */
import { ibanWithCheckDigits } from '../api/formats/index.js';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Account number n at the sandbox's bank in a ledger country, with the national check digits where there are some. */
export function sandboxIban(country: 'FRANCE' | 'BELGIUM' | 'BULGARIA', n: number): string {
  if (country === 'BELGIUM') {
    const first = `967${pad(n % 1e7, 7)}`;
    return ibanWithCheckDigits('BE', `${first}${pad(Number(first) % 97 || 97, 2)}`);
  }
  if (country === 'BULGARIA') return ibanWithCheckDigits('BG', `SBXB966110${pad(n % 1e8, 8)}`);
  const [bank, branch, account] = [16798, 1, n % 1e10];
  const ribKey = 97 - ((89 * bank + 15 * branch + 3 * account) % 97);
  return ibanWithCheckDigits('FR', `${bank}${pad(branch, 5)}${pad(account, 11)}${pad(ribKey, 2)}`);
}
