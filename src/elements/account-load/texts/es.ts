/** Textos en español de <svc-account-load>. */
import type { Catalog } from '../../../i18n/catalog.js';

// The acquiring forms' shared words, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.acquiring`), which knip cannot follow */
export { default as acquiring } from '../../../i18n/acquiring/es.js';

export default {
  submit: 'Añadir dinero',
  ledger: 'Cuenta que recargar',
  ledgerHint: 'El dinero llega a esta cuenta.',
  ledgerChoose: 'Elija una cuenta…',
  amountTo: '{amount} a {account}',
  ledgerId: 'Identificador de la cuenta',
  ledgerIdHint: 'El identificador (UUID) de la cuenta que recargar.',
  ledgersLoading: 'Cargando las cuentas…',
  ledgersFailed: 'No se han podido cargar las cuentas.',
  ledgersEmpty: 'No hay ninguna cuenta activa que recargar.',
  unnamedLedger: 'Cuenta sin nombre',
  subLedger: '{name} (en {parent})',
  returnFailed: 'No se ha podido cargar el resultado de la recarga.',
  pageFailed: 'No se ha podido preparar la recarga: no se ha enviado nada.',
} satisfies Catalog['accountLoad'];
