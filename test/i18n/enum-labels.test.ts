/**
 * A value the kit has never seen shows as its code; so every value the spec lists for an enumeration
 * an element shows must have words in the catalog, or a known status would show as a code too.
 */
import { expect } from '@open-wc/testing';
import { en } from '../../src/i18n/en.js';
import type { Catalog } from '../../src/i18n/catalog.js';
import { enumLabel, labelIn } from '../../src/i18n/labels.js';
import { cardStatusLabel, cardTypeLabel } from '../../src/i18n/card-labels.js';
import {
  AccountPurpose, BankingStatus, BeneficiaryAccountType, BeneficiaryStatus, BeneficiaryType, CardDesignUserType, CardRuleType,
  CardStatus, CardType, ComplianceStatus, DebtorType, DocumentStatus, DocumentType, DocumentTypeForUpload, KycStatus, KycType, LedgerStatus,
  LedgerType, MandateStatus, Occupation, OccupationSector, Operator, OverallStatus, ScaDeviceStatus, ServiceStatus, SourceOfFunds, SuspensionValue,
} from '../../src/api/enums.js';

const messages = en as unknown as Catalog;

/** [where an element looks the value up, the table, the values the spec lists]. */
const shown: [string, object, readonly string[]][] = [
  ['beneficiaryForm.labels (type)', en.beneficiaryForm.labels, BeneficiaryType],
  ['beneficiaryForm.labels (status)', en.beneficiaryForm.labels, BeneficiaryStatus],
  ['beneficiaryForm.labels (account type)', en.beneficiaryForm.labels, BeneficiaryAccountType],
  ['mandateView.statuses', en.mandateView.statuses, MandateStatus],
  ['mandateView.debtorTypes', en.mandateView.debtorTypes, DebtorType],
  ['enums (ledger status)', en.enums, LedgerStatus],
  ['enums (document status)', en.enums, DocumentStatus],
  ['enums (document type)', en.enums, DocumentType],
  ['enums (document type to upload)', en.enums, DocumentTypeForUpload],
  ['cards.statuses', en.cards.statuses, CardStatus],
  ['cards.types', en.cards.types, CardType],
  ['ruleEditor.types', en.ruleEditor.types, CardRuleType],
  ['cardDesignList.ledgerTypes', en.cardDesignList.ledgerTypes, LedgerType],
  ['cardDesignList.cardTypes', en.cardDesignList.cardTypes, CardType],
  ['cardDesignList.userTypes', en.cardDesignList.userTypes, CardDesignUserType],
  ['consumerStatuses.overall', en.consumerStatuses.overall, OverallStatus],
  ['consumerStatuses.kyc', en.consumerStatuses.kyc, KycStatus],
  ['consumerStatuses.banking', en.consumerStatuses.banking, BankingStatus],
  ['consumerStatuses.suspension', en.consumerStatuses.suspension, SuspensionValue],
  ['consumerStatuses.service', en.consumerStatuses.service, ServiceStatus],
  ['consumerStatuses.compliance', en.consumerStatuses.compliance, ComplianceStatus],
  ['consumerStatus.deviceStatuses', en.consumerStatus.deviceStatuses, ScaDeviceStatus],
  ['consumerStatus.operators', en.consumerStatus.operators, Operator],
  ['consumerStatus.kycTypes', en.consumerStatus.kycTypes, KycType],
  ['consumerForm.choices', en.consumerForm.choices, [...SourceOfFunds, ...Occupation, ...OccupationSector, ...AccountPurpose]],
];

describe('enumeration labels', () => {
  it('every value the spec lists for an enumeration an element shows has words in English', () => {
    const missing = shown.flatMap(([where, table, values]) => values.filter((value) => labelIn(table, value) === value).map((value) => `${where}: ${value}`));
    expect(missing).to.deep.equal([]);
  });

  it('a value the kit has never seen is its code, not made-up words', () => {
    expect(enumLabel(messages, 'SOME_VALUE')).to.equal('SOME_VALUE');
    expect(cardStatusLabel(messages, 'LOST_IN_SPACE')).to.equal('LOST_IN_SPACE');
    expect(cardTypeLabel(messages, 'HOLOGRAPHIC')).to.equal('HOLOGRAPHIC');
    expect(labelIn(en.consumerStatuses.kyc, 'AWAITING_VIDEO_CALL')).to.equal('AWAITING_VIDEO_CALL');
    expect(enumLabel(messages, undefined)).to.equal(en.common.notGiven);
    expect(enumLabel(messages, 'VALID')).to.equal(en.enums.VALID);
  });
});
