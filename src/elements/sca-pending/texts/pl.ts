/** Polskie teksty <svc-sca-pending>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  title: 'Wymagane zatwierdzenie',
  pushInstructions: 'Otwórz powiadomienie wysłane na zarejestrowane urządzenie i zatwierdź tę operację.',
  pushDevice: 'Urządzenie: {device}',
  joinCodeInstructions: 'Wpisz ten kod na zarejestrowanym urządzeniu, aby zatwierdzić tę operację:',
  signingInstructions: 'Podpisywanie tej operacji na zarejestrowanym urządzeniu…',
  requiredInstructions: 'Tę operację trzeba zatwierdzić. Uruchamianie…',
  approveThenContinue: 'Zatwierdź tę operację na zarejestrowanym urządzeniu, a potem naciśnij Dalej.',
  notApprovedYet: 'Jeszcze nie zatwierdzono. Zatwierdź tę operację na zarejestrowanym urządzeniu, a potem ponownie naciśnij Dalej.',
  continue: 'Dalej',
  remaining: 'Pozostały czas: {time}',
  announceStart: 'Wymagane zatwierdzenie. Pozostały czas: {time}.',
  announceRemaining: 'Pozostały czas na zatwierdzenie: {time}.',
  approved: 'Operacja zatwierdzona.',
  expired: 'Czas na zatwierdzenie minął.',
  failed: 'Zatwierdzenie nie powiodło się.',
  cancel: 'Anuluj',
  retry: 'Spróbuj ponownie',
} satisfies Catalog['scaPending'];
