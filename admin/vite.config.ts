import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root,
  base: '/admin/',
  plugins: [react()],
  resolve: { alias: { '@domain': path.resolve(root, '../src/modules') } },
  build: {
    outDir: path.resolve(root, '../dist/admin'),
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/token': 'http://localhost:3000' } },
});
