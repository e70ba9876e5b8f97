/** English texts of <svc-company-onboarding>'s steps (the people's lists; the company's details' words are in `company-step.ts`, the identity checks' and the verification's in `check-steps.ts`, each fetched with its steps) and of the end (the summary's text, a KYB's outcome), known only once their module is here: fetched with the first step that opens (see `first-page.ts`). Placeholders in braces are filled with text, never HTML. */
export const laterTexts = {
  completeText: 'Every step is complete. We will let you know as soon as the company’s verification has an outcome.',
  completeValidated: 'Your company is verified. Every banking feature is now open to it, its accounts included.',
  blockedKyb: 'Your company did not pass verification, so we cannot open banking services for it. Please contact us to find out more.',
  intros: {
    company: 'These are the details we hold for your company. Check that they are right before you go on.',
    people: 'Declare every director and every shareholder. A person holding enough of the shares, directly or through other companies, is an ultimate beneficial owner (UBO); if nobody does, designate one (a special UBO).',
    kyc: 'Every director and every UBO checks their identity through a personal link that we send them. Ask for each person’s link here.',
    documents: 'Upload the company’s documents, such as its articles of association or an extract from the company registry.',
    kyb: 'Once every director and every UBO has a validated identity check, request the company’s verification (KYB). A compliance officer reviews it.',
  },
  nobodyYet: 'Nobody has been declared yet.',
  declaredTitle: 'Declared so far:',
  unnamedPerson: 'Person {number}',
  unnamedCompany: 'Company {number}',
  roles: { director: 'director', shareholder: 'shareholder', ubo: 'UBO' },
  stillNeeded: 'Still needed before the verification:',
  needDirector: 'at least one director;',
  needUbo: 'every UBO: each person holding {threshold} % or more of the shares, or a designated (special) UBO when nobody does.',
};
