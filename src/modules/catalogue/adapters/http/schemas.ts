import { z } from 'zod';
import { CURRENCY_CODES, SCOPED_UNITS } from '../../../pricing/index.js';
import { ESPECIES, PREVISIONES, profileErrors, SEXOS, type Profile } from '../../../pricing/index.js';
import { normaliseEditionProfile, normalizeProfileAges } from '../../../profile/index.js';
import { MAX_COTIZANTES } from '../../../profile/index.js';
import { COMPARE_ORDERS } from '../../../pricing/index.js';
import { parseOrganizationType } from '../../domain/categories.js';
import { FIRST_PAGE, MAX_TAKE, PAGE_SIZE, type CompareRequest, type CompareResponse } from '../../domain/compare.js';
import { ORGANIZATION_TYPES_REQUIRED } from '../../domain/errors.js';
import { COMMERCIAL_STATES, MATERNITY_TYPES, PLAN_ORDERS } from '../../domain/plan-search.js';
import { CARE_BENEFIT_CODES, type CareBenefit } from '../../../pricing/index.js';
import { OFFER_TYPES, type ProductCard } from '../../domain/product-card.js';

/**
 * zod schemas of the catalogue API: they parse requests (JSON bodies and query strings alike) into the
 * domain shapes, and describe the answers for the OpenAPI document at /api/docs. The compile-time checks at
 * the end keep them equal to the domain types the site imports.
 */

// ---- request helpers -------------------------------------------------------------------------------------

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A number from JSON or from a query string ('12', '12.5'); anything else fails with the field's message. */
function numeric(field: string, options: { int?: boolean; min?: number; max?: number } = {}) {
  let schema = z.number({ error: `${field} debe ser un número` });
  if (options.int) schema = schema.int({ error: `${field} debe ser un número entero` });
  if (options.min !== undefined) {
    schema = schema.min(options.min, {
      error: options.min === 0 ? `${field} no puede ser negativo` : `${field} debe ser mayor o igual a ${options.min}`,
    });
  }
  if (options.max !== undefined)
    schema = schema.max(options.max, { error: `${field} no puede ser mayor que ${options.max}` });
  return z.preprocess((value) => {
    const v = blankToUndefined(value);
    if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim())) return Number(v.trim());
    return v;
  }, schema);
}

const nullableNumeric = (field: string, options: Parameters<typeof numeric>[1] = {}) =>
  z.preprocess((value) => (blankToUndefined(value) === undefined ? null : value), numeric(field, options).nullable());

/** A list from a JSON array, a comma-separated query value or repeated query parameters. */
function list<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    const v = blankToUndefined(value);
    if (v === undefined) return [];
    if (Array.isArray(v)) return v;
    if (typeof v === 'string')
      return v
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s.length > 0);
    return [v];
  }, z.array(item));
}

const idOrCode = z.union([z.number().int(), z.string().min(1).max(120)]);

const booleanish = z.preprocess(
  (value) => {
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0' || value === '' || value === undefined || value === null) return false;
    return value;
  },
  z.boolean({ error: 'debe ser verdadero o falso' }),
);

// ---- profile ---------------------------------------------------------------------------------------------

const sexo = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const v = value.trim().toLowerCase();
    if (v === 'm' || v === 'masculino' || v === 'hombre') return 'Masculino';
    if (v === 'f' || v === 'femenino' || v === 'mujer') return 'Femenino';
    return value;
  },
  z.enum(SEXOS, { error: 'sexo debe ser Masculino o Femenino' }),
);

const persona = z.object({
  edad: numeric('edad', { int: true, min: 0, max: 110 }),
  sexo: sexo.optional(),
  ingreso: nullableNumeric('ingreso', { min: 0 }).optional(),
  // The income is already taxable (renta imponible): no ÷ 0.8 (spec 03 §3, §9).
  imponible: booleanish.optional(),
  type: z.enum(['cotizante', 'pareja', 'carga']).optional(),
});

const carga = z.object({
  edad: numeric('edad', { int: true, min: 0, max: 110 }),
  sexo: sexo.optional(),
  parentescoCarga: z.string().max(40).optional(),
});

const mascota = z.object({
  especie: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(ESPECIES, { error: 'especie debe ser perro o gato' }),
  ),
  edad: numeric('edad', { int: true, min: 0, max: 30 }),
  raza: z.string().max(60).optional(),
  nombre: z.string().max(60).optional(),
});

