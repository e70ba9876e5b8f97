/** Textos en español de <svc-company-onboarding>. */
import type { Catalog } from '../../../i18n/catalog.js';

// The words every journey shares, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.journey`), which knip cannot follow */
export { default as journey } from '../../../i18n/journey/es.js';

export default {
  progress: 'Progreso de su empresa',
  completeText: 'Ha completado todos los pasos. Le avisaremos en cuanto la verificación de la empresa tenga un resultado.',
  completeValidated: 'Su empresa está verificada. Ya tiene acceso a todos los servicios bancarios, incluidas sus cuentas.',
  noCompany: 'Este proceso no está asociado a ninguna empresa y no puede continuar. Póngase en contacto con nosotros.',
  blockedKyb: 'Su empresa no ha superado la verificación, por lo que no podemos abrirle servicios bancarios. Póngase en contacto con nosotros para obtener más información.',
  titles: {
    company: 'Datos de la empresa',
    people: 'Administradores y titulares',
    kyc: 'Verificaciones de identidad',
    documents: 'Documentos de la empresa',
    kyb: 'Verificación de la empresa',
  },
  intros: {
    company: 'Estos son los datos de su empresa que tenemos. Compruebe que son correctos antes de continuar.',
    people: 'Declare a cada administrador y a cada accionista. Quien posea una parte suficiente del capital, directamente o a través de otras sociedades, es titular real (UBO); si nadie la posee, designe uno (UBO designado).',
    kyc: 'Cada administrador y cada titular real verifica su identidad mediante un enlace personal que le enviamos. Solicite aquí el enlace de cada persona.',
    documents: 'Suba los documentos de la empresa, como sus estatutos o una nota simple del Registro Mercantil.',
    kyb: 'Cuando cada administrador y cada titular real tenga una verificación de identidad validada, solicite la verificación de la empresa (KYB). La revisa un responsable de cumplimiento normativo.',
  },
  legalName: 'Razón social',
  registrationNumber: 'Número de registro',
  country: 'País',
  address: 'Domicilio social',
  detailsWrong: '¿Hay algún dato incorrecto? Póngase en contacto con nosotros antes de continuar: estos datos no se pueden modificar aquí.',
  confirmDetails: 'Los datos son correctos',
  nobodyYet: 'Todavía no se ha declarado a nadie.',
  declaredTitle: 'Declarados hasta ahora:',
  unnamedPerson: 'Persona {number}',
  unnamedCompany: 'Empresa {number}',
  roles: { director: 'administrador', shareholder: 'accionista', ubo: 'titular real' },
  stillNeeded: 'Aún falta antes de la verificación:',
  needDirector: 'al menos un administrador;',
  needUbo: 'cada titular real: toda persona con el {threshold} % o más del capital, o un UBO designado si nadie llega a esa cifra.',
  nobodyNeedsKyc: 'Todavía no se ha declarado ningún administrador ni titular real. Vuelva al paso anterior para declararlos.',
  kycLabel: 'Verificación de identidad',
  kycStatus: {
    notStarted: 'sin iniciar',
    inProgress: 'en curso',
    aborted: 'interrumpida antes de terminar',
    validated: 'validada',
    declined: 'rechazada',
  },
  sendLink: 'Enviar el enlace a {name}',
  sendAgain: 'Volver a enviar el enlace a {name}',
  linkSent: 'El enlace está en camino.',
  linkNotSent: 'No se ha podido enviar el enlace desde aquí. Póngase en contacto con nosotros.',
  kybWaiting: 'Podrá solicitar la verificación cuando cada administrador y cada titular real tenga una verificación de identidad validada. Vuelva entonces: continuará justo aquí.',
  waitingFor: 'Verificaciones de identidad aún sin validar:',
} satisfies Catalog['companyOnboarding'];
