/**
 * A page whose Content-Security-Policy enforces Trusted Types with its own policy names only
 * (`trusted-types myapp`) forbids the policy Lit creates (`lit-html`): Lit's module then throws as it
 * loads, no element of the kit can render, and the browser's console only says "Policy lit-html
 * disallowed". The loader listens for that refusal and says, once, what to add to the policy.
 */

/** The policy name Lit creates for the templates it renders. */
const LIT_POLICY = 'lit-html';

/** The page's `trusted-types` directive with Lit's policy added, or a plain one when it cannot be read. */
export function allowedDirective(originalPolicy: string): string {
  const directive = originalPolicy
    .split(/[;,]/)
    .map((part) => part.trim())
    .find((part) => /^trusted-types(\s|$)/i.test(part));
  const names = (directive?.split(/\s+/).slice(1) ?? []).filter((name) => name !== "'none'");
  return ['trusted-types', ...names, LIT_POLICY].join(' ');
}

/** The kit's words for the refusal: what failed, what it breaks, what to add. */
function trustedTypesMessage(originalPolicy: string): string {
  return `svc-elements: this page's Content-Security-Policy does not allow the Trusted Types policy "${LIT_POLICY}", which the kit's elements (built on Lit) render through, so none of them can show. Add it to the policy's trusted-types directive: ${allowedDirective(originalPolicy)}`;
}

let said = false;

/** Says the refusal in the console, once per page, whatever the number of refused attempts. */
export function watchTrustedTypes(target: Document = document): void {
  target.addEventListener('securitypolicyviolation', (event) => {
    if (said || event.violatedDirective !== 'trusted-types' || !event.sample.includes(LIT_POLICY)) return;
    said = true;
    console.error(trustedTypesMessage(event.originalPolicy));
  });
}