/** Employee counts arrive as '1.250' (dots stripped, spec 03 §3) or numbers. */
const count = (field: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\./g, '') : value),
    nullableNumeric(field, { int: true, min: 0, max: 100_000 }),
  );

export const profileSchema = z
  .preprocess(
    (value) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
      // The editions' spellings (issue 27: titular, sexoCarga, sistemaprevisional, flat SCTR fields) first.
      const edition = normaliseEditionProfile(value) as Record<string, unknown>;
      // Any age key containing 'edad' (edadCarga…) becomes edad (spec 02 §3, issue 9).
      const raw = normalizeProfileAges(edition);
      const out: Record<string, unknown> = { ...raw };
      // Accept the spelling variants the site uses (cantidadempleados, a single cotizante object, pareja).
      if (out.cantidadEmpleados === undefined && raw.cantidadempleados !== undefined)
        out.cantidadEmpleados = raw.cantidadempleados;
      if (out.cantidadGuardias === undefined && raw.cantidadguardias !== undefined)
        out.cantidadGuardias = raw.cantidadguardias;
      if (raw.cotizante && !Array.isArray(raw.cotizante)) out.cotizante = [raw.cotizante];
      if (raw.pareja && typeof raw.pareja === 'object') {
        out.cotizante = [...((out.cotizante as unknown[]) ?? []), { ...(raw.pareja as object), type: 'pareja' }];
      }
      return out;
    },
    z.object({
      cotizante: z
        .array(persona)
        .max(MAX_COTIZANTES, { error: `cotizante admite a lo más ${MAX_COTIZANTES} personas` })
        .optional(),
      cargas: z.array(carga).max(12, { error: 'máximo 12 cargas' }).optional(),
      mascota: z.array(mascota).max(10, { error: 'máximo 10 mascotas' }).optional(),
      cantidadEmpleados: count('cantidadEmpleados').optional(),
      cantidadGuardias: count('cantidadGuardias').optional(),
      prevision: z.enum(PREVISIONES, { error: 'prevision debe ser Fonasa o Isapre' }).nullable().optional(),
      // Peru, Colombia and international (issue 27, spec 02 §3): read by the editions' price models.
      departamento: z.string().max(60).nullable().optional(),
      epsActual: z.string().max(40).nullable().optional(),
      maternidad: z.boolean({ error: 'maternidad debe ser verdadero o falso' }).nullable().optional(),
      nacionalidad: z.string().max(60).nullable().optional(),
      paisCobertura: z.string().max(60).nullable().optional(),
      sistemaPrevisional: z.string().max(40).nullable().optional(),
      sctr: z
        .object({
          ingreso: numeric('sctr.ingreso', { min: 0, max: 1_000_000_000 }),
          sector: z.string().min(1).max(10),
          tipoTrabajo: z.string().max(80).nullable().optional(),
        })
        .nullable()
        .optional(),
    }),
  )
  .superRefine((profile, ctx) => {
    for (const error of profileErrors(profile as Profile)) ctx.addIssue({ code: 'custom', message: error });
  })
  .meta({ id: 'Profile', description: 'Quiénes se asegurarán (spec 02 §3).' });

/** A profile in a query string: JSON, or base64 of JSON (share links). */
const profileParam = z.preprocess((value) => {
  const v = blankToUndefined(value);
  if (typeof v !== 'string') return v ?? null;
  const text = v.trim();
  try {
    return JSON.parse(text.startsWith('{') ? text : Buffer.from(text, 'base64').toString('utf8'));
  } catch {
    return 'perfil-ilegible';
  }
}, profileSchema.nullable());

// ---- compare request -------------------------------------------------------------------------------------

const organizationTypes = z.preprocess(
  (value) => {
    const v = blankToUndefined(value);
    if (v === undefined) return undefined;
    const items = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [v];
    return items.map((item) => (typeof item === 'string' ? (parseOrganizationType(item) ?? item) : item));
  },
  z
    .array(
      z.enum(['ASEGURADORA', 'ISAPRE', 'CLINICA'], {
        error: 'organizationType debe ser ASEGURADORA, ISAPRE o CLINICA',
      }),
      {
        error: ORGANIZATION_TYPES_REQUIRED,
      },
    )
    .min(1, { error: ORGANIZATION_TYPES_REQUIRED }),
);

