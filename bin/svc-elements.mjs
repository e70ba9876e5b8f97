#!/usr/bin/env node
// `npx svc-elements …`: the kit ships no browser-driving command of its own. `doctor` (and the other
// page tools) live in the separate package svc-elements-tools, so that installing the kit stays lean.
const [command, ...rest] = process.argv.slice(2);
const tools = `npx svc-elements-tools ${command ?? 'doctor'}${rest.length ? ` ${rest.join(' ')}` : ' <url | file.html>'}`;
console.error(`svc-elements: the page tools (doctor…) are in the package svc-elements-tools:\n  ${tools}\nThe kit's own command is svc-elements-integrity (the import map for your path).`);
process.exitCode = 1;
