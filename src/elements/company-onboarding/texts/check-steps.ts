/** English texts of <svc-company-onboarding>'s identity-check and verification steps (the KYC links, what the KYB request waits for), fetched with the first of those steps that opens (see `later-steps.ts`). Placeholders in braces are filled with text, never HTML. */
export const checkTexts = {
  nobodyNeedsKyc: 'No director or UBO has been declared yet. Go back one step to declare them.',
  kycLabel: 'Identity check',
  kycStatus: {
    notStarted: 'not started',
    inProgress: 'in progress',
    aborted: 'stopped before the end',
    validated: 'validated',
    declined: 'declined',
  },
  sendLink: 'Send the link to {name}',
  sendAgain: 'Send the link to {name} again',
  linkSent: 'The link is on its way.',
  linkNotSent: 'The link could not be sent from here. Please contact us.',
  kybWaiting: 'The verification can be requested once every director and every UBO has a validated identity check. Come back then: you will pick up right here.',
  waitingFor: 'Identity checks not validated yet:',
};
