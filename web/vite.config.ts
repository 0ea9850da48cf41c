import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { startAfterFirstPaint } from './build/start-after-first-paint';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig(({ isSsrBuild, mode }) => ({
  root,
  base: '/',
  plugins: isSsrBuild ? [react()] : [react(), inlineEntryStyles(), startPageAfterFirstPaint()],
  resolve: {
    alias: [
      // The site may import the modules' pure domain code (DESIGN.md), nothing else from src/.
      { find: '@domain', replacement: path.resolve(root, '../src/modules') },
      // react-router 7's package exports only its development build (dev warnings, extra checks:
      // remix-run/react-router#12532, #14753); the site's production bundle takes the production one.
      ...(mode === 'production' && !isSsrBuild ? reactRouterProduction() : []),
    ],
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
        sourcemap: !!process.env.SITE_SOURCEMAP,
        target: 'es2022',
        rolldownOptions: {
          output: {
            codeSplitting: {
              // main.tsx's first two start-up stages as one chunk each: React DOM (its small shared part,
              // which react-router imports too, came as a chunk of its own) and the router (with the
              // stage's two re-exports). Fewer files, less script (the result list's 150 KB budget).
              includeDependenciesRecursively: false,
              groups: [
                { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
                {
                  name: 'router',
                  test: /node_modules[\\/]react-router[\\/]|web[\\/]src[\\/]app[\\/]router-stage\.ts$/,
                },
              ],
            },
          },
        },
      },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));

/**
 * Puts the entry's stylesheet into index.html as a <style> element (the server's CSP allows it by its
 * hash, security-headers.ts): the server's first screen paints as soon as the HTML is parsed, without
 * waiting for a second request
 * (issue 9: LCP is that first paint). The site's whole stylesheet is ~6 KB gzip. It stops being a file
 * before Vite writes the lazy chunks' preload lists, so no chunk asks for it again (the lazy pages' own
 * stylesheets stay files). The entry's start-up stages (main.tsx) are the entry's, their styles too.
 */
function inlineEntryStyles(): Plugin {
  let css = '';
  return {
    name: 'inline-entry-styles',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        // The stages' styles first: main.tsx imported the route table before its own stylesheets when the
        // table was a static import, and the cascade keeps that order.
        const chunks = [...startUpChunks(bundle)].sort((a, b) => Number(a.isEntry) - Number(b.isEntry));
        for (const chunk of chunks) {
          if (!chunk.viteMetadata) continue;
          for (const file of chunk.viteMetadata.importedCss) {
            const asset = bundle[file];
            if (asset?.type !== 'asset') continue;
            // (without the marker comments Vite writes into a chunk's stylesheet)
            css += String(asset.source).replace(/\/\*\$vite\$:\d+\*\//g, '');
            delete bundle[file];
          }
          chunk.viteMetadata.importedCss.clear();
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => (css ? html.replace('</head>', `<style>${css}</style>\n  </head>`) : html),
    },
  };
}

/**
 * The entry script and its modulepreload links leave the built index.html's <head>: a small start script
 * (a file of its own, at low priority) holds early clicks and imports the entry once the server's first
 * screen has painted (start-after-first-paint.ts, issue 31). In the head, ~145 KB gzip of script arrived
 * before the first paint and Lighthouse's simulated slow 4G counted it as needed for it (LCP 2.0-2.4 s).
 */
function startPageAfterFirstPaint(): Plugin {
  return {
    name: 'start-after-first-paint',
    apply: 'build',
    // After Vite has written index.html (and the other plugins' transformIndexHtml).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') throw new Error('start-after-first-paint: no index.html in the bundle');
        const stages = [...startUpChunks(bundle)]
          .filter((chunk) => !chunk.isEntry)
          .map((chunk) => `/${chunk.fileName}`);
        const { html, fileName, source } = startAfterFirstPaint(String(page.source), stages);
        page.source = html;
        this.emitFile({ type: 'asset', fileName, source });
      },
    },
  };
}

/**
 * The chunks the site's start-up evaluates: the entry, the stages it imports in later tasks (main.tsx's
 * dynamic imports: React DOM, the router, the route table) and what they import statically; not the pages
 * the route table imports on demand.
 */
function startUpChunks(bundle: Rollup.OutputBundle): Set<Rollup.OutputChunk> {
  const chunks = new Set<Rollup.OutputChunk>();
  const add = (fileName: string) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || chunks.has(chunk)) return;
    chunks.add(chunk);
    chunk.imports.forEach(add);
  };
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
    add(chunk.fileName);
    chunk.dynamicImports.forEach(add);
  }
  return chunks;
}

/** react-router's production files (dist/production), which its package exports never select. */
function reactRouterProduction() {
  const dist = path.resolve(root, '../node_modules/react-router/dist/production');
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}
