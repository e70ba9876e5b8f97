import { expect } from '@open-wc/testing';
import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '../../../src/api/formats/email.js';
import { email } from '../../../src/api/field-checks.js';

const accepted = [
  'ada.lovelace+bank@example.com', 'jörg@example.de', 'anna@exämple.de', '用户@例子.广告', 'a@b', 'x@localhost',
  `${'l'.repeat(64)}@example.com`, `a@${'d'.repeat(255)}`, "o'brien@example.ie", 'first.last@sub.example.co.uk',
];
const refused = [
  '', 'no-at-sign', 'two@@example.com', 'spaces in@example.com', 'tab\t@example.com', 'a@exa mple.com', '@example.com',
  'user@', '"quoted"@example.com', `${'l'.repeat(65)}@example.com`, `a@${'d'.repeat(256)}`, 'line\n@example.com',
];

describe('email addresses', () => {
  it('accepts international addresses and refuses malformed ones', () => {
    for (const value of accepted) expect(EMAIL_PATTERN.test(value), value).to.equal(true);
    for (const value of refused) expect(EMAIL_PATTERN.test(value), value).to.equal(false);
  });

  it("gives the same verdicts as zod's international email pattern the schemas used before", () => {
    for (const value of [...accepted, ...refused]) {
      expect(EMAIL_PATTERN.test(value), value).to.equal(z.regexes.unicodeEmail.test(value));
    }
  });

  it('is the pattern of the schemas: a refused address reads as an email problem', () => {
    const result = email().safeParse('two@@example.com');
    expect(result.success).to.equal(false);
    expect(result.error?.issues[0]).to.include({ code: 'invalid_format', format: 'email', message: 'Expected an email address' });
    expect(email().safeParse('jörg@exämple.de').success).to.equal(true);
  });
});
