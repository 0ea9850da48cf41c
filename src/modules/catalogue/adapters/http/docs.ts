import { createRequire } from 'node:module';
import path from 'node:path';
import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import express, { Router } from 'express';
import { z } from 'zod';
import {
  calculatePriceSchema,
  compareRequestSchema,
  compareResponseSchema,
  coverageRequirementSchema,
  coverageTagSchema,
  errorSchema,
  featureSchema,
  paymentOfferSchema,
  planQuerySchema,
  productCardSchema,
  profileSchema,
  topsAndDeductiblesSchema,
} from './schemas.js';

/**
 * The OpenAPI document of the catalogue and pricing API, generated from the zod schemas the routes parse
 * with, and Swagger UI at /api/docs served from our own origin (helmet's CSP allows no inline script or
 * foreign host, so the page loads swagger-ui-dist's files and a small initializer script from here).
 */

const json = (schema: z.ZodType, description: string) => ({ description, content: { 'application/json': { schema } } });
const data = (schema: z.ZodType) => z.object({ data: schema });
const errors = {
  400: json(errorSchema, 'Datos inválidos (mensaje en español).'),
  404: json(errorSchema, 'No encontrado.'),
};
const idParam = z.object({ id: z.string().meta({ description: 'Id numérico o código del seguro' }) });

/** Zod preprocess steps document their input as "anything"; the docs show the shape they accept. */
const compareBodyDoc = z
  .object({
    profile: profileSchema.optional(),
    page: z.number().int().min(1).default(1),
    take: z.number().int().min(1).max(100).default(20),
    insuranceTypes: z.array(z.union([z.number(), z.string()])).optional(),
    organizationType: z.array(z.enum(['ASEGURADORA', 'ISAPRE', 'CLINICA'])).meta({ description: 'Requerido' }),
    organizations: z.array(z.union([z.number(), z.string()])).optional(),
    coverageCountries: z.array(z.string()).optional(),
    coverageOrganizations: z.array(z.union([z.number(), z.string()])).optional(),
    features: z.array(z.string()).optional(),
    featuresFilter: z.boolean().optional(),
    fromPrice: z.number().min(0).optional(),
    toPrice: z.number().min(0).optional(),
    fromDeductible: z.number().min(0).optional().meta({ description: 'UF' }),
    toDeductible: z.number().min(0).optional().meta({ description: 'UF' }),
    deductiblesToCompare: z.array(z.number()).optional(),
    targetCurrency: z.enum(['CLP', 'UF', 'USD', 'PEN', 'COP']).optional(),
    productType: z.string().optional(),
    order: z.enum(['lowerPrice', 'higherPrice', 'recommended', 'popular', 'distance']).default('recommended'),
    uuid: z.string().optional(),
    ponderer: z.number().min(0).max(1).optional(),
    comparator: z.union([z.number(), z.string()]).optional(),
    displayShowcase: z.boolean().optional(),
    location: z.object({ lat: z.number(), lng: z.number() }).optional(),
  })
  .meta({ id: 'CompareRequestBody' });

