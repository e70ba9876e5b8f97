/** Teksten van <svc-onboarding>. */
import type { Catalog } from '../../../i18n/catalog.js';

// The words every journey shares, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.journey`), which knip cannot follow */
export { default as journey } from '../../../i18n/journey/nl.js';

export default {
  progress: 'Uw voortgang',
  reading: 'We kijken waar u gebleven was…',
  completeText: 'Alle stappen zijn voltooid. Bedankt voor uw tijd.',
  noCustomer: 'Dit traject is niet aan een klant gekoppeld en kan niet verder. Neem contact met ons op.',
  blockedPhone: 'Dit telefoonnummer hoort al bij een klant. Log in plaats daarvan in, of neem contact met ons op als u denkt dat dit niet klopt.',
  blockedKyc: 'We konden uw identiteit niet bevestigen en kunnen daarom geen rekening voor u openen. Neem contact met ons op voor meer informatie.',
  titles: {
    'sign-up': 'Aanmelden',
    phone: 'Telefoonnummer',
    profile: 'Over u',
    identity: 'Identiteitsbewijs',
    kyc: 'Identiteitscontrole',
    account: 'Uw rekening',
    card: 'Uw kaart',
  },
  intros: {
    'sign-up': 'Vertel ons wie u bent en hoe we u kunnen bereiken. Dit duurt maar een paar minuten.',
    phone: 'We sturen een code per sms naar het opgegeven nummer. Vul die hier in om te bevestigen dat het nummer van u is.',
    profile: 'Een paar vragen die elke bank moet stellen: wat u doet, waar uw geld vandaan komt en waarvoor u de rekening gebruikt.',
    identity: 'Upload een duidelijke foto of scan van uw identiteitskaart of rijbewijs, zodat we kunnen bevestigen wie u bent.',
    kyc: 'We controleren uw gegevens en uw document. Dat duurt meestal enkele minuten. U kunt weggaan en later terugkomen: u gaat dan hier verder.',
    account: 'Kies het land van uw IBAN en geef uw rekening desgewenst een naam.',
    card: 'Bestel de betaalkaart bij uw rekening.',
  },
} satisfies Catalog['onboarding'];
