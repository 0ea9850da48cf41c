import { createRequire } from 'node:module';
import path from 'node:path';
import { Router } from 'express';
import { buildOpenApiDocument, type ApiDoc } from './openapi.js';

/**
 * GET /api/docs: Swagger UI over GET /api/docs/openapi.json, served from our own origin (helmet's CSP
 * allows no inline script nor a foreign host). Only the three files the page loads leave swagger-ui-dist
 * (its bundle, its styles, the icon): not its demo index, its OAuth page, its other bundles or source maps.
 */

const UI_FILES: Record<string, string> = {
  'swagger-ui-bundle.js': 'application/javascript',
  'swagger-ui.css': 'text/css',
  'favicon-32x32.png': 'image/png',
};

const INDEX_HTML = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<title>API — Comparador de seguros</title>
<link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

// BaseLayout: the standalone preset (a top bar to type another URL) is not needed, nor its file.
const INIT_JS = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/docs/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});`;

export function apiDocsRouter(docs: () => ApiDoc[]): Router {
  const router = Router();
  const distDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  let document: object | undefined;
  router.get('/openapi.json', (_req, res) => {
    document ??= buildOpenApiDocument(docs());
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(document);
  });
  router.get('/init.js', (_req, res) => {
    res.type('application/javascript').setHeader('Cache-Control', 'public, max-age=300');
    res.send(INIT_JS);
  });
  router.get('/', (_req, res) => {
    res.type('html').setHeader('Cache-Control', 'no-cache');
    res.send(INDEX_HTML);
  });
  router.get('/:file', (req, res, next) => {
    const type = UI_FILES[req.params.file];
    if (!type) {
      next();
      return;
    }
    res.type(type).setHeader('Cache-Control', 'public, max-age=86400');
    res.sendFile(path.join(distDir, req.params.file));
  });
  return router;
}
