/* global console, process, URL, performance */
// Builds the example ahead of time, as an Angular app ships: ngc compiles the templates, esbuild
// bundles, and Angular's linker finishes the framework's own partially compiled packages.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { transformAsync } from '@babel/core';
import { createEs2015LinkerPlugin } from '@angular/compiler-cli/linker/babel';
import { ConsoleLogger, LogLevel, NodeJSFileSystem } from '@angular/compiler-cli';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url).pathname;
process.chdir(here);
rmSync('dist', { recursive: true, force: true });

const started = performance.now();
execFileSync(process.execPath, ['node_modules/@angular/compiler-cli/bundles/src/bin/ngc.js', '-p', 'tsconfig.json'], { stdio: 'inherit' });
const compiled = performance.now();

const linker = createEs2015LinkerPlugin({
  fileSystem: new NodeJSFileSystem(),
  logger: new ConsoleLogger(LogLevel.warn),
  linkerJitMode: false,
});

/** Angular's packages ship declarations (ɵɵngDeclare*) that the linker turns into definitions. */
const angularLinker = {
  name: 'angular-linker',
  setup(bundler) {
    bundler.onLoad({ filter: /[\\/]@angular[\\/].*\.m?js$/ }, async ({ path }) => {
      const code = readFileSync(path, 'utf8');
      if (!code.includes('ɵɵngDeclare')) return { contents: code, loader: 'js' };
      const linked = await transformAsync(code, { filename: path, plugins: [linker], compact: false, babelrc: false, configFile: false, sourceMaps: false });
      return { contents: linked.code, loader: 'js' };
    });
  },
};

mkdirSync('dist/app', { recursive: true });
const result = await build({
  entryPoints: ['dist/aot/main.js'],
  outfile: 'dist/app/main.js',
  bundle: true,
  format: 'esm',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  // Angular's production switches: no dev-mode checks, no JIT compiler.
  define: { ngDevMode: 'false', ngJitMode: 'false', ngI18nClosureMode: 'false' },
  plugins: [angularLinker],
  metafile: true,
  logLevel: 'warning',
});
copyFileSync('src/index.html', 'dist/app/index.html');

const bytes = result.metafile.outputs['dist/app/main.js'].bytes;
const seconds = (from, to) => ((to - from) / 1000).toFixed(1);
console.log(`Built dist/app (main.js ${(bytes / 1024).toFixed(1)} KiB): ngc ${seconds(started, compiled)} s, bundle ${seconds(compiled, performance.now())} s`);
