import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express, { type Express, type RequestHandler, type Router } from 'express';
import { escapeHtml } from '../../kernel/html-escape.js';
import type { Logger } from '../logger.js';
import type { HttpRoute } from '../tokens.js';
import { metricsAccess, trackRoute, type Metrics } from '../metrics.js';
import { accessLog } from './access-log.js';
import { fastLanes, type FastLane } from './fast-lane.js';
import { apiNotFound, errorMiddleware } from './error-middleware.js';
import { refuseUnstorableInput, refuseUnstorablePath, requireJsonBody, type OtherBodyTypes } from './json-boundary.js';
import { requestContext } from './request-context.js';
import { deviceIsMobile } from './device-hint.js';
import { securityHeaders } from './security-headers.js';

export interface AppOptions {
  logger: Logger;
  /** Prometheus metrics: times every response and serves GET /metrics. */
  metrics?: Metrics;
  /** The bearer token GET /metrics asks for (METRICS_TOKEN); without it /metrics answers 404 here. */
  metricsToken?: string;
  /** Express 'trust proxy': how many proxy hops, or which addresses, may set X-Forwarded-For. */
  trustProxy?: boolean | number | string | string[];
  routes: HttpRoute[];
  jsonBodyLimit: string;
  /** Built site (web/) and back-office (admin/); absent folders are skipped with a hint. */
  webDir?: string;
  adminDir?: string;
  /** HTTP status of a site page by path in the host's edition (404 for unknown paths); 200 when absent. */
  siteStatus?: (path: string, edition: PageEdition) => number;
  /** The edition a request's host belongs to (issue 27); Chile's when absent. */
  editionOfHost?: (host: string | undefined) => PageEdition;
  /** Request hooks run before the routes, after the security headers (PLATFORM.HttpMiddleware). */
  middleware?: RequestHandler[];
  /** The server-rendered parts of a site page (its `<head>`, its first screen); see injectPage. */
  renderPage?: PageRenderer;
  /** POST routes answered from kept answers before everything else (issue 31's compare API). */
  fastLanes?: FastLane[];
  /** Request bodies other than JSON a route takes (uploads); any other non-JSON body gets 415. */
  bodyTypes?: OtherBodyTypes;
}

/** The edition a page belongs to (spec 03 §1 site bases, issue 27): the site reads it from `<html>`. */
export interface PageEdition {
  siteBase: number;
  /** The page's language ('es-CL', 'es-PE'…). */
  locale: string;
}

export const CHILE_PAGE: PageEdition = { siteBase: 1, locale: 'es-CL' };

/** What the server puts in the built index.html for one page: head elements and the page rendered whole. */
export interface RenderedPage {
  /** Replaces the template's default title and description. */
  head?: string;
  /** Replaces the template's static shell (#root) with the page rendered by the server. */
  app?: ServerRenderedApp;
  /** The page's HTTP status when the renderer knows better than the route table (a page hidden on the host). */
  status?: number;
}

/** A page the server rendered whole, which the browser hydrates (web/src/entry-server.tsx, main.tsx). */
export interface ServerRenderedApp {
  /** The HTML inside #root. */
  html: string;
  /** The body of the comparison whose answer the cards show: the browser hydrates only for the same. */
  comparisonKey?: string;
  /** The data the page was rendered from (JSON, web/src/lib/page-data.ts): the browser hydrates from it. */
  pageData?: string;
  /** Rendered for a phone (the breakpoint the browser starts its hydration from). */
  mobile: boolean;
}

/** The request a page is rendered for. */
export interface PageRequest {
  path: string;
  /** Path and query string. */
  url: string;
  host?: string;
  /** The server's guess of a phone (deviceIsMobile). */
  mobile: boolean;
  /** The host's edition. */
  edition: PageEdition;
}

/** Renders the server side of a site page. */
export type PageRenderer = (request: PageRequest) => Promise<RenderedPage>;

const HEAD_MARKERS = ['<!--page-head-->', '<!--/page-head-->'] as const;
const APP_MARKERS = ['<!--app-->', '<!--/app-->'] as const;

function replaceBetween(html: string, [start, end]: readonly [string, string], content: string): string {
  const from = html.indexOf(start);
  const to = html.indexOf(end, from);
  if (from < 0 || to < 0) return html;
  return `${html.slice(0, from + start.length)}${content}${html.slice(to)}`;
}

/**
 * The built index.html with a page's head and app put between the template's markers, and the page's
 * edition on its `<html>` element (language and site base, which the site reads: web/src/lib/edition.ts).
 */
export function injectPage(template: string, page: RenderedPage, edition: PageEdition = CHILE_PAGE): string {
  let html = template.replace(
    /<html lang="[^"]*">/,
    `<html lang="${escapeHtml(edition.locale)}" data-site-base="${Number(edition.siteBase)}">`,
  );
  if (page.head) html = replaceBetween(html, HEAD_MARKERS, page.head);
  if (page.app) {
    const { html: app, comparisonKey, pageData, mobile } = page.app;
    const key =
      (comparisonKey ? ` data-first-comparison="${escapeHtml(comparisonKey)}"` : '') +
      (pageData ? ` data-page-data="${escapeHtml(pageData)}"` : '');
    // No whitespace inside #root: React hydrates its children exactly.
    html = replaceBetween(html, APP_MARKERS, `<div id="root" data-mobile="${mobile}"${key}>${app}</div>`);
  }
  return html;
}

