/** Lietuviški tekstai — <svc-kyb-request>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  corporateIdInvalid: 'Įmonė, kuriai nustatytas šis prašymas, neturi galiojančio identifikatoriaus (corporate-id), todėl nieko negalima išsiųsti.',
  title: 'Įmonės patikra (KYB)',
  needed: 'Prieš jos prašant:',
  directors: 'nurodytas kiekvienas vadovas;',
  ubos: 'nurodytas kiekvienas naudos gavėjas: kiekvienas asmuo, turintis {threshold} % ar daugiau akcijų, arba paskirtas (specialusis) UBO, jei tiek neturi niekas;',
  kyc: 'kiekvieno jų tapatybė patvirtinta (KYC): nurodę asmenį, jūs (partneris) nusiunčiate jam nuorodą į jo tapatybės patikrą. Nuoroda gaunama iš jūsų KYC sąrankos paslaugoje; šis puslapis jos nesukuria ir nesiunčia.',
  submit: 'Prašyti KYB patikros',
  sent: 'KYB patikros paprašyta. Atitikties specialistas peržiūri įmonę ir nustato rezultatą.',
  outcomeTitle: 'Rezultatas',
  VALIDATED: 'Patvirtinta',
  VALIDATED_text: 'Įmonė išlaikė KYB: jai atvertos visos banko funkcijos, įskaitant sąskaitas.',
  NEED_ADDITIONAL_INFORMATION: 'Reikia daugiau informacijos',
  NEED_ADDITIONAL_INFORMATION_text: 'Atitikties skyriui reikia daugiau informacijos prieš priimant sprendimą. Pateikite, ko prašoma, ir vėl paprašykite patikros.',
  DECLINED: 'Atmesta',
  DECLINED_text: 'Įmonė neišlaikė KYB: jos duomenys pažeidžia atitikties taisykles. Banko funkcijos lieka uždarytos.',
  unknown_text: 'Paslauga pateikė šį rezultatą, kurio rinkinys nežino.',
  reason: 'Priežastis',
} satisfies Catalog['kybRequest'];
