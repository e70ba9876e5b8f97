/**
 * The WCAG contract (contract/wcag-contract.ts) on the views and the journeys: targets, keyboard and
 * focus, text spacing and size, each over the sandbox once its record (or first step) is in.
 */
import { html } from '@open-wc/testing';
import '../../src/elements/banking-home/define.js';
import '../../src/elements/card-view/define.js';
import '../../src/elements/company-onboarding/define.js';
import '../../src/elements/consumer-status/define.js';
import '../../src/elements/mandate-view/define.js';
import '../../src/elements/onboarding/define.js';
import '../../src/elements/partner-configuration/define.js';
import '../../src/elements/sca-pending/define.js';
import '../../src/elements/transaction-view/define.js';
import { SEED } from '../../src/sandbox/index.js';
import { wcagContract } from './contract/wcag-contract.js';
import { showing } from './wcag-helpers.js';

const { consumers: C } = SEED;
const MERIDIAN = { legalName: 'Meridian Studio SARL', registrationNumber: '912 345 678', isoCountryCode: 'FRA', address: '12 rue des Lilas, 69003 Lyon' };
const waiting = { scaId: '11111111-2222-4333-8444-555555555555', ttl: { seconds: 120, nano: 0 }, scaDeviceId: SEED.scaDevices.alice };


wcagContract({ tag: 'svc-banking-home', ready: showing('[part~="row"]'), render: (adapter) => html`<svc-banking-home .adapter=${adapter} routing="none" end-user-id=${C.alice}></svc-banking-home>` });
wcagContract({ tag: 'svc-card-view', ready: showing('[part~="pin-button"]'), render: (adapter) => html`<svc-card-view .adapter=${adapter} card-id=${SEED.cards.alicePhysical}></svc-card-view>` });
wcagContract({ tag: 'svc-company-onboarding', ready: showing('[part~="confirm-button"]'), render: (adapter) => html`<svc-company-onboarding .adapter=${adapter} corporate-id=${SEED.corporates.meridian} steps="company people" .company=${MERIDIAN}></svc-company-onboarding>` });
wcagContract({ tag: 'svc-consumer-status', ready: showing('[part~="refresh-button"]'), render: (adapter) => html`<svc-consumer-status .adapter=${adapter} consumer-id=${C.alice}></svc-consumer-status>` });
wcagContract({ tag: 'svc-mandate-view', ready: showing('[part~="badge"]'), render: (adapter) => html`<svc-mandate-view .adapter=${adapter} mandate-id=${SEED.mandates.aliceRent}></svc-mandate-view>` });
wcagContract({ tag: 'svc-onboarding', ready: showing('[part~="submit-button"]'), render: (adapter) => html`<svc-onboarding .adapter=${adapter} locale="en"></svc-onboarding>` });
wcagContract({ tag: 'svc-partner-configuration', ready: showing('[part~="refresh-button"]'), render: (adapter) => html`<svc-partner-configuration .adapter=${adapter}></svc-partner-configuration>` });
wcagContract({ tag: 'svc-sca-pending', ready: showing('[part~="cancel-button"]'), render: () => html`<svc-sca-pending operation="getCardPin" sca-device-name="iPhone of Alice" .waiting=${waiting}></svc-sca-pending>` });
wcagContract({ tag: 'svc-transaction-view', ready: showing('[part~="receipt-button"]'), render: (adapter) => html`<svc-transaction-view .adapter=${adapter} transaction-id=${SEED.transactions.aliceToDavid}></svc-transaction-view>` });
