import { z } from 'zod';
import type { ApiDoc } from '../../../platform/http/openapi.js';
import type { ProductFormView } from '../application/get-product-form.js';
import { PAYMENT_TYPES } from '../domain/payment-types.js';
import { SECTION_CODES } from '../domain/steps.js';
import { codeParam, formSchema, PRODUCT_FORM_PERMISSIONS } from './admin-product-forms-http.js';

const productForm = z
  .object({
    id: z.string().meta({ description: 'El código del producto (react-admin)' }),
    productCode: z.string(),
    sections: z.array(z.enum(SECTION_CODES)).meta({ description: 'Las secciones que pide la compra, en orden' }),
    stored: z
      .boolean()
      .meta({ description: 'false: sin formulario guardado, la compra pide las secciones por defecto' }),
    updatedAt: z.string().nullable(),
    updatedBy: z.string().nullable(),
    paymentTypes: z
      .array(z.enum(PAYMENT_TYPES))
      .readonly()
      .nullable()
      .meta({ description: 'Los tipos de pago que ofrece; null: todos los que permite su precio' }),
    freeOfCharge: z.boolean().meta({ description: 'Sin costo: la compra se completa sin pago (no-payment-one-time)' }),
  })
  .meta({ id: 'ProductForm' });

/** The routes of productFormsAdminRouter (admin-product-forms-http.ts): a product's purchase form (spec 03 §3). */
export const productFormsAdminApiDoc: ApiDoc = (api) => {
  api
    .router('/api/admin/product-forms', 'Back-office: venta en línea')
    .get('/:code', {
      summary: 'Las secciones del formulario de compra de un producto',
      permission: PRODUCT_FORM_PERMISSIONS.read,
      params: codeParam,
      response: productForm,
    })
    .put('/:code', {
      summary: 'Cambia las secciones del formulario de compra de un producto',
      permission: PRODUCT_FORM_PERMISSIONS.update,
      params: codeParam,
      body: formSchema,
      response: productForm,
      errors: [404],
    });
};

type Assignable<A, B> = [A] extends [B] ? true : false;
const typeChecks: [Assignable<ProductFormView & { id: string }, z.infer<typeof productForm>>] = [true];
void typeChecks;
