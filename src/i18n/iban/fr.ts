/** Ce qui ne va pas dans un IBAN, en mots : commun aux formulaires qui en demandent un. */
import type { Catalog } from '../catalog.js';

export default {
  format: 'Un IBAN commence par deux lettres et deux chiffres, suivis uniquement de lettres et de chiffres.',
  country: 'Les IBAN ne sont pas utilisés dans ce pays : {country}. Vérifiez les deux premières lettres.',
  length: 'Un IBAN de ce pays ({country}) compte {expected} caractères ; celui-ci en compte {actual}.',
  structure: 'Cet IBAN ne respecte pas le format de ce pays ({country}) : vérifiez qu’une lettre n’est pas à la place d’un chiffre, ou l’inverse.',
  checksum: 'La clé de contrôle de cet IBAN ne correspond pas : un caractère est peut-être mal saisi, ou deux sont inversés.',
} satisfies Catalog['iban'];
