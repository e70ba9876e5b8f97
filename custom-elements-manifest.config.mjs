// Manifest of the kit's elements, read from the JSDoc of the element classes.
export default {
  globs: ['src/elements/**/*.ts', 'src/define.ts'],
  exclude: ['src/**/*.test.ts', 'src/**/*.styles.ts'],
  outdir: '.',
  litelement: true,
  packagejson: false,
};
