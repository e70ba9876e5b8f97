/** Polskie teksty <svc-partner-configuration>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  loading: 'Wczytywanie konfiguracji partnera…',
  loadFailed: 'Nie udało się wczytać konfiguracji partnera.',
  refresh: 'Odśwież',
  sections: {
    identity: 'Nazwy i logo',
    address: 'Adres',
    otp: 'Wiadomości z kodami jednorazowymi',
    email: 'Nadawca e-maili',
    contacts: 'Kontakty',
    limits: 'Limity domyślne',
    other: 'Inne ustawienia',
  },
  name: 'Nazwa',
  displayName: 'Nazwa w dokumentach',
  logo: 'Logo',
  logoAlt: 'Logo: {name}',
  address: 'Adres pocztowy',
  consumerOtpMessage: 'Do klientów indywidualnych',
  corporateOtpMessage: 'Do firm',
  senderEmailAddress: 'Adres nadawcy',
  senderEmailName: 'Nazwa nadawcy',
  contacts: {
    adminEmail: 'Administracja',
    billingEmail: 'Rozliczenia',
    commercialEmail: 'Sprawy handlowe',
    techEmail: 'Sprawy techniczne',
    complianceEmail: 'Zgodność',
  },
  limits: {
    ledger: 'Rachunki',
    sctInst: 'Przelewy natychmiastowe SEPA',
    limitedStatus: 'Użytkownicy o statusie ograniczonym',
  },
  limitNames: {
    transactionLimit: 'Na transakcję',
    transactionDailyLimit: 'Dziennie',
    transactionMonthlyLimit: 'Miesięcznie',
    ddTransactionLimit: 'Polecenie zapłaty, na transakcję',
    ddMonthlyLimit: 'Polecenia zapłaty, miesięcznie',
  },
  creationDate: 'Utworzono',
  updateDate: 'Zmieniono',
} satisfies Catalog['partnerConfiguration'];
