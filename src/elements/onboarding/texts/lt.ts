/** <svc-onboarding> tekstai. */
import type { Catalog } from '../../../i18n/catalog.js';

// The words every journey shares, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.journey`), which knip cannot follow */
export { default as journey } from '../../../i18n/journey/lt.js';

export default {
  progress: 'Jūsų pažanga',
  reading: 'Tikriname, kur sustojote…',
  completeText: 'Visi žingsniai atlikti. Dėkojame, kad skyrėte laiko.',
  noCustomer: 'Šis procesas nesusietas su klientu, todėl jo tęsti negalima. Susisiekite su mumis.',
  blockedPhone: 'Šis telefono numeris jau priklauso klientui. Prisijunkite arba susisiekite su mumis, jei manote, kad tai klaida.',
  blockedKyc: 'Nepavyko patvirtinti jūsų tapatybės, todėl negalime jums atidaryti sąskaitos. Susisiekite su mumis, jei norite sužinoti daugiau.',
  titles: {
    'sign-up': 'Registracija',
    phone: 'Telefono numeris',
    profile: 'Apie jus',
    identity: 'Asmens dokumentas',
    kyc: 'Tapatybės patikra',
    account: 'Jūsų sąskaita',
    card: 'Jūsų kortelė',
  },
  intros: {
    'sign-up': 'Papasakokite, kas esate ir kaip su jumis susisiekti. Tai užtruks vos kelias minutes.',
    phone: 'Nurodytu numeriu išsiųsime kodą SMS žinute. Įveskite jį čia ir patvirtinkite, kad numeris priklauso jums.',
    profile: 'Keli klausimai, kuriuos privalo užduoti kiekvienas bankas: kuo užsiimate, iš kur gaunate lėšų ir kam naudosite sąskaitą.',
    identity: 'Įkelkite aiškią asmens tapatybės kortelės arba vairuotojo pažymėjimo nuotrauką ar skenuotą kopiją, kad galėtume patvirtinti jūsų tapatybę.',
    kyc: 'Tikriname jūsų duomenis ir dokumentą. Paprastai tai užtrunka kelias minutes. Galite išeiti ir sugrįžti vėliau: tęsite būtent nuo čia.',
    account: 'Pasirinkite savo IBAN šalį ir, jei norite, suteikite sąskaitai pavadinimą.',
    card: 'Užsisakykite prie sąskaitos pridedamą mokėjimo kortelę.',
  },
} satisfies Catalog['onboarding'];
