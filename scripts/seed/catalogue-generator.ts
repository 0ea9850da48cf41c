import type {
  NewComparator,
  NewEvent,
  NewOrganization,
  NewPlan,
  NewRiskTable,
} from '../../src/modules/catalogue/index.js';
import { isaprePlanName } from '../../src/modules/catalogue/domain/plan-name.js';
import type { Sexo } from '../../src/modules/pricing/domain/profile.js';
import { BENEFITS, CLINICS, FEATURES, INSURERS, ISAPRES, TAGS } from './chile-market.js';
import { SAMPLE_SEED } from './catalogue/generator-state.js';
import { isoDay, prng, Random, round } from './catalogue/random.js';

/**
 * The deterministic sample catalogue: a fixed-seed generator of plausible products for every product family
 * and upper type, over the real names of the Chilean market. The same seed and scale always give the same
 * rows (dates are relative to the load day so 'new' badges stay meaningful).
 */

export { SAMPLE_NOTE } from './catalogue/sample-note.js';
export { SAMPLE_SEED, generatorState, type GeneratorState } from './catalogue/generator-state.js';
export { prng };
export { FAMILIES } from './catalogue/families.js';
export { sampleProduct } from './catalogue/sample-product.js';

// ---- organizations ---------------------------------------------------------------------------------------

export function sampleOrganizations(): NewOrganization[] {
  const orgs: NewOrganization[] = [];
  for (const isapre of ISAPRES) {
    orgs.push({
      organizationCode: isapre.code,
      displayName: `Isapre ${isapre.name}`,
      legalName: `Isapre ${isapre.name} S.A.`,
      organizationType: 'ISAPRE',
      urlSegment: isapre.url,
      image: null, // no logo files ship with the sample: cards show the name (no 404 per card)
      website: null,
      qpclCodes: isapre.qpcl,
      metadata: { abierta: isapre.open, nota: 'Datos de ejemplo' },
      isOpen: isapre.open,
      gesUf: isapre.gesUf,
      availableToSell: isapre.open,
      sample: true,
    });
  }
  for (const insurer of INSURERS) {
    orgs.push({
      organizationCode: insurer.code,
      displayName: insurer.name,
      legalName: `${insurer.name} Compañía de Seguros`,
      organizationType: 'ASEGURADORA',
      urlSegment: insurer.url,
      image: null, // no logo files ship with the sample: cards show the name (no 404 per card)
      metadata: { familias: insurer.families, nota: 'Datos de ejemplo' },
      availableToSell: true,
      sample: true,
    });
  }
  for (const clinic of CLINICS) {
    orgs.push({
      organizationCode: clinic.code,
      displayName: clinic.name,
      organizationType: 'CLINICA',
      urlSegment: clinic.url,
      image: null, // no logo files ship with the sample: cards show the name (no 404 per card)
      metadata: { nota: 'Datos de ejemplo' },
      city: clinic.city,
      region: clinic.region,
      lat: clinic.lat,
      lng: clinic.lng,
      availableToSell: clinic.sells,
      sample: true,
    });
  }
  return orgs;
}

export const sampleTaxonomy = () => ({ tags: TAGS, benefits: BENEFITS, features: FEATURES });

// ---- products: one file per step under catalogue/ (sample-product.ts composes them) ------------------------

// ---- events and comparators ------------------------------------------------------------------------------

export const CYBER_DAY: NewEvent = {
  name: 'CyberDay',
  title: 'Cyber Day',
  logo: '/eventos/cyberday/logo.svg',
  image: '/eventos/cyberday/banner.webp',
  videoUrl: null,
  start: '2025-06-01T22:30:00-04:00',
  finish: '2025-06-09T23:59:59-04:00',
  show: true,
};

