// `npm start` (after `npm run build`, its prestart): Storybook on :6006, and the demo pages on :6007
// through the reference server with the sandbox as its service. Both stop together.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'serve:demo', '--silent'], { stdio: 'inherit' }),
  spawn('npx', ['storybook', 'dev', '--port', '6006', '--no-open'], { stdio: 'inherit' }),
];
console.log('Storybook: http://localhost:6006   The demo partner page: http://localhost:6007/demo/   Its back office, on another host: http://127.0.0.1:6007/demo/back-office.html');
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode ||= code ?? 0; });
