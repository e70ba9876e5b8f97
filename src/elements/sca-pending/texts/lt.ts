/** <svc-sca-pending> tekstai. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Reikia patvirtinimo',
  pushInstructions: 'Atidarykite pranešimą, išsiųstą į Jūsų registruotą įrenginį, ir patvirtinkite šį veiksmą.',
  pushDevice: 'Įrenginys: {device}',
  joinCodeInstructions: 'Įveskite šį kodą savo registruotame įrenginyje, kad patvirtintumėte šį veiksmą:',
  signingInstructions: 'Šis veiksmas pasirašomas Jūsų registruotame įrenginyje…',
  requiredInstructions: 'Šį veiksmą reikia patvirtinti. Pradedama…',
  approveThenContinue: 'Patvirtinkite šį veiksmą savo registruotame įrenginyje, tada paspauskite „Tęsti“.',
  notApprovedYet: 'Dar nepatvirtinta. Patvirtinkite šį veiksmą savo registruotame įrenginyje, tada dar kartą paspauskite „Tęsti“.',
  continue: 'Tęsti',
  remaining: 'Liko {time}',
  announceStart: 'Reikia patvirtinimo. Liko {time}.',
  announceRemaining: 'Patvirtinti liko {time}.',
  approved: 'Patvirtinta.',
  expired: 'Patvirtinimo laikas baigėsi.',
  failed: 'Patvirtinti nepavyko.',
  cancel: 'Atšaukti',
  retry: 'Bandyti dar kartą',
} satisfies Catalog['scaPending'];
