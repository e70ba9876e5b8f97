/** Mis IBAN-is valesti on, sõnadega: ühine kõigile vormidele, mis seda küsivad. */
import type { Catalog } from '../catalog.js';

export default {
  format: 'IBAN algab kahe tähe ja kahe numbriga, millele järgnevad ainult tähed ja numbrid.',
  country: 'Selles riigis ({country}) IBAN-i ei kasutata. Kontrollige kahte esimest tähte.',
  length: 'Selle riigi ({country}) IBAN-is on {expected} märki, selles on {actual}.',
  structure: 'See IBAN ei vasta selle riigi ({country}) vormingule: kontrollige, kas numbri asemel pole tähte või vastupidi.',
  checksum: 'Selle IBAN-i kontrollnumbrid ei klapi: mõni märk võib olla valesti sisestatud või kaks vahetuses.',
} satisfies Catalog['iban'];
