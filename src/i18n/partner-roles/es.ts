/** Nombres de los roles de un usuario del socio (<svc-partner-user-list>, <svc-partner-user-form>). */
import type { Catalog } from '../catalog.js';

export default {
  ACCOUNT_CREATE: 'Abrir cuentas',
  BANKING_DETAILS_DOCUMENT_EXPORT: 'Exportar certificados de titularidad',
  BENEFICIARY_CREATE: 'Añadir beneficiarios',
  BENEFICIARY_INFO: 'Consultar un beneficiario',
  BENEFICIARY_LIST: 'Listar beneficiarios',
  BENEFICIARY_UPDATE: 'Modificar beneficiarios',
  DIRECT_DEBIT_MANDATE_CREATE: 'Crear órdenes de domiciliación',
  DIRECT_DEBIT_MANDATE_UPDATE: 'Modificar órdenes de domiciliación',
  DIRECT_DEBIT_MANDATE_ACTIVATE: 'Activar órdenes de domiciliación',
  DIRECT_DEBIT_MANDATE_CANCEL: 'Cancelar órdenes de domiciliación',
} satisfies Catalog['partnerRoles'];
