import { z } from 'zod';
import { dataOf, type ApiDoc } from '../../../../platform/http/openapi.js';
import { PRODUCT_DOCUMENT_TYPES } from '../../domain/product-documents.js';
import { productKey } from './insurance-router.js';
import { organizationSchema } from './organization-router.openapi.js';
import {
  calculatePriceSchema,
  compareRequestSchema,
  compareResponseSchema,
  coverageRequirementSchema,
  coverageTagSchema,
  featureSchema,
  paymentOfferSchema,
  planQuerySchema,
  positiveId,
  productCardSchema,
  topsAndDeductiblesSchema,
} from './schemas.js';

const idParams = z.object({ id: productKey.meta({ description: 'Id numérico o código del seguro' }) });
const tags = z.object({ tags: z.array(coverageTagSchema) });
const faq = z.array(z.object({ question: z.string(), answer: z.string() }));
const seo = z.object({ title: z.string(), description: z.string(), image: z.string().nullable() });

export const productDetailSchema = productCardSchema
  .extend({
    description: z.string(),
    conditions: z.array(z.string()),
    exclusions: z.array(z.string()),
    extraBenefits: z.array(z.string()),
    faq,
    seo,
    allCoverages: tags,
    availableFrom: z.string().nullable(),
  })
  .meta({ id: 'ProductDetail' });

/** The isapre plan search's answer (CompareIsaprePlans; domain/plan-search.ts PlanSearchResponse): plan cards, the total and the search's data. */
export const planSearchAnswer = {
  description: 'Planes de isapre con su precio para el hogar, total y página (CompareIsaprePlans).',
  schema: z.object({
    data: z.array(z.record(z.string(), z.unknown()).meta({ description: 'Plan (PlanDto del dominio)' })),
    total: z.number().int(),
    page: z.number().int(),
    take: z.number().int(),
  }),
};

const offer = {
  response: { schema: dataOf(paymentOfferSchema), description: 'La oferta de pago del seguro' },
  responses: { 204: { description: 'El seguro no tiene oferta de pago' } },
  errors: [404],
};

