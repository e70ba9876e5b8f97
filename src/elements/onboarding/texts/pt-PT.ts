/** Textos em português (Portugal) de <svc-onboarding>. */
import type { Catalog } from '../../../i18n/catalog.js';

// The words every journey shares, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.journey`), which knip cannot follow */
export { default as journey } from '../../../i18n/journey/pt-PT.js';

export default {
  progress: 'O seu progresso',
  reading: 'A verificar onde ficou…',
  completeText: 'Concluiu todos os passos. Obrigado pelo seu tempo.',
  noCustomer: 'Este processo não está associado a nenhum cliente e não pode continuar. Contacte-nos.',
  blockedPhone: 'Este número de telemóvel já pertence a um cliente. Inicie sessão ou, se considerar que se trata de um erro, contacte-nos.',
  blockedKyc: 'Não foi possível confirmar a sua identidade, pelo que não podemos abrir-lhe uma conta. Contacte-nos para saber mais.',
  titles: {
    'sign-up': 'Registo',
    phone: 'Número de telemóvel',
    profile: 'Sobre si',
    identity: 'Documento de identificação',
    kyc: 'Verificação de identidade',
    account: 'A sua conta',
    card: 'O seu cartão',
  },
  intros: {
    'sign-up': 'Diga-nos quem é e como o podemos contactar. Demora apenas alguns minutos.',
    phone: 'Enviamos um código por SMS para o número indicado. Introduza-o aqui para confirmar que o número é seu.',
    profile: 'Algumas perguntas que qualquer banco tem de fazer: a sua atividade, a origem do seu dinheiro e a utilização prevista da conta.',
    identity: 'Carregue uma fotografia ou digitalização legível do seu cartão de cidadão ou da sua carta de condução, para podermos confirmar a sua identidade.',
    kyc: 'Estamos a verificar os seus dados e o seu documento. Normalmente demora alguns minutos. Pode sair e voltar mais tarde: continuará exatamente aqui.',
    account: 'Escolha o país do seu IBAN e, se quiser, dê um nome à sua conta.',
    card: 'Peça o cartão de pagamento associado à sua conta.',
  },
} satisfies Catalog['onboarding'];
