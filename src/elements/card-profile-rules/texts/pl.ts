/** Polskie teksty <svc-card-profile-rules>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  profileIdInvalid: 'Ten formularz nie ma prawidłowego identyfikatora profilu karty (profile-id): nie można nic wysłać.',
  futureOnly: 'Reguły domyślne dotyczą tylko kart utworzonych z tym profilem po zmianie. Istniejące karty zachowują reguły z chwili utworzenia.',
  done: '{rule} to teraz reguła domyślna tego profilu dla kart tworzonych od teraz.',
  removed: '{rule} nie jest już regułą domyślną tego profilu. Karty utworzone wcześniej ją zachowują.',
} satisfies Catalog['cardProfileRules'];