export const compareRequestSchema = z
  .preprocess(
    (value) => {
      if (!value || typeof value !== 'object') return value;
      const raw = value as Record<string, unknown>;
      // organizationTypes (plural) is accepted too.
      return raw.organizationType === undefined && raw.organizationTypes !== undefined
        ? { ...raw, organizationType: raw.organizationTypes }
        : raw;
    },
    z.object({
      profile: profileParam.optional(),
      page: numeric('page', { int: true, min: 1 }).default(FIRST_PAGE),
      take: numeric('take', { int: true, min: 1, max: MAX_TAKE }).default(PAGE_SIZE),
      insuranceTypes: list(idOrCode),
      organizationType: organizationTypes,
      organizations: list(idOrCode),
      coverageCountries: list(z.string().min(2).max(10)),
      coverageOrganizations: list(idOrCode),
      features: list(z.union([z.string().min(1).max(80), z.number().int().transform(String)])),
      featuresFilter: booleanish.default(false),
      fromPrice: nullableNumeric('fromPrice', { min: 0 }).default(null),
      toPrice: nullableNumeric('toPrice', { min: 0 }).default(null),
      fromDeductible: nullableNumeric('fromDeductible', { min: 0 }).default(null),
      toDeductible: nullableNumeric('toDeductible', { min: 0 }).default(null),
      deductiblesToCompare: list(numeric('deductiblesToCompare', { min: 0 })),
      targetCurrency: z.preprocess(
        (v) => (typeof v === 'string' ? v.trim().toUpperCase() || null : (v ?? null)),
        z
          .enum(['CLP', 'UF', 'USD', 'PEN', 'COP'], { error: 'targetCurrency debe ser CLP, UF, USD, PEN o COP' })
          .nullable(),
      ),
      productType: z.preprocess((v) => blankToUndefined(v) ?? null, z.string().max(60).nullable()),
      order: z.preprocess(
        (v) => blankToUndefined(v) ?? 'recommended',
        z.enum(COMPARE_ORDERS, { error: `order debe ser uno de: ${COMPARE_ORDERS.join(', ')}` }),
      ),
      uuid: z.preprocess(
        (v) => blankToUndefined(v) ?? null,
        z
          .string()
          .regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'uuid inválido' })
          .nullable(),
      ),
      ponderer: nullableNumeric('ponderer', { min: 0, max: 1 }).default(null),
      comparator: z.preprocess(
        (v) => blankToUndefined(v) ?? null,
        z.union([z.number().int(), z.string().max(120)]).nullable(),
      ),
      displayShowcase: booleanish.default(false),
      location: z.preprocess(
        (v) => {
          const value = blankToUndefined(v);
          if (typeof value === 'string') {
            const [lat, lng] = value.split(',').map(Number);
            return { lat, lng };
          }
          return value ?? null;
        },
        z
          .object({
            lat: z.number({ error: 'location.lat debe ser un número' }).min(-90).max(90),
            lng: z.number({ error: 'location.lng debe ser un número' }).min(-180).max(180),
          })
          .nullable(),
      ),
    }),
  )
  .transform((v) => ({ ...v, profile: v.profile ?? null }) as CompareRequest)
  .meta({ id: 'CompareRequest' });

/** Body of POST/GET /api/insurance/{id}/calculatePrice. */
export const calculatePriceSchema = z.object({
  profile: profileParam.optional(),
  productType: z.string().max(60).optional(),
  comparator: z.union([z.string(), z.number()]).optional(),
  targetCurrency: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() || undefined : v),
    z.enum(['CLP', 'UF', 'USD', 'PEN', 'COP'], { error: 'targetCurrency debe ser CLP, UF, USD, PEN o COP' }).optional(),
  ),
});

