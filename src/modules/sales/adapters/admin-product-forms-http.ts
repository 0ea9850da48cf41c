import { Router } from 'express';
import { z } from 'zod';
import { parseInput } from '../../../platform/http/validate.js';
import type { AuthenticatedUser, Authorization } from '../../../platform/tokens.js';
import type { GetProductForm, ProductFormView } from '../application/get-product-form.js';
import type { ProductCatalog } from '../application/ports.js';
import type { SetProductForms } from '../application/set-product-forms.js';
import { AppError } from '../../../platform/errors.js';
import { guard } from './admin-http.js';

/** Product editing's permission strings (the catalogue's product screen, where the form is edited). */
export const PRODUCT_FORM_PERMISSIONS = { read: 'product:read', update: 'product:update' } as const;

export const codeParam = z.object({ code: z.string().trim().min(1).max(100) });
export const formSchema = z.object({
  sections: z.array(z.string().max(60), { error: 'Elige las secciones del formulario.' }).max(20),
  /** Left out: unchanged; null: the default for the product's price. */
  paymentTypes: z.array(z.string().max(60)).max(20).nullish(),
  freeOfCharge: z.boolean().optional(),
});

const json = (form: ProductFormView) => ({ id: form.productCode, ...form });

/**
 * /api/admin/product-forms/{productCode}: which sections a product's online purchase asks (spec 03 §3),
 * read with product:read and changed with product:update, in react-admin's getOne/update shape.
 */
export function productFormsAdminRouter(
  get: GetProductForm,
  set: SetProductForms,
  catalog: ProductCatalog,
  authorization: () => Authorization | undefined,
): Router {
  const router = Router();
  const requirePermission = guard(authorization);

  router.get('/:code', requirePermission(PRODUCT_FORM_PERMISSIONS.read), async (req, res) => {
    const { code } = parseInput(codeParam, req.params);
    res.set('Cache-Control', 'no-store').json(json(await get.execute(code)));
  });

  router.put('/:code', requirePermission(PRODUCT_FORM_PERMISSIONS.update), async (req, res) => {
    const { code } = parseInput(codeParam, req.params);
    const { sections, paymentTypes, freeOfCharge } = parseInput(
      formSchema,
      req.body ?? {},
      'Formulario de compra inválido.',
    );
    if (!(await catalog.find(code, null))) throw new AppError('NOT_FOUND', `No existe el producto ${code}.`);
    const user = (req as unknown as { user?: AuthenticatedUser }).user;
    await set.execute(
      [
        {
          productCode: code,
          sections,
          ...(paymentTypes !== undefined ? { paymentTypes } : {}),
          ...(freeOfCharge !== undefined ? { freeOfCharge } : {}),
        },
      ],
      user ? `${user.name} (${user.id})` : null,
    );
    res.json(json(await get.execute(code)));
  });
  return router;
}
