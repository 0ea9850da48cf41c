import type { NewOrganization, NewProduct } from '../../src/modules/catalogue/index.js';
import type { Sexo } from '../../src/modules/pricing/domain/profile.js';
import { AGE_BANDS, ANY_AGE, type TariffRow } from '../../src/modules/pricing/domain/tariff.js';
import { round, slug } from './catalogue/random.js';

/**
 * The sample catalogues of the Peru, Colombia and international editions (issue 27), labelled as sample
 * data like Chile's: the institutions' names are public facts, every plan, price and coverage is invented.
 * Deterministic (no random draws), so tests can assert on the load. Price models follow each market
 * (spec 03 §9): per person by age band (PEN, COP, USD); Peru's company EPS per employee plus a share of
 * the average salary; Peru's SCTR a share of the payroll by work sector (the sector codes of the
 * work_sectors reference table) with a minimum per worker.
 */

export const EDITION_SAMPLE_NOTE = 'Datos de ejemplo: plan ficticio para demostrar el comparador.';

interface Org {
  code: string;
  name: string;
  url: string;
  type: 'ASEGURADORA' | 'CLINICA';
  country: 'PE' | 'CO' | 'INT';
  city?: string;
  region?: string;
}

const PERU_ORGS: Org[] = [
  { code: 'PE-PACIFICO', name: 'Pacífico Seguros', url: 'Pacifico', type: 'ASEGURADORA', country: 'PE' },
  { code: 'PE-RIMAC', name: 'Rímac Seguros', url: 'Rimac', type: 'ASEGURADORA', country: 'PE' },
  { code: 'PE-MAPFRE', name: 'Mapfre Perú', url: 'Mapfre-Peru', type: 'ASEGURADORA', country: 'PE' },
  { code: 'PE-SANITAS', name: 'Sanitas Perú', url: 'Sanitas-Peru', type: 'ASEGURADORA', country: 'PE' },
  { code: 'PE-LAPOSITIVA', name: 'La Positiva Seguros', url: 'La-Positiva', type: 'ASEGURADORA', country: 'PE' },
  ...(
    [
      ['PE-CL-INTERNACIONAL', 'Clínica Internacional', 'Clinica-Internacional'],
      ['PE-CL-RICARDOPALMA', 'Clínica Ricardo Palma', 'Clinica-Ricardo-Palma'],
      ['PE-CL-SANFELIPE', 'Clínica San Felipe', 'Clinica-San-Felipe'],
      ['PE-CL-DELGADO', 'Clínica Delgado', 'Clinica-Delgado'],
    ] as const
  ).map(([code, name, url]): Org => ({
    code,
    name,
    url,
    type: 'CLINICA',
    country: 'PE',
    city: 'Lima',
    region: 'Lima',
  })),
];

const COLOMBIA_ORGS: Org[] = [
  { code: 'CO-COLSANITAS', name: 'Colsanitas', url: 'Colsanitas', type: 'ASEGURADORA', country: 'CO' },
  { code: 'CO-SURA', name: 'Sura Colombia', url: 'Sura-Colombia', type: 'ASEGURADORA', country: 'CO' },
  { code: 'CO-COOMEVA', name: 'Coomeva Medicina Prepagada', url: 'Coomeva', type: 'ASEGURADORA', country: 'CO' },
  { code: 'CO-COMPENSAR', name: 'Compensar', url: 'Compensar', type: 'ASEGURADORA', country: 'CO' },
  { code: 'CO-EMERMEDICA', name: 'Emermédica', url: 'Emermedica', type: 'ASEGURADORA', country: 'CO' },
];

const INTERNATIONAL_ORGS: Org[] = [
  { code: 'INT-BUPAGLOBAL', name: 'Bupa Global', url: 'Bupa-Global', type: 'ASEGURADORA', country: 'INT' },
  { code: 'INT-ALLIANZCARE', name: 'Allianz Care', url: 'Allianz-Care', type: 'ASEGURADORA', country: 'INT' },
  { code: 'INT-CIGNAGLOBAL', name: 'Cigna Global', url: 'Cigna-Global', type: 'ASEGURADORA', country: 'INT' },
  { code: 'INT-GEOBLUE', name: 'GeoBlue', url: 'GeoBlue', type: 'ASEGURADORA', country: 'INT' },
  { code: 'INT-BMI', name: 'BMI Seguros', url: 'BMI', type: 'ASEGURADORA', country: 'INT' },
];

export const EDITION_ORGANIZATION_CODES: readonly string[] = [
  ...PERU_ORGS,
  ...COLOMBIA_ORGS,
  ...INTERNATIONAL_ORGS,
].map((o) => o.code);

