// Writes the Content-Security-Policy the kit needs into docs/security.md, from scripts/strict-csp.mjs:
// the policy the script-tag kit is tested under (check:bundle) and the demo states (check:demo), so the
// printed text cannot drift from what is tested (`--check`: fail if it differs).
import { writeSections } from './doc-section.mjs';
import { strictCsp } from './strict-csp.mjs';

const block = ['```http', `Content-Security-Policy: ${strictCsp()}`, '```'].join('\n');
writeSections('docs/security.md', [['csp', block]], { what: 'Content-Security-Policy', command: 'npm run policy' });