export function buildOpenApiDocument(): object {
  const registry = new OpenAPIRegistry();
  const add = (config: RouteConfig) => registry.registerPath(config);
  for (const method of ['post', 'get'] as const) {
    add({
      method,
      path: '/api/insurance/compare/metadata',
      tags: ['Comparación'],
      summary: 'Compara seguros para un perfil (página de 20, primera página 1)',
      ...(method === 'post'
        ? { request: { body: { content: { 'application/json': { schema: compareBodyDoc } } } } }
        : {}),
      responses: { 200: json(compareResponseSchema, 'Tarjetas con precio y resúmenes'), ...errors },
    });
  }
  add({
    method: 'post',
    path: '/api/insurance/promotedProduct',
    tags: ['Comparación'],
    summary: 'Producto promocionado para los filtros (404 si no hay)',
    request: { body: { content: { 'application/json': { schema: compareBodyDoc } } } },
    responses: { 200: json(data(productCardSchema), 'Producto promocionado'), ...errors },
  });
  add({
    method: 'get',
    path: '/api/insurance/product/{code}',
    tags: ['Seguros'],
    summary: 'Detalle de un seguro por código',
    request: { params: z.object({ code: z.string() }) },
    responses: { 200: json(data(productCardSchema), 'Detalle'), ...errors },
  });
  for (const method of ['post', 'get'] as const) {
    add({
      method,
      path: '/api/insurance/{id}/calculatePrice',
      tags: ['Precios'],
      summary: 'Precio para un perfil con su desglose (¿Por qué este precio?)',
      request: {
        params: idParam,
        ...(method === 'post'
          ? {
              body: {
                content: {
                  'application/json': {
                    schema: z.object({ profile: profileSchema.optional(), targetCurrency: z.string().optional() }),
                  },
                },
              },
            }
          : {}),
      },
      responses: {
        200: json(
          data(z.object({ productId: z.number(), productCode: z.string(), breakdown: z.unknown() })),
          'Desglose',
        ),
        ...errors,
      },
    });
  }
  const perCard: [string, z.ZodType, string][] = [
    ['coverages', data(z.object({ tags: z.array(coverageTagSchema) })), 'Coberturas por categoría'],
    ['topAmountsAndDeductibles', data(z.array(topsAndDeductiblesSchema)), 'Topes y deducibles'],
    ['features', data(z.array(featureSchema)), 'Características'],
    ['inFeatures', data(z.array(featureSchema)), 'Todas las características (featuresAll)'],
    ['coverageRequirement', data(coverageRequirementSchema.nullable()), 'Requisito de cobertura'],
    ['conditions', data(z.array(z.string())), 'Condiciones'],
    ['exclusions', data(z.array(z.string())), 'Exclusiones'],
    ['extraBenefits', data(z.array(z.string())), 'Beneficios adicionales'],
    ['faq', data(z.array(z.object({ question: z.string(), answer: z.string() }))), 'Preguntas frecuentes'],
    ['seo', data(z.object({ title: z.string(), description: z.string(), image: z.string().nullable() })), 'SEO'],
    ['descriptions', data(z.record(z.string(), z.unknown())), 'Descripciones'],
    ['coverageOrganizations', data(z.array(z.record(z.string(), z.unknown()))), 'Prestadores (Cubre en)'],
  ];
  for (const [suffix, schema, summary] of perCard) {
    add({
      method: 'get',
      path: `/api/insurance/{id}/${suffix}`,
      tags: ['Tarjeta'],
      summary,
      request: { params: idParam },
      responses: { 200: json(schema, summary), ...errors },
    });
  }
  add({
    method: 'get',
    path: '/api/insurance/{id}/paymentOffer',
    tags: ['Tarjeta'],
    summary: 'Oferta de pago: 200 con datos, 204 sin oferta',
    request: { params: idParam },
    responses: { 200: json(data(paymentOfferSchema), 'Oferta'), 204: { description: 'Sin oferta' }, ...errors },
  });
  for (const method of ['post', 'get'] as const) {
    add({
      method,
      path: '/api/insurance/compare/metadataPlanesPersonas',
      tags: ['Isapres'],
      summary: 'Planes de isapre con el modelo del 7% (spec 03 §9)',
      ...(method === 'post'
        ? {
            request: {
              body: {
                content: {
                  'application/json': {
                    schema: z.object({
                      profile: profileSchema.optional(),
                      page: z.number().optional(),
                      take: z.number().optional(),
                    }),
                  },
                },
              },
            },
          }
        : {}),
      responses: { 200: json(z.record(z.string(), z.unknown()), 'Planes'), ...errors },
    });
  }
  const simpleGets: [string, string, string][] = [
    ['/api/organization/seguros/tipo/{type}', 'Organizaciones', 'Organizaciones que venden un tipo de seguro'],
    [
      '/api/organization/seguros/multTipo/{types}',
      'Organizaciones',
      'Organizaciones por varios tipos (con upperTypeName)',
    ],
    [
      '/api/organization/instituciones/tipo/{type}',
      'Organizaciones',
      'Instituciones por tipo (ASEGURADORA, ISAPRE, CLINICA)',
    ],
    ['/api/organization/institucion/code/{code}', 'Organizaciones', 'Institución por código'],
    ['/api/organization/institucion/{urlSegment}', 'Organizaciones', 'Institución por segmento de URL'],
    ['/api/organization/availableToSell', 'Organizaciones', 'Disponibles para vender'],
    ['/api/organization/{id}/countCoverageOrganizations', 'Organizaciones', 'Cantidad de prestadores cubiertos'],
    ['/api/organization/{id}/countInsurancesByType', 'Organizaciones', 'Seguros por tipo'],
    ['/api/seguro-adicional/tipos', 'Catálogo', 'Tipos de seguro con descripción y tooltip'],
    ['/api/seguro-adicional/instituciones', 'Catálogo', 'Instituciones'],
    ['/api/seguro-adicional/prestadores', 'Catálogo', 'Prestadores'],
    ['/api/globales/prestadores', 'Catálogo', 'Prestadores'],
    ['/api/globales/uf', 'Precios', 'Valor de la UF'],
    ['/api/country', 'Referencia', 'Países'],
    ['/api/countryState/country/{country}', 'Referencia', 'Regiones de un país'],
    ['/api/workSectorType', 'Referencia', 'Sectores laborales'],
    ['/api/coverageOrganization/country/{country}', 'Referencia', 'Prestadores por país'],
    ['/api/comparator', 'Comparadores', 'Comparadores'],
    ['/api/comparator/showcase', 'Comparadores', 'Vitrinas'],
    ['/api/comparator/features/{id}', 'Comparadores', 'Características filtrables de un comparador'],
    ['/api/infoplanes/{kind}', 'Isapres', 'factores, prestadoresplan, prestaciones, aranceles, infoplan (?plan=)'],
    ['/api/buscadorplanes/infoplan', 'Isapres', 'Información de un plan (?plan=)'],
    ['/api/isapres/{id}', 'Isapres', 'Isapre'],
    ['/api/isapres/beneficios/{id}', 'Isapres', 'Beneficios de una isapre'],
    ['/api/isapres/beneficios-plan/{plan}', 'Isapres', 'Prestaciones de un plan'],
    ['/api/qppayment/insurance-payment/{code}/getOffers', 'Tarjeta', 'Oferta de pago (200 datos, 204 ninguna)'],
    ['/api/qppayment/insurance-payment/{code}', 'Tarjeta', 'Oferta de pago (200 datos, 204 ninguna)'],
    ['/api/documents/insurance/{id}', 'Tarjeta', 'Documentos de un seguro: { insuranceId, productCode, documents }'],
    [
      '/api/buscarplanes/analisisypuntaje',
      'Isapres',
      'Criterios del puntaje de planes; con ?plan= (y profile) su puntaje',
    ],
  ];
  for (const [route, tag, summary] of simpleGets) {
    const params = [...route.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    add({
      method: 'get',
      path: route,
      tags: [tag],
      summary,
      ...(params.length > 0
        ? { request: { params: z.object(Object.fromEntries(params.map((p) => [p, z.string()]))) } }
        : {}),
      responses: { 200: json(z.object({ data: z.unknown() }), summary), ...errors },
    });
  }
  void compareRequestSchema;
  void calculatePriceSchema;
  void planQuerySchema;
  const generator = new OpenApiGeneratorV31(registry.definitions);
  return generator.generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Comparador de seguros — API del catálogo y precios',
      version: '1.0.0',
      description:
        'Rutas de spec 02 §7 y spec 03 §7. Errores: `{ error: { code, message, details? } }` con mensajes en español.',
    },
    servers: [{ url: '/' }],
  });
}

const INDEX_HTML = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<title>API — Comparador de seguros</title>
<link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/swagger-ui-standalone-preset.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

const INIT_JS = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/docs/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: 'StandaloneLayout',
  });
});`;

export function docsRouter(): Router {
  const router = Router();
  const distDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  let document: object | null = null;
  router.get('/openapi.json', (_req, res) => {
    document ??= buildOpenApiDocument();
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(document);
  });
  router.get('/init.js', (_req, res) => {
    res.type('application/javascript').setHeader('Cache-Control', 'public, max-age=300');
    res.send(INIT_JS);
  });
  router.get('/', (_req, res) => {
    res.type('html').setHeader('Cache-Control', 'no-cache');
    res.send(INDEX_HTML);
  });
  router.use(
    express.static(distDir, {
      index: false,
      maxAge: '1d',
      // Only the files the page uses: the UI, its presets and styles.
      setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
    }),
  );
  return router;
}
