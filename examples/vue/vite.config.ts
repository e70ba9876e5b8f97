// The example resolves `svc-elements` as an app would: through the package's `exports`, to the
// built library (`npm run build` first).
import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true },
  // The kit's tags are custom elements, not Vue components.
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('svc-') } } })],
});
