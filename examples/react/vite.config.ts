// The example resolves `svc-elements` as an app would: through the package's `exports`, to the
// built library (`npm run build` first).
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true },
});
