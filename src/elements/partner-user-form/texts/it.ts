/** Testi italiani di <svc-partner-user-form>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  section: 'Nuovo membro del team',
  email: 'Indirizzo e-mail',
  emailHint: 'Accede con questo indirizzo. Al massimo {maximum} caratteri.',
  roles: 'Ruoli',
  rolesHint: 'Che cosa può fare questo membro. Se non seleziona nulla, il profilo non ha alcun ruolo.',
  submit: 'Crea il profilo',
  created: 'Profilo creato per {email}.',
  again: 'Aggiungi un altro membro',
  otp: 'Password monouso',
  otpHint: 'La trasmetta attraverso un canale sicuro: serve per un solo accesso, poi il membro sceglie la propria. È mostrata solo qui, una sola volta, e scompare quando aggiunge un altro membro o lascia questa pagina.',
  copy: 'Copia',
  copied: 'Copiata.',
  copyRefused: 'Il browser non ha consentito la copia. La password è selezionata: la copi con Ctrl+C (⌘C su Mac).',
  otpGone: 'La password monouso è stata mostrata una volta e non lo è più.',
} satisfies Catalog['partnerUserForm'];
