// The CSP verdicts on their own (no browser): the kit's policy passes; each weakening fails with its reason.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allowsInline, judgeCsp, policiesOf } from '../src/doctor/csp.mjs';

const KIT = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; require-trusted-types-for 'script'; trusted-types lit-html";
const verdict = (input, id) => judgeCsp(input).find((check) => check.id === id);

describe('the CSP against the one the kit needs', () => {
  it('passes the documented policy sent as a header', () => {
    assert.deepEqual(judgeCsp({ headers: [KIT] }).map((check) => check.status), ['pass', 'pass', 'pass']);
  });

  it('fails without a policy, or with a report-only one alone', () => {
    assert.match(verdict({}, 'csp').title, /^no Content-Security-Policy/);
    assert.match(verdict({ reportOnly: [KIT] }, 'csp').title, /only Content-Security-Policy-Report-Only/);
  });

  it("fails script-src 'unsafe-inline', 'unsafe-eval', * and whole schemes; 'unsafe-inline' beside a hash is ignored, as browsers do", () => {
    for (const source of ["'unsafe-inline'", "'unsafe-eval'", '*', 'https:', 'data:']) {
      const check = verdict({ headers: [KIT.replace("script-src 'self'", `script-src 'self' ${source}`)] }, 'csp-script-src');
      assert.equal(check.status, 'fail', source);
      assert.ok(check.title.includes(source), check.title);
    }
    assert.equal(verdict({ headers: [KIT.replace("script-src 'self'", "script-src 'self' 'sha256-abc=' 'unsafe-inline'")] }, 'csp-script-src').status, 'pass');
    assert.equal(verdict({ headers: ["default-src 'self' 'unsafe-inline'"] }, 'csp-script-src').status, 'fail');
  });

  it('fails without Trusted Types, with a trusted-types list that leaves out lit-html, and with *', () => {
    assert.match(verdict({ headers: [KIT.replace("; require-trusted-types-for 'script'", '')] }, 'csp-trusted-types').title, /require-trusted-types-for 'script' missing/);
    assert.match(verdict({ headers: [KIT.replace('trusted-types lit-html', 'trusted-types myapp')] }, 'csp-trusted-types').title, /trusted-types myapp refuses lit-html/);
    assert.match(verdict({ headers: [KIT.replace('trusted-types lit-html', 'trusted-types *')] }, 'csp-trusted-types').title, /lets any script create a policy/);
    assert.equal(verdict({ headers: [KIT.replace('trusted-types lit-html', 'trusted-types myapp lit-html')] }, 'csp-trusted-types').status, 'pass');
  });

  it('takes two policies as both enforced: one strict policy is enough for scripts, one refusing lit-html stops the kit', () => {
    assert.equal(verdict({ headers: [`${KIT}, script-src *`] }, 'csp-script-src').status, 'pass');
    assert.equal(verdict({ headers: [KIT], meta: ['trusted-types other'] }, 'csp-trusted-types').status, 'fail');
  });

  it('warns of a policy met only in <meta>, and of style-src unsafe-inline', () => {
    assert.equal(verdict({ meta: [KIT] }, 'csp').status, 'warn');
    assert.match(verdict({ headers: [KIT.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")] }, 'csp-extras').title, /style-src 'unsafe-inline'/);
  });

  it("allows an inline import map by its hash or nonce, not otherwise", () => {
    const policies = policiesOf(["script-src 'self' 'sha256-abc=' 'nonce-n1'"]);
    assert.equal(allowsInline(policies, { sha256: 'abc=' }), true);
    assert.equal(allowsInline(policies, { sha256: 'xyz=', nonce: 'n1' }), true);
    assert.equal(allowsInline(policies, { sha256: 'xyz=' }), false);
  });
});
