/** Textos de los pasos que siguen a un cambio de datos de contacto (<svc-consumer-form>, <svc-consumer-status>). */
import type { Catalog } from '../catalog.js';

export default {
  title: 'Próximos pasos',
  email: 'La dirección de correo electrónico {email} debe verificarse de nuevo.',
  sendEmail: 'Enviar el correo de verificación',
  emailSent: 'Se ha enviado un correo de verificación a {email}.',
  phone: 'El número de teléfono {phone} debe verificarse con un código que se le envía.',
  sendCode: 'Enviar el código',
  resendCode: 'Enviar un código nuevo',
  codeSent: 'Se ha enviado un código al {phone}.',
  code: 'Código de verificación',
  codeHint: 'El código recibido por SMS.',
  verify: 'Verificar',
  phoneVerified: 'El número de teléfono {phone} está verificado.',
  address: 'El servicio revisará la nueva dirección. Pida al cliente que confirme que es correcta y completa.',
} satisfies Catalog['contactFollowUps'];
