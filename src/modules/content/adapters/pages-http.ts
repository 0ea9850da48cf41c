import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { parseAdminList, sendAdminList } from '../../../platform/http/admin-list.js';
import { parseInput } from '../../../platform/http/validate.js';
import type { ManageContentPages } from '../application/manage-content-pages.js';
import { CONTENT_SORT_FIELDS } from '../application/ports.js';
import type { ReadBlog } from '../application/read-blog.js';
import type { ReadInformationPage } from '../application/read-information-page.js';
import { CONTENT_KINDS, CONTENT_LIMITS, type ContentDraft } from '../domain/content-page.js';

const CACHE = 'public, max-age=60';

/** GET /api/information/{name} and the blog's reads (public, cached a minute). */
export function contentPagesRouter(information: ReadInformationPage, blog: ReadBlog): Router {
  const router = Router();
  router.get('/information/:name', async (req, res) => {
    const page = await information.execute(req.params.name);
    res.setHeader('Cache-Control', CACHE);
    res.json({ data: page });
  });
  router.get('/blog', async (_req, res) => {
    res.setHeader('Cache-Control', CACHE);
    res.json({ data: await blog.articles() });
  });
  router.get('/blog/:area', async (req, res) => {
    res.setHeader('Cache-Control', CACHE);
    res.json({ data: (await blog.articles(req.params.area))[0] });
  });
  router.get('/blog/:area/:slug', async (req, res) => {
    res.setHeader('Cache-Control', CACHE);
    res.json({ data: await blog.article(req.params.area, req.params.slug) });
  });
  return router;
}

export const intLike = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
]);
const boolLike = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
export const listFilter = z.object({
  id: z
    .union([intLike, z.array(intLike).max(1000)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
  kind: z.enum(CONTENT_KINDS).optional(),
  area: z.string().max(100).optional(),
  q: z.string().trim().max(200).optional(),
  published: boolLike.optional(),
});

// react-admin sends '' or null for an emptied input.
const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const text = (label: string, max: number) =>
  z.string({ error: `${label} debe ser texto.` }).max(max, `${label} debe tener ${max} caracteres o menos.`);

/** What the back-office sends; the domain checks the whole page after merging (contentDraftErrors). */
export const changesSchema = z.object({
  kind: z.enum(CONTENT_KINDS, { error: 'El tipo debe ser information o blog.' }).optional(),
  area: z.preprocess(emptyToNull, text('El área', 100).nullable()).optional(),
  slug: text('La dirección', CONTENT_LIMITS.slug.max).optional(),
  title: text('El título', CONTENT_LIMITS.title.max).optional(),
  summary: z.preprocess((v) => (v === null ? '' : v), text('El resumen', CONTENT_LIMITS.summary.max)).optional(),
  body: text('El contenido', CONTENT_LIMITS.body.max).optional(),
  ctaLabel: z.preprocess(emptyToNull, text('El texto del botón', CONTENT_LIMITS.ctaLabel.max).nullable()).optional(),
  ctaPath: z.preprocess(emptyToNull, text('El enlace del botón', CONTENT_LIMITS.ctaPath.max).nullable()).optional(),
  published: z.boolean({ error: 'Publicado debe ser verdadero o falso.' }).optional(),
});
type Changes = z.output<typeof changesSchema>;

const ctaOf = (changes: Changes, current?: { label: string; path: string } | null) => {
  if (changes.ctaLabel === undefined && changes.ctaPath === undefined) return undefined;
  const label = changes.ctaLabel !== undefined ? changes.ctaLabel : (current?.label ?? null);
  const path = changes.ctaPath !== undefined ? changes.ctaPath : (current?.path ?? null);
  if (label === null && path === null) return null;
  return { label: label ?? '', path: path ?? '' };
};

/** The page as react-admin edits it: the call to action flattened into two inputs. */
const adminPage = <T extends { cta: { label: string; path: string } | null }>(page: T) => ({
  ...page,
  ctaLabel: page.cta?.label ?? null,
  ctaPath: page.cta?.path ?? null,
});

/** /api/admin/content-pages (react-admin simple-rest), each verb guarded by its content:* permission. */
export function contentAdminRouter(manage: ManageContentPages, guard: (permission: string) => RequestHandler): Router {
  const router = Router();
  router.get('/', guard('content:read'), async (req, res) => {
    const query = parseAdminList(req.query, {
      sortFields: CONTENT_SORT_FIELDS,
      filter: listFilter,
      defaultSort: { field: 'updatedAt', order: 'DESC' },
    });
    const { rows, total } = await manage.list({ ...query, filter: query.filter ?? {} });
    sendAdminList(res, 'content-pages', rows.map(adminPage), total, query.offset);
  });
  router.get('/:id', guard('content:read'), async (req, res) => {
    const id = parseInput(intLike, req.params.id, 'Identificador inválido.');
    res.setHeader('Cache-Control', 'no-store');
    res.json(adminPage(await manage.get(id)));
  });
  router.post('/', guard('content:create'), async (req, res) => {
    const changes = parseInput(changesSchema, req.body ?? {}, 'Revisa los campos marcados.');
    const draft: ContentDraft = {
      kind: changes.kind ?? 'information',
      area: changes.area ?? null,
      slug: changes.slug ?? '',
      title: changes.title ?? '',
      summary: changes.summary ?? '',
      body: changes.body ?? '',
      cta: ctaOf(changes) ?? null,
      published: changes.published ?? false,
    };
    res.status(201).json(adminPage(await manage.create(draft)));
  });
  router.put('/:id', guard('content:update'), async (req, res) => {
    const id = parseInput(intLike, req.params.id, 'Identificador inválido.');
    const changes = parseInput(changesSchema, req.body ?? {}, 'Revisa los campos marcados.');
    const current = await manage.get(id);
    const { ctaLabel: _label, ctaPath: _path, ...rest } = changes;
    const cta = ctaOf(changes, current.cta);
    res.json(adminPage(await manage.update(id, { ...rest, ...(cta !== undefined ? { cta } : {}) })));
  });
  return router;
}
