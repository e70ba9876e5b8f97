/** <svc-company-onboarding> tekstid eesti keeles. */
import type { Catalog } from '../../../i18n/catalog.js';

// The words every journey shares, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.journey`), which knip cannot follow */
export { default as journey } from '../../../i18n/journey/et.js';

export default {
  progress: 'Teie ettevõtte edenemine',
  completeText: 'Kõik sammud on tehtud. Anname teile teada niipea, kui ettevõtte kontrollil on tulemus.',
  completeValidated: 'Teie ettevõte on kontrollitud. Kõik pangateenused, sealhulgas kontod, on nüüd selle jaoks avatud.',
  noCompany: 'See protsess ei ole seotud ühegi ettevõttega ega saa jätkuda. Palun võtke meiega ühendust.',
  blockedKyb: 'Teie ettevõte ei läbinud kontrolli, seega ei saa me selle jaoks pangateenuseid avada. Lisateabe saamiseks võtke meiega ühendust.',
  titles: {
    company: 'Ettevõtte andmed',
    people: 'Juhatuse liikmed ja omanikud',
    kyc: 'Isikusamasuse kontrollid',
    documents: 'Ettevõtte dokumendid',
    kyb: 'Ettevõtte kontroll',
  },
  intros: {
    company: 'Need on andmed, mis meil teie ettevõtte kohta on. Enne jätkamist kontrollige, et need on õiged.',
    people: 'Deklareerige iga juhatuse liige ja iga osanik või aktsionär. Isik, kellele kuulub piisav osa kapitalist otse või teiste ettevõtete kaudu, on tegelik kasusaaja (UBO); kui kellelegi nii suurt osa ei kuulu, määrake üks (määratud UBO).',
    kyc: 'Iga juhatuse liige ja iga tegelik kasusaaja tõendab oma isikusamasust isikliku lingi kaudu, mille me talle saadame. Küsige siin link igale isikule.',
    documents: 'Laadige üles ettevõtte dokumendid, näiteks põhikiri või äriregistri väljavõte.',
    kyb: 'Kui iga juhatuse liikme ja iga tegeliku kasusaaja isikusamasuse kontroll on kinnitatud, taotlege ettevõtte kontrolli (KYB). Selle vaatab läbi vastavuskontrolli spetsialist.',
  },
  legalName: 'Ärinimi',
  registrationNumber: 'Registrikood',
  country: 'Riik',
  address: 'Registrijärgne aadress',
  detailsWrong: 'Kas midagi on valesti? Võtke enne jätkamist meiega ühendust: neid andmeid ei saa siin muuta.',
  confirmDetails: 'Andmed on õiged',
  nobodyYet: 'Kedagi pole veel deklareeritud.',
  declaredTitle: 'Seni deklareeritud:',
  unnamedPerson: 'Isik {number}',
  unnamedCompany: 'Ettevõte {number}',
  roles: { director: 'juhatuse liige', shareholder: 'osanik', ubo: 'tegelik kasusaaja' },
  stillNeeded: 'Enne kontrolli on veel vaja:',
  needDirector: 'vähemalt ühte juhatuse liiget;',
  needUbo: 'iga tegelikku kasusaajat: iga isikut, kellele kuulub vähemalt {threshold} % kapitalist, või määratud UBO-d, kui kellelegi nii palju ei kuulu.',
  nobodyNeedsKyc: 'Ühtegi juhatuse liiget ega tegelikku kasusaajat pole veel deklareeritud. Minge nende deklareerimiseks üks samm tagasi.',
  kycLabel: 'Isikusamasuse kontroll',
  kycStatus: {
    notStarted: 'alustamata',
    inProgress: 'pooleli',
    aborted: 'katkestatud enne lõppu',
    validated: 'kinnitatud',
    declined: 'tagasi lükatud',
  },
  sendLink: 'Saada link: {name}',
  sendAgain: 'Saada link uuesti: {name}',
  linkSent: 'Link on teel.',
  linkNotSent: 'Linki ei õnnestunud siit saata. Palun võtke meiega ühendust.',
  kybWaiting: 'Kontrolli saab taotleda, kui iga juhatuse liikme ja iga tegeliku kasusaaja isikusamasuse kontroll on kinnitatud. Tulge siis tagasi: jätkate täpselt siit.',
  waitingFor: 'Veel kinnitamata isikusamasuse kontrollid:',
} satisfies Catalog['companyOnboarding'];
