import { Router } from 'express';
import { SITE_EVENTS } from '../domain/events.js';
import { SITE_MENU } from '../domain/menu.js';
import { redirectTarget } from '../domain/redirects.js';
import type { Sitemap } from '../application/sitemap.js';

/** 301 for the legacy and alias paths of spec 02 §2.2 and spec 01 §2, before the site is served. */
export function siteRedirectsRouter(): Router {
  const router = Router();
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const target = redirectTarget(req.path);
    if (!target) return next();
    const query = req.originalUrl.indexOf('?');
    res.redirect(301, query >= 0 ? `${target}${req.originalUrl.slice(query)}` : target);
  });
  return router;
}

/** GET /api/menu (spec 03 §7) and the events the site shows. */
export function contentRouter(): Router {
  const router = Router();
  router.get('/menu', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json({ data: SITE_MENU });
  });
  router.get('/content/events', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json({ data: SITE_EVENTS });
  });
  return router;
}

/** GET /sitemap.xml and /robots.txt for crawlers (spec 02 §2.1 Sitemap-Products). */
export function siteFilesRouter(sitemap: Sitemap): Router {
  const router = Router();
  router.get('/sitemap.xml', async (_req, res) => {
    const xml = await sitemap.xml();
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/xml').send(xml);
  });
  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(sitemap.robots());
  });
  return router;
}
