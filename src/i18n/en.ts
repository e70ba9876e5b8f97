/**
 * The whole English catalog. Every visible text of the kit comes from a catalog of this shape;
 * other locales are loaded on demand and fall back to these entries. Elements do not import this
 * object: each takes the shared part (`base.ts`) and its own part, so an element's entry carries
 * only its own texts.
 */
import { common } from './en/common.js';
import { enums } from './en/enums.js';
import { scaPending } from './en/sca-pending.js';
import { ledgerList } from './en/ledger-list.js';
import { ledgerCreate } from './en/ledger-create.js';
import { ledgerSuspend } from './en/ledger-suspend.js';
import { cardView } from './en/card-view.js';
import { consumerForm } from './en/consumer-form.js';
import { contactFollowUps } from './en/contact-follow-ups.js';
import { consumerStatus } from './en/consumer-status.js';
import { consumerStatuses } from './en/consumer-statuses.js';
import { consumerList } from './en/consumer-list.js';
import { beneficiaryForm } from './en/beneficiary-form.js';
import { iban } from './en/iban.js';
import { mandateView } from './en/mandate-view.js';
import { partnerConfiguration } from './en/partner-configuration.js';
import { documentUpload } from './en/document-upload.js';
import { documentRequest } from './en/document-request.js';
import { documentList } from './en/document-list.js';
import { cardList } from './en/card-list.js';
import { cardDesignList } from './en/card-design-list.js';
import { list } from './en/list.js';
import { cards } from './en/cards.js';
import { cardOrder } from './en/card-order.js';
import { cardRules } from './en/card-rules.js';
import { cardProfileRules } from './en/card-profile-rules.js';
import { partnerRoles } from './en/partner-roles.js';
import { partnerUserList } from './en/partner-user-list.js';
import { partnerUserForm } from './en/partner-user-form.js';
import { externalCardList } from './en/external-card-list.js';
import { transactionView } from './en/transaction-view.js';
import { acquiring } from './en/acquiring.js';
import { acquiringPayment } from './en/acquiring-payment.js';
import { accountLoad } from './en/account-load.js';
import { corporateRelatedForm } from './en/corporate-related-form.js';
import { kybRequest } from './en/kyb-request.js';
import { errors } from './en/errors.js';

export const en = {
  common,
  enums,
  scaPending,
  ledgerList,
  ledgerCreate,
  ledgerSuspend,
  cardView,
  consumerForm,
  contactFollowUps,
  consumerStatus,
  consumerStatuses,
  consumerList,
  beneficiaryForm,
  iban,
  mandateView,
  partnerConfiguration,
  documentUpload,
  documentRequest,
  documentList,
  cardList,
  cardDesignList,
  list,
  cards,
  cardOrder,
  cardRules,
  cardProfileRules,
  partnerRoles,
  partnerUserList,
  partnerUserForm,
  externalCardList,
  transactionView,
  acquiring,
  acquiringPayment,
  accountLoad,
  corporateRelatedForm,
  kybRequest,
  errors,
} as const;

