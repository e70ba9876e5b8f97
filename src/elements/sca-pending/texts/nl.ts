/** Teksten van <svc-sca-pending>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Goedkeuring nodig',
  pushInstructions: 'Open de melding die we naar uw geregistreerde apparaat hebben gestuurd en keur deze actie goed.',
  pushDevice: 'Apparaat: {device}',
  joinCodeInstructions: 'Voer deze code in op uw geregistreerde apparaat om deze actie goed te keuren:',
  signingInstructions: 'Deze actie wordt ondertekend op uw geregistreerde apparaat…',
  requiredInstructions: 'Deze actie moet u goedkeuren. Bezig met starten…',
  approveThenContinue: 'Keur deze actie goed op uw geregistreerde apparaat en kies daarna Doorgaan.',
  notApprovedYet: 'Nog niet goedgekeurd. Keur deze actie goed op uw geregistreerde apparaat en kies daarna opnieuw Doorgaan.',
  continue: 'Doorgaan',
  remaining: 'Nog {time}',
  announceStart: 'Goedkeuring nodig. Nog {time}.',
  announceRemaining: 'Nog {time} om goed te keuren.',
  approved: 'Goedgekeurd.',
  expired: 'De tijd om goed te keuren is verstreken.',
  failed: 'De goedkeuring is niet gelukt.',
  cancel: 'Annuleren',
  retry: 'Opnieuw proberen',
} satisfies Catalog['scaPending'];
