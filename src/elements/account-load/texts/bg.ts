/** Български текстове на <svc-account-load>. */
import type { Catalog } from '../../../i18n/catalog.js';

// The acquiring forms' shared words, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.acquiring`), which knip cannot follow */
export { default as acquiring } from '../../../i18n/acquiring/bg.js';

export default {
  submit: 'Добавяне на пари',
  ledger: 'Сметка за захранване',
  ledgerHint: 'Парите постъпват по тази сметка.',
  ledgerChoose: 'Изберете сметка…',
  amountTo: '{amount} по {account}',
  ledgerId: 'Идентификатор на сметката',
  ledgerIdHint: 'Идентификаторът (UUID) на сметката за захранване.',
  ledgersLoading: 'Зареждане на сметките…',
  ledgersFailed: 'Сметките не можаха да бъдат заредени.',
  ledgersEmpty: 'Няма активна сметка за захранване.',
  unnamedLedger: 'Сметка без наименование',
  subLedger: '{name} (в {parent})',
  returnFailed: 'Не можа да се зареди резултатът от добавянето на пари.',
  pageFailed: 'Зареждането не можа да бъде подготвено: нищо не е изпратено.',
} satisfies Catalog['accountLoad'];
