/** Textos em português (Portugal) de <svc-ledger-suspend>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  ledger: 'Conta',
  unnamed: 'Conta sem nome',
  ledgerIdInvalid: 'Este formulário não tem um identificador de conta válido (ledger-id): não é possível enviar nada.',
  reason: 'Motivo',
  reasonHint: 'Porque é que a conta é suspensa, com {maximum} caracteres no máximo. O motivo fica guardado com a suspensão.',
  block: 'Operações recebidas',
  blockHint: 'Bloqueá-las recusa qualquer operação recebida na conta enquanto estiver suspensa, e o serviço fixa um limite por operação de 0 em cada um dos seus cartões.',
  blockYes: 'Bloqueá-las',
  blockNo: 'Continuar a aceitá-las',
  operator: 'Suspensa a pedido de',
  operatorHint: 'Opcional. Quem decidiu a suspensão; se ficar em branco, o serviço regista quem faz o pedido.',
  operatorNone: 'Não especificado',
  END_USER: 'O cliente',
  PARTNER: 'O parceiro',
  SERVICE: 'O operador do serviço',
  submit: 'Suspender a conta…',
  confirmTitle: 'Suspender {name}?',
  confirmCards: 'Todos os cartões desta conta também são suspensos.',
  confirmBlock: 'As operações recebidas serão bloqueadas e cada cartão terá um limite por operação de 0.',
  confirmKeep: 'As operações recebidas continuarão a ser aceites.',
  confirm: 'Sim, suspender',
  back: 'Voltar',
  suspended: '{name} está suspensa, tal como os seus cartões.',
} satisfies Catalog['ledgerSuspend'];
