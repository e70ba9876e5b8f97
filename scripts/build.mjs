// npm run build: the library (ESM + .d.ts) and the self-contained script-tag module.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const run = (command, args) => execFileSync('npx', [command, ...args], { stdio: 'inherit' });

rmSync('dist', { recursive: true, force: true });
run('vite', ['build', '--logLevel', 'warn']);
run('vite', ['build', '--mode', 'bundle', '--logLevel', 'warn']);
run('tsc', ['-p', 'tsconfig.build.json']);
console.log('Built dist/esm (library), dist/types (.d.ts) and dist/svc-elements.js (script tag).');