/** Where the care happens and the visitor's quantities (the outpatient year's N consultations…). */
const careNetwork = z.preprocess(
  (v) => blankToUndefined(v) ?? 'preferente',
  z.enum(['preferente', 'libreEleccion'], { error: 'network debe ser preferente o libreEleccion' }),
);
const quantities = z.preprocess(
  (v) => {
    const value = blankToUndefined(v);
    if (typeof value !== 'string') return value ?? {};
    try {
      return JSON.parse(value);
    } catch {
      return 'ilegible';
    }
  },
  // { prestación: cantidad } for every scenario, or { 'escenario.prestación': cantidad } for one.
  z.record(
    z.string().regex(new RegExp(`^([a-z0-9-]{3,40}\\.)?(${CARE_BENEFIT_CODES.join('|')})$`), {
      error: 'prestación desconocida en quantities',
    }),
    numeric('quantities', { int: true, min: 0, max: 365 }),
    {
      error: `quantities debe ser un objeto { prestación: cantidad } o { 'escenario.prestación': cantidad }; prestaciones: ${CARE_BENEFIT_CODES.join(', ')}`,
    },
  ),
);
const scenarioCodes = list(z.string().regex(/^[a-z0-9-]{3,40}$/, { error: 'código de escenario inválido' })).pipe(
  z.array(z.string()).max(5, { error: 'máximo 5 escenarios a la vez' }),
);
/** A catalogue product the simulator adds to every plan (its product code), or none. */
const insuranceCode = z.preprocess(
  (v) => blankToUndefined(v) ?? null,
  z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'código de seguro inválido' })
    .nullable(),
);

/**
 * The isapre plan search (issue 13): household profile, filters, orders and cost-of-care scenarios.
 * Liberal in what it accepts: JSON bodies and query strings, lists as arrays or comma-separated values.
 */
export const planQuerySchema = z.object({
  profile: profileParam.optional(),
  page: numeric('page', { int: true, min: 1 }).default(FIRST_PAGE),
  take: numeric('take', { int: true, min: 1, max: MAX_TAKE }).default(PAGE_SIZE),
  organizations: list(idOrCode),
  planTypes: list(numeric('planTypes', { int: true, min: 0, max: 2 })),
  region: z.preprocess((v) => blankToUndefined(v) ?? null, z.string().max(10).nullable()),
  prestador: z.preprocess((v) => blankToUndefined(v) ?? null, idOrCode.nullable()),
  clinics: list(idOrCode).pipe(z.array(idOrCode).max(10, { error: 'máximo 10 clínicas a la vez' })),
  minHospitalPct: nullableNumeric('minHospitalPct', { min: 0, max: 100 }).default(null),
  minAmbulatoryPct: nullableNumeric('minAmbulatoryPct', { min: 0, max: 100 }).default(null),
  minTopeUf: nullableNumeric('minTopeUf', { min: 0 }).default(null),
  maternity: z.preprocess(
    (v) => blankToUndefined(v) ?? null,
    z.enum(MATERNITY_TYPES, { error: 'maternity debe ser conParto o reducidoParto' }).nullable(),
  ),
  excludedRestrictions: list(numeric('excludedRestrictions', { int: true, min: 1, max: 6 })),
  states: list(z.enum(COMMERCIAL_STATES, { error: 'states: Comercializable o No Comercializable' })),
  fromPrice: nullableNumeric('fromPrice', { min: 0 }).default(null),
  toPrice: nullableNumeric('toPrice', { min: 0 }).default(null),
  onlyBudget: booleanish.default(false),
  restrictions: z.enum(['any', 'none']).default('any'),
  order: z.preprocess(
    (v) => blankToUndefined(v) ?? 'lowerPrice',
    z.enum(PLAN_ORDERS, { error: `order debe ser uno de: ${PLAN_ORDERS.join(', ')}` }),
  ),
  scenarios: scenarioCodes,
  network: careNetwork,
  quantities,
  insurance: insuranceCode,
  uuid: z.preprocess(
    (v) => blankToUndefined(v) ?? null,
    z
      .string()
      .regex(/^[A-Za-z0-9-]{8,64}$/)
      .nullable(),
  ),
});

/** GET /api/infoplanes/costo: one plan's cost of care. */
export const planCareCostSchema = z.object({
  profile: profileParam.optional(),
  scenarios: scenarioCodes.pipe(z.array(z.string()).min(1, { error: 'elige al menos un escenario (scenarios=…)' })),
  network: careNetwork,
  quantities,
  insurance: insuranceCode,
});

/** GET /api/buscarplanes/prestadores: clinics near a point. */
export const clinicsNearSchema = z.object({
  lat: nullableNumeric('lat', { min: -90, max: 90 }).default(null),
  lng: nullableNumeric('lng', { min: -180, max: 180 }).default(null),
});

