/** Designações das funções de um utilizador do parceiro (<svc-partner-user-list>, <svc-partner-user-form>). */
import type { Catalog } from '../catalog.js';

export default {
  ACCOUNT_CREATE: 'Abrir contas',
  BANKING_DETAILS_DOCUMENT_EXPORT: 'Exportar comprovativos de IBAN',
  BENEFICIARY_CREATE: 'Adicionar beneficiários',
  BENEFICIARY_INFO: 'Consultar um beneficiário',
  BENEFICIARY_LIST: 'Listar beneficiários',
  BENEFICIARY_UPDATE: 'Alterar beneficiários',
  DIRECT_DEBIT_MANDATE_CREATE: 'Criar autorizações de débito direto',
  DIRECT_DEBIT_MANDATE_UPDATE: 'Alterar autorizações de débito direto',
  DIRECT_DEBIT_MANDATE_ACTIVATE: 'Ativar autorizações de débito direto',
  DIRECT_DEBIT_MANDATE_CANCEL: 'Cancelar autorizações de débito direto',
} satisfies Catalog['partnerRoles'];
