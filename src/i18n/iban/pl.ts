/** Co jest nie tak z numerem IBAN, słowami: wspólne dla formularzy, które o niego pytają. */
import type { Catalog } from '../catalog.js';

export default {
  format: 'IBAN zaczyna się od dwóch liter i dwóch cyfr, po których są tylko litery i cyfry.',
  country: 'W tym kraju nie używa się numerów IBAN: {country}. Sprawdź dwie pierwsze litery.',
  length: 'Liczba znaków numeru IBAN z tego kraju ({country}): {expected}; w tym numerze: {actual}.',
  structure: 'Ten IBAN nie odpowiada formatowi tego kraju ({country}): sprawdź, czy litera nie stoi w miejscu cyfry lub odwrotnie.',
  checksum: 'Cyfry kontrolne tego numeru IBAN się nie zgadzają: być może jeden znak wpisano błędnie albo dwa zostały zamienione miejscami.',
} satisfies Catalog['iban'];
