/** English texts of <svc-company-onboarding>'s later steps (their intros; the company's details' words are in `company-step.ts`, the identity checks' and the verification's in `check-steps.ts`, the people's step's first words in `first-page.ts`), of the people's lists under its form (nobody declared yet, the people declared as the lists name them, what the KYB still lacks), and of the end (the summary's text, a KYB's outcome, a journey not set up for a company), known only once their module is here: fetched once the first step shows, or with the first step that needs it (see `first-page.ts`). Placeholders in braces are filled with text, never HTML. */
export const laterTexts = {
  nobodyYet: 'Nobody has been declared yet.',
  stillNeeded: 'Still needed before the verification:',
  needDirector: 'at least one director;',
  needUbo: 'every UBO: each person holding {threshold} % or more of the shares, or a designated (special) UBO when nobody does.',
  declaredTitle: 'Declared so far:',
  unnamedPerson: 'Person {number}',
  unnamedCompany: 'Company {number}',
  roles: { director: 'director', shareholder: 'shareholder', ubo: 'UBO' },
  completeText: 'Every step is complete. We will let you know as soon as the company’s verification has an outcome.',
  completeValidated: 'Your company is verified. Every banking feature is now open to it, its accounts included.',
  noCompany: 'This journey is not set up for a company, so it cannot continue. Please contact us.',
  blockedKyb: 'Your company did not pass verification, so we cannot open banking services for it. Please contact us to find out more.',
  intros: {
    company: 'These are the details we hold for your company. Check that they are right before you go on.',
    kyc: 'Every director and every UBO checks their identity through a personal link that we send them. Ask for each person’s link here.',
    documents: 'Upload the company’s documents, such as its articles of association or an extract from the company registry.',
    kyb: 'Once every director and every UBO has a validated identity check, request the company’s verification (KYB). A compliance officer reviews it.',
  },
};
