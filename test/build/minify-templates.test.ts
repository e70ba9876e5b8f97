/** The build step that trims the kit's css and html templates: what it drops, and what it must keep. */
import { expect } from '@open-wc/testing';
import { minifyTemplates } from '../../scripts/minify-templates.js';

describe('minifyTemplates', () => {
  it('drops comments and indentation from css templates, keeping the rules and their expressions', () => {
    const source = "const styles = css`\n  /* why */\n  :host {\n    color: ${token};\n    content: '⚠ ';\n  }\n`;";
    expect(minifyTemplates(source)).to.equal("const styles = css`\n:host {\ncolor: ${token};\ncontent: '⚠ ';\n}\n`;");
  });

  it('drops comments and indentation from html templates, and trims the templates inside their expressions', () => {
    const source = [
      'return html`<div>',
      '    <!-- a note for developers -->',
      '    <p title="a  b">${ok ? html`<b>',
      '        yes</b>` : nothing}</p>',
      '  </div>`;',
    ].join('\n');
    expect(minifyTemplates(source)).to.equal('return html`<div>\n<p title="a  b">${ok ? html`<b>\nyes</b>` : nothing}</p>\n</div>`;');
  });

  it('keeps a comment that runs across an expression, since its two ends are in different parts', () => {
    const source = 'html`<!-- ${x} -->`';
    expect(minifyTemplates(source)).to.equal(source);
  });

  it('leaves code, strings, comments and other templates as they are', () => {
    const source = [
      "const a = 'html`  not a template  `';",
      'const b = "/* not a comment */";',
      '// html`  in a comment  `',
      '/* css`  in a comment  ` */',
      'const c = `  plain\n    template  ${html`\n    <i>x</i>`}`;',
      'const d = { e: { f: 1 } };',
    ].join('\n');
    expect(minifyTemplates(source)).to.equal(source.replace('${html`\n    <i>', '${html`\n<i>'));
  });

  it('returns a source it cannot follow unchanged', () => {
    const source = "const quote = /'/; const t = css`\n  a {}`;";
    expect(minifyTemplates(source)).to.equal(source);
  });
});