/** PUT /api/admin/care-scenarios/{code}: strict in what is stored (scenarioErrors checks the rest). */
export const careScenarioUpdateSchema = z.object({
  name: z.string({ error: 'name es requerido' }).trim().max(120),
  description: z.string().trim().max(500).default(''),
  source: z.string({ error: 'source es requerido' }).trim().max(500),
  asOf: z.string({ error: 'asOf es requerido' }).trim(),
  sample: z.boolean().default(true),
  items: z
    .array(
      z.object({
        benefit: z.enum(CARE_BENEFIT_CODES as [CareBenefit, ...CareBenefit[]], { error: 'prestación desconocida' }),
        label: z.string().trim().max(120),
        unitPriceClp: z.number({ error: 'unitPriceClp debe ser un número' }),
        quantity: z.number({ error: 'quantity debe ser un número' }),
      }),
      { error: 'items debe ser una lista' },
    )
    .max(30, { error: 'máximo 30 prestaciones' }),
});

export const positiveId = (field = 'id') =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z
      .number({ error: `${field} debe ser un número` })
      .int()
      .positive({ error: `${field} debe ser un número positivo` }),
  );

// ---- answers (for the OpenAPI document and the type checks) ----------------------------------------------

const currency = z.enum(CURRENCY_CODES);
const moneyUnit = z.enum([...CURRENCY_CODES, ...SCOPED_UNITS]).meta({ description: 'Moneda o unidad' });

const amountSchema = z.object({
  minAmount: z.number().nullable(),
  maxAmount: z.number().nullable(),
  unit: z.object({ currencyCode: moneyUnit, name: z.string() }),
});

const coverageAmountsSchema = z.object({
  percentage_fonasa: amountSchema.optional(),
  percentage_isapre: amountSchema.optional(),
  percentage_particular: amountSchema.optional(),
  yearly_top: amountSchema.optional(),
  monthly_top: amountSchema.optional(),
  weekly_top: amountSchema.optional(),
  daily_top: amountSchema.optional(),
});

export const coverageTagSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    code: z.string(),
    coverages: z.array(
      z.object({
        insuranceBenefit: z.object({ id: z.number(), name: z.string(), code: z.string() }),
        amounts: coverageAmountsSchema,
      }),
    ),
  })
  .meta({ id: 'CoverageTag' });

const period = z.enum(['anual', 'mensual', 'semanal', 'diario']);

export const topsAndDeductiblesSchema = z
  .object({
    name: z.string(),
    coverageOrganizations: z.array(z.string()),
    topAmounts: z.array(
      z.object({
        name: z.string(),
        amount: z.number().nullable(),
        unit: moneyUnit,
        period: period.nullable().optional(),
        calificados: z.boolean().optional(),
      }),
    ),
    deductibles: z.array(
      z.object({ name: z.string(), min: z.number().nullable(), max: z.number().nullable(), unit: moneyUnit }),
    ),
  })
  .meta({ id: 'TopsAndDeductibles' });

export const featureSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    displayName: z.string(),
    icon: z.string(),
    description: z.string().nullable().optional(),
    value: z.union([z.boolean(), z.string(), z.number()]).nullable().optional(),
  })
  .meta({ id: 'Feature' });

export const coverageRequirementSchema = z
  .object({
    value: z.number(),
    unit: z.enum(['%', 'UF', 'CLP', 'BM']),
    previsionType: z.object({ name: z.enum(['Fonasa', 'Isapre']) }).nullable(),
    previousCoverage: z.boolean(),
  })
  .meta({ id: 'CoverageRequirement' });

const discountSchema = z.object({ amount: z.number(), unitCode: currency }).nullable();

export const paymentOfferSchema = z
  .object({
    productCode: z.string(),
    title: z.string(),
    description: z.string(),
    installments: z.number().nullable(),
    discount: discountSchema,
    paymentMethods: z.array(z.string()),
  })
  .meta({ id: 'PaymentOffer' });

const upperTypeSchema = z.object({
  name: z.enum([
    'SEGURO SALUD',
    'SEGURO DENTAL',
    'SEGURO VIDA',
    'SEGURO COLECTIVO',
    'SEGURO DE GUARDIA',
    'SEGURO_MASCOTAS',
    'SEGURO INDEMNIZACION',
    'SERVICIO ASISTENCIA',
    'ACCIDENTES PERSONALES',
    'SEGURO VIAJE',
  ]),
  displayName: z.string(),
});

export const cardPriceSchema = z
  .object({
    amount: z.number().nullable(),
    currency,
    exact: z.boolean(),
    suffix: z.string().nullable(),
    label: z.enum(['Desde', 'Precio Anual']).nullable(),
    period: z.enum(['mensual', 'anual']),
    amountClp: z.number().nullable(),
    text: z.string(),
    minPrice: z.number().nullable(),
    unit: z.object({ code: currency }),
    arePricesDefined: z.boolean(),
  })
  .meta({ id: 'CardPrice' });

