/** Textos em português (Portugal) de <svc-account-load>. */
import type { Catalog } from '../../../i18n/catalog.js';

// The acquiring forms' shared words, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.acquiring`), which knip cannot follow */
export { default as acquiring } from '../../../i18n/acquiring/pt-PT.js';

export default {
  submit: 'Adicionar dinheiro',
  ledger: 'Conta a carregar',
  ledgerHint: 'O dinheiro entra nesta conta.',
  ledgerChoose: 'Escolha uma conta…',
  amountTo: '{amount} para {account}',
  ledgerId: 'Identificador da conta',
  ledgerIdHint: 'O identificador (UUID) da conta a carregar.',
  ledgersLoading: 'A carregar as contas…',
  ledgersFailed: 'Não foi possível carregar as contas.',
  ledgersEmpty: 'Não existe nenhuma conta ativa a carregar.',
  unnamedLedger: 'Conta sem nome',
  subLedger: '{name} (em {parent})',
  returnFailed: 'Não foi possível carregar o resultado do carregamento da conta.',
  pageFailed: 'Não foi possível preparar o carregamento: nada foi enviado.',
} satisfies Catalog['accountLoad'];
