/** Teksty <svc-onboarding> po polsku. */
import type { Catalog } from '../../../i18n/catalog.js';

// The words every journey shares, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.journey`), which knip cannot follow */
export { default as journey } from '../../../i18n/journey/pl.js';

export default {
  progress: 'Postęp',
  reading: 'Sprawdzamy, na którym kroku skończono…',
  completeText: 'Wszystkie kroki zostały ukończone. Dziękujemy za poświęcony czas.',
  noCustomer: 'Ten proces nie jest powiązany z żadnym klientem i nie może być kontynuowany. Skontaktuj się z nami.',
  blockedPhone: 'Ten numer telefonu należy już do klienta. Zaloguj się lub skontaktuj się z nami, jeśli uważasz, że to pomyłka.',
  blockedKyc: 'Nie udało się potwierdzić tożsamości, dlatego nie możemy otworzyć rachunku. Skontaktuj się z nami, aby dowiedzieć się więcej.',
  titles: {
    'sign-up': 'Rejestracja',
    phone: 'Numer telefonu',
    profile: 'Dane osobowe',
    identity: 'Dokument tożsamości',
    kyc: 'Weryfikacja tożsamości',
    account: 'Rachunek',
    card: 'Karta',
  },
  intros: {
    'sign-up': 'Podaj swoje dane i sposób kontaktu. To zajmie tylko kilka minut.',
    phone: 'Wyślemy kod SMS-em na podany numer. Wpisz go tutaj, aby potwierdzić ten numer.',
    profile: 'Kilka pytań, które musi zadać każdy bank: czym się zajmujesz, skąd pochodzą środki i do czego będzie służył rachunek.',
    identity: 'Prześlij wyraźne zdjęcie lub skan dowodu osobistego albo prawa jazdy, abyśmy mogli potwierdzić tożsamość.',
    kyc: 'Sprawdzamy podane dane i dokument. Zwykle trwa to kilka minut. Możesz wyjść i wrócić później: zaczniesz dokładnie w tym miejscu.',
    account: 'Wybierz kraj numeru IBAN i, jeśli chcesz, nadaj rachunkowi nazwę.',
    card: 'Zamów kartę płatniczą powiązaną z rachunkiem.',
  },
} satisfies Catalog['onboarding'];
