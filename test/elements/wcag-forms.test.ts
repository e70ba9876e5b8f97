/**
 * The WCAG contract (contract/wcag-contract.ts) on every form: targets, keyboard and focus, text
 * spacing and size, each element over the sandbox as a partner puts it on a page.
 */
import { html } from '@open-wc/testing';
import '../../src/elements/account-load/define.js';
import '../../src/elements/acquiring-payment/define.js';
import '../../src/elements/beneficiary-form/define.js';
import '../../src/elements/card-order/define.js';
import '../../src/elements/card-profile-rules/define.js';
import '../../src/elements/card-rules/define.js';
import '../../src/elements/consumer-form/define.js';
import '../../src/elements/corporate-related-form/define.js';
import '../../src/elements/document-request/define.js';
import '../../src/elements/document-upload/define.js';
import '../../src/elements/kyb-request/define.js';
import '../../src/elements/ledger-create/define.js';
import '../../src/elements/ledger-suspend/define.js';
import '../../src/elements/partner-user-form/define.js';
import { SEED } from '../../src/sandbox/index.js';
import { wcagContract } from './contract/wcag-contract.js';
import { showing } from './wcag-helpers.js';

const RETURN = 'https://shop.example/return';
const { consumers: C, corporates: K } = SEED;

wcagContract({ tag: 'svc-account-load', ready: showing('[part~="submit-button"]'), render: (adapter) => html`<svc-account-load .adapter=${adapter} redirect-url=${RETURN}></svc-account-load>` });
wcagContract({ tag: 'svc-acquiring-payment', ready: showing('[part~="submit-button"]'), render: (adapter) => html`<svc-acquiring-payment .adapter=${adapter} redirect-url=${RETURN} end-user-id=${C.alice}></svc-acquiring-payment>` });
wcagContract({ tag: 'svc-beneficiary-form', ready: showing('[part~="submit-button"]'), render: (adapter) => html`<svc-beneficiary-form .adapter=${adapter}></svc-beneficiary-form>` });
wcagContract({ tag: 'svc-card-order', ready: showing(`option[value="${SEED.ledgers.aliceMain}"]`), render: (adapter) => html`<svc-card-order .adapter=${adapter} end-user-id=${C.alice} profile-id=${SEED.cardProfiles.standard}></svc-card-order>` });
wcagContract({ tag: 'svc-card-profile-rules', ready: showing('[part~="empty"]'), render: (adapter) => html`<svc-card-profile-rules .adapter=${adapter} profile-id=${SEED.cardProfiles.virtual}></svc-card-profile-rules>` });
wcagContract({ tag: 'svc-card-rules', ready: showing('[part~="empty"]'), render: (adapter) => html`<svc-card-rules .adapter=${adapter} card-id=${SEED.cards.alicePhysical}></svc-card-rules>` });
wcagContract({ tag: 'svc-consumer-form', ready: showing('[part~="submit-button"]'), render: (adapter) => html`<svc-consumer-form .adapter=${adapter}></svc-consumer-form>` });
wcagContract({ tag: 'svc-corporate-related-form', ready: showing('[part~="submit-button"]'), render: (adapter) => html`<svc-corporate-related-form .adapter=${adapter} corporate-id=${K.meridian}></svc-corporate-related-form>` });
wcagContract({ tag: 'svc-document-request', ready: showing('[part~="submit-button"]'), render: (adapter) => html`<svc-document-request .adapter=${adapter}></svc-document-request>` });
wcagContract({ tag: 'svc-document-upload', ready: showing('#field-answering'), render: (adapter) => html`<svc-document-upload .adapter=${adapter} end-user-id=${C.bruno}></svc-document-upload>` });
wcagContract({ tag: 'svc-kyb-request', ready: showing('[part~="section-requirements"]'), render: (adapter) => html`<svc-kyb-request .adapter=${adapter} corporate-id=${K.nordwind}></svc-kyb-request>` });
wcagContract({ tag: 'svc-ledger-create', ready: showing('[part~="submit-button"]'), render: (adapter) => html`<svc-ledger-create .adapter=${adapter}></svc-ledger-create>` });
wcagContract({ tag: 'svc-ledger-suspend', ready: showing('[part~="submit-button"]'), render: (adapter) => html`<svc-ledger-suspend .adapter=${adapter} ledger-id=${SEED.ledgers.davidMain}></svc-ledger-suspend>` });
wcagContract({ tag: 'svc-partner-user-form', ready: showing('[part~="submit-button"]'), render: (adapter) => html`<svc-partner-user-form .adapter=${adapter}></svc-partner-user-form>` });
