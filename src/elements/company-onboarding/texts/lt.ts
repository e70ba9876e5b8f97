/** <svc-company-onboarding> tekstai lietuvių kalba. */
import type { Catalog } from '../../../i18n/catalog.js';

// The words every journey shares, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.journey`), which knip cannot follow */
export { default as journey } from '../../../i18n/journey/lt.js';

export default {
  progress: 'Jūsų įmonės pažanga',
  completeText: 'Visi žingsniai atlikti. Pranešime jums, kai tik bus žinomas įmonės patikrinimo rezultatas.',
  completeValidated: 'Jūsų įmonė patikrinta. Jai jau prieinamos visos banko paslaugos, įskaitant sąskaitas.',
  noCompany: 'Šis procesas nesusietas su jokia įmone, todėl jo tęsti negalima. Susisiekite su mumis.',
  blockedKyb: 'Jūsų įmonė nepraėjo patikrinimo, todėl negalime jai suteikti banko paslaugų. Susisiekite su mumis, jei norite sužinoti daugiau.',
  titles: {
    company: 'Įmonės duomenys',
    people: 'Vadovai ir savininkai',
    kyc: 'Tapatybės patikrinimai',
    documents: 'Įmonės dokumentai',
    kyb: 'Įmonės patikrinimas',
  },
  intros: {
    company: 'Tai mūsų turimi jūsų įmonės duomenys. Prieš tęsdami patikrinkite, ar jie teisingi.',
    people: 'Nurodykite kiekvieną vadovą ir kiekvieną akcininką. Asmuo, turintis pakankamą akcijų dalį tiesiogiai arba per kitas įmones, yra naudos gavėjas (UBO); jei tokios dalies niekas neturi, paskirkite naudos gavėją (paskirtasis UBO).',
    kyc: 'Kiekvienas vadovas ir kiekvienas naudos gavėjas patvirtina savo tapatybę per asmeninę nuorodą, kurią mes jam atsiunčiame. Čia paprašykite nuorodos kiekvienam asmeniui.',
    documents: 'Įkelkite įmonės dokumentus, pavyzdžiui, įstatus arba Juridinių asmenų registro išrašą.',
    kyb: 'Kai kiekvieno vadovo ir kiekvieno naudos gavėjo tapatybės patikrinimas bus patvirtintas, pateikite prašymą patikrinti įmonę (KYB). Jį peržiūri atitikties specialistas.',
  },
  legalName: 'Teisinis pavadinimas',
  registrationNumber: 'Įmonės kodas',
  country: 'Šalis',
  address: 'Buveinės adresas',
  detailsWrong: 'Kažkas neteisinga? Prieš tęsdami susisiekite su mumis: šių duomenų čia pakeisti negalima.',
  confirmDetails: 'Duomenys teisingi',
  nobodyYet: 'Dar niekas nenurodytas.',
  declaredTitle: 'Iki šiol nurodyti:',
  unnamedPerson: 'Asmuo {number}',
  unnamedCompany: 'Įmonė {number}',
  roles: { director: 'vadovas', shareholder: 'akcininkas', ubo: 'naudos gavėjas' },
  stillNeeded: 'Prieš patikrinimą dar reikia:',
  needDirector: 'bent vieno vadovo;',
  needUbo: 'kiekvieno naudos gavėjo: kiekvieno asmens, turinčio {threshold} % ar daugiau akcijų, arba paskirtojo UBO, jei tiek niekas neturi.',
  nobodyNeedsKyc: 'Dar nenurodytas nė vienas vadovas ar naudos gavėjas. Grįžkite vienu žingsniu atgal ir juos nurodykite.',
  kycLabel: 'Tapatybės patikrinimas',
  kycStatus: {
    notStarted: 'nepradėtas',
    inProgress: 'vyksta',
    aborted: 'nutrauktas nebaigus',
    validated: 'patvirtintas',
    declined: 'atmestas',
  },
  sendLink: 'Siųsti nuorodą: {name}',
  sendAgain: 'Siųsti nuorodą dar kartą: {name}',
  linkSent: 'Nuoroda siunčiama.',
  linkNotSent: 'Nepavyko išsiųsti nuorodos iš čia. Susisiekite su mumis.',
  kybWaiting: 'Prašyti patikrinimo galėsite, kai kiekvieno vadovo ir kiekvieno naudos gavėjo tapatybės patikrinimas bus patvirtintas. Tada grįžkite: tęsite būtent čia.',
  waitingFor: 'Dar nepatvirtinti tapatybės patikrinimai:',
} satisfies Catalog['companyOnboarding'];
