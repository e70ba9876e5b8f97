/** Textes français de <svc-account-load>. */
import type { Catalog } from '../../../i18n/catalog.js';

// The acquiring forms' shared words, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.acquiring`), which knip cannot follow */
export { default as acquiring } from '../../../i18n/acquiring/fr.js';

export default {
  submit: 'Ajouter de l’argent',
  ledger: 'Compte à alimenter',
  ledgerHint: 'L’argent arrive sur ce compte.',
  ledgerChoose: 'Choisissez un compte…',
  amountTo: '{amount} sur {account}',
  ledgerId: 'Identifiant du compte',
  ledgerIdHint: 'L’identifiant (UUID) du compte à alimenter.',
  ledgersLoading: 'Chargement des comptes…',
  ledgersFailed: 'Les comptes n’ont pas pu être chargés.',
  ledgersEmpty: 'Aucun compte actif à alimenter.',
  unnamedLedger: 'Compte sans nom',
  subLedger: '{name} (dans {parent})',
  returnFailed: 'L’issue de l’ajout d’argent n’a pas pu être chargée.',
  pageFailed: 'L’ajout d’argent n’a pas pu être préparé : rien n’a été envoyé.',
} satisfies Catalog['accountLoad'];
