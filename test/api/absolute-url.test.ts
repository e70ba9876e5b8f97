/**
 * The acquiring redirect address: an absolute https URL (plain http refused). Checked without zod's URL schema, so it
 * is held here to that schema's verdicts, issues and sent values.
 */
import { expect } from '@open-wc/testing';
import * as z from 'zod/mini';
import { acquiringPaymentBody } from '../../src/api/schemas/acquiring.js';

const MESSAGE = 'Enter a full address starting with https://';
const zodUrl = z.url({ protocol: /^https$/, message: MESSAGE });
const redirectOf = (redirectUrl: unknown) => acquiringPaymentBody.safeParse({ amount: 10, redirectUrl });

const samples = [
  'https://shop.example/done', 'http://shop.example/done?order=1#top', 'HTTPS://SHOP.EXAMPLE/', '  https://shop.example/padded  ',
  'https://exa\nmple.com/x', 'https://shop.example/\tpath', 'https://例え.jp/完了', 'https://127.0.0.1:8443/ok', 'https://user:pw@shop.example/',
  'ftp://files.example/x', 'http:shop.example', 'https:/shop.example', 'shop.example/done', '/done', '', '   ', 'https://', 'https://exa mple.com',
  'javascript:alert(1)', 'mailto:a@b.example', 'https://[::1]/', 'https://[bad/',
];

describe('acquiring redirect address', () => {
  it('accepts, refuses and sends exactly what the URL schema did', () => {
    for (const sample of samples) {
      if (sample === 'https:/shop.example') continue; // the kit requires the `//`; checked below
      const ours = redirectOf(sample);
      const reference = zodUrl.safeParse(sample);
      expect(ours.success, JSON.stringify(sample)).to.equal(reference.success);
      if (reference.success) expect(ours.data?.redirectUrl, JSON.stringify(sample)).to.equal(reference.data);
    }
  });

  it('refuses plain http:// with the https message, accepts https://', () => {
    expect(redirectOf('https://shop.example/done').data?.redirectUrl).to.equal('https://shop.example/done');
    expect(redirectOf('https:/shop.example').success).to.equal(false);
    const issues = redirectOf('http://shop.example/done').error?.issues ?? [];
    expect(issues).to.have.length(1);
    expect(issues[0]).to.include({ code: 'invalid_format', format: 'url', message: MESSAGE });
  });

  it('reports a refused address as a URL problem on the field, with the kit message', () => {
    const issues = redirectOf('shop.example/done').error?.issues ?? [];
    expect(issues).to.have.length(1);
    expect(issues[0]).to.include({ code: 'invalid_format', format: 'url', message: MESSAGE });
    expect(issues[0]?.path).to.deep.equal(['redirectUrl']);
  });

  it('refuses what is not text as the URL schema did', () => {
    for (const value of [42, null, { href: 'https://shop.example' }]) {
      const issues = redirectOf(value).error?.issues ?? [];
      expect(issues.map((issue) => issue.code)).to.deep.equal(zodUrl.safeParse(value).error?.issues.map((issue) => issue.code));
    }
  });
});
