/** Nederlandse teksten van <svc-company-onboarding>. */
import type { Catalog } from '../../../i18n/catalog.js';

// The words every journey shares, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.journey`), which knip cannot follow */
export { default as journey } from '../../../i18n/journey/nl.js';

export default {
  progress: 'Voortgang van uw onderneming',
  completeText: 'Alle stappen zijn voltooid. We laten het u weten zodra de verificatie van de onderneming een uitkomst heeft.',
  completeValidated: 'Uw onderneming is geverifieerd. Alle bankdiensten staan nu voor haar open, ook haar rekeningen.',
  noCompany: 'Dit traject is niet ingesteld voor een onderneming en kan dus niet verder. Neem contact met ons op.',
  blockedKyb: 'Uw onderneming is niet door de verificatie gekomen, dus kunnen we geen bankdiensten voor haar openen. Neem contact met ons op voor meer informatie.',
  titles: {
    company: 'Gegevens van de onderneming',
    people: 'Bestuurders en eigenaars',
    kyc: 'Identiteitscontroles',
    documents: 'Documenten van de onderneming',
    kyb: 'Verificatie van de onderneming',
  },
  intros: {
    company: 'Dit zijn de gegevens die wij van uw onderneming hebben. Controleer of ze kloppen voordat u verdergaat.',
    people: 'Geef elke bestuurder en elke aandeelhouder op. Wie genoeg aandelen bezit, rechtstreeks of via andere ondernemingen, is een uiteindelijk belanghebbende (UBO); bezit niemand genoeg, wijs er dan een aan (pseudo-UBO).',
    kyc: 'Elke bestuurder en elke UBO controleert zijn identiteit via een persoonlijke link die wij sturen. Vraag hier de link voor elke persoon aan.',
    documents: 'Upload de documenten van de onderneming, zoals de statuten of een uittreksel uit het handelsregister.',
    kyb: 'Zodra elke bestuurder en elke UBO een goedgekeurde identiteitscontrole heeft, vraagt u de verificatie van de onderneming (KYB) aan. Een compliance officer beoordeelt die.',
  },
  legalName: 'Statutaire naam',
  registrationNumber: 'Registratienummer',
  country: 'Land',
  address: 'Statutair adres',
  detailsWrong: 'Klopt er iets niet? Neem contact met ons op voordat u verdergaat: deze gegevens kunnen hier niet worden gewijzigd.',
  confirmDetails: 'Deze gegevens kloppen',
  nobodyYet: 'Er is nog niemand opgegeven.',
  declaredTitle: 'Tot nu toe opgegeven:',
  unnamedPerson: 'Persoon {number}',
  unnamedCompany: 'Onderneming {number}',
  roles: { director: 'bestuurder', shareholder: 'aandeelhouder', ubo: 'UBO' },
  stillNeeded: 'Nog nodig vóór de verificatie:',
  needDirector: 'ten minste één bestuurder;',
  needUbo: 'elke UBO: iedereen die {threshold} % of meer van de aandelen bezit, of een aangewezen UBO (pseudo-UBO) als niemand dat doet.',
  nobodyNeedsKyc: 'Er is nog geen bestuurder of UBO opgegeven. Ga een stap terug om ze op te geven.',
  kycLabel: 'Identiteitscontrole',
  kycStatus: {
    notStarted: 'niet gestart',
    inProgress: 'bezig',
    aborted: 'voortijdig gestopt',
    validated: 'goedgekeurd',
    declined: 'afgewezen',
  },
  sendLink: 'Link sturen naar {name}',
  sendAgain: 'Link opnieuw sturen naar {name}',
  linkSent: 'De link wordt verstuurd.',
  linkNotSent: 'De link kon hier niet worden verstuurd. Neem contact met ons op.',
  kybWaiting: 'De verificatie kan worden aangevraagd zodra elke bestuurder en elke UBO een goedgekeurde identiteitscontrole heeft. Kom dan terug: u gaat hier verder waar u was.',
  waitingFor: 'Identiteitscontroles nog niet goedgekeurd:',
} satisfies Catalog['companyOnboarding'];