export const productCardSchema = z
  .object({
    id: z.number(),
    productCode: z.string(),
    displayName: z.string(),
    url: z.string(),
    requestUrl: z.string(),
    sample: z.boolean(),
    organization: z.object({
      id: z.number(),
      name: z.string(),
      organizationCode: z.string(),
      organizationType: z.enum(['ASEGURADORA', 'ISAPRE', 'CLINICA']),
      image: z.string().nullable(),
      url: z.string(),
      typeAlias: z.string(),
    }),
    insuranceType: z.object({
      id: z.number(),
      name: z.string(),
      displayName: z.string(),
      description: z.string(),
      urlSegment: z.string(),
      upperType: upperTypeSchema,
    }),
    upperType: upperTypeSchema,
    priceModel: z.enum(['persona', 'accidente', 'guardia', 'colectivo', 'mascota']),
    exclusive: z.boolean(),
    isPromoted: z.boolean(),
    isNew: z.boolean(),
    insuranceMetadata: z.object({
      isPopular: z.boolean(),
      isMapEnabled: z.boolean(),
      salesChannel: z.string(),
      hasOffer: z.boolean(),
      metadata: z.record(z.string(), z.unknown()),
    }),
    price: cardPriceSchema,
    priceRange: z.object({
      from: z.number().nullable(),
      to: z.number().nullable(),
      unit: z.object({ code: currency }),
    }),
    priceSuffix: z.string().nullable(),
    evaluations: z.array(z.object({ score: z.number(), evaluationType: z.string(), count: z.number() })),
    requestCount: z.number(),
    operationDates: z.array(z.string()),
    coverages: z.object({ tags: z.array(coverageTagSchema) }),
    topsAndDeductibles: z.array(topsAndDeductiblesSchema),
    topAmount: z
      .object({ min: z.number().nullable(), max: z.number().nullable(), unit: moneyUnit, period: period.nullable() })
      .nullable(),
    deductible: z.object({ min: z.number().nullable(), max: z.number().nullable(), unit: moneyUnit }).nullable(),
    features: z.array(featureSchema),
    featuresAll: z.array(featureSchema),
    coverageRequirement: coverageRequirementSchema.nullable(),
    offers: z.array(
      z.object({
        id: z.number(),
        offerType: z.object({ name: z.enum(OFFER_TYPES) }),
        title: z.string(),
        description: z.string().nullable(),
        discount: discountSchema,
        validFrom: z.string().nullable(),
        validUntil: z.string().nullable(),
      }),
    ),
    paymentOffer: paymentOfferSchema.nullable(),
    prestadores: z.array(z.string()),
    coverageCountries: z.array(z.string()),
  })
  .meta({ id: 'ProductCard' });

export const compareResponseSchema = z
  .object({
    data: z.array(productCardSchema),
    total: z.number().int(),
    page: z.number().int(),
    take: z.number().int(),
    metaData: z.object({
      uuid: z.string(),
      order: z.enum(COMPARE_ORDERS),
      appliedOrder: z.enum(COMPARE_ORDERS),
      exactPrices: z.boolean(),
      exactPriceCount: z.number().int(),
      estimatedPriceCount: z.number().int(),
      profileEntered: z.boolean(),
      uf: z.object({ value: z.number(), date: z.string() }),
      currency,
      sample: z.boolean(),
      pages: z.number().int(),
    }),
  })
  .meta({ id: 'CompareResponse' });

export const errorSchema = z
  .object({ error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }) })
  .meta({ id: 'Error' });

// ---- the schemas stay equal to the domain types ----------------------------------------------------------

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assignable<A, B> = [A] extends [B] ? true : false;
const typeChecks: [
  Assignable<z.infer<typeof productCardSchema>, Omit<ProductCard, 'insuranceMetadata'>>,
  Assignable<
    Omit<ProductCard, 'insuranceMetadata' | 'offers'>,
    Omit<z.infer<typeof productCardSchema>, 'insuranceMetadata' | 'offers'>
  >,
  Assignable<Omit<CompareResponse, 'data'>, Omit<z.infer<typeof compareResponseSchema>, 'data'>>,
  Equal<z.output<typeof compareRequestSchema>, CompareRequest>,
] = [true, true, true, true];
void typeChecks;
