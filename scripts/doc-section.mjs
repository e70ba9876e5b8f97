// One home for the documentation's generated sections: the text between `<!-- name:start -->` and
// `<!-- name:end -->` in a Markdown page, written from code (`--check` on the command line: fail if
// it differs instead).
import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Writes each `[marker, content]` into `page`, or with `--check` fails when the page differs.
 * `what` names the sections in messages; `command` is what regenerates them.
 */
export function writeSections(page, sections, { what, command }) {
  const original = readFileSync(page, 'utf8');
  let text = original;
  for (const [marker, content] of sections) {
    const pattern = new RegExp(`(<!-- ${marker}:start -->\\n)[\\s\\S]*?(<!-- ${marker}:end -->)`);
    if (!pattern.test(text)) {
      console.error(`${page} has no <!-- ${marker}:start --> … <!-- ${marker}:end --> section.`);
      process.exit(1);
    }
    text = text.replace(pattern, (_, start, end) => `${start}${content}\n${end}`);
  }
  if (process.argv.includes('--check')) {
    if (text !== original) {
      console.error(`${page}: ${what}: stale; run \`${command}\` and commit the result.`);
      process.exit(1);
    }
    console.log(`${page}: ${what}: current.`);
  } else {
    writeFileSync(page, text);
    console.log(`${page}: ${what}: written.`);
  }
}
