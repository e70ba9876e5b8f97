/** Lo que falla en un IBAN, en palabras: común a los formularios que piden uno. */
import type { Catalog } from '../catalog.js';

export default {
  format: 'Un IBAN empieza por dos letras y dos cifras, seguidas solo de letras y cifras.',
  country: 'En este país no se usa el IBAN: {country}. Compruebe las dos primeras letras.',
  length: 'Un IBAN de este país ({country}) tiene {expected} caracteres; este tiene {actual}.',
  structure: 'Este IBAN no sigue el formato de este país ({country}): compruebe que no haya una letra en lugar de una cifra, o al revés.',
  checksum: 'Los dígitos de control de este IBAN no coinciden: puede que un carácter esté mal escrito o que dos estén invertidos.',
} satisfies Catalog['iban'];
