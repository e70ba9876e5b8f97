/** Textos en español de <svc-onboarding>. */
import type { Catalog } from '../../../i18n/catalog.js';

// The words every journey shares, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.journey`), which knip cannot follow */
export { default as journey } from '../../../i18n/journey/es.js';

export default {
  progress: 'Su progreso',
  reading: 'Comprobando dónde lo dejó…',
  completeText: 'Ha completado todos los pasos. Gracias por su tiempo.',
  noCustomer: 'Este proceso no está asociado a ningún cliente y no puede continuar. Póngase en contacto con nosotros.',
  blockedPhone: 'Este número de teléfono ya pertenece a un cliente. Inicie sesión o, si cree que se trata de un error, póngase en contacto con nosotros.',
  blockedKyc: 'No hemos podido verificar su identidad, por lo que no podemos abrirle una cuenta. Póngase en contacto con nosotros para más información.',
  titles: {
    'sign-up': 'Registro',
    phone: 'Número de teléfono',
    profile: 'Sobre usted',
    identity: 'Documento de identidad',
    kyc: 'Verificación de identidad',
    account: 'Su cuenta',
    card: 'Su tarjeta',
  },
  intros: {
    'sign-up': 'Díganos quién es y cómo contactarle. Solo le llevará unos minutos.',
    phone: 'Enviamos un código por SMS al número que nos ha indicado. Introdúzcalo aquí para confirmar que el número es suyo.',
    profile: 'Algunas preguntas que todo banco debe hacer: a qué se dedica, de dónde procede su dinero y qué uso dará a la cuenta.',
    identity: 'Suba una foto o un escaneo legible de su DNI o de su permiso de conducir, para que podamos confirmar su identidad.',
    kyc: 'Estamos revisando sus datos y su documento. Suele tardar unos minutos. Puede salir y volver más tarde: continuará justo aquí.',
    account: 'Elija el país de su IBAN y, si lo desea, ponga un nombre a su cuenta.',
    card: 'Solicite la tarjeta de pago asociada a su cuenta.',
  },
} satisfies Catalog['onboarding'];
