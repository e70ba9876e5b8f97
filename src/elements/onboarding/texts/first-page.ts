/**
 * English texts of <svc-onboarding> that its first page shows (the frame, the progress, sign-up); the
 * later steps' are in `later-steps.ts`, fetched with them. `en.ts` joins both: the catalog's part.
 * Placeholders in braces are filled with text, never HTML.
 */
export const onboarding = {
  progress: 'Your progress',
  reading: 'Checking where you left off…',
  completeText: 'Every step is complete. Thank you for your time.',
  noCustomer: 'This journey is not set up for a customer, so it cannot continue. Please contact us.',
  blockedPhone: 'This phone number already belongs to a customer. Sign in instead, or contact us if you think this is a mistake.',
  titles: {
    'sign-up': 'Sign up',
    phone: 'Phone number',
    profile: 'About you',
    identity: 'Identity document',
    kyc: 'Identity check',
    account: 'Your account',
    card: 'Your card',
  },
  intros: {
    'sign-up': 'Tell us who you are and how to reach you. It takes a few minutes.',
  },
};
