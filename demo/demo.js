/* global document */
// The partner's own script, allowed by `script-src 'self'` like the kit's files: no inline script.
import { createSandboxPanDisplay } from '../svc-elements/svc-elements-api.js';

// The card number comes through a secure display. The sandbox's shows an obviously fake number;
// a real page gives createFramePanDisplay({ origin, path, title }) of its card processor.
for (const card of document.querySelectorAll('svc-card-view')) card.panDisplay = createSandboxPanDisplay();

// A tick in the list of steps once a step has done what it is for.
const stepOf = {
  'svc-consumer-form': 'open',
  'svc-card-view': 'card',
  'svc-beneficiary-form': 'payee',
  'svc-document-upload': 'documents',
};
function done(step) {
  const item = document.querySelector(`[data-step="${step}"]`);
  if (!item || item.classList.contains('done')) return;
  item.classList.add('done');
  const note = document.createElement('span');
  note.className = 'visually-hidden';
  note.textContent = ' (done)';
  item.querySelector('a').append(note);
}

document.addEventListener('svc-success', (event) => {
  const element = event.target.localName;
  // Lists report every page they read: those steps are done by what the person does with them.
  if (element === 'svc-ledger-list' || element === 'svc-card-list') return;
  // Settings and a new card are extras of the card step, not the step itself.
  if (element === 'svc-card-rules') return;
  if (element === 'svc-card-order') {
    if (event.detail.operation === 'createCard') document.querySelector('svc-card-list').reload();
    return;
  }
  // A new account joins the list of accounts.
  if (element === 'svc-ledger-create') {
    if (event.detail.operation === 'createLedger') document.querySelector('svc-ledger-list').reload();
    return;
  }
  if (element === 'svc-document-list') return;
  // A document sent joins the list of documents.
  if (element === 'svc-document-upload') document.querySelector('svc-document-list').reload();
  if (element === 'svc-card-view' && !event.detail.result?.revealed) return;
  done(stepOf[element]);
});

// The partner's page reacts to the account the person picks.
document.addEventListener('svc-ledger-select', (event) => {
  document.querySelector('#chosen-account').textContent = `${event.detail.ledger.friendlyName ?? 'This account'} is the account you chose.`;
  done('accounts');
});

// No operation reads a card's rules: the partner keeps them, here in memory, and gives them to the
// rules form. These are the sandbox's rules of Alice's everyday card.
const rulesByCard = new Map([
  [
    'ca000000-0000-4000-8000-000000000001',
    [
      { type: 'DAILY_MAX_SPEND', value: 1000, creatorType: 'PARTNER' },
      { type: 'DAILY_MAX_SPEND', value: 300, creatorType: 'END_USER', name: 'My daily limit' },
    ],
  ],
]);
const rulesForm = document.querySelector('svc-card-rules');
rulesForm.rules = rulesByCard.get(rulesForm.cardId) ?? [];
document.addEventListener('svc-rule-change', (event) => rulesByCard.set(event.target.cardId, event.detail.rules));

// The card chosen in the list (or just ordered) is the one shown, PIN, number and rules included.
document.addEventListener('svc-card-select', (event) => {
  const { card } = event.detail;
  document.querySelector('svc-card-view').card = card;
  rulesForm.cardId = card.id;
  rulesForm.rules = rulesByCard.get(card.id) ?? [];
  if (event.target.localName === 'svc-card-order') {
    const list = document.querySelector('svc-card-list');
    list.selectedId = card.id;
    document.querySelector('#card').scrollIntoView();
  }
});
