/** Registers every element of the kit. Safe to load twice: a tag already defined is left alone. */
import { defineElements } from './elements/registry.js';
import './elements/provider/define.js';
import './elements/sca-pending/define.js';
import './elements/card-view/define.js';
import './elements/document-upload/define.js';
import './elements/document-request/define.js';
import './elements/document-list/define.js';
import './elements/ledger-list/define.js';
import './elements/card-list/define.js';
import './elements/card-design-list/define.js';
import './elements/card-order/define.js';
import './elements/card-rules/define.js';
import './elements/card-profile-rules/define.js';
import './elements/ledger-create/define.js';
import './elements/ledger-suspend/define.js';
import './elements/consumer-form/define.js';
import './elements/consumer-list/define.js';
import './elements/consumer-status/define.js';
import './elements/beneficiary-form/define.js';
import './elements/corporate-related-form/define.js';
import './elements/kyb-request/define.js';

defineElements();
