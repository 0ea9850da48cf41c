import { z } from 'zod';
import type { ApiDoc } from '../../../../platform/http/openapi.js';
import type { SimulatorInsurances } from '../../application/simulator-insurances.js';
import { listSchema } from './simulator-insurances-router.js';

const capPeriod = z.enum(['anual', 'mensual', 'semanal', 'diario']);

/** The simulator's terms of a product (pricing/domain/care-insurance.ts CareInsurance). */
const careInsurance = z
  .object({
    name: z.string(),
    productCode: z.string().optional(),
    reimbursementPct: z.number().meta({ description: 'Porcentaje del copago (tras el deducible) que reembolsa' }),
    benefits: z
      .record(z.string(), z.object({ pct: z.number(), capUf: z.number().nullable(), capPeriod: capPeriod.nullable() }))
      .nullable()
      .optional()
      .meta({ description: 'Términos por prestación del simulador; solo esas se reembolsan' }),
    deductibleUf: z.number(),
    annualCapUf: z.number().nullable(),
    monthlyPremiumClp: z.number(),
    coverageFloor: z
      .object({ unit: z.enum(['%', 'UF', 'CLP']), value: z.number() })
      .nullable()
      .optional()
      .meta({ description: 'Lo que la previsión debe haber pagado antes' }),
    paysWithoutPlanCoverage: z.boolean().optional(),
  })
  .meta({ id: 'CareInsurance' });

const simulatorInsuranceOption = z
  .object({
    productCode: z.string(),
    name: z.string(),
    insurer: z.string(),
    insuranceType: z.object({ name: z.string(), displayName: z.string() }),
    url: z.string(),
    priceText: z
      .string()
      .meta({ description: "El precio del hogar como lo muestra la tarjeta ('$23.490', 'Consultar')" }),
    exactPrice: z.boolean(),
    insurance: careInsurance.nullable().meta({ description: 'null, con reason, cuando no se puede estimar' }),
    reason: z.string().nullable(),
    sample: z.boolean(),
  })
  .meta({ id: 'SimulatorInsuranceOption' });

const simulatorInsurancesResponse = z.object({
  data: z.array(simulatorInsuranceOption),
  total: z.number().int(),
  page: z.number().int(),
  take: z.number().int(),
  uf: z.object({ value: z.number(), date: z.string() }),
});

/** The route of simulatorInsurancesRouter (simulator-insurances-router.ts), issue 13. */
export const simulatorInsurancesApiDoc: ApiDoc = (api) => {
  api.router('/api/infoplanes/seguros', 'Isapres').get('/', {
    summary: 'Seguros complementarios, catastróficos u oncológicos que el simulador de costo puede agregar',
    description: 'Del más barato al más caro para el hogar (perfil opcional); `tipo` separa códigos por comas.',
    query: listSchema,
    response: simulatorInsurancesResponse,
  });
};

type Assignable<A, B> = [A] extends [B] ? true : false;
const typeChecks: [
  Assignable<Awaited<ReturnType<SimulatorInsurances['list']>>, z.infer<typeof simulatorInsurancesResponse>>,
] = [true];
void typeChecks;
