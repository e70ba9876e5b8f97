// Fails when custom-elements.json is not what the analyzer makes from the code now.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

// The analyzer resolves --outdir against the working directory; .manifest-check is git-ignored.
const outdir = '.manifest-check';
try {
  execFileSync('npx', ['cem', 'analyze', '--quiet', '--outdir', outdir], { stdio: ['ignore', 'ignore', 'inherit'] });
  const fresh = JSON.parse(readFileSync(join(outdir, 'custom-elements.json'), 'utf8'));
  let committed;
  try {
    committed = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  } catch {
    committed = undefined;
  }
  if (JSON.stringify(fresh) !== JSON.stringify(committed)) {
    console.error('custom-elements.json is stale: run `npm run manifest` and commit the result.');
    process.exit(1);
  }
  console.log('custom-elements.json is current.');
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