export function editionOrganizations(): NewOrganization[] {
  return [...PERU_ORGS, ...COLOMBIA_ORGS, ...INTERNATIONAL_ORGS].map((org) => ({
    organizationCode: org.code,
    displayName: org.name,
    legalName: org.type === 'CLINICA' ? org.name : `${org.name} S.A.`,
    organizationType: org.type,
    urlSegment: org.url,
    image: null,
    website: null,
    metadata: { nota: 'Datos de ejemplo' },
    countryCode: org.country,
    city: org.city ?? null,
    region: org.region ?? null,
    availableToSell: true,
    sample: true,
  }));
}

/** Age multipliers per band (0-1, 2-17, 18-24, … 80+), the same curve shape as Chile's sample. */
const AGE_CURVE = [0.55, 0.45, 0.78, 0.9, 1.0, 1.12, 1.27, 1.45, 1.7, 2.0, 2.35, 2.8, 3.3, 3.9, 4.6];

/** Per person by age band and sex (women 25-44 a little dearer); young dependants at a child's share. */
export function ageBandTariffs(base: number, unit: TariffRow['unit'], femaleUplift = 1.1): TariffRow[] {
  const decimals = unit === 'COP' ? 0 : 2;
  const rows: TariffRow[] = [];
  for (let b = 2; b < AGE_BANDS.length; b++) {
    const band = AGE_BANDS[b]!;
    for (const sexo of ['Masculino', 'Femenino'] as Sexo[]) {
      const uplift = sexo === 'Femenino' && band.from >= 25 && band.from < 45 ? femaleUplift : 1;
      rows.push({
        role: 'cotizante',
        ageFrom: band.from,
        ageTo: band.to,
        sexo,
        especie: null,
        rate: round(base * AGE_CURVE[b]! * uplift, decimals),
        unit,
      });
    }
  }
  // Dependants of every age: a spouse or an adult child is a 'carga' in these markets' forms.
  AGE_BANDS.forEach((band, b) => {
    rows.push({
      role: 'carga',
      ageFrom: band.from,
      ageTo: band.to,
      sexo: null,
      especie: null,
      rate: round(base * (b < 3 ? [0.6, 0.45, 0.7][b]! : AGE_CURVE[b]! * 0.95), decimals),
      unit,
    });
  });
  return rows;
}

const flatTariff = (rate: number, unit: TariffRow['unit']): TariffRow[] => [
  { role: 'cotizante', ageFrom: ANY_AGE.from, ageTo: ANY_AGE.to, sexo: null, especie: null, rate, unit },
];

interface PlanSpec {
  code: string;
  name: string;
  org: Org;
  type: string;
  model: NewProduct['priceModel'];
  unit: NewProduct['priceUnit'];
  tariffs: TariffRow[];
  metadata?: Record<string, unknown>;
  minEmployees?: number | null;
  coverageCountries: string[];
  priceSuffix?: string | null;
  prestadorCodes?: string[];
  score: number;
}

function product(spec: PlanSpec, index: number): NewProduct {
  return {
    productCode: spec.code,
    productName: `${spec.name} (${spec.code})`,
    displayName: spec.name,
    urlSegment: `${slug(spec.name)}-${spec.code}`,
    description: `${spec.name} de ${spec.org.name}. ${EDITION_SAMPLE_NOTE}`,
    organizationCode: spec.org.code,
    insuranceTypeCode: spec.type,
    exclusive: false,
    isPromoted: false,
    availableFrom: '2025-01-01',
    isPopular: index % 4 === 0,
    isMapEnabled: (spec.prestadorCodes?.length ?? 0) > 0,
    // No online provider in these editions yet: every plan takes requests (Solicitar), issue 27.
    salesChannel: 'QpLead',
    metadata: {
      logo: null,
      product_type: spec.type,
      nota: EDITION_SAMPLE_NOTE,
      ...(spec.minEmployees ? { minEmployeeQuantity: spec.minEmployees } : {}),
      ...spec.metadata,
    },
    priceModel: spec.model,
    priceUnit: spec.unit,
    priceSuffix: spec.priceSuffix ?? (spec.model === 'colectivo' ? 'por trabajador' : null),
    minEmployees: spec.minEmployees ?? null,
    evaluationScore: spec.score,
    evaluationCount: 20 + index * 7,
    requestCount: 50 + index * 31,
    operationDates: [],
    coverageCountries: spec.coverageCountries,
    coverages: [],
    tops: [],
    deductibles: [],
    features: [],
    requirement: null,
    offers: [],
    paymentOffer: null,
    prestadorCodes: spec.prestadorCodes ?? [],
    detail: {
      conditions: ['Vigencia anual con renovación automática.', EDITION_SAMPLE_NOTE],
      exclusions: ['Enfermedades preexistentes no declaradas.', 'Tratamientos estéticos no reparadores.'],
      extraBenefits: ['Orientación médica telefónica 24/7'],
      faq: [{ question: '¿Es un producto real?', answer: 'No. Es un producto de ejemplo del comparador.' }],
      seo: {
        title: `${spec.name} — ${spec.org.name}`,
        description: `Compara ${spec.name} de ${spec.org.name}. ${EDITION_SAMPLE_NOTE}`,
        image: null,
      },
    },
    tariffs: spec.tariffs,
    sample: true,
  };
}

