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
  // A new account joins the list of accounts.
  if (element === 'svc-ledger-create') {
    if (event.detail.operation === 'createLedger') document.querySelector('svc-ledger-list').reload();
    return;
  }
  if (element === 'svc-card-view' && !event.detail.result?.revealed) return;
  done(stepOf[element]);
});

// The partner's page reacts to the account the person picks.
document.addEventListener('svc-ledger-select', (event) => {
  document.querySelector('#chosen-account').textContent = `${event.detail.ledger.friendlyName ?? 'This account'} is the account you chose.`;
  done('accounts');
});

// The card chosen in the list is the one shown, PIN and number included.
document.addEventListener('svc-card-select', (event) => {
  document.querySelector('svc-card-view').card = event.detail.card;
});
