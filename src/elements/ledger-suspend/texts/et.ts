/** <svc-ledger-suspend> ja <svc-ledger-list> toimingu „Peata“ eestikeelsed tekstid (ühendada ledgerList-iga). */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  ledger: 'Konto',
  unnamed: 'Nimeta konto',
  ledgerIdInvalid: 'Sellel vormil puudub kehtiv konto identifikaator (ledger-id), seega ei saa midagi saata.',
  reason: 'Põhjus',
  reasonHint: 'Miks konto peatatakse, kuni {maximum} tähemärki. Põhjus säilitatakse koos peatamisega.',
  block: 'Sissetulevad tehingud',
  blockHint: 'Blokeerimine keelab kõik kontole sissetulevad tehingud seniks, kuni konto on peatatud, ja teenus seab konto igale kaardile tehingulimiidiks 0.',
  blockYes: 'Blokeeri',
  blockNo: 'Võta jätkuvalt vastu',
  operator: 'Peatatud kelle nimel',
  operatorHint: 'Valikuline. Kes peatamise otsustas; tühjaks jättes salvestab teenus pöörduja.',
  operatorNone: 'Määramata',
  END_USER: 'Klient',
  PARTNER: 'Partner',
  SERVICE: 'Teenuse operaator',
  submit: 'Peata konto…',
  confirmTitle: 'Kas peatada {name}?',
  confirmCards: 'Peatatakse ka kõik selle konto kaardid.',
  confirmBlock: 'Sissetulevad tehingud blokeeritakse ja iga kaart saab tehingulimiidiks 0.',
  confirmKeep: 'Sissetulevaid tehinguid võetakse jätkuvalt vastu.',
  confirm: 'Jah, peata',
  back: 'Tagasi',
  suspended: '{name} on peatatud, nagu ka selle kaardid.',
} satisfies Catalog['ledgerSuspend'];
