/** Eestikeelsed tekstid — <svc-kyb-request>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  corporateIdInvalid: 'Ettevõttel, mille jaoks see taotlus on seadistatud, pole kehtivat tunnust (corporate-id), seega ei saa midagi saata.',
  title: 'Ettevõtte kontroll (KYB)',
  needed: 'Enne taotlemist:',
  directors: 'iga juhatuse liige on deklareeritud;',
  ubos: 'iga tegelik kasusaaja on deklareeritud: iga isik, kellele kuulub {threshold} % või rohkem osadest, või määratud (eri-)UBO, kui kellelgi nii palju pole;',
  kyc: 'igaühel neist on kinnitatud isikutuvastus (KYC): pärast isiku deklareerimist saadate teie (partner) talle lingi tema isikutuvastusele. Link tuleb teie KYC seadistusest teenuse juures; see leht seda ei loo ega saada.',
  submit: 'Taotle KYB kontrolli',
  sent: 'KYB kontrolli on taotletud. Vastavusametnik vaatab ettevõtte üle ja määrab tulemuse.',
  outcomeTitle: 'Tulemus',
  VALIDATED: 'Kinnitatud',
  VALIDATED_text: 'Ettevõte läbis KYB: kõik pangateenused on talle avatud, ka kontod.',
  NEED_ADDITIONAL_INFORMATION: 'Vaja on lisateavet',
  NEED_ADDITIONAL_INFORMATION_text: 'Vastavusüksus vajab enne otsustamist lisateavet. Täiendage küsitut ja taotlege kontrolli uuesti.',
  DECLINED: 'Tagasi lükatud',
  DECLINED_text: 'Ettevõte ei läbinud KYB-d: tema andmed rikuvad vastavusreegleid. Pangateenused jäävad suletuks.',
  unknown_text: 'Teenus andis selle tulemuse, mida komplekt ei tunne.',
  reason: 'Põhjus',
} satisfies Catalog['kybRequest'];
