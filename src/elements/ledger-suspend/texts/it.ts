/** Testi italiani di <svc-ledger-suspend>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  ledger: 'Conto',
  unnamed: 'Conto senza nome',
  ledgerIdInvalid: 'Questo modulo non ha un identificativo di conto valido (ledger-id): non è possibile inviare nulla.',
  reason: 'Motivo',
  reasonHint: 'Perché il conto viene sospeso, al massimo {maximum} caratteri. Il motivo è conservato con la sospensione.',
  block: 'Operazioni in entrata',
  blockHint: 'Bloccarle rifiuta ogni operazione in entrata sul conto finché è sospeso, e il servizio fissa a 0 il limite per operazione di ciascuna delle sue carte.',
  blockYes: 'Bloccarle',
  blockNo: 'Continuare ad accettarle',
  operator: 'Sospeso su richiesta di',
  operatorHint: 'Facoltativo. Chi ha deciso la sospensione; se vuoto, il servizio registra il chiamante.',
  operatorNone: 'Non specificato',
  END_USER: 'Il cliente',
  PARTNER: 'Il partner',
  SERVICE: 'L’operatore del servizio',
  submit: 'Sospendi il conto…',
  confirmTitle: 'Sospendere {name}?',
  confirmCards: 'Anche tutte le carte di questo conto vengono sospese.',
  confirmBlock: 'Le operazioni in entrata saranno bloccate e ogni carta avrà un limite per operazione pari a 0.',
  confirmKeep: 'Le operazioni in entrata continueranno a essere accettate.',
  confirm: 'Sì, sospendi',
  back: 'Indietro',
  suspended: '{name} è sospeso, insieme alle sue carte.',
} satisfies Catalog['ledgerSuspend'];
