/** English texts of <svc-onboarding> only its later steps show (with the summary's and what blocks the journey), fetched with them (see `first-page.ts`). Placeholders in braces are filled with text, never HTML. */
export const laterTexts = {
  reading: 'Checking where you left off…',
  completeText: 'Every step is complete. Thank you for your time.',
  noCustomer: 'This journey is not set up for a customer, so it cannot continue. Please contact us.',
  blockedPhone: 'This phone number already belongs to a customer. Sign in instead, or contact us if you think this is a mistake.',
  blockedKyc: 'We could not confirm your identity, so we cannot open an account for you. Please contact us to find out more.',
  intros: {
    phone: 'We send a code by text message to the number you gave. Enter it here to confirm the number is yours.',
    profile: 'A few questions every bank must ask: what you do, where your money comes from and how you will use the account.',
    identity: 'Upload a clear photo or scan of your identity card or driving licence, so that we can confirm who you are.',
    kyc: 'We are checking your details and your document. This usually takes a few minutes. You can leave and come back later: you will pick up right here.',
    account: 'Choose the country of your IBAN and, if you like, give your account a name.',
    card: 'Order the payment card that goes with your account.',
  },
};