/** SCTR rates by work sector (% of the monthly payroll): mining and construction carry the most risk. */
const SCTR_SECTORS: Record<string, number> = {
  F45: 1.53,
  F46: 1.61,
  C10: 2.2,
  C13: 2.35,
  D15: 0.92,
  D24: 1.18,
  O90: 1.05,
  N85: 0.68,
};

const byCode = (orgs: Org[], code: string) => orgs.find((o) => o.code === code)!;

function peruPlans(): PlanSpec[] {
  const plans: PlanSpec[] = [];
  const eps: [string, string, number, number, number][] = [
    // code, org, persona base PEN/month, company per employee PEN, salary %
    ['PE-PACIFICO', 'Pacífico', 182, 118, 1.2],
    ['PE-RIMAC', 'Rímac', 175, 112, 1.5],
    ['PE-MAPFRE', 'Mapfre', 158, 104, 1.1],
    ['PE-SANITAS', 'Sanitas', 149, 99, 1.3],
  ];
  eps.forEach(([code, short, base, perEmployee, salaryPercent], i) => {
    const org = byCode(PERU_ORGS, code);
    plans.push({
      code: `PEEPS${10 + i}`,
      name: `EPS ${short} Plan Salud`,
      org,
      type: 'PRIMARIO',
      model: 'persona',
      unit: 'PEN',
      tariffs: ageBandTariffs(base, 'PEN'),
      coverageCountries: ['PE'],
      prestadorCodes: PERU_ORGS.filter((o) => o.type === 'CLINICA')
        .slice(i % 2, (i % 2) + 2)
        .map((o) => o.code),
      score: round(8.9 - i * 0.3, 1),
    });
    plans.push({
      code: `PEEPE${10 + i}`,
      name: `EPS ${short} Empresas`,
      org,
      type: 'COLECTIVO',
      model: 'colectivo',
      unit: 'PEN',
      tariffs: flatTariff(perEmployee, 'PEN'),
      minEmployees: [5, 10, 3, 5][i]!,
      metadata: { eps: { perEmployee, salaryPercent }, metadata_colectivo: ['Salud', 'EPS'] },
      coverageCountries: ['PE'],
      score: round(8.7 - i * 0.2, 1),
    });
  });
  const sctr: [string, string, number, number][] = [
    // code, org, rate multiplier, minimum PEN per worker
    ['PE-PACIFICO', 'Pacífico', 1.0, 18],
    ['PE-RIMAC', 'Rímac', 1.06, 16],
    ['PE-MAPFRE', 'Mapfre', 0.97, 20],
    ['PE-LAPOSITIVA', 'La Positiva', 0.93, 22],
  ];
  sctr.forEach(([code, short, factor, minPerWorker], i) => {
    const sectorPercent = Object.fromEntries(
      Object.entries(SCTR_SECTORS)
        // La Positiva does not insure coal mining in the sample: the comparison prices it 'Consultar'.
        .filter(([sector]) => !(code === 'PE-LAPOSITIVA' && sector === 'C10'))
        .map(([sector, percent]) => [sector, round(percent * factor, 2)]),
    );
    plans.push({
      code: `PESCTR${10 + i}`,
      name: `SCTR ${short} Salud y Pensión`,
      org: byCode(PERU_ORGS, code),
      type: 'ACCIDENTES_PERSONALES',
      model: 'colectivo',
      unit: 'PEN',
      // The reference ('Desde') is the minimum per worker; with sector and payroll the comparison prices it.
      tariffs: flatTariff(minPerWorker, 'PEN'),
      minEmployees: 1,
      metadata: { sctr: { sectorPercent, minPerWorker } },
      coverageCountries: ['PE'],
      priceSuffix: null,
      score: round(8.6 - i * 0.2, 1),
    });
  });
  PERU_ORGS.filter((o) => o.type === 'CLINICA').forEach((org, i) => {
    plans.push({
      code: `PECLI${10 + i}`,
      name: `Plan Clínico ${org.name.replace('Clínica ', '')}`,
      org,
      type: 'COMPLEMENTARIO',
      model: 'persona',
      unit: 'PEN',
      tariffs: ageBandTariffs(96 + i * 11, 'PEN'),
      coverageCountries: ['PE'],
      prestadorCodes: [org.code],
      score: round(8.4 - i * 0.1, 1),
    });
  });
  return plans;
}

