// The reference backend's image: built with `docker build` where a Docker daemon answers; where none
// does (this project's machines), server/Dockerfile is linted instead (dockerfile-utils, the linter
// of the VS Code Docker extension), and the run says which of the two it did.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { validate } from 'dockerfile-utils';

const DOCKERFILE = 'server/Dockerfile';
const daemon = spawnSync('docker', ['info'], { stdio: 'ignore' });
if (daemon.status === 0) {
  console.log(`Building ${DOCKERFILE} with docker.`);
  const built = spawnSync('docker', ['build', '-f', DOCKERFILE, '-t', 'svc-elements-server:check', '.'], { stdio: 'inherit' });
  process.exit(built.status ?? 1);
}

const problems = validate(readFileSync(DOCKERFILE, 'utf8'));
for (const problem of problems) console.error(`${DOCKERFILE}:${problem.range.start.line + 1}: ${problem.message}`);
if (problems.length > 0) process.exit(1);
console.log(`No Docker daemon here: ${DOCKERFILE} linted instead of built (dockerfile-utils), no problem found.`);
