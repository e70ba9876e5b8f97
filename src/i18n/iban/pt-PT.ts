/** O que está errado num IBAN, por palavras: comum aos formulários que pedem um. */
import type { Catalog } from '../catalog.js';

export default {
  format: 'Um IBAN começa por duas letras e dois algarismos, seguidos apenas de letras e algarismos.',
  country: 'Este país não utiliza IBAN: {country}. Verifique as duas primeiras letras.',
  length: 'Um IBAN deste país ({country}) tem {expected} caracteres; este tem {actual}.',
  structure: 'Este IBAN não segue o formato deste país ({country}): verifique se há uma letra no lugar de um algarismo, ou vice-versa.',
  checksum: 'Os dígitos de controlo deste IBAN não coincidem: talvez um carácter esteja mal escrito ou dois estejam trocados.',
} satisfies Catalog['iban'];
