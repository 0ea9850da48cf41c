import { Router } from 'express';
import { z } from 'zod';
import type { RateLimiter } from '../../../platform/http/rate-limit.js';
import { parseInput } from '../../../platform/http/validate.js';
import type { SharedLink } from '../application/shared-link-ports.js';
import type { SharedLinks } from '../application/shared-links.js';
import { sharedLinkPath } from '../domain/shared-link.js';

export const url = z.string().trim().min(1, 'Falta la URL a compartir.').max(2000, 'La URL es demasiado larga.');
const profile = z.record(z.string(), z.unknown()).nullable().optional();

export const createSchema = z.object({ url, decodedProfile: profile });
export const updateSchema = z.object({
  sharedLink: z.string().trim().min(1, 'Falta el enlace compartido.').max(2000),
  decodedProfile: profile,
  url: url.optional(),
});

const shape = (links: SharedLinks, link: SharedLink) => ({
  link: link.code,
  path: sharedLinkPath(link.code),
  shortUrl: links.addressOf(link.code),
  url: link.url,
  decodedProfile: link.profile,
  createdAt: link.createdAt,
});

/** /api/buscarplanes: sharedinsurance (POST, PUT, POST /{code}) and comparator-url (spec 02 §7, spec 03 §7). */
export function sharedLinkRouter(links: SharedLinks, limiter: RateLimiter): Router {
  const router = Router();
  const limit = limiter.perIp({ name: 'shared-links', max: 60, windowMs: 10 * 60_000 });

  router.post('/sharedinsurance', limit, async (req, res) => {
    const input = parseInput(createSchema, req.body);
    const link = await links.create('search', input.url, input.decodedProfile ?? null);
    res.status(201).json({ data: shape(links, link) });
  });
  router.put('/sharedinsurance', limit, async (req, res) => {
    const input = parseInput(updateSchema, req.body);
    const link = await links.update(input.sharedLink, { url: input.url, profile: input.decodedProfile });
    res.json({ data: shape(links, link) });
  });
  // "Validate by code" (spec 03 §4): what /url/{link} restores in a new browser.
  const open = async (req: { params: { code?: string } }, res: { json(body: unknown): void }) => {
    res.json({ data: shape(links, await links.open(String(req.params.code ?? ''), 'search')) });
  };
  router.post('/sharedinsurance/:code', open);
  router.get('/sharedinsurance/:code', open);

  router.post('/comparator-url', limit, async (req, res) => {
    const input = parseInput(z.object({ url }), req.body);
    const link = await links.create('comparator', input.url, null);
    res.status(201).json({ data: { code: link.code, url: link.url } });
  });
  router.get('/comparator/url/:code', async (req, res) => {
    const link = await links.open(req.params.code, 'comparator');
    res.json({ data: { code: link.code, url: link.url } });
  });
  return router;
}
