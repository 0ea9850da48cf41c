import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import type { Logger } from '../logger.js';
import type { HttpRoute } from '../tokens.js';
import { apiNotFound, errorMiddleware } from './error-middleware.js';
import { requestContext } from './request-context.js';

export interface AppOptions {
  logger: Logger;
  routes: HttpRoute[];
  jsonBodyLimit: string;
  /** Built site (web/) and back-office (admin/); absent folders are skipped with a hint. */
  webDir?: string;
  adminDir?: string;
  /** HTTP status of a site page by path (404 for unknown paths); 200 when absent. */
  siteStatus?: (path: string) => number;
  /** Request hooks run before the routes, after the security headers (PLATFORM.HttpMiddleware). */
  middleware?: RequestHandler[];
}

/** Builds the Express app: security headers, request ids, compression, JSON, /api, /admin, the site. */
export function createApp(options: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.set('etag', 'weak');

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // MUI (react-admin) writes its styles at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(requestContext(options.logger));
  for (const hook of options.middleware ?? []) app.use(hook);
  app.use(compression());
  app.use(express.json({ limit: options.jsonBodyLimit }));

  for (const route of options.routes) app.use(route.path, route.router);
  app.use('/api', apiNotFound);

  if (options.adminDir) mountSpa(app, '/admin', options.adminDir, options.logger);
  if (options.webDir) mountSpa(app, '/', options.webDir, options.logger, options.siteStatus);

  app.use(errorMiddleware);
  return app;
}

/** Serves a built single-page app: its files, then index.html for any other GET below basePath. */
function mountSpa(
  app: Express,
  basePath: string,
  dir: string,
  logger: Logger,
  statusOf: (path: string) => number = () => 200,
): void {
  const indexFile = path.resolve(dir, 'index.html');
  if (!existsSync(indexFile)) {
    logger.warn({ dir }, `No se encontró ${indexFile}: ejecuta "npm run build" para servir ${basePath}`);
    return;
  }
  app.use(
    basePath,
    express.static(dir, {
      index: false,
      maxAge: '1y',
      immutable: true,
      setHeaders: (res, file) => {
        // Hashed assets are immutable; everything else must be revalidated.
        if (!file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  app.get(basePath === '/' ? /.*/ : new RegExp(`^${basePath}(/.*)?$`), (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.status(statusOf(req.path)).sendFile(indexFile);
  });
}
