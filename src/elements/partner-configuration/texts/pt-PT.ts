/** Textos em português (Portugal) de <svc-partner-configuration>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  loading: 'A carregar a configuração do parceiro…',
  loadFailed: 'Não foi possível carregar a configuração do parceiro.',
  refresh: 'Atualizar',
  sections: {
    identity: 'Nomes e logótipo',
    address: 'Morada',
    otp: 'Mensagens dos códigos de utilização única',
    email: 'Remetente dos e-mails',
    contacts: 'Contactos',
    limits: 'Limites predefinidos',
    other: 'Outras definições',
  },
  name: 'Nome',
  displayName: 'Nome nos documentos',
  logo: 'Logótipo',
  logoAlt: 'Logótipo de {name}',
  address: 'Morada postal',
  consumerOtpMessage: 'Para particulares',
  corporateOtpMessage: 'Para empresas',
  senderEmailAddress: 'Endereço do remetente',
  senderEmailName: 'Nome do remetente',
  contacts: {
    adminEmail: 'Administração',
    billingEmail: 'Faturação',
    commercialEmail: 'Comercial',
    techEmail: 'Técnico',
    complianceEmail: 'Conformidade',
  },
  limits: {
    ledger: 'Contas',
    sctInst: 'Transferências imediatas SEPA',
    limitedStatus: 'Utilizadores com estado limitado',
  },
  limitNames: {
    transactionLimit: 'Por operação',
    transactionDailyLimit: 'Por dia',
    transactionMonthlyLimit: 'Por mês',
    ddTransactionLimit: 'Débito direto, por operação',
    ddMonthlyLimit: 'Débitos diretos, por mês',
  },
  creationDate: 'Criada em',
  updateDate: 'Alterada em',
} satisfies Catalog['partnerConfiguration'];
