/* global document */
// The partner's own script for the new customer's page, allowed by `script-src 'self'`: no inline
// script. It does what a partner's page does with the journey: it listens to its events (for its
// analytics, and to say where the person is), and keeps the id of the customer the sign-up created,
// here in the page's memory (a real partner sends it to its own backend, with its user). Nothing in
// the browser's storage: a reload asks the bank where the person is.

/** The new customer's id, from the sign-up's `svc-success` (`createConsumer`). */
let customerId;
/** The journey's steps, as its events name them: what the partner's analytics would count. */
const seen = [];

const said = document.querySelector('#journey-said');
const journey = document.querySelector('svc-onboarding');

journey.addEventListener('svc-success', (event) => {
  if (event.detail.operation === 'createConsumer') customerId = event.detail.result.id;
});

journey.addEventListener('svc-step-change', (event) => {
  // Step names and reasons only: the journey's events carry nothing the person typed.
  seen.push(`${event.detail.from ?? 'start'} → ${event.detail.to} (${event.detail.reason})`);
  journey.dataset.steps = String(seen.length);
});

journey.addEventListener('svc-journey-complete', () => {
  said.textContent = customerId
    ? 'Welcome to Pebble Money: your account is open and your card is on its way. We keep your customer number with your login.'
    : 'Welcome to Pebble Money: your account is open and your card is on its way.';
  document.querySelector('[data-step="join"]').classList.add('done');
});

journey.addEventListener('svc-journey-exit', (event) => {
  said.textContent = event.detail.reason === 'later'
    ? 'Come back when you like: we pick up where you left off.'
    : 'We cannot open your account online: please contact us.';
});
