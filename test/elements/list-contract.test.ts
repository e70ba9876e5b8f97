/** The paged list contract, run against every kit list. */
import '../../src/elements/card-design-list/define.js';
import '../../src/elements/card-list/define.js';
import '../../src/elements/consumer-list/define.js';
import '../../src/elements/document-list/define.js';
import '../../src/elements/external-card-list/define.js';
import '../../src/elements/ledger-list/define.js';
import '../../src/elements/partner-user-list/define.js';
import { listContract } from './contract/list-contract.js';

listContract({ tag: 'svc-card-design-list', noun: 'card designs' });
listContract({ tag: 'svc-card-list', noun: 'cards', choice: { event: 'svc-card-select', item: 'card' } });
listContract({ tag: 'svc-consumer-list', noun: 'consumers', choice: { event: 'svc-consumer-select', item: 'consumer' } });
listContract({ tag: 'svc-document-list', noun: 'documents' });
listContract({ tag: 'svc-ledger-list', noun: 'accounts' });
listContract({ tag: 'svc-partner-user-list', noun: 'team members' });
listContract({ tag: 'svc-external-card-list', noun: 'external cards', choice: { event: 'svc-external-card-select', item: 'card' } });
