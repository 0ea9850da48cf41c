import { z } from 'zod';
import { dataOf, type ApiDoc } from '../../../../platform/http/openapi.js';
import type { PlanDto } from '../../domain/plan-card.js';
import type { PlanSearchResponse } from '../../domain/plan-search.js';
import { careScenarioSchema } from './care-scenarios-admin-router.openapi.js';
import {
  calculatePriceSchema,
  clinicsNearSchema,
  planCareCostSchema,
  planQuerySchema,
  productCardSchema,
} from './schemas.js';

const link = z.object({ id: z.number(), name: z.string(), url: z.string() });

export const planSchema = z
  .object({
    id: z.number(),
    codigoplan: z.string(),
    nombreplan: z.string(),
    url: z.string(),
    isapre: z.object({
      id: z.number(),
      name: z.string(),
      organizationCode: z.string(),
      url: z.string(),
      image: z.string().nullable(),
      qpclCodes: z.array(z.string()),
    }),
    prestador: link.nullable(),
    lineaplan: z.string(),
    modalidadplan: z.object({ id: z.number(), code: z.string(), displayName: z.string(), label: z.string() }),
    network: z.array(link),
    amplitudcobertura: z.string(),
    regionCode: z.string().nullable(),
    estadoplan: z.string(),
    topeanual: z.number().meta({ description: 'UF; 0 sin tope' }),
    fechainicio: z.string(),
    isNew: z.boolean(),
    prestacionesrest: z.array(z.object({ code: z.number(), description: z.string() })),
    basePriceUf: z.number(),
    coverage: z.object({
      hospital: z.number(),
      ambulatory: z.number(),
      preferredHospital: z.number().nullable(),
      preferredAmbulatory: z.number().nullable(),
    }),
    maternity: z.string().nullable(),
    sample: z.boolean(),
    price: z.object({
      exact: z.boolean(),
      totalUf: z.number().nullable(),
      totalClp: z.number().nullable(),
      factorSum: z.number().nullable(),
      gesUf: z.number(),
      excessClp: z.number().nullable(),
      extraClp: z.number().nullable(),
      excedenteClp: z.number().nullable(),
      gesOnlyInfants: z.number(),
      notes: z.array(z.string()),
      fits: z.boolean().nullable(),
      text: z.string(),
    }),
    careCost: z
      .object({
        lines: z.array(z.unknown().meta({ description: 'Una prestación: cantidad, precio, lo que paga el plan' })),
        billedClp: z.number(),
        planPaysClp: z.number(),
        annualCapApplied: z.boolean(),
        copayClp: z.number(),
      })
      .nullable()
      .meta({ description: 'Costo anual estimado de los escenarios elegidos (CareCost); null sin escenarios' }),
  })
  .meta({ id: 'Plan' });

const scenarioSummary = z.object({
  code: z.string(),
  name: z.string(),
  source: z.string(),
  asOf: z.string(),
  sample: z.boolean(),
});

export const planSearchResponse = z
  .object({
    data: z.array(planSchema),
    total: z.number().int(),
    page: z.number().int(),
    take: z.number().int(),
    metaData: z.object({
      uuid: z.string(),
      budget: z
        .record(z.string(), z.unknown())
        .meta({ description: 'El 7% y el presupuesto del hogar (IsapreBudget)' }),
      uf: z.object({ value: z.number(), date: z.string() }),
      sample: z.boolean(),
      beneficiaries: z.number().int(),
      appliedOrder: z.string(),
      scenarios: z.array(scenarioSummary),
      insurance: z
        .record(z.string(), z.unknown())
        .nullable()
        .meta({ description: 'El seguro que el simulador agrega a cada plan (CareInsurance), o null' }),
    }),
  })
  .meta({ id: 'PlanSearchResponse' });

const planCode = z.object({
  plan: z.string().min(1).max(40).meta({ description: 'Código del plan (también codigoplan, codigo o planId)' }),
});
const withProfile = planCode.extend(calculatePriceSchema.pick({ profile: true }).shape);

