import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  root,
  base: '/',
  plugins: [react()],
  resolve: {
    // The site may import the modules' pure domain code (DESIGN.md), nothing else from src/.
    alias: { '@domain': path.resolve(root, '../src/modules') },
  },
  build: isSsrBuild
    ? {
        // `vite build --ssr src/entry-server.tsx`: the comparators' first screen for the server (app.ts).
        outDir: path.resolve(root, '../dist/web-ssr'),
        emptyOutDir: true,
        sourcemap: false,
        target: 'node20',
      }
    : {
        outDir: path.resolve(root, '../dist/web'),
        emptyOutDir: true,
        sourcemap: false,
        target: 'es2022',
      },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
