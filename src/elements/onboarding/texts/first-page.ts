/**
 * English texts of <svc-onboarding> that its first page shows (the frame, the progress, sign-up); the
 * rest (the later steps', the summary's, what blocks the journey) are in `later-steps.ts`, fetched
 * with them. `en.ts` joins both: the catalog's part. Placeholders in braces are filled with text,
 * never HTML.
 */
export const onboarding = {
  progress: 'Your progress',
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
