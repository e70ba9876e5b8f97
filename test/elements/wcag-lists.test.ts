/**
 * The WCAG contract (contract/wcag-contract.ts) on every list: targets, keyboard and focus, text
 * spacing and size, each list over the sandbox with its first page in.
 */
import { html } from '@open-wc/testing';
import '../../src/elements/card-design-list/define.js';
import '../../src/elements/card-list/define.js';
import '../../src/elements/consumer-list/define.js';
import '../../src/elements/document-list/define.js';
import '../../src/elements/external-card-list/define.js';
import '../../src/elements/ledger-list/define.js';
import '../../src/elements/partner-user-list/define.js';
import { SEED } from '../../src/sandbox/index.js';
import { wcagContract } from './contract/wcag-contract.js';
import { showing } from './wcag-helpers.js';

const { consumers: C } = SEED;

wcagContract({ tag: 'svc-card-design-list', ready: showing('[part~="row"]'), render: (adapter) => html`<svc-card-design-list .adapter=${adapter}></svc-card-design-list>` });
wcagContract({ tag: 'svc-card-list', ready: showing('[part~="row"]'), render: (adapter) => html`<svc-card-list .adapter=${adapter} end-user-id=${C.alice}></svc-card-list>` });
wcagContract({ tag: 'svc-consumer-list', ready: showing('[part~="row"]'), render: (adapter) => html`<svc-consumer-list .adapter=${adapter} page-size="10"></svc-consumer-list>` });
wcagContract({ tag: 'svc-document-list', ready: showing('[part~="row"]'), render: (adapter) => html`<svc-document-list .adapter=${adapter} end-user-id=${C.alice}></svc-document-list>` });
wcagContract({ tag: 'svc-external-card-list', ready: showing('[part~="row"]'), render: (adapter) => html`<svc-external-card-list .adapter=${adapter} end-user-id=${C.alice}></svc-external-card-list>` });
wcagContract({ tag: 'svc-ledger-list', ready: showing('[part~="row"]'), render: (adapter) => html`<svc-ledger-list .adapter=${adapter} page-size="10" suspendable></svc-ledger-list>` });
wcagContract({ tag: 'svc-partner-user-list', ready: showing('[part~="row"]'), render: (adapter) => html`<svc-partner-user-list .adapter=${adapter}></svc-partner-user-list>` });
