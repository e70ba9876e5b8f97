// Writes docs/sandbox.md's list of what the sandbox decides, and of the spec's rules it applies,
// from the typed tables in src/sandbox/decisions.ts (`--check`: fail if the page differs). It also
// checks that each entry is marked in every file it names (`decide('id', …)` or a refusal's
// basis), so the table cannot point where nothing is decided.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { writeSections } from './doc-section.mjs';

const bundled = await build({ entryPoints: ['src/sandbox/decisions.ts'], bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'error' });
const { DECISIONS, SPEC_RULES } = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);

const problems = [];
const marked = (file, mark) => {
  let text;
  try {
    text = readFileSync(join('src/sandbox', file), 'utf8');
  } catch {
    problems.push(`${mark} names src/sandbox/${file}, which does not exist.`);
    return;
  }
  if (!text.includes(`'${mark}'`)) problems.push(`${mark} is not marked in src/sandbox/${file} (decide('${mark}', …) or a refusal with that basis).`);
};
for (const [id, decision] of Object.entries(DECISIONS)) for (const file of decision.where) marked(file, id);
for (const [id, rule] of Object.entries(SPEC_RULES)) for (const file of rule.where) marked(file, `spec:${id}`);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}

const cell = (text) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const files = (where) => where.map((file) => `\`${file}\``).join(', ');

const decisions = Object.entries(DECISIONS);
const table = [
  '| subject | decision | what the sandbox does | what the spec says | where |',
  '|---|---|---|---|---|',
  ...decisions.map(([id, d]) => `| ${d.subject} | \`${id}\` | ${cell(d.does)}${d.accepted ? ' **Kept:** ' + cell(d.accepted) : ''} | ${cell(d.spec)} | ${files(d.where)} |`),
].join('\n');

const accepted = decisions.filter(([, d]) => d.accepted);
const kept = accepted.map(([id, d]) => `- \`${id}\`: ${d.does} ${d.accepted}`).join('\n');

const rules = [
  '| rule | the spec | where |',
  '|---|---|---|',
  ...Object.entries(SPEC_RULES).map(([id, r]) => `| \`spec:${id}\` | ${cell(r.says)} | ${files(r.where)} |`),
].join('\n');

writeSections('docs/sandbox.md', [
  ['sandbox-decisions', `${decisions.length} decisions, ${accepted.length} of them kept by the kit's design:\n\n${kept}\n\n${table}`],
  ['sandbox-spec-rules', rules],
], { what: "the sandbox's decisions", command: 'npm run sandbox-decisions' });