/** TRUST_PROXY as Express takes it: 'true'/'false', a hop count, or addresses/names (comma-separated). */
export function trustProxySetting(value: string): boolean | number | string {
  const trimmed = value.trim();
  if (trimmed === 'true') return true;
  if (trimmed === 'false') return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return trimmed;
}

/** The small app of a ROLE=worker process on its internal port: health and metrics (no token) only. */
export function createOpsApp(options: { logger: Logger; health: Router; metrics?: Metrics }): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(requestContext(options.logger));
  app.use(trackRoute());
  app.use(accessLog(options.logger));
  if (options.metrics) {
    app.use(options.metrics.httpMiddleware());
    app.get('/metrics', options.metrics.handler());
  }
  app.use('/api/health', options.health);
  app.use(apiNotFound);
  app.use(errorMiddleware);
  return app;
}

/**
 * compression(), skipped for a request that accepts no encoding: there it would only wrap the response's
 * write, end and writeHead to send the bytes as they are (issue 31's profile: ~4 % of a comparison answered
 * from the cache, where every bench and most API clients send no Accept-Encoding). The `Vary:
 * Accept-Encoding` compression adds to such a response is added here, so caches still keep one answer per
 * encoding.
 */
export function compressWhenAsked(): RequestHandler {
  const compress = compression();
  return (req, res, next) => {
    if (req.headers['accept-encoding']) return compress(req, res, next);
    res.vary('Accept-Encoding');
    next();
  };
}

/** Builds the Express app: security headers, request ids, compression, JSON, /api, /admin, the site. */
export function createApp(options: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? 'loopback');
  app.set('etag', 'weak');

  // Before everything, Express's own dispatch included (issue 31's profile: a kept comparison paid the
  // router's and the prototypes' setup): a lane answers only what the stack below answered 200 for the
  // same bytes, and hands on everything else.
  if (options.fastLanes?.length) {
    const front = fastLanes(options.fastLanes, options);
    const dispatch = app as unknown as { handle(req: IncomingMessage, res: ServerResponse, done?: unknown): void };
    const handle = dispatch.handle.bind(app);
    dispatch.handle = (req, res, done) => front(req, res, () => handle(req, res, done));
  }
  // The site's CSP allows the built index.html's inline stylesheet by its hash, read once here.
  const siteIndex = options.webDir ? path.resolve(options.webDir, 'index.html') : undefined;
  app.use(
    securityHeaders({ siteHtml: siteIndex && existsSync(siteIndex) ? readFileSync(siteIndex, 'utf8') : undefined }),
  );
  app.use(requestContext(options.logger));
  app.use(trackRoute());
  app.use(accessLog(options.logger));
  if (options.metrics) {
    app.use(options.metrics.httpMiddleware());
    app.get('/metrics', metricsAccess(options.metricsToken), options.metrics.handler());
  }
  for (const hook of options.middleware ?? []) app.use(hook);
  app.use(compressWhenAsked());
  app.use(refuseUnstorablePath);
  app.use(requireJsonBody(options.bodyTypes));
  app.use(express.json({ limit: options.jsonBodyLimit, type: ['application/json', 'application/*+json'] }));
  app.use(refuseUnstorableInput);

  for (const route of options.routes) app.use(route.path, route.router);
  app.use('/api', apiNotFound);

  if (options.adminDir) mountSpa(app, '/admin', options.adminDir, options.logger);
  if (options.webDir)
    mountSpa(app, '/', options.webDir, options.logger, {
      statusOf: options.siteStatus,
      renderPage: options.renderPage,
      editionOf: options.editionOfHost,
    });

  app.use(errorMiddleware);
  return app;
}

/**
 * Serves a built single-page app: its files, then index.html for any other GET below basePath. With a
 * page renderer, the HTML carries the page's own head and first screen (spec 02 §2.1: crawlers and the
 * first paint do not wait for JavaScript); a renderer that fails leaves the plain template.
 */
function mountSpa(
  app: Express,
  basePath: string,
  dir: string,
  logger: Logger,
  site: {
    statusOf?: (path: string, edition: PageEdition) => number;
    renderPage?: PageRenderer;
    editionOf?: (host: string | undefined) => PageEdition;
  } = {},
): void {
  const { statusOf = () => 200, renderPage, editionOf = () => CHILE_PAGE } = site;
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
  const template = renderPage ? readFileSync(indexFile, 'utf8') : '';
  app.get(basePath === '/' ? /.*/ : new RegExp(`^${basePath}(/.*)?$`), async (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    // Each edition has its own pages (issue 27): /Comparar/SCTR is Peru's, a 404 on the Chilean host.
    const edition = editionOf(req.headers.host);
    res.status(statusOf(req.path, edition));
    if (!renderPage) return res.sendFile(indexFile);
    // The page is rendered for a phone or a desktop (deviceIsMobile).
    res.setHeader('Vary', 'Sec-CH-UA-Mobile, User-Agent');
    let page: RenderedPage = {};
    try {
      page = await renderPage({
        path: req.path,
        url: req.originalUrl,
        host: req.headers.host,
        mobile: deviceIsMobile(req.headers),
        edition,
      });
    } catch (error) {
      logger.error(
        { err: error, path: req.path },
        'No se pudo preparar la página en el servidor; se envía la plantilla',
      );
    }
    if (page.status) res.status(page.status);
    res.type('html').send(injectPage(template, page, edition));
  });
}
