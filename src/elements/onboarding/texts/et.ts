/** <svc-onboarding> tekstid. */
import type { Catalog } from '../../../i18n/catalog.js';

// The words every journey shares, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.journey`), which knip cannot follow */
export { default as journey } from '../../../i18n/journey/et.js';

export default {
  progress: 'Teie edenemine',
  reading: 'Vaatame, kus te pooleli jäite…',
  completeText: 'Kõik sammud on tehtud. Täname, et leidsite aega.',
  noCustomer: 'See teekond pole ühegi kliendiga seotud ega saa jätkuda. Palun võtke meiega ühendust.',
  blockedPhone: 'See telefoninumber kuulub juba kliendile. Logige selle asemel sisse või võtke meiega ühendust, kui arvate, et tegemist on veaga.',
  blockedKyc: 'Me ei saanud teie isikut tuvastada ega saa seetõttu teile kontot avada. Lisateabe saamiseks võtke palun meiega ühendust.',
  titles: {
    'sign-up': 'Registreerumine',
    phone: 'Telefoninumber',
    profile: 'Teist',
    identity: 'Isikut tõendav dokument',
    kyc: 'Isikutuvastus',
    account: 'Teie konto',
    card: 'Teie kaart',
  },
  intros: {
    'sign-up': 'Öelge meile, kes te olete ja kuidas teiega ühendust võtta. See võtab vaid mõne minuti.',
    phone: 'Saadame sisestatud numbrile SMS-iga koodi. Sisestage see siia, et kinnitada, et number kuulub teile.',
    profile: 'Mõned küsimused, mida iga pank peab esitama: millega tegelete, kust teie raha pärineb ja milleks kontot kasutate.',
    identity: 'Laadige üles selge foto või skannitud koopia oma ID-kaardist või juhiloast, et saaksime teie isiku tuvastada.',
    kyc: 'Kontrollime teie andmeid ja dokumenti. Tavaliselt võtab see mõne minuti. Võite lahkuda ja hiljem tagasi tulla: jätkate täpselt siit.',
    account: 'Valige oma IBAN-i riik ja soovi korral andke kontole nimi.',
    card: 'Tellige oma kontoga seotud maksekaart.',
  },
} satisfies Catalog['onboarding'];
