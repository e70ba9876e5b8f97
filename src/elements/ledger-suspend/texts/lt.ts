/** Lietuviški <svc-ledger-suspend> ir <svc-ledger-list> veiksmo „Sustabdyti“ tekstai (sujungti į ledgerList). */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  ledger: 'Sąskaita',
  unnamed: 'Sąskaita be pavadinimo',
  ledgerIdInvalid: 'Ši forma neturi galiojančio sąskaitos identifikatoriaus (ledger-id), todėl nieko negalima išsiųsti.',
  reason: 'Priežastis',
  reasonHint: 'Kodėl sąskaita sustabdoma, ne daugiau kaip {maximum} simb. Priežastis saugoma kartu su sustabdymu.',
  block: 'Gaunamos operacijos',
  blockHint: 'Blokavus atmetama kiekviena gaunama operacija, kol sąskaita sustabdyta, o paslauga kiekvienai sąskaitos kortelei nustato 0 operacijos limitą.',
  blockYes: 'Blokuoti',
  blockNo: 'Toliau priimti',
  operator: 'Sustabdyta kieno prašymu',
  operatorHint: 'Neprivaloma. Kas nusprendė sustabdyti; palikus tuščią, paslauga įrašo kreipėją.',
  operatorNone: 'Nenurodyta',
  END_USER: 'Kliento',
  PARTNER: 'Partnerio',
  SERVICE: 'Paslaugos operatoriaus',
  submit: 'Sustabdyti sąskaitą…',
  confirmTitle: 'Sustabdyti {name}?',
  confirmCards: 'Visos šios sąskaitos kortelės taip pat sustabdomos.',
  confirmBlock: 'Gaunamos operacijos bus blokuojamos, o kiekvienai kortelei bus nustatytas 0 operacijos limitas.',
  confirmKeep: 'Gaunamos operacijos toliau bus priimamos.',
  confirm: 'Taip, sustabdyti',
  back: 'Atgal',
  suspended: '{name} sustabdyta, kaip ir jos kortelės.',
} satisfies Catalog['ledgerSuspend'];
