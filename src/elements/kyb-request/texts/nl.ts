/** Nederlandse teksten — <svc-kyb-request>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  corporateIdInvalid: 'Het bedrijf waarvoor deze aanvraag is ingesteld heeft geen geldige identificatie (corporate-id), dus er kan niets worden verstuurd.',
  title: 'Bedrijfsverificatie (KYB)',
  needed: 'Voordat u die aanvraagt:',
  directors: 'elke bestuurder is opgegeven;',
  ubos: 'elke UBO is opgegeven: iedere persoon met {threshold} % of meer van de aandelen, of een aangewezen (speciale) UBO als niemand die heeft;',
  kyc: 'ieder van hen heeft een goedgekeurde identiteitscontrole (KYC): nadat u een persoon hebt opgegeven, stuurt u (de partner) hem of haar de link naar de identiteitscontrole. De link komt uit uw KYC-inrichting bij de dienst; deze pagina maakt of verstuurt hem niet.',
  submit: 'KYB-verificatie aanvragen',
  sent: 'De KYB-verificatie is aangevraagd. Een compliance officer beoordeelt het bedrijf en bepaalt de uitkomst.',
  outcomeTitle: 'Uitkomst',
  VALIDATED: 'Goedgekeurd',
  VALIDATED_text: 'Het bedrijf is door de KYB: alle bankfuncties staan ervoor open, ook de rekeningen.',
  NEED_ADDITIONAL_INFORMATION: 'Meer informatie nodig',
  NEED_ADDITIONAL_INFORMATION_text: 'Compliance heeft meer informatie nodig om te beslissen. Vul aan wat gevraagd wordt en vraag de verificatie daarna opnieuw aan.',
  DECLINED: 'Afgewezen',
  DECLINED_text: 'Het bedrijf is niet door de KYB: de gegevens zijn in strijd met de compliance-regels. De bankfuncties blijven gesloten.',
  unknown_text: 'De dienst gaf deze uitkomst, die de kit niet kent.',
  reason: 'Reden',
} satisfies Catalog['kybRequest'];
