import { z } from 'zod';
import { dataOf, type ApiDoc } from '../../../../platform/http/openapi.js';
import type { CountryRow, CountryStateRow, WorkSectorTypeRow } from '../../domain/reference-data.js';
import { featureSchema, positiveId, productCardSchema } from './schemas.js';

export const organizationSchema = z
  .object({
    id: z.number(),
    organizationCode: z.string(),
    displayName: z.string(),
    organizationType: z.enum(['ASEGURADORA', 'ISAPRE', 'CLINICA']),
    typeAlias: z.string(),
    urlSegment: z.string(),
    metadata: z.looseObject({
      url: z.string(),
      image: z.string().nullable(),
      typeAlias: z.string(),
      website: z.string().nullable(),
    }),
    qpclCodes: z.array(z.string()),
    countryCode: z.string(),
    region: z.string().nullable(),
    city: z.string().nullable(),
    address: z.string().nullable(),
    location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    isOpen: z.boolean(),
    availableToSell: z.boolean(),
    sample: z.boolean(),
    upperTypeName: z.string().optional(),
  })
  .meta({ id: 'Organization' });

const countrySchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  displayName: z.string(),
  dialingCode: z.string(),
  currency: z.string(),
});
const countryStateSchema = z.object({
  id: z.number(),
  countryId: z.number(),
  stateCode: z.string(),
  stateName: z.string(),
  abbreviation: z.string(),
  orderPosition: z.number(),
});
const geoMapRegion = z.object({ code: z.string(), name: z.string(), abbreviation: z.string() });
/** GET /api/geomap/{mapName}: spec 03 §7 names the call without its payload; this is the shape chosen here. */
const geoMapSchema = z.discriminatedUnion('kind', [
  z.object({ map: z.string(), kind: z.literal('regions'), regions: z.array(geoMapRegion) }),
  z.object({ map: z.string(), kind: z.literal('communes'), region: geoMapRegion, communes: z.array(z.string()) }),
]);
const workSectorTypeSchema = z.object({
  id: z.number(),
  countryId: z.number(),
  displayName: z.string(),
  workSectors: z.array(z.object({ id: z.number(), code: z.string(), displayName: z.string() })),
});
const upperType = z.object({ name: z.string(), displayName: z.string() });
const insuranceTypeSchema = z.object({
  id: z.number(),
  name: z.string(),
  displayName: z.string(),
  urlSegment: z.string(),
  description: z.string(),
  tooltip: z.string().nullable(),
  showcaseOnly: z.boolean(),
  upperType,
});
const comparatorFeature = featureSchema.pick({
  id: true,
  name: true,
  displayName: true,
  icon: true,
  description: true,
});
const comparatorSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    baseUrl: z.string(),
    title: z.string(),
    description: z.string(),
    productType: z.string().nullable(),
    upperTypes: z.array(z.string()),
    insuranceTypes: z.array(z.string()),
    organizationTypes: z.array(z.string()),
    featuresFilter: z.boolean(),
    isShowcase: z.boolean(),
    event: z
      .object({
        id: z.number(),
        name: z.string(),
        title: z.string(),
        logo: z.string().nullable(),
        image: z.string().nullable(),
        videoUrl: z.string().nullable(),
        start: z.string(),
        finish: z.string(),
        show: z.boolean(),
        active: z.boolean().meta({ description: 'Visible y vigente ahora' }),
      })
      .nullable(),
    features: z.array(comparatorFeature),
  })
  .meta({ id: 'Comparator' });

const organizations = dataOf(z.array(organizationSchema));
const countryParam = z.object({ country: z.string().meta({ description: 'Código (CL), nombre o id del país' }) });

