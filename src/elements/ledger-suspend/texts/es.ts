/** Textos en español de <svc-ledger-suspend>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  ledger: 'Cuenta',
  unnamed: 'Cuenta sin nombre',
  ledgerIdInvalid: 'Este formulario no tiene un identificador de cuenta válido (ledger-id): no se puede enviar nada.',
  reason: 'Motivo',
  reasonHint: 'Por qué se suspende la cuenta, con {maximum} caracteres como máximo. El motivo se guarda con la suspensión.',
  block: 'Operaciones entrantes',
  blockHint: 'Bloquearlas rechaza cualquier operación entrante en la cuenta mientras esté suspendida, y el servicio fija un límite por operación de 0 en cada una de sus tarjetas.',
  blockYes: 'Bloquearlas',
  blockNo: 'Seguir aceptándolas',
  operator: 'Suspendida a petición de',
  operatorHint: 'Opcional. Quién decidió la suspensión; si se deja en blanco, el servicio registra a quien hace la llamada.',
  operatorNone: 'Sin especificar',
  END_USER: 'El cliente',
  PARTNER: 'El socio',
  SERVICE: 'El operador del servicio',
  submit: 'Suspender la cuenta…',
  confirmTitle: '¿Suspender {name}?',
  confirmCards: 'También se suspenden todas las tarjetas de esta cuenta.',
  confirmBlock: 'Se bloquearán las operaciones entrantes y cada tarjeta tendrá un límite por operación de 0.',
  confirmKeep: 'Se seguirán aceptando las operaciones entrantes.',
  confirm: 'Sí, suspender',
  back: 'Volver',
  suspended: '{name} está suspendida, igual que sus tarjetas.',
} satisfies Catalog['ledgerSuspend'];