/** The routes of plans-router.ts: isapre plans (spec 03 §7 §9). */
export const plansApiDoc: ApiDoc = (api) => {
  api
    .router('/api/infoplanes', 'Isapres')
    .get('/escenarios', {
      summary: 'Escenarios del simulador de costo de atención con sus precios de referencia',
      response: dataOf(z.array(careScenarioSchema)),
    })
    .get('/:kind', {
      summary: 'Un plan: factores, prestadoresplan, prestaciones, aranceles, costo (simulador) o infoplan',
      description:
        '`costo` toma además scenarios, network y quantities (planCareCostSchema); `infoplan` un perfil opcional.',
      params: z.object({
        kind: z.enum(['factores', 'prestadoresplan', 'prestaciones', 'aranceles', 'costo', 'infoplan']),
      }),
      query: withProfile.extend(planCareCostSchema.partial().omit({ profile: true }).shape),
      response: dataOf(
        z.union([planSchema, z.looseObject({}), z.array(z.looseObject({}))]).meta({
          description:
            'infoplan: el plan; los demás: sus tablas (factores, prestadores, prestaciones, aranceles, costo)',
        }),
      ),
      errors: [404],
    });

  api.router('/api/buscadorplanes', 'Isapres').get('/infoplan', {
    summary: 'Información de un plan (precio exacto con perfil)',
    query: withProfile,
    response: dataOf(planSchema),
    errors: [404],
  });

  api
    .router('/api/buscarplanes', 'Isapres')
    .get('/analisisypuntaje', {
      summary: 'Criterios del puntaje de planes; con ?plan= (y perfil) su puntaje',
      query: withProfile.partial(),
      response: dataOf(
        z.object({
          criteria: z.array(
            z.object({
              key: z.enum(['hospitalPct', 'ambulatoryPct', 'excessClp']),
              name: z.string(),
              description: z.string(),
              weight: z.number(),
              unit: z.string(),
            }),
          ),
          plan: z
            .object({
              codigoplan: z.string(),
              nombreplan: z.string(),
              hospitalPct: z.number(),
              ambulatoryPct: z.number(),
              excessClp: z.number().nullable(),
              score: z.number(),
            })
            .nullable(),
        }),
      ),
      errors: [404],
    })
    .post('/compare/metadataPlanesPersonas', {
      summary: 'Planes de isapre para el hogar, con filtros, órdenes y escenarios (issue 13)',
      description: '404 si un seguro complementario pedido no existe.',
      body: planQuerySchema,
      response: planSearchResponse,
      errors: [404],
    })
    .get('/prestadores', {
      summary: 'Clínicas con coordenadas, las más cercanas primero (lat y lng juntos)',
      query: clinicsNearSchema,
      response: z.object({
        data: z.array(
          z.object({
            id: z.number(),
            name: z.string(),
            url: z.string(),
            city: z.string().nullable(),
            region: z.string().nullable(),
            address: z.string().nullable(),
            lat: z.number(),
            lng: z.number(),
            plans: z.number().int(),
            distanceKm: z.number().nullable(),
          }),
        ),
        metaData: z.object({ appliedOrder: z.enum(['distance', 'name']) }),
      }),
    });

  api
    .router('/api/isapres', 'Isapres')
    .get('/beneficios/:id', {
      summary: 'Beneficios de una isapre (sus seguros complementarios)',
      response: dataOf(
        z.object({
          isapre: z.object({ id: z.number(), displayName: z.string() }),
          products: z.array(productCardSchema).meta({ description: 'Hasta 50 tarjetas de sus productos' }),
        }),
      ),
      errors: [404],
    })
    .get('/beneficios-plan/:plan{/:benefit}', {
      summary: 'Prestaciones de un plan (filtradas por nombre con benefit)',
      response: dataOf(z.array(z.looseObject({ prestacion: z.string() }))),
      errors: [404],
    })
    .get('/:id', {
      summary: 'Isapre por id, código o URL, con su cantidad de planes',
      response: dataOf(
        z.object({
          id: z.number(),
          organizationCode: z.string(),
          displayName: z.string(),
          url: z.string(),
          image: z.string().nullable(),
          isOpen: z.boolean(),
          qpclCodes: z.array(z.string()),
          gesUf: z.number(),
          plans: z.number().int(),
          plansForSale: z.number().int(),
          sample: z.boolean(),
        }),
      ),
      errors: [404],
    });
};

type Assignable<A, B> = [A] extends [B] ? true : false;
/** The search's answer with the two objects the schema documents as open records (interfaces have no index). */
type OpenRecords<T extends PlanSearchResponse> = Omit<T, 'metaData'> & {
  metaData: Omit<T['metaData'], 'budget' | 'insurance'> & {
    budget: Record<string, unknown>;
    insurance: Record<string, unknown> | null;
  };
};
const typeChecks: [
  Assignable<PlanDto, z.infer<typeof planSchema>>,
  Assignable<OpenRecords<PlanSearchResponse>, z.infer<typeof planSearchResponse>>,
] = [true, true];
void typeChecks;
