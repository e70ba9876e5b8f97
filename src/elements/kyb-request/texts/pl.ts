/** Polskie teksty <svc-kyb-request>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  corporateIdInvalid: 'Spółka, dla której skonfigurowano ten wniosek, nie ma prawidłowego identyfikatora (corporate-id): nie można nic wysłać.',
  title: 'Weryfikacja spółki (KYB)',
  needed: 'Przed złożeniem wniosku:',
  directors: 'każdy członek zarządu jest zgłoszony;',
  ubos: 'każdy beneficjent rzeczywisty jest zgłoszony: każda osoba posiadająca co najmniej {threshold} % udziałów albo wyznaczony beneficjent rzeczywisty (specjalny UBO), jeśli nikt ich nie posiada;',
  kyc: 'każdy ma pozytywną weryfikację tożsamości (KYC): po zgłoszeniu osoby partner wysyła jej link do weryfikacji tożsamości. Link pochodzi z rozwiązania KYC partnera w usłudze; ta strona go nie tworzy ani nie wysyła.',
  submit: 'Złóż wniosek o weryfikację KYB',
  sent: 'Złożono wniosek o weryfikację KYB. Pracownik ds. zgodności sprawdzi spółkę i ustali wynik.',
  outcomeTitle: 'Wynik',
  VALIDATED: 'Pozytywna',
  VALIDATED_text: 'Spółka przeszła weryfikację KYB: wszystkie funkcje bankowe, w tym rachunki, są dla niej dostępne.',
  NEED_ADDITIONAL_INFORMATION: 'Potrzebne dodatkowe informacje',
  NEED_ADDITIONAL_INFORMATION_text: 'Dział zgodności potrzebuje więcej informacji przed podjęciem decyzji. Uzupełnij to, o co poproszono, a następnie ponownie złóż wniosek o weryfikację.',
  DECLINED: 'Negatywna',
  DECLINED_text: 'Spółka nie przeszła weryfikacji KYB: jej dane naruszają zasady zgodności. Funkcje bankowe pozostają niedostępne.',
  unknown_text: 'Usługa podała ten wynik, którego zestaw nie zna.',
  reason: 'Powód',
} satisfies Catalog['kybRequest'];
