import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

export default defineConfig({
  root: resolve(import.meta.dirname),
  plugins: [react()],
  build: { outDir: resolve(import.meta.dirname, '../../../dist-hello'), emptyOutDir: true, target: 'es2022' },
  logLevel: 'error',
});