/** The routes of organization-router.ts: organizations, additional insurance, reference data, comparators. */
export const organizationApiDoc: ApiDoc = (api) => {
  api
    .router('/api/organization', 'Organizaciones')
    .get('/seguros/tipo/:type', {
      summary: 'Organizaciones que venden un tipo de seguro (en un sub-dominio de socio, solo las suyas)',
      response: organizations,
    })
    .get('/seguros/multTipo/:types', {
      summary: 'Organizaciones por varios tipos separados por coma (con upperTypeName)',
      response: organizations,
    })
    .get('/instituciones/tipo/:type', {
      summary: 'Instituciones por tipo (ASEGURADORA, ISAPRE, CLINICA)',
      response: organizations,
      errors: [404],
    })
    .get('/instituciones/:type', {
      summary: 'Instituciones por tipo (ruta antigua)',
      response: organizations,
      errors: [404],
    })
    .get('/institucion/code/:code', {
      summary: 'Institución por código',
      response: dataOf(organizationSchema),
      errors: [404],
    })
    .get('/institucion/:urlSegment', {
      summary: 'Institución por segmento de URL',
      response: dataOf(organizationSchema),
      errors: [404],
    })
    .get('/availableToSell', { summary: 'Organizaciones disponibles para vender', response: organizations })
    .get('/availableToSell/code/:code', {
      summary: 'Disponibles para vender, por código',
      response: organizations,
      // On a partner's site an organization outside its allowed list does not exist.
      errors: [404],
    })
    .get('/availableToSell/code/:code/insuranceType/:name', {
      summary: 'Disponibles para vender, por código y tipo de seguro',
      response: organizations,
      errors: [404],
    })
    .get('/:id/countCoverageOrganizations', {
      summary: 'Cantidad de prestadores cubiertos',
      params: z.object({ id: positiveId() }),
      response: dataOf(z.object({ organizationId: z.number(), count: z.number() })),
      errors: [404],
    })
    .get('/:id/countInsurancesByType', {
      summary: 'Seguros de la organización por tipo',
      params: z.object({ id: positiveId() }),
      response: dataOf(z.array(z.object({ insuranceType: z.string(), displayName: z.string(), count: z.number() }))),
      errors: [404],
    });

  api
    .router('/api/seguro-adicional', 'Catálogo')
    .get('/tipos', {
      summary: 'Tipos de seguro con descripción y tooltip',
      response: dataOf(z.array(insuranceTypeSchema)),
    })
    .get('/instituciones', { summary: 'Instituciones disponibles para vender', response: organizations })
    .get('/prestadores', { summary: 'Prestadores (clínicas)', response: organizations });

  api
    .router('/api/globales', 'Catálogo')
    .get('/prestadores', { summary: 'Prestadores (clínicas)', response: organizations });

  api
    .router('/api', 'Referencia')
    .get('/country', { summary: 'Países', response: dataOf(z.array(countrySchema)) })
    .get('/countryState/country{/:country}', {
      summary: 'Regiones (de un país, o de todos)',
      params: countryParam,
      response: dataOf(z.array(countryStateSchema)),
      errors: [404],
    })
    .get('/workSectorType', {
      summary: 'Sectores laborales (de un país con ?country=)',
      query: z.object({ country: z.string().optional() }),
      response: dataOf(z.array(workSectorTypeSchema)),
      errors: [404],
    })
    .get('/coverageOrganization/country{/:country}', {
      summary: 'Prestadores agrupados por país',
      params: countryParam,
      response: dataOf(
        z.array(
          z.object({
            country: countrySchema.pick({ id: true, code: true, name: true, displayName: true }),
            coverageOrganizations: z.array(organizationSchema),
          }),
        ),
      ),
      errors: [404],
    })
    .get('/geomap/:mapName', {
      summary: 'Mapa de Chile: sus 16 regiones (chile, regiones) o las comunas de una región (13, RM, comunas-13)',
      params: z.object({
        mapName: z.string().meta({ description: 'chile, regiones, o el código o la abreviatura de una región' }),
      }),
      response: dataOf(geoMapSchema),
      errors: [400, 404],
    });

  const comparator = { params: z.object({ id: z.string().meta({ description: 'Id o baseUrl del comparador' }) }) };
  api
    .router('/api/comparator', 'Comparadores')
    .get('/', { summary: 'Comparadores', response: dataOf(z.array(comparatorSchema)) })
    .get('/showcase', {
      summary: 'Vitrinas con sus tarjetas (de un comparador con ?comparator=)',
      query: z.object({ comparator: z.string().optional() }),
      response: dataOf(
        z.array(
          z.object({
            id: z.number(),
            comparatorId: z.number(),
            comparator: z.string(),
            name: z.string(),
            title: z.string(),
            products: z.array(productCardSchema),
          }),
        ),
      ),
      errors: [404],
    })
    .get('/features/:id', {
      summary: 'Características filtrables de un comparador',
      ...comparator,
      response: dataOf(z.array(comparatorFeature)),
      errors: [404],
    })
    .get('/:id/benefits', {
      summary: 'Beneficios que usan los seguros del comparador',
      ...comparator,
      response: dataOf(z.object({ comparator: z.string(), features: z.array(comparatorFeature) })),
      errors: [404],
    })
    .get('/url/:baseUrl', { summary: 'Comparador por su URL', response: dataOf(comparatorSchema), errors: [404] })
    .get('/:id', {
      summary: 'Comparador por id o URL',
      ...comparator,
      response: dataOf(comparatorSchema),
      errors: [404],
    });
};

// The answers stay equal to the rows and DTOs the routes send.
type Assignable<A, B> = [A] extends [B] ? true : false;
const typeChecks: [
  Assignable<CountryRow, z.infer<typeof countrySchema>>,
  Assignable<CountryStateRow, z.infer<typeof countryStateSchema>>,
  Assignable<WorkSectorTypeRow, z.infer<typeof workSectorTypeSchema>>,
] = [true, true, true];
void typeChecks;
