/** Teksty <svc-company-onboarding> po polsku. */
import type { Catalog } from '../../../i18n/catalog.js';

// The words every journey shares, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.journey`), which knip cannot follow */
export { default as journey } from '../../../i18n/journey/pl.js';

export default {
  progress: 'Postęp firmy',
  completeText: 'Wszystkie kroki zostały ukończone. Poinformujemy Cię, gdy tylko weryfikacja firmy zakończy się wynikiem.',
  completeValidated: 'Twoja firma została zweryfikowana. Wszystkie usługi bankowe, w tym jej rachunki, są już dostępne.',
  noCompany: 'Ten proces nie jest przypisany do żadnej firmy, więc nie można go kontynuować. Skontaktuj się z nami.',
  blockedKyb: 'Twoja firma nie przeszła weryfikacji, dlatego nie możemy udostępnić jej usług bankowych. Skontaktuj się z nami, aby dowiedzieć się więcej.',
  titles: {
    company: 'Dane firmy',
    people: 'Członkowie zarządu i właściciele',
    kyc: 'Weryfikacja tożsamości',
    documents: 'Dokumenty firmy',
    kyb: 'Weryfikacja firmy',
  },
  intros: {
    company: 'To dane Twojej firmy, którymi dysponujemy. Zanim przejdziesz dalej, sprawdź, czy są poprawne.',
    people: 'Zgłoś każdego członka zarządu i każdego udziałowca. Osoba posiadająca wystarczającą część udziałów, bezpośrednio lub przez inne spółki, jest beneficjentem rzeczywistym (UBO); jeśli nikt jej nie posiada, wskaż taką osobę (wyznaczony UBO).',
    kyc: 'Każdy członek zarządu i każdy beneficjent rzeczywisty potwierdza swoją tożsamość za pomocą osobistego linku, który mu wysyłamy. Tutaj poproś o link dla każdej osoby.',
    documents: 'Prześlij dokumenty firmy, np. umowę spółki lub odpis z KRS.',
    kyb: 'Gdy każdy członek zarządu i każdy beneficjent rzeczywisty będzie mieć zatwierdzoną weryfikację tożsamości, złóż wniosek o weryfikację firmy (KYB). Rozpatruje go pracownik działu zgodności.',
  },
  legalName: 'Nazwa (firma)',
  registrationNumber: 'Numer rejestrowy',
  country: 'Kraj',
  address: 'Adres siedziby',
  detailsWrong: 'Coś się nie zgadza? Skontaktuj się z nami, zanim przejdziesz dalej: tych danych nie można tu zmienić.',
  confirmDetails: 'Dane są poprawne',
  nobodyYet: 'Nikt nie został jeszcze zgłoszony.',
  declaredTitle: 'Zgłoszeni dotąd:',
  unnamedPerson: 'Osoba {number}',
  unnamedCompany: 'Firma {number}',
  roles: { director: 'członek zarządu', shareholder: 'udziałowiec', ubo: 'beneficjent rzeczywisty' },
  stillNeeded: 'Przed weryfikacją brakuje jeszcze:',
  needDirector: 'co najmniej jednego członka zarządu;',
  needUbo: 'każdego beneficjenta rzeczywistego: każdej osoby posiadającej co najmniej {threshold} % udziałów albo wyznaczonego UBO, jeśli nikt nie ma tylu udziałów.',
  nobodyNeedsKyc: 'Nie zgłoszono jeszcze żadnego członka zarządu ani beneficjenta rzeczywistego. Wróć do poprzedniego kroku, aby ich zgłosić.',
  kycLabel: 'Weryfikacja tożsamości',
  kycStatus: {
    notStarted: 'nierozpoczęta',
    inProgress: 'w toku',
    aborted: 'przerwana przed końcem',
    validated: 'zatwierdzona',
    declined: 'odrzucona',
  },
  sendLink: 'Wyślij link: {name}',
  sendAgain: 'Wyślij link ponownie: {name}',
  linkSent: 'Link jest w drodze.',
  linkNotSent: 'Nie udało się wysłać linku z tego miejsca. Skontaktuj się z nami.',
  kybWaiting: 'O weryfikację można wnioskować, gdy każdy członek zarządu i każdy beneficjent rzeczywisty będzie mieć zatwierdzoną weryfikację tożsamości. Wróć wtedy: zaczniesz dokładnie w tym miejscu.',
  waitingFor: 'Weryfikacje tożsamości jeszcze niezatwierdzone:',
} satisfies Catalog['companyOnboarding'];
