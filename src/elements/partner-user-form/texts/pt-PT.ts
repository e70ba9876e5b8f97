/** Textos em português (Portugal) de <svc-partner-user-form>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  section: 'Novo membro da equipa',
  email: 'Endereço de e-mail',
  emailHint: 'Inicia sessão com este endereço. {maximum} caracteres no máximo.',
  roles: 'Funções',
  rolesHint: 'O que este membro pode fazer. Se nada for assinalado, a conta não tem nenhuma função.',
  submit: 'Criar a conta',
  created: 'Conta criada para {email}.',
  again: 'Adicionar outro membro',
  otp: 'Palavra-passe de utilização única',
  otpHint: 'Transmita-a por um canal seguro: serve para um único início de sessão e depois o membro escolhe a sua. Só é apresentada aqui, uma vez, e desaparece quando adicionar outro membro ou sair desta página.',
  copy: 'Copiar',
  copied: 'Copiada.',
  copyRefused: 'O navegador não permitiu copiar. A palavra-passe está selecionada: copie-a com Ctrl+C (⌘C no Mac).',
  otpGone: 'A palavra-passe de utilização única foi apresentada uma vez e já não é.',
} satisfies Catalog['partnerUserForm'];
