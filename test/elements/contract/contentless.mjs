/**
 * The tags that draw nothing of their own (the provider's slot): the WCAG contract has nothing to
 * measure there, and what they configure is tested on the elements it reaches. One list for the
 * registration test (test/build/registration.test.ts) and ACCESSIBILITY.md's writer
 * (scripts/accessibility.mjs), which runs in Node: hence plain JavaScript.
 */
export const CONTENTLESS = ['svc-provider'];
