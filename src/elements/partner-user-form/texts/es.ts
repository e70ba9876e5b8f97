/** Textos en español de <svc-partner-user-form>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  section: 'Nuevo miembro del equipo',
  email: 'Correo electrónico',
  emailHint: 'Inicia sesión con esta dirección. {maximum} caracteres como máximo.',
  roles: 'Roles',
  rolesHint: 'Lo que puede hacer este miembro. Si no se marca nada, la cuenta no tiene ningún rol.',
  submit: 'Crear la cuenta',
  created: 'Cuenta creada para {email}.',
  again: 'Añadir otro miembro',
  otp: 'Contraseña de un solo uso',
  otpHint: 'Comuníquela por un canal seguro: sirve para un único inicio de sesión y después el miembro elige la suya. Solo se muestra aquí, una vez, y desaparece al añadir otro miembro o salir de esta página.',
  copy: 'Copiar',
  copied: 'Copiada.',
  copyRefused: 'El navegador no ha permitido copiar. La contraseña está seleccionada: cópiela con Ctrl+C (⌘C en Mac).',
  otpGone: 'La contraseña de un solo uso se ha mostrado una vez y ya no se muestra.',
} satisfies Catalog['partnerUserForm'];
