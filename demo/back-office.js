/* global document */
// The partner's own script for its back office, allowed by `script-src 'self'`: no inline script.

// The customer chosen in the list is the one whose status and accounts are shown, the accounts
// under their name: a list of accounts does not say whose each is.
document.addEventListener('svc-consumer-select', (event) => {
  const { consumer } = event.detail;
  const status = document.querySelector('svc-consumer-status');
  status.consumerId = consumer.id;
  document.querySelector('#accounts svc-ledger-list').endUserId = consumer.id;
  const name = [consumer.firstName, consumer.lastName].filter(Boolean).join(' ') || 'The chosen customer';
  document.querySelector('#accounts-owner').textContent = `${name}’s accounts`;
  status.scrollIntoView({ block: 'nearest' });
});

// No operation reads a profile's default rules: the partner keeps them, here in memory. These are
// the sandbox's defaults of the Standard debit profile.
const profileRules = document.querySelector('svc-card-profile-rules');
profileRules.rules = [{ type: 'DAILY_MAX_SPEND', value: 1000, creatorType: 'PARTNER' }];

// A team member created: the team list shows them (the list reloads its page).
document.querySelector('svc-partner-user-form').addEventListener('svc-success', () => document.querySelector('svc-partner-user-list').reload());