/** The routes of insuranceRouter, paymentOfferRouter and documentsRouter (insurance-router.ts). */
export const insuranceApiDoc: ApiDoc = (api) => {
  const part = (summary: string, schema: z.ZodType) => ({
    summary,
    params: idParams,
    response: dataOf(schema),
    errors: [404],
  });
  api
    .router('/api/insurance', 'Comparación')
    .post('/compare/metadata', {
      summary: 'Compara seguros para un perfil (página de 20, primera página 1)',
      description: '404 si el comparador pedido no existe.',
      body: compareRequestSchema,
      response: { schema: compareResponseSchema, description: 'Tarjetas con precio y resúmenes' },
      errors: [404],
    })
    .get('/compare/metadata', {
      summary: 'Compara seguros (los mismos campos en la query; perfil en JSON o base64)',
      query: compareRequestSchema,
      response: { schema: compareResponseSchema, description: 'Tarjetas con precio y resúmenes' },
      errors: [404],
    })
    .post('/promotedProduct', {
      summary: 'Producto promocionado para los filtros (404 si no hay)',
      description: 'organizationType es opcional aquí (todas por omisión).',
      body: compareRequestSchema,
      response: dataOf(productCardSchema),
      errors: [404],
    })
    .get('/compare/metadataPlanesPersonas', {
      summary: 'Planes de isapre con el modelo del 7% (spec 03 §9)',
      query: planQuerySchema,
      response: planSearchAnswer,
    })
    .post('/compare/metadataPlanesPersonas', {
      summary: 'Planes de isapre con el modelo del 7% (spec 03 §9)',
      body: planQuerySchema,
      response: planSearchAnswer,
    })
    .get('/product/:code', {
      summary: 'Detalle de un seguro por código (con perfil: precio exacto)',
      query: calculatePriceSchema,
      response: dataOf(productDetailSchema),
      errors: [404],
    })
    .get('/coverages/:id/resume', {
      ...part(
        'Resumen de coberturas de la tarjeta',
        z.object({
          coverages: tags,
          topAmount: productCardSchema.shape.topAmount,
          deductible: productCardSchema.shape.deductible,
          coverageRequirement: coverageRequirementSchema.nullable(),
          prestadores: z.array(z.string()),
        }),
      ),
    })
    .get('/coverages/:id/coverageOrganization', part('Prestadores del seguro', z.array(organizationSchema)))
    .get('/:id/calculatePrice', {
      summary: 'Precio para un perfil con su desglose (¿Por qué este precio?)',
      params: idParams,
      query: calculatePriceSchema,
      response: dataOf(priceAnswer),
      errors: [404],
    })
    .post('/:id/calculatePrice', {
      summary: 'Precio para un perfil con su desglose (¿Por qué este precio?)',
      params: idParams,
      body: calculatePriceSchema,
      response: dataOf(priceAnswer),
      errors: [404],
    })
    .get('/:id/conditions', part('Condiciones', z.array(z.string())))
    .get('/:id/exclusions', part('Exclusiones', z.array(z.string())))
    .get('/:id/extraBenefits', part('Beneficios adicionales', z.array(z.string())))
    .get('/:id/faq', part('Preguntas frecuentes', faq))
    .get('/:id/seo', part('SEO', seo))
    .get(
      '/:id/descriptions',
      part(
        'Descripciones',
        z.object({
          id: z.number(),
          productCode: z.string(),
          productName: z.string(),
          displayName: z.string(),
          description: z.string(),
          metadata: z.record(z.string(), z.unknown()),
        }),
      ),
    )
    .get('/:id/features', part('Características destacadas', z.array(featureSchema)))
    .get('/:id/inFeatures', part('Todas las características (featuresAll)', z.array(featureSchema)))
    .get('/:id/topAmountsAndDeductibles', part('Topes y deducibles', z.array(topsAndDeductiblesSchema)))
    .get('/:id/coverageRequirement', part('Requisito de cobertura', coverageRequirementSchema.nullable()))
    .get('/:id/coverages', part('Coberturas por categoría', tags))
    .get('/:id/coverageOrganizations', part('Prestadores (Cubre en)', z.array(organizationSchema)))
    .get('/:id/coverageOrganization/:organizationId/coverages', {
      ...part('Coberturas del seguro en un prestador', tags),
      params: idParams.extend({ organizationId: positiveId('organizationId') }),
    })
    .get('/:id/benefit/:benefitId/coverages', {
      ...part('Coberturas de una prestación', tags),
      params: idParams.extend({ benefitId: positiveId('benefitId') }),
    })
    .get('/:id/paymentOffer', { summary: 'Oferta de pago: 200 con datos, 204 sin oferta', params: idParams, ...offer })
    .get('/:id', part('Tarjeta de un seguro (sin perfil)', productCardSchema));

  api
    .router('/api/qppayment', 'Tarjeta')
    .get('/insurance-payment/:code/getOffers', {
      summary: 'Oferta de pago (spec 01 §7 §8)',
      params: z.object({ code: productKey }),
      ...offer,
    })
    .get('/insurance-payment/:code', {
      summary: 'Oferta de pago (spec 01 §7 §8)',
      params: z.object({ code: productKey }),
      ...offer,
    });

  api.router('/api/documents', 'Tarjeta').get('/insurance/:id', {
    summary: 'Documentos de un seguro (condiciones, póliza, folletos)',
    params: idParams,
    response: dataOf(
      z.object({
        insuranceId: z.number(),
        productCode: z.string(),
        documents: z.array(
          z.object({
            type: z.enum(PRODUCT_DOCUMENT_TYPES),
            name: z.string(),
            format: z.enum(['html', 'json']),
            url: z.string(),
          }),
        ),
      }),
    ),
    errors: [404],
  });
};

const priceAnswer = z.object({
  productId: z.number(),
  productCode: z.string(),
  breakdown: z.record(z.string(), z.unknown()).meta({
    description: 'Desglose del precio por persona y total (PriceBreakdown de pricing/domain/calculate-price.ts)',
  }),
});
