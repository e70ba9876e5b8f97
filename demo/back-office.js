/* global document */
// The partner's own script for its back office, allowed by `script-src 'self'`: no inline script.

// The customer chosen in the list is the one whose status is shown.
document.addEventListener('svc-consumer-select', (event) => {
  const status = document.querySelector('svc-consumer-status');
  status.consumerId = event.detail.consumer.id;
  status.scrollIntoView({ block: 'nearest' });
});

// No operation reads a profile's default rules: the partner keeps them, here in memory. These are
// the sandbox's defaults of the Standard debit profile.
const profileRules = document.querySelector('svc-card-profile-rules');
profileRules.rules = [{ type: 'DAILY_MAX_SPEND', value: 1000, creatorType: 'PARTNER' }];

// A team member created: the team list shows them (the list reloads its page).
document.querySelector('svc-partner-user-form').addEventListener('svc-success', () => document.querySelector('svc-partner-user-list').reload());
