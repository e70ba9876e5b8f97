/** Textos em português (Portugal) de <svc-company-onboarding>. */
import type { Catalog } from '../../../i18n/catalog.js';

// The words every journey shares, in this language: loaded through this file (one file name a language on the page).
/** @public read by the generated loaders' table (`texts.journey`), which knip cannot follow */
export { default as journey } from '../../../i18n/journey/pt-PT.js';

export default {
  progress: 'Progresso da sua empresa',
  completeText: 'Concluiu todos os passos. Avisamo-lo assim que a verificação da empresa tiver um resultado.',
  completeValidated: 'A sua empresa está verificada. Todos os serviços bancários estão agora disponíveis, incluindo as suas contas.',
  noCompany: 'Este percurso não está associado a nenhuma empresa e não pode continuar. Contacte-nos, por favor.',
  blockedKyb: 'A sua empresa não passou na verificação, pelo que não podemos abrir-lhe serviços bancários. Contacte-nos para saber mais.',
  titles: {
    company: 'Dados da empresa',
    people: 'Administradores e beneficiários',
    kyc: 'Verificações de identidade',
    documents: 'Documentos da empresa',
    kyb: 'Verificação da empresa',
  },
  intros: {
    company: 'Estes são os dados que temos da sua empresa. Confirme que estão corretos antes de continuar.',
    people: 'Declare cada administrador e cada sócio. Quem detém uma parte suficiente do capital, diretamente ou através de outras sociedades, é beneficiário efetivo (UBO); se ninguém a detiver, designe um (UBO designado).',
    kyc: 'Cada administrador e cada beneficiário efetivo verifica a sua identidade através de uma ligação pessoal que lhe enviamos. Peça aqui a ligação de cada pessoa.',
    documents: 'Carregue os documentos da empresa, como os estatutos ou uma certidão permanente do registo comercial.',
    kyb: 'Quando cada administrador e cada beneficiário efetivo tiver uma verificação de identidade validada, peça a verificação da empresa (KYB). Um responsável de conformidade analisa-a.',
  },
  legalName: 'Denominação social',
  registrationNumber: 'Número de registo',
  country: 'País',
  address: 'Sede',
  detailsWrong: 'Algum dado está errado? Contacte-nos antes de continuar: estes dados não podem ser alterados aqui.',
  confirmDetails: 'Os dados estão corretos',
  nobodyYet: 'Ainda não foi declarado ninguém.',
  declaredTitle: 'Declarados até agora:',
  unnamedPerson: 'Pessoa {number}',
  unnamedCompany: 'Empresa {number}',
  roles: { director: 'administrador', shareholder: 'sócio', ubo: 'beneficiário efetivo' },
  stillNeeded: 'Ainda em falta antes da verificação:',
  needDirector: 'pelo menos um administrador;',
  needUbo: 'cada beneficiário efetivo: qualquer pessoa com {threshold} % ou mais do capital, ou um UBO designado se ninguém atingir essa percentagem.',
  nobodyNeedsKyc: 'Ainda não foi declarado nenhum administrador nem beneficiário efetivo. Volte ao passo anterior para os declarar.',
  kycLabel: 'Verificação de identidade',
  kycStatus: {
    notStarted: 'não iniciada',
    inProgress: 'em curso',
    aborted: 'interrompida antes do fim',
    validated: 'validada',
    declined: 'recusada',
  },
  sendLink: 'Enviar a ligação a {name}',
  sendAgain: 'Voltar a enviar a ligação a {name}',
  linkSent: 'A ligação está a caminho.',
  linkNotSent: 'Não foi possível enviar a ligação a partir daqui. Contacte-nos, por favor.',
  kybWaiting: 'Poderá pedir a verificação quando cada administrador e cada beneficiário efetivo tiver uma verificação de identidade validada. Volte nessa altura: continuará exatamente aqui.',
  waitingFor: 'Verificações de identidade ainda por validar:',
} satisfies Catalog['companyOnboarding'];
