// Manifest of the kit's elements, read from the JSDoc of the element classes.
export default {
  globs: ['src/elements/**/*.ts', 'src/define.ts'],
  exclude: ['src/**/*.test.ts', 'src/**/*.styles.ts'],
  outdir: '.',
  litelement: true,
  packagejson: false,
  plugins: [
    {
      // The analyzer lists modules in file-system order, which differs between machines: sort
      // them, so that the committed manifest and a fresh one compare equal anywhere.
      name: 'sorted-modules',
      packageLinkPhase({ customElementsManifest }) {
        customElementsManifest.modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      },
    },
  ],
};
