/** Was an einer IBAN falsch ist, in Worten: gemeinsam für jedes Formular, das eine verlangt. */
import type { Catalog } from '../catalog.js';

export default {
  format: 'Eine IBAN beginnt mit zwei Buchstaben und zwei Ziffern, danach folgen nur Buchstaben und Ziffern.',
  country: 'In diesem Land ({country}) werden keine IBANs verwendet. Bitte prüfen Sie die ersten beiden Buchstaben.',
  length: 'Eine IBAN aus diesem Land ({country}) hat {expected} Zeichen, diese hat {actual}.',
  structure: 'Diese IBAN entspricht nicht dem Format dieses Landes ({country}): Prüfen Sie, ob ein Buchstabe statt einer Ziffer steht oder umgekehrt.',
  checksum: 'Die Prüfziffern dieser IBAN stimmen nicht: Vielleicht ist ein Zeichen vertippt oder zwei sind vertauscht.',
} satisfies Catalog['iban'];
