import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  resolve: {
    // The site may import the modules' pure domain code (DESIGN.md), nothing else from src/.
    alias: { '@domain': path.resolve(root, '../src/modules') },
  },
  build: {
    outDir: path.resolve(root, '../dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
