/** Nederlandse teksten van <svc-ledger-suspend>, en van de actie Opschorten in <svc-ledger-list> (samen te voegen in ledgerList). */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  ledger: 'Rekening',
  unnamed: 'Rekening zonder naam',
  ledgerIdInvalid: 'Dit formulier heeft geen geldige rekeningidentificatie (ledger-id), dus er kan niets worden verzonden.',
  reason: 'Reden',
  reasonHint: 'Waarom de rekening wordt opgeschort, maximaal {maximum} tekens. De reden wordt bij de opschorting bewaard.',
  block: 'Inkomende verrichtingen',
  blockHint: 'Blokkeren weigert elke inkomende verrichting zolang de rekening is opgeschort, en de dienst zet op elke kaart van de rekening een verrichtingslimiet van 0.',
  blockYes: 'Blokkeren',
  blockNo: 'Blijven aanvaarden',
  operator: 'Opgeschort namens',
  operatorHint: 'Optioneel. Wie tot de opschorting besliste; leeg gelaten registreert de dienst de aanroeper.',
  operatorNone: 'Niet opgegeven',
  END_USER: 'De klant',
  PARTNER: 'De partner',
  SERVICE: 'De operator van de dienst',
  submit: 'Rekening opschorten…',
  confirmTitle: '{name} opschorten?',
  confirmCards: 'Alle kaarten van deze rekening worden ook opgeschort.',
  confirmBlock: 'Inkomende verrichtingen worden geblokkeerd en elke kaart krijgt een verrichtingslimiet van 0.',
  confirmKeep: 'Inkomende verrichtingen worden nog steeds aanvaard.',
  confirm: 'Ja, opschorten',
  back: 'Terug',
  suspended: '{name} is opgeschort, net als de kaarten ervan.',
} satisfies Catalog['ledgerSuspend'];
