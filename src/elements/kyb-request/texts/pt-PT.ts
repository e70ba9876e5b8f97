/** Textos em português (Portugal) de <svc-kyb-request>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  corporateIdInvalid: 'A empresa para a qual este pedido está configurado não tem um identificador válido (corporate-id): não é possível enviar nada.',
  title: 'Verificação da empresa (KYB)',
  needed: 'Antes de a pedir:',
  directors: 'cada administrador está declarado;',
  ubos: 'cada beneficiário efetivo está declarado: qualquer pessoa que detenha {threshold} % ou mais das participações, ou um beneficiário efetivo designado (UBO especial) se ninguém as detiver;',
  kyc: 'cada um tem uma verificação de identidade (KYC) validada: depois de declarar uma pessoa, cabe a si, enquanto parceiro, enviar-lhe a ligação para a verificação de identidade. Essa ligação vem da sua configuração KYC junto do serviço; esta página não a cria nem a envia.',
  submit: 'Pedir a verificação KYB',
  sent: 'A verificação KYB foi pedida. Um responsável de conformidade analisa a empresa e decide o resultado.',
  outcomeTitle: 'Resultado',
  VALIDATED: 'Validada',
  VALIDATED_text: 'A empresa passou o KYB: tem acesso a todas as funções bancárias, incluindo as suas contas.',
  NEED_ADDITIONAL_INFORMATION: 'São necessárias mais informações',
  NEED_ADDITIONAL_INFORMATION_text: 'A conformidade precisa de mais informações antes de decidir. Complete o que é pedido e volte a pedir a verificação.',
  DECLINED: 'Recusada',
  DECLINED_text: 'A empresa não passou o KYB: os seus dados violam as regras de conformidade. As funções bancárias continuam fechadas.',
  unknown_text: 'O serviço deu este resultado, que o kit não conhece.',
  reason: 'Motivo',
} satisfies Catalog['kybRequest'];
