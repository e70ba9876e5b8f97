/** Textos en español de <svc-partner-configuration>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  loading: 'Cargando la configuración del socio…',
  loadFailed: 'No se ha podido cargar la configuración del socio.',
  refresh: 'Actualizar',
  sections: {
    identity: 'Nombres y logotipo',
    address: 'Dirección',
    otp: 'Mensajes de los códigos de un solo uso',
    email: 'Remitente de los correos',
    contacts: 'Contactos',
    limits: 'Límites por defecto',
    other: 'Otros ajustes',
  },
  name: 'Nombre',
  displayName: 'Nombre en los documentos',
  logo: 'Logotipo',
  logoAlt: 'Logotipo de {name}',
  address: 'Dirección postal',
  consumerOtpMessage: 'A particulares',
  corporateOtpMessage: 'A empresas',
  senderEmailAddress: 'Dirección del remitente',
  senderEmailName: 'Nombre del remitente',
  contacts: {
    adminEmail: 'Administración',
    billingEmail: 'Facturación',
    commercialEmail: 'Comercial',
    techEmail: 'Técnico',
    complianceEmail: 'Cumplimiento',
  },
  limits: {
    ledger: 'Cuentas',
    sctInst: 'Transferencias inmediatas SEPA',
    limitedStatus: 'Usuarios con estado limitado',
  },
  limitNames: {
    transactionLimit: 'Por operación',
    transactionDailyLimit: 'Por día',
    transactionMonthlyLimit: 'Por mes',
    ddTransactionLimit: 'Adeudo directo, por operación',
    ddMonthlyLimit: 'Adeudos directos, por mes',
  },
  creationDate: 'Creada el',
  updateDate: 'Modificada el',
} satisfies Catalog['partnerConfiguration'];
