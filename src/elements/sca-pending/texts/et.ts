/** Elemendi <svc-sca-pending> tekstid. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Vaja on kinnitust',
  pushInstructions: 'Avage Teie registreeritud seadmesse saadetud teavitus ja kinnitage see toiming.',
  pushDevice: 'Seade: {device}',
  joinCodeInstructions: 'Sisestage see kood oma registreeritud seadmes, et toiming kinnitada:',
  signingInstructions: 'Toimingut allkirjastatakse Teie registreeritud seadmes…',
  requiredInstructions: 'See toiming vajab kinnitust. Alustamine…',
  approveThenContinue: 'Kinnitage see toiming oma registreeritud seadmes ja vajutage siis „Jätka“.',
  notApprovedYet: 'Veel kinnitamata. Kinnitage see toiming oma registreeritud seadmes ja vajutage siis uuesti „Jätka“.',
  continue: 'Jätka',
  remaining: 'Aega jäänud: {time}',
  announceStart: 'Vaja on kinnitust. Aega jäänud: {time}.',
  announceRemaining: 'Kinnitamiseks on jäänud {time}.',
  approved: 'Kinnitatud.',
  expired: 'Kinnitamise aeg sai otsa.',
  failed: 'Kinnitamine ebaõnnestus.',
  cancel: 'Tühista',
  retry: 'Proovi uuesti',
} satisfies Catalog['scaPending'];
