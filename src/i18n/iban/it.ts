/** Che cosa non va in un IBAN, a parole: comune ai moduli che ne chiedono uno. */
import type { Catalog } from '../catalog.js';

export default {
  format: 'Un IBAN inizia con due lettere e due cifre, seguite solo da lettere e cifre.',
  country: 'L’IBAN non è usato in questo paese: {country}. Verifichi le prime due lettere.',
  length: 'Un IBAN di questo paese ({country}) ha {expected} caratteri; questo ne ha {actual}.',
  structure: 'Questo IBAN non rispetta il formato di questo paese ({country}): verifichi che non ci sia una lettera al posto di una cifra, o viceversa.',
  checksum: 'Le cifre di controllo di questo IBAN non corrispondono: forse un carattere è stato digitato male, o due sono invertiti.',
} satisfies Catalog['iban'];
