import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { AppError } from '../../../platform/errors.js';
import { parseInput } from '../../../platform/http/validate.js';
import type { PageCachePurge } from '../application/ports.js';
import type { ReadBlog } from '../application/read-blog.js';
import { comparatorBlockzones, comparatorFaq } from '../domain/comparator-content.js';
import { decodeTranslatorUrl, isCachedApp, translateRoute } from '../domain/site-extras.js';
import { universityAnswer, universityPost } from '../domain/university.js';
import { comparatorKey, type FindComparator } from './site-calls-http.js';

const comparatorQuery = z.object({
  comparator: comparatorKey.optional(),
  comparatorId: comparatorKey.optional(),
  id: comparatorKey.optional(),
});

const positive = (fallback: number, max: number) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value[0] : value),
    z.coerce.number().int().min(1).max(max).catch(fallback).default(fallback),
  );
// Liberal: any of the old names of the page and the area; a bad page number reads as the first page.
export const universityQuery = z
  .object({
    tag: z.string().max(100).optional(),
    group: z.string().max(100).optional(),
    area: z.string().max(100).optional(),
    page: positive(1, 1000),
    take: positive(10, 50),
    limit: z.coerce.number().int().min(1).max(50).optional().catch(undefined),
  })
  .transform((q) => ({ tag: q.tag ?? q.group ?? q.area, page: q.page, take: q.limit ?? q.take }));

export interface SiteExtrasOptions {
  publicUrl: string;
  findComparator: FindComparator;
  blog: ReadBlog;
  cache: () => PageCachePurge | undefined;
  guard: (permission: string) => RequestHandler;
}

/**
 * Issue 30's calls of spec 02 §7 and spec 03 §7 that the content module answers: route-translator,
 * comparator/blockzone and faq, the university area from the blog, and the purge of the page cache.
 */
export function siteExtrasRouter(options: SiteExtrasOptions): Router {
  const router = Router();

  const translate: RequestHandler = (req, res) => {
    const url = decodeTranslatorUrl(String(req.params.encodedUrl));
    if (url === null) throw new AppError('BAD_REQUEST', 'La dirección a traducir no es válida.');
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json({ data: translateRoute(url, options.publicUrl) });
  };
  router.get('/route-translator/:encodedUrl', translate);

  const comparatorOf = async (query: unknown) => {
    const q = parseInput(comparatorQuery, query, 'Consulta inválida.');
    const key = q.comparator ?? q.comparatorId ?? q.id;
    return key === undefined ? null : options.findComparator(key);
  };
  router.get('/comparator/blockzone', async (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json({ data: comparatorBlockzones(await comparatorOf(req.query)) });
  });
  router.get('/comparator/faq', async (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json({ data: comparatorFaq(await comparatorOf(req.query)) });
  });

  router.get('/qp-university/posts/:slug', async (req, res) => {
    const post = universityPost(await options.blog.articles(), req.params.slug);
    if (!post) throw new AppError('NOT_FOUND', `No existe el artículo ${req.params.slug}.`);
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.json({ data: post });
  });
  router.get('/qp-university/:call', async (req, res) => {
    const query = parseInput(universityQuery, req.query, 'Consulta inválida.');
    const data = universityAnswer(req.params.call, await options.blog.articles(), query);
    if (data === undefined) throw new AppError('NOT_FOUND', `No existe la consulta ${req.params.call} del blog.`);
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.json({ data });
  });

  // The back-office's "Vaciar caché" (spec 02 §7 "CDN cache call"): our own page cache, not a CDN's.
  const purge: RequestHandler = async (req, res) => {
    const app = String(req.params.app);
    if (!isCachedApp(app)) throw new AppError('NOT_FOUND', `No existe la aplicación ${app}.`);
    const cache = options.cache();
    const { pages } = cache ? await cache.purge() : { pages: 0 };
    req.log.info({ app, pages, userId: req.user?.id }, 'Caché de páginas vaciada');
    res.setHeader('Cache-Control', 'no-store');
    res.json({ data: { app: app.toLowerCase(), purged: true, pages, purgedAt: new Date().toISOString() } });
  };
  router.post('/cloudflare-cache/:app', options.guard('cache:purge'), purge);
  return router;
}
