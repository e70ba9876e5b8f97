/* global document */
// The partner's own script, allowed by `script-src 'self'` like the kit's files: no inline script.
import { createSandboxPanDisplay } from '../svc-elements/svc-elements-api.js';

const home = document.querySelector('svc-banking-home');

// The card number comes through a secure display. The sandbox's shows an obviously fake number;
// a real page gives createFramePanDisplay({ origin, path, title }) of its card processor.
home.panDisplay = createSandboxPanDisplay();

/** The element an event comes from, inside the home's views too (an event leaving a shadow root names its host). */
const origin = (event) => event.composedPath()[0];

/** A tick in the page's nav once a section beside the home has done what it is for. */
export function done(step) {
  const item = document.querySelector(`[data-step="${step}"]`);
  if (!item || item.classList.contains('done')) return;
  item.classList.add('done');
  const note = document.createElement('span');
  note.className = 'visually-hidden';
  note.textContent = ' (done)';
  item.querySelector('a').append(note);
}

// What is done beside the home joins it: a new account its accounts, a document sent its documents.
document.addEventListener('svc-success', (event) => {
  const element = origin(event).localName;
  if (element === 'svc-ledger-create' && event.detail.operation === 'createLedger') {
    home.reload();
    done('new-account');
  }
  if (element === 'svc-document-upload' && event.target !== home) {
    home.reload();
    done('documents');
  }
});
