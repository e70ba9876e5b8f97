/**
 * The kit's elements by tag. `elementModules` is the one list of tags: each tag and the module that
 * defines it, loaded on first use by the script-tag loader. `elements` gives the same tags their
 * classes for bundlers; its type makes the compiler refuse a tag that is in one list and not the other.
 */
import { defineElement } from './define-element.js';
import { SvcProvider } from './provider/svc-provider.js';
import { SvcScaPending } from './sca-pending/svc-sca-pending.js';
import { SvcCardView } from './card-view/svc-card-view.js';
import { SvcDocumentUpload } from './document-upload/svc-document-upload.js';
import { SvcDocumentRequest } from './document-request/svc-document-request.js';
import { SvcAcquiringPayment } from './acquiring-payment/svc-acquiring-payment.js';
import { SvcAccountLoad } from './account-load/svc-account-load.js';
import { SvcDocumentList } from './document-list/svc-document-list.js';
import { SvcLedgerList } from './ledger-list/svc-ledger-list.js';
import { SvcCardList } from './card-list/svc-card-list.js';
import { SvcCardDesignList } from './card-design-list/svc-card-design-list.js';
import { SvcCardOrder } from './card-order/svc-card-order.js';
import { SvcCardRules } from './card-rules/svc-card-rules.js';
import { SvcCardProfileRules } from './card-profile-rules/svc-card-profile-rules.js';
import { SvcLedgerCreate } from './ledger-create/svc-ledger-create.js';
import { SvcLedgerSuspend } from './ledger-suspend/svc-ledger-suspend.js';
import { SvcConsumerForm } from './consumer-form/svc-consumer-form.js';
import { SvcConsumerList } from './consumer-list/svc-consumer-list.js';
import { SvcConsumerStatus } from './consumer-status/svc-consumer-status.js';
import { SvcBeneficiaryForm } from './beneficiary-form/svc-beneficiary-form.js';
import { SvcPartnerUserList } from './partner-user-list/svc-partner-user-list.js';
import { SvcPartnerUserForm } from './partner-user-form/svc-partner-user-form.js';
import { SvcExternalCardList } from './external-card-list/svc-external-card-list.js';
import { SvcTransactionView } from './transaction-view/svc-transaction-view.js';
import { SvcMandateView } from './mandate-view/svc-mandate-view.js';
import { SvcPartnerConfiguration } from './partner-configuration/svc-partner-configuration.js';
import { SvcCorporateRelatedForm } from './corporate-related-form/svc-corporate-related-form.js';
import { SvcKybRequest } from './kyb-request/svc-kyb-request.js';
import type { ElementTag } from './element-modules.js';

export type { ElementTag };

export const elements: { readonly [Tag in ElementTag]: CustomElementConstructor } = {
  'svc-provider': SvcProvider,
  'svc-sca-pending': SvcScaPending,
  'svc-card-view': SvcCardView,
  'svc-document-upload': SvcDocumentUpload,
  'svc-document-request': SvcDocumentRequest,
  'svc-document-list': SvcDocumentList,
  'svc-ledger-list': SvcLedgerList,
  'svc-card-list': SvcCardList,
  'svc-card-design-list': SvcCardDesignList,
  'svc-card-order': SvcCardOrder,
  'svc-card-rules': SvcCardRules,
  'svc-card-profile-rules': SvcCardProfileRules,
  'svc-ledger-create': SvcLedgerCreate,
  'svc-ledger-suspend': SvcLedgerSuspend,
  'svc-consumer-form': SvcConsumerForm,
  'svc-consumer-list': SvcConsumerList,
  'svc-consumer-status': SvcConsumerStatus,
  'svc-beneficiary-form': SvcBeneficiaryForm,
  'svc-partner-user-list': SvcPartnerUserList,
  'svc-partner-user-form': SvcPartnerUserForm,
  'svc-external-card-list': SvcExternalCardList,
  'svc-transaction-view': SvcTransactionView,
  'svc-mandate-view': SvcMandateView,
  'svc-partner-configuration': SvcPartnerConfiguration,
  'svc-acquiring-payment': SvcAcquiringPayment,
  'svc-account-load': SvcAccountLoad,
  'svc-corporate-related-form': SvcCorporateRelatedForm,
  'svc-kyb-request': SvcKybRequest,
};

export { defineElement };

/** Defines every element of the kit that is not defined yet. */
export function defineElements(registry: CustomElementRegistry = customElements): void {
  for (const [tag, constructor] of Object.entries(elements)) defineElement(tag, constructor, registry);
}
