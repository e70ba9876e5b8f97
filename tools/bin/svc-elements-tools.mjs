#!/usr/bin/env node
// svc-elements-tools: the tools for partners of svc-elements, one command each: `doctor` (a live page,
// in headless Chromium) and `conformance` (a partner backend, over HTTP). They live in this package,
// apart from the kit, whose install stays lean.
import process from 'node:process';

const COMMANDS = {
  doctor: () => import('../src/doctor/cli.mjs'),
  conformance: () => import('../src/conformance/cli.mjs'),
};

const usage = async () => {
  const lines = await Promise.all(Object.entries(COMMANDS).map(async ([name, load]) => `  ${name.padEnd(12)} ${(await load()).summary}`));
  return `Usage: svc-elements-tools <command> [options]\n\nCommands:\n${lines.join('\n')}\n\nsvc-elements-tools <command> --help describes one.`;
};

const [command, ...rest] = process.argv.slice(2);
if (!command || command === '--help' || command === '-h' || command === 'help') {
  console.log(await usage());
} else if (!Object.hasOwn(COMMANDS, command)) {
  console.error(`svc-elements-tools: no command "${command}".\n\n${await usage()}`);
  process.exitCode = 2;
} else {
  process.exitCode = await (await COMMANDS[command]()).main(rest);
}
