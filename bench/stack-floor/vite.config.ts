// Builds the stack-floor page (bench/stack-floor) like the product: Vite, React plugin, es2022.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'bench/stack-floor',
  plugins: [react()],
  build: { outDir: '../../.tmp/bench/stack-floor', emptyOutDir: true, target: 'es2022' },
});
