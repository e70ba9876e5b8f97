/** Textos em português (Portugal) de <svc-card-profile-rules>. */
import type { Catalog } from '../../../i18n/catalog.js';

export default {
  profileIdInvalid: 'Este formulário não tem um identificador de perfil de cartão válido (profile-id): não é possível enviar nada.',
  futureOnly: 'As regras predefinidas só se aplicam aos cartões criados com este perfil depois de uma alteração. Os cartões existentes mantêm as regras com que foram criados.',
  done: '{rule} passou a ser uma regra predefinida deste perfil, para os cartões criados a partir de agora.',
  removed: '{rule} deixou de ser uma regra predefinida deste perfil. Os cartões criados antes mantêm-na.',
} satisfies Catalog['cardProfileRules'];
