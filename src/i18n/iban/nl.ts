/** Wat er mis is met een IBAN, in woorden: gedeeld door elk formulier dat er een vraagt. */
import type { Catalog } from '../catalog.js';

export default {
  format: 'Een IBAN begint met twee letters en twee cijfers, gevolgd door alleen letters en cijfers.',
  country: 'IBAN wordt niet gebruikt in {country}. Controleer de eerste twee letters.',
  length: 'Een IBAN uit {country} heeft {expected} tekens; dit IBAN heeft er {actual}.',
  structure: 'Dit IBAN volgt het formaat van {country} niet: controleer of er een letter staat waar een cijfer hoort, of andersom.',
  checksum: 'De controlecijfers van dit IBAN kloppen niet: misschien is een teken verkeerd getypt of zijn er twee verwisseld.',
} satisfies Catalog['iban'];
