/**
 * A page whose Content-Security-Policy enforces Trusted Types with its own policy names only
 * (`trusted-types myapp`) forbids the policy Lit creates (`lit-html`): Lit's module throws as it
 * loads, so every element's code fails with that error, and the browser only says "Policy lit-html
 * disallowed". The loader says, once, what to add to the policy. Kept short: it is part of the
 * loader's 3 KiB.
 */
let said = false;

/** Given why an element's code failed, says once in the console when it was Lit's refused policy. */
export function noticeTrustedTypes(error: unknown): void {
  if (said || !/lit-html/.test(String(error))) return;
  said = true;
  console.error("svc-elements: add lit-html to your CSP's trusted-types directive, or no element can render.");
}
