/** Textos en español de <svc-kyb-request>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  corporateIdInvalid: 'La empresa para la que está configurada esta solicitud no tiene un identificador válido (corporate-id): no se puede enviar nada.',
  title: 'Verificación de la empresa (KYB)',
  needed: 'Antes de solicitarla:',
  directors: 'cada administrador está declarado;',
  ubos: 'cada titular real está declarado: toda persona con el {threshold} % o más de las participaciones, o un titular real designado (UBO especial) si nadie las tiene;',
  kyc: 'cada uno tiene una verificación de identidad (KYC) validada: tras declarar a una persona, usted (el socio) le envía el enlace a su verificación de identidad. Ese enlace procede de su configuración KYC con el servicio; esta página no lo crea ni lo envía.',
  submit: 'Solicitar la verificación KYB',
  sent: 'Se ha solicitado la verificación KYB. Un responsable de cumplimiento revisa la empresa y decide el resultado.',
  outcomeTitle: 'Resultado',
  VALIDATED: 'Validada',
  VALIDATED_text: 'La empresa ha superado el KYB: tiene acceso a todas las funciones bancarias, incluidas sus cuentas.',
  NEED_ADDITIONAL_INFORMATION: 'Se necesita más información',
  NEED_ADDITIONAL_INFORMATION_text: 'Cumplimiento necesita más información antes de decidir. Complete lo que se pide y vuelva a solicitar la verificación.',
  DECLINED: 'Rechazada',
  DECLINED_text: 'La empresa no ha superado el KYB: sus datos incumplen las normas de cumplimiento. Las funciones bancarias siguen cerradas.',
  unknown_text: 'El servicio ha dado este resultado, que el kit no conoce.',
  reason: 'Motivo',
} satisfies Catalog['kybRequest'];
