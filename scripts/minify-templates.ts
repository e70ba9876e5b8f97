/**
 * Build step: the static text of the kit's `css` and `html` tagged templates loses what no browser
 * needs. The minifier keeps template text as written, so without this every page would download
 * the styles' comments and indentation, and every render would clone the templates' comment nodes.
 *
 * - `css`: comments go, and each run of whitespace holding a line break becomes one line break.
 * - `html`: `<!-- -->` comments within one static part go, and each run of whitespace holding a line
 *   break becomes one line break (still whitespace where it separates words or elements).
 *
 * Everything else is copied as it is: code, strings, other templates and the expressions inside
 * templates (whose own `css`/`html` templates are minified in turn). A source the scanner cannot
 * follow to its end is returned unchanged.
 */

const TAGS = new Set(['css', 'html', 'svg']);

type Kind = 'css' | 'html';

function minifyStatic(text: string, kind: Kind): string {
  const stripped = kind === 'css' ? text.replace(/\/\*[\s\S]*?\*\//g, '') : text.replace(/<!--(?!\?)[\s\S]*?-->/g, '');
  return stripped.replace(/[ \t]*\n\s*/g, '\n');
}

class Scanner {
  index = 0;
  out = '';
  constructor(readonly source: string) {}

  /** Copies code until `stop` is met at bracket depth 0 (`}` closing a template expression), or the end. */
  code(stop?: '}'): void {
    const s = this.source;
    let depth = 0;
    while (this.index < s.length) {
      const char = s[this.index]!;
      const next = s[this.index + 1];
      if (char === '/' && next === '/') this.copyUntil('\n', false);
      else if (char === '/' && next === '*') this.copyUntil('*/', true);
      else if (char === "'" || char === '"') this.string(char);
      else if (char === '`') this.template(this.tagBefore());
      else if (char === '{') {
        depth++;
        this.copy(1);
      } else if (char === '}') {
        if (depth === 0 && stop === '}') return;
        depth--;
        this.copy(1);
      } else this.copy(1);
    }
    if (stop) throw new Error('unterminated template expression');
  }

  private copy(count: number): void {
    this.out += this.source.slice(this.index, this.index + count);
    this.index += count;
  }

  private copyUntil(end: string, inclusive: boolean): void {
    const at = this.source.indexOf(end, this.index + 2);
    const stop = at === -1 ? this.source.length : inclusive ? at + end.length : at;
    this.copy(stop - this.index);
  }

  private string(quote: string): void {
    const s = this.source;
    let i = this.index + 1;
    while (i < s.length && s[i] !== quote) {
      if (s[i] === '\\') i++;
      else if (s[i] === '\n') throw new Error('unterminated string');
      i++;
    }
    this.copy(i + 1 - this.index);
  }

  /** The tag right before a template's backtick (`css`, `html`), when it is one the kit minifies. */
  private tagBefore(): Kind | undefined {
    const before = /([A-Za-z_$][\w$]*)\s*$/.exec(this.source.slice(Math.max(0, this.index - 40), this.index))?.[1];
    if (!before || !TAGS.has(before)) return undefined;
    return before === 'css' ? 'css' : 'html';
  }

  private template(kind: Kind | undefined): void {
    const s = this.source;
    this.copy(1);
    let text = '';
    const flush = () => {
      this.out += kind ? minifyStatic(text, kind) : text;
      text = '';
    };
    while (this.index < s.length) {
      const char = s[this.index]!;
      if (char === '\\') {
        text += s.slice(this.index, this.index + 2);
        this.index += 2;
      } else if (char === '`') {
        flush();
        this.copy(1);
        return;
      } else if (char === '$' && s[this.index + 1] === '{') {
        flush();
        this.copy(2);
        this.code('}');
        this.copy(1);
      } else {
        text += char;
        this.index++;
      }
    }
    throw new Error('unterminated template');
  }
}

/** The source with its `css` and `html` templates minified, or unchanged if it cannot be followed. */
export function minifyTemplates(source: string): string {
  if (!/\b(css|html|svg)\s*`/.test(source)) return source;
  try {
    const scanner = new Scanner(source);
    scanner.code();
    return scanner.out;
  } catch {
    return source;
  }
}