function colombiaPlans(): PlanSpec[] {
  const plans: PlanSpec[] = [];
  const prepaid: [string, string, number][] = [
    ['CO-COLSANITAS', 'Colsanitas Plan Integral', 265_000],
    ['CO-COLSANITAS', 'Colsanitas Plan Élite', 410_000],
    ['CO-SURA', 'Sura Medicina Prepagada Global', 248_000],
    ['CO-COOMEVA', 'Coomeva Plan Oro', 219_000],
    ['CO-COOMEVA', 'Coomeva Plan Plata', 164_000],
    ['CO-COMPENSAR', 'Compensar Plan Complementario', 98_000],
  ];
  prepaid.forEach(([code, name, base], i) => {
    plans.push({
      code: `COMPP${10 + i}`,
      name,
      org: byCode(COLOMBIA_ORGS, code),
      type: 'COMPLEMENTARIO',
      model: 'persona',
      unit: 'COP',
      tariffs: ageBandTariffs(base, 'COP', 1.15),
      coverageCountries: ['CO'],
      score: round(9.0 - i * 0.2, 1),
    });
  });
  plans.push({
    code: 'COMED10',
    name: 'Emermédica Médico a Domicilio',
    org: byCode(COLOMBIA_ORGS, 'CO-EMERMEDICA'),
    type: 'SERVICIO_ASISTENCIA',
    model: 'persona',
    unit: 'COP',
    tariffs: ageBandTariffs(42_000, 'COP', 1),
    coverageCountries: ['CO'],
    score: 8.1,
  });
  const eps: [string, string, number][] = [
    ['CO-SURA', 'EPS Sura Plan Complementario', 121_000],
    ['CO-COMPENSAR', 'Compensar EPS Plan Complementario', 87_000],
    ['CO-COLSANITAS', 'EPS Sanitas Plan Complementario', 112_000],
  ];
  eps.forEach(([code, name, base], i) => {
    plans.push({
      code: `COEPS${10 + i}`,
      name,
      org: byCode(COLOMBIA_ORGS, code),
      type: 'PRIMARIO',
      model: 'persona',
      unit: 'COP',
      tariffs: ageBandTariffs(base, 'COP', 1.1),
      coverageCountries: ['CO'],
      score: round(8.5 - i * 0.2, 1),
    });
  });
  return plans;
}

/** The country code of each international zone (compare-index COUNTRY_BITS). */
const ZONE_COUNTRY = { MUNDO: 'MUNDO', USA: 'US', LATAM: 'LATAM' } as const;

function internationalPlans(): PlanSpec[] {
  const plans: [string, string, keyof typeof ZONE_COUNTRY, number][] = [
    ['INT-BUPAGLOBAL', 'Bupa Global Elite', 'MUNDO', 890],
    ['INT-BUPAGLOBAL', 'Bupa Global Ultimate Latinoamérica', 'LATAM', 410],
    ['INT-ALLIANZCARE', 'Allianz Care Premier', 'MUNDO', 760],
    ['INT-CIGNAGLOBAL', 'Cigna Global Gold', 'MUNDO', 640],
    ['INT-GEOBLUE', 'GeoBlue Xplorer USA', 'USA', 980],
    ['INT-GEOBLUE', 'GeoBlue Trekker Essential USA', 'USA', 520],
    ['INT-BMI', 'BMI Azure Plus Latinoamérica', 'LATAM', 280],
    ['INT-BMI', 'BMI Ideal Care Latinoamérica', 'LATAM', 195],
  ];
  return plans.map(([code, name, zone, base], i) => ({
    code: `INTSI${10 + i}`,
    name,
    org: byCode(INTERNATIONAL_ORGS, code),
    type: 'INTERNACIONAL',
    // Shown annual ('Precio Anual'), as these plans are sold: the monthly share × 12.
    model: 'accidente',
    unit: 'USD',
    // Annual premiums by zone (spec 02 §9: USD/MUNDO, USD/USA, USD/LATAM); the tariff is the monthly share.
    tariffs: ageBandTariffs(base / 12, 'USD', 1.05),
    metadata: { coverageZone: zone },
    coverageCountries: [ZONE_COUNTRY[zone]],
    priceSuffix: `USD/${zone}`,
    score: round(9.1 - i * 0.15, 2),
  }));
}

/** Every product of the three editions' samples, in a fixed order. */
export function editionProducts(): NewProduct[] {
  return [...peruPlans(), ...colombiaPlans(), ...internationalPlans()].map(product);
}
