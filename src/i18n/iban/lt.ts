/** Kas negerai su IBAN, žodžiais: bendra visoms formoms, kuriose jo prašoma. */
import type { Catalog } from '../catalog.js';

export default {
  format: 'IBAN prasideda dviem raidėmis ir dviem skaitmenimis, po kurių eina tik raidės ir skaitmenys.',
  country: 'Šioje šalyje ({country}) IBAN nenaudojami. Patikrinkite pirmąsias dvi raides.',
  length: 'Šios šalies ({country}) IBAN sudaro {expected} simb., o šį – {actual}.',
  structure: 'Šis IBAN neatitinka šios šalies ({country}) formato: patikrinkite, ar vietoj skaitmens neįrašyta raidė arba atvirkščiai.',
  checksum: 'Šio IBAN kontroliniai skaitmenys nesutampa: galbūt neteisingai įvestas simbolis arba sukeisti du simboliai.',
} satisfies Catalog['iban'];
