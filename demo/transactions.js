/* global document */
// Pebble Money's script for the "Payments and receipts" section. The service lists no transactions:
// the partner keeps the ids of the transfers it made and gives the one chosen to the view.
import { done } from './demo.js';

const view = document.querySelector('svc-transaction-view');
const choice = document.querySelector('#transaction-choice');
choice.addEventListener('change', () => {
  view.transactionId = choice.value;
});

// A saved card chosen: the page says which, by what a person reads on it (never its id).
document.addEventListener('svc-external-card-select', (event) => {
  const { card } = event.detail;
  const ending = /(\d{4})$/.exec(card.maskedPan ?? '')?.[1];
  document.querySelector('#chosen-external-card').textContent = ending
    ? `Your card ending in ${ending} will be offered for your next payment.`
    : 'This card will be offered for your next payment.';
});

// The section is done once a receipt is on its way.
document.addEventListener('svc-receipt-download', () => done('payments'));