export function sampleComparators(showcase: {
  cyber: string[];
  estetica: string[];
  coberturas: string[];
}): NewComparator[] {
  const healthFeatures = [
    'cubre_preexistencias',
    'telemedicina',
    'sin_deducible',
    'maternidad',
    'salud_mental',
    'red_preferente',
    'libre_eleccion',
    'cobertura_oncologica',
  ];
  const all = ['ASEGURADORA', 'ISAPRE', 'CLINICA'];
  return [
    {
      name: 'Seguros de Salud',
      baseUrl: 'Seguros-de-Salud',
      title: 'Compara seguros de salud',
      description: 'Complementarios, catastróficos, oncológicos, dentales y más.',
      productType: 'SEGURO SALUD',
      upperTypes: ['SEGURO SALUD', 'SEGURO DENTAL'],
      insuranceTypes: [],
      organizationTypes: all,
      featuresFilter: true,
      isShowcase: false,
      eventName: null,
      featureCodes: healthFeatures,
      showcases: [
        { name: 'Estetica', title: 'Vitrina estética', productCodes: showcase.estetica },
        { name: 'Coberturas', title: 'Coberturas puntuales', productCodes: showcase.coberturas },
      ],
    },
    {
      name: 'Cyber Day',
      baseUrl: 'Cyber-Day',
      title: 'Cyber Day: seguros de salud con descuento',
      description: 'Ofertas del Cyber Day.',
      productType: 'SEGURO SALUD',
      upperTypes: ['SEGURO SALUD'],
      insuranceTypes: [],
      organizationTypes: all,
      featuresFilter: false,
      isShowcase: true,
      eventName: 'CyberDay',
      featureCodes: [],
      showcases: [{ name: 'CyberDay', title: 'Ofertas Cyber Day', productCodes: showcase.cyber }],
    },
    {
      name: 'Seguros de Vida',
      baseUrl: 'Seguros-de-Vida',
      title: 'Compara seguros de vida',
      description: 'Vida, indemnización y accidentes.',
      productType: 'SEGURO VIDA',
      upperTypes: ['SEGURO VIDA', 'SEGURO INDEMNIZACION'],
      insuranceTypes: [],
      organizationTypes: ['ASEGURADORA'],
      featuresFilter: false,
      isShowcase: false,
      eventName: null,
      featureCodes: ['beneficio_tributario', 'contratacion_online'],
      showcases: [],
    },
    {
      name: 'Seguro Complementario Empresa',
      baseUrl: 'Seguro-Complementario-Empresa',
      title: 'Seguros colectivos para tu empresa',
      description: 'Salud y vida para tus trabajadores.',
      productType: 'SEGURO COLECTIVO',
      upperTypes: ['SEGURO COLECTIVO'],
      insuranceTypes: [],
      organizationTypes: ['ASEGURADORA'],
      featuresFilter: false,
      isShowcase: false,
      eventName: null,
      featureCodes: [],
      showcases: [],
    },
    {
      name: 'Guardias',
      baseUrl: 'Guardias',
      title: 'Seguros para guardias de seguridad',
      description: 'Precio anual por guardia.',
      productType: 'SEGURO DE GUARDIA',
      upperTypes: ['SEGURO DE GUARDIA'],
      insuranceTypes: [],
      organizationTypes: ['ASEGURADORA'],
      featuresFilter: false,
      isShowcase: false,
      eventName: null,
      featureCodes: [],
      showcases: [],
    },
    {
      name: 'Mascotas',
      baseUrl: 'Mascotas',
      title: 'Seguros para tu perro o gato',
      description: 'Veterinaria, urgencias y responsabilidad civil.',
      productType: 'SEGURO_MASCOTAS',
      upperTypes: ['SEGURO_MASCOTAS'],
      insuranceTypes: [],
      organizationTypes: ['ASEGURADORA'],
      featuresFilter: false,
      isShowcase: false,
      eventName: null,
      featureCodes: [],
      showcases: [],
    },
    {
      name: 'Accidentes Personales',
      baseUrl: 'Accidentes-Personales',
      title: 'Seguros de accidentes personales',
      description: 'Precio anual.',
      productType: 'ACCIDENTES PERSONALES',
      upperTypes: ['ACCIDENTES PERSONALES'],
      insuranceTypes: [],
      organizationTypes: ['ASEGURADORA'],
      featuresFilter: false,
      isShowcase: false,
      eventName: null,
      featureCodes: [],
      showcases: [],
    },
    {
      name: 'Seguros de Viaje',
      baseUrl: 'Seguros-de-Viaje',
      title: 'Seguros de viaje',
      description: 'Asistencia en viaje.',
      productType: 'SEGURO VIAJE',
      upperTypes: ['SEGURO VIAJE'],
      insuranceTypes: [],
      organizationTypes: ['ASEGURADORA'],
      featuresFilter: false,
      isShowcase: false,
      eventName: null,
      featureCodes: [],
      showcases: [],
    },
    {
      name: 'Asistencias',
      baseUrl: 'Servicio-Asistencia',
      title: 'Servicios de asistencia',
      description: 'Telemedicina y médico a domicilio.',
      productType: null,
      upperTypes: ['SERVICIO ASISTENCIA'],
      insuranceTypes: [],
      organizationTypes: ['ASEGURADORA'],
      featuresFilter: false,
      isShowcase: false,
      eventName: null,
      featureCodes: [],
      showcases: [],
    },
  ];
}

// ---- isapre plans ----------------------------------------------------------------------------------------

