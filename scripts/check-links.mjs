// Every relative link in README.md and docs/*.md leads somewhere: the file exists and, for a link with
// `#anchor`, the target Markdown file has a heading with that anchor (GitHub's rule: lower case,
// punctuation dropped, spaces to hyphens, `-1`, `-2`… for repeats). Links inside code are not links.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const pages = ['README.md', ...readdirSync('docs').filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

/** Markdown without fenced blocks and inline code, whose brackets are not links. */
const prose = (text) => text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** The anchors GitHub gives a file's headings. */
function anchors(path) {
  const seen = new Map();
  const found = new Set();
  for (const [, title] of prose(readFileSync(path, 'utf8')).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const slug = title
      .toLowerCase()
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    found.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return found;
}

const failures = [];
let checked = 0;
for (const page of pages) {
  const text = readFileSync(page, 'utf8');
  for (const [, target] of prose(text).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:…
    checked += 1;
    const [file, anchor] = target.split('#');
    const path = file ? normalize(join(dirname(page), decodeURIComponent(file))) : page;
    if (!existsSync(path)) {
      failures.push(`${page}: ${target}: no file ${path}`);
      continue;
    }
    if (anchor === undefined) continue;
    if (!path.endsWith('.md') || statSync(path).isDirectory()) failures.push(`${page}: ${target}: an anchor into a file that is not Markdown`);
    else if (!anchors(path).has(anchor)) failures.push(`${page}: ${target}: no heading with the anchor #${anchor} in ${path}`);
  }
}

if (failures.length > 0) {
  console.error(`Broken links in the documentation (${failures.length}):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`Links: ${checked} relative links in ${pages.length} pages, each to an existing file and heading.`);
