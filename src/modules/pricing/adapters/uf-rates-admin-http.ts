import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { parseAdminList, sendAdminList } from '../../../platform/http/admin-list.js';
import { parseInput } from '../../../platform/http/validate.js';
import type { EnterUfRate } from '../application/enter-uf-rate.js';

export const UF_RATE_SORT_FIELDS = ['date'] as const;
export const ufRateEntry = z.object({
  date: z.iso.date({ error: 'La fecha debe ser AAAA-MM-DD.' }),
  value: z
    .union([z.number().positive(), z.string().regex(/^\d{1,9}([.,]\d{1,2})?$/, 'Valor en pesos, hasta 2 decimales.')])
    .transform((value) => String(value).replace(',', '.')),
});

/**
 * /api/admin/uf-rates (react-admin simple-rest): the stored UF values with their source, and the last
 * fallback when the feed has not delivered a day: a person enters it (rate:create).
 */
export function ufRatesAdminRouter(enter: EnterUfRate, guard: (permission: string) => RequestHandler): Router {
  const router = Router();
  router.get('/', guard('rate:read'), async (req, res) => {
    const query = parseAdminList(req.query, {
      sortFields: UF_RATE_SORT_FIELDS,
      filter: z.object({}).passthrough(),
      defaultSort: { field: 'date', order: 'DESC' },
    });
    const { rows, total } = await enter.list(query.offset, query.limit);
    sendAdminList(
      res,
      'uf-rates',
      rows.map((row) => ({ id: row.date, ...row })),
      total,
      query.offset,
    );
  });
  router.post('/', guard('rate:create'), async (req, res) => {
    const entry = parseInput(ufRateEntry, req.body ?? {}, 'Revisa el valor de la UF.');
    const rate = await enter.execute(entry.value, entry.date, req.user?.email ?? 'back-office');
    res.status(201).json({ id: rate.date, ...rate, source: `manual: ${req.user?.email ?? 'back-office'}` });
  });
  return router;
}