/** Risk-factor tables per isapre: the single table of 2020 (no sex difference) and, for some, an older one. */
export function sampleRiskTables(): NewRiskTable[] {
  const tables: NewRiskTable[] = [];
  const cotizante: [number, number, number][] = [
    [0, 19, 0.6],
    [20, 24, 0.9],
    [25, 34, 1.0],
    [35, 44, 1.3],
    [45, 54, 1.4],
    [55, 64, 2.0],
    [65, 120, 2.4],
  ];
  const carga: [number, number, number][] = [
    [0, 1, 0.6],
    [2, 19, 0.6],
    [20, 24, 0.7],
    [25, 34, 0.7],
    [35, 44, 0.9],
    [45, 54, 1.0],
    [55, 64, 1.4],
    [65, 120, 2.2],
  ];
  ISAPRES.forEach((isapre, i) => {
    const tweak = 1 + ((i % 4) - 1.5) * 0.02;
    // Some isapres charge dependants under 2 only the GES premium (spec 03 §5): their factor is 0.
    const infantsGesOnly = i % 3 === 0;
    const cargaRows = carga.map(([from, to, f]): [number, number, number] => [
      from,
      to,
      infantsGesOnly && to < 2 ? 0 : f,
    ]);
    tables.push({
      organizationCode: isapre.code,
      name: 'Tabla única 2020',
      factors: [
        ...cotizante.map(([from, to, f]) => ({
          role: 'cotizante' as const,
          ageFrom: from,
          ageTo: to,
          sexo: null,
          factor: round(f * tweak, 3),
        })),
        ...cargaRows.map(([from, to, f]) => ({
          role: 'carga' as const,
          ageFrom: from,
          ageTo: to,
          sexo: null,
          factor: round(f * tweak, 3),
        })),
      ],
    });
    if (isapre.open) {
      // Older contracts priced by sex, kept for plans sold before 2020.
      tables.push({
        organizationCode: isapre.code,
        name: 'Tabla 2010',
        factors: cotizante
          .flatMap(([from, to, f]): NewRiskTable['factors'] => [
            {
              role: 'cotizante' as const,
              ageFrom: from,
              ageTo: to,
              sexo: 'Masculino' as Sexo,
              factor: round(f * 0.95, 3),
            },
            {
              role: 'cotizante' as const,
              ageFrom: from,
              ageTo: to,
              sexo: 'Femenino' as Sexo,
              factor: round(f * (from >= 20 && from < 45 ? 1.35 : 1.05), 3),
            },
          ])
          .concat(
            cargaRows.map(([from, to, f]) => ({
              role: 'carga' as const,
              ageFrom: from,
              ageTo: to,
              sexo: null,
              factor: round(f, 3),
            })),
          ),
      });
    }
  });
  return tables;
}

export function samplePlans(count: number, today: Date, seed = SAMPLE_SEED + 1): NewPlan[] {
  const r = new Random(prng(seed));
  const plans: NewPlan[] = [];
  const open = ISAPRES.filter((i) => i.open);
  const closed = ISAPRES.filter((i) => !i.open);
  const regions = ['1', '2', '4', '5', '8', '9', '10', '12'];
  for (let i = 0; i < count; i++) {
    const isapre = i % 20 === 19 ? r.pick(closed) : r.pick(open);
    const type = r.weighted([
      [0, 35],
      [1, 50],
      [2, 15],
    ] as const);
    const clinic = type === 0 ? null : r.pick(CLINICS);
    const line = r.pick(isapre.lines);
    const tableName = isapre.open && r.chance(0.25) ? 'Tabla 2010' : 'Tabla única 2020';
    const regional = r.chance(0.12);
    const restrictions = r.weighted([
      [[6], 60],
      [[1], 10],
      [[2], 8],
      [[3, 4], 8],
      [[1, 2, 5], 6],
      [[5], 8],
    ] as const);
    const hosp = type === 0 ? r.pick([70, 80, 90, 100]) : r.pick([80, 90, 100]);
    const amb = r.pick([50, 60, 70, 80, 90]);
    plans.push({
      codigoplan: `${isapre.code.slice(4, 7)}${String(1000 + i)}-${String(r.int(10, 25))}`,
      nombreplan: isaprePlanName({
        isapre: isapre.name,
        line,
        network: type === 0 ? 'Libre Elección' : clinic!.name.replace(/^Clínica /, ''),
        variant: r.int(1, 9),
      }),
      organizationCode: isapre.code,
      prestadorCode: clinic?.code ?? null,
      lineaplan: line,
      planTypeId: type,
      amplitudcobertura: regional ? 'Regional' : 'Nacional',
      regionCode: regional ? r.pick(regions) : null,
      estadoplan: r.chance(0.87) ? 'Comercializable' : 'No Comercializable',
      topeanual: r.chance(0.25) ? 0 : r.pick([2000, 3000, 5000, 8000, 10000]),
      fechainicio: isoDay(new Date(today.getTime() - (r.chance(0.05) ? r.int(1, 50) : r.int(90, 3000)) * 86_400_000)),
      prestacionesrest: [...restrictions],
      basePriceUf: round(r.float(0.9, 4.2) * (type === 2 ? 0.8 : type === 1 ? 0.92 : 1.1), 4),
      riskTableName: tableName,
      hospitalPct: hosp,
      ambulatoryPct: amb,
      preferredHospitalPct: type === 0 ? null : Math.min(100, hosp + r.pick([0, 10, 20])),
      preferredAmbulatoryPct: type === 0 ? null : Math.min(100, amb + r.pick([0, 10, 20])),
      maternity: r.chance(0.8) ? 'conParto' : 'reducidoParto',
      prestadores: r.sample(CLINICS, r.int(2, 6)).map((c) => ({
        organizationCode: c.code,
        hospitalPct: Math.min(100, hosp + r.pick([0, 10])),
        ambulatoryPct: amb,
      })),
      sample: true,
    });
  }
  return plans;
}
