// `npx svc-elements doctor …` points to the tools package, where the doctor lives, with the same arguments.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { it } from 'node:test';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../bin/svc-elements.mjs', import.meta.url));

it('svc-elements doctor <url> says to run svc-elements-tools doctor <url>, and fails', () => {
  const result = spawnSync(process.execPath, [BIN, 'doctor', 'https://partner.example/account'], { encoding: 'utf8' });
  assert.equal(result.status, 1);
  assert.match(result.stderr, /npx svc-elements-tools doctor https:\/\/partner\.example\/account/);
});
