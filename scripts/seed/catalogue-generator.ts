import type {
  NewComparator,
  NewEvent,
  NewOrganization,
  NewPlan,
  NewProduct,
  NewRiskTable,
} from '../../src/modules/catalogue/index.js';
import { INSURANCE_TYPES } from '../../src/modules/catalogue/domain/categories.js';
import { isaprePlanName } from '../../src/modules/catalogue/domain/plan-name.js';
import type { CoveragePeriodName } from '../../src/modules/catalogue/domain/product-card.js';
import type { Sexo } from '../../src/modules/pricing/domain/profile.js';
import {
  AGE_BANDS,
  ANY_AGE,
  PET_AGE_BANDS,
  type PriceModelKind,
  type TariffRow,
} from '../../src/modules/pricing/domain/tariff.js';
import { BENEFITS, CLINICS, FEATURES, INSURERS, ISAPRES, TAGS } from './chile-market.js';

/**
 * The deterministic sample catalogue: a fixed-seed generator of plausible products for every product family
 * and upper type, over the real names of the Chilean market. The same seed and scale always give the same
 * rows (dates are relative to the load day so 'new' badges stay meaningful).
 */

export const SAMPLE_SEED = 20261122;
export const SAMPLE_NOTE = 'Datos de ejemplo: producto ficticio para demostrar el comparador.';

/** mulberry32: a small, fast, seedable PRNG. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Random {
  constructor(private readonly next: () => number) {}
  float(min = 0, max = 1): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return Math.floor(this.float(min, max + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r <= 0) return item;
    }
    return items[items.length - 1]![0];
  }
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, Math.max(0, Math.min(n, copy.length)));
  }
}

const round = (x: number, d = 4) => Math.round(x * 10 ** d) / 10 ** d;
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

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

// ---- products --------------------------------------------------------------------------------------------

interface Family {
  type: string;
  family: string;
  weight: number;
  model: PriceModelKind;
  unit: 'CLP' | 'UF' | 'USD';
  /** Base monthly rate of a 30-34 year old contributor, in the unit. */
  base: [number, number];
  orgTypes: [string, number][];
  benefits: string[];
  names: string[];
}

const HEALTH_ORGS: [string, number][] = [
  ['ASEGURADORA', 70],
  ['ISAPRE', 15],
  ['CLINICA', 15],
];

export const FAMILIES: Family[] = [
  {
    type: 'COMPLEMENTARIO',
    family: 'salud',
    weight: 20,
    model: 'persona',
    unit: 'UF',
    base: [0.35, 0.95],
    orgTypes: HEALTH_ORGS,
    benefits: [
      'DIA_CAMA',
      'HONORARIOS',
      'PABELLON',
      'CONSULTAS',
      'EXAMENES',
      'IMAGENOLOGIA',
      'MEDICAMENTOS',
      'URGENCIA',
      'PARTO',
      'PSICOLOGIA',
    ],
    names: ['Seguro Complementario de Salud', 'Complementario Salud', 'Salud Familiar', 'Reembolso Salud'],
  },
  {
    type: 'CATASTROFICO',
    family: 'salud',
    weight: 9,
    model: 'persona',
    unit: 'UF',
    base: [0.18, 0.5],
    orgTypes: HEALTH_ORGS,
    benefits: ['GASTOS_CATASTROFICOS', 'DIA_CAMA', 'HONORARIOS', 'PABELLON'],
    names: ['Seguro Catastrófico', 'Protección Catastrófica', 'Gastos Mayores'],
  },
  {
    type: 'COMPLEMENTARIO_CATASTROFICO',
    family: 'salud',
    weight: 8,
    model: 'persona',
    unit: 'UF',
    base: [0.6, 1.35],
    orgTypes: HEALTH_ORGS,
    benefits: [
      'DIA_CAMA',
      'HONORARIOS',
      'PABELLON',
      'CONSULTAS',
      'EXAMENES',
      'MEDICAMENTOS',
      'GASTOS_CATASTROFICOS',
      'URGENCIA',
    ],
    names: ['Salud Integral', 'Complementario + Catastrófico', 'Protección Total Salud'],
  },
  {
    type: 'ONCOLOGICO',
    family: 'salud',
    weight: 4,
    model: 'persona',
    unit: 'UF',
    base: [0.1, 0.32],
    orgTypes: HEALTH_ORGS,
    benefits: ['QUIMIOTERAPIA', 'CIRUGIA_ONCOLOGICA', 'DIA_CAMA'],
    names: ['Seguro Oncológico', 'Protección Cáncer', 'Oncológico Familiar'],
  },
  {
    type: 'ESCOLAR',
    family: 'salud',
    weight: 3,
    model: 'persona',
    unit: 'CLP',
    base: [2500, 6500],
    orgTypes: HEALTH_ORGS,
    benefits: ['URGENCIA', 'GASTOS_ACCIDENTE', 'AMBULANCIA'],
    names: ['Seguro Escolar', 'Accidentes Escolares', 'Universitario Protegido'],
  },
  {
    type: 'CONVENIO_ESCOLAR',
    family: 'salud',
    weight: 1,
    model: 'persona',
    unit: 'CLP',
    base: [1800, 4200],
    orgTypes: [['CLINICA', 100]],
    benefits: ['URGENCIA', 'GASTOS_ACCIDENTE'],
    names: ['Convenio Escolar', 'Convenio Universitario'],
  },
  {
    type: 'ACCIDENTE_URGENCIA',
    family: 'salud',
    weight: 4,
    model: 'persona',
    unit: 'CLP',
    base: [4500, 12000],
    orgTypes: HEALTH_ORGS,
    benefits: ['URGENCIA', 'GASTOS_ACCIDENTE', 'AMBULANCIA', 'IMAGENOLOGIA'],
    names: ['Convenio de Urgencia', 'Accidentes y Urgencias', 'Urgencia Protegida'],
  },
  {
    type: 'CARDIOLOGICO',
    family: 'salud',
    weight: 2,
    model: 'persona',
    unit: 'UF',
    base: [0.12, 0.3],
    orgTypes: HEALTH_ORGS,
    benefits: ['DIA_CAMA', 'HONORARIOS', 'PABELLON', 'KINESIOLOGIA'],
    names: ['Seguro Cardiológico', 'Corazón Protegido'],
  },
  {
    type: 'PRIMARIO',
    family: 'salud',
    weight: 3,
    model: 'persona',
    unit: 'CLP',
    base: [7000, 16000],
    orgTypes: HEALTH_ORGS,
    benefits: ['CONSULTAS', 'EXAMENES', 'TELEMEDICINA', 'MEDICAMENTOS'],
    names: ['Salud Primaria', 'Médico de Cabecera', 'Atención Primaria'],
  },
  {
    type: 'FARMACIA',
    family: 'salud',
    weight: 2,
    model: 'persona',
    unit: 'CLP',
    base: [3000, 8000],
    orgTypes: [['ASEGURADORA', 100]],
    benefits: ['MEDICAMENTOS'],
    names: ['Seguro de Farmacia', 'Medicamentos Protegidos'],
  },
  {
    type: 'INTERNACIONAL',
    family: 'salud',
    weight: 2,
    model: 'persona',
    unit: 'USD',
    base: [45, 140],
    orgTypes: [['ASEGURADORA', 100]],
    benefits: ['DIA_CAMA', 'HONORARIOS', 'GASTOS_CATASTROFICOS', 'CONSULTAS'],
    names: ['Salud Internacional', 'Global Health', 'Cobertura Mundial'],
  },
  {
    type: 'ESTETICA',
    family: 'salud',
    weight: 0.4,
    model: 'persona',
    unit: 'CLP',
    base: [6000, 15000],
    orgTypes: [['CLINICA', 100]],
    benefits: ['CONSULTAS', 'PABELLON'],
    names: ['Estética Protegida'],
  },
  {
    type: 'COBERTURAS',
    family: 'salud',
    weight: 0.6,
    model: 'persona',
    unit: 'CLP',
    base: [3000, 9000],
    orgTypes: HEALTH_ORGS,
    benefits: ['PARTO', 'TELEMEDICINA'],
    names: ['Maternidad Protegida', 'Telemedicina Familiar'],
  },
  {
    type: 'DENTAL',
    family: 'dental',
    weight: 6,
    model: 'persona',
    unit: 'CLP',
    base: [6000, 18000],
    orgTypes: [
      ['ASEGURADORA', 80],
      ['CLINICA', 20],
    ],
    benefits: ['LIMPIEZA', 'OBTURACION', 'ENDODONCIA', 'ORTODONCIA', 'URGENCIA'],
    names: ['Seguro Dental', 'Sonrisa Protegida', 'Dental Familiar'],
  },
  {
    type: 'VIDA',
    family: 'vida',
    weight: 8,
    model: 'persona',
    unit: 'UF',
    base: [0.25, 1.1],
    orgTypes: [['ASEGURADORA', 100]],
    benefits: ['CAPITAL_VIDA'],
    names: ['Seguro de Vida', 'Vida Protegida', 'Vida con Ahorro', 'Vida Temporal'],
  },
  {
    type: 'INDEMNIZACION',
    family: 'indemnizacion',
    weight: 3,
    model: 'persona',
    unit: 'CLP',
    base: [5000, 14000],
    orgTypes: [['ASEGURADORA', 100]],
    benefits: ['DIA_CAMA', 'GASTOS_CATASTROFICOS'],
    names: ['Indemnización por Hospitalización', 'Renta Diaria', 'Diagnóstico Grave'],
  },
  {
    type: 'SERVICIO_ASISTENCIA',
    family: 'asistencia',
    weight: 3,
    model: 'persona',
    unit: 'CLP',
    base: [2990, 9990],
    orgTypes: [['ASEGURADORA', 100]],
    benefits: ['TELEMEDICINA', 'MEDICO_DOMICILIO', 'AMBULANCIA'],
    names: ['Asistencia Médica', 'Telemedicina 24/7', 'Médico en Casa'],
  },
  {
    type: 'COLECTIVO',
    family: 'colectivo',
    weight: 6,
    model: 'colectivo',
    unit: 'UF',
    base: [0.45, 1.2],
    orgTypes: [['ASEGURADORA', 100]],
    benefits: ['DIA_CAMA', 'HONORARIOS', 'CONSULTAS', 'EXAMENES', 'MEDICAMENTOS', 'CAPITAL_VIDA'],
    names: ['Complementario Colectivo', 'Salud Pyme', 'Beneficio Empresa'],
  },
  {
    type: 'GUARDIA',
    family: 'guardia',
    weight: 3,
    model: 'guardia',
    unit: 'UF',
    base: [0.09, 0.2],
    orgTypes: [['ASEGURADORA', 100]],
    benefits: ['CAPITAL_VIDA', 'GASTOS_ACCIDENTE'],
    names: ['Seguro de Guardias', 'Guardia Protegido', 'Vida Guardias OS10'],
  },
  {
    type: 'MASCOTAS',
    family: 'mascotas',
    weight: 4,
    model: 'mascota',
    unit: 'CLP',
    base: [6500, 16000],
    orgTypes: [['ASEGURADORA', 100]],
    benefits: ['VETERINARIA', 'CIRUGIA_VET', 'RC_MASCOTA'],
    names: ['Seguro Mascotas', 'Mascota Protegida', 'Huellitas'],
  },
  {
    type: 'ACCIDENTES_PERSONALES',
    family: 'accidentes',
    weight: 4,
    model: 'accidente',
    unit: 'CLP',
    base: [2500, 7500],
    orgTypes: [['ASEGURADORA', 100]],
    benefits: ['GASTOS_ACCIDENTE', 'CAPITAL_VIDA'],
    names: ['Accidentes Personales', 'Protección Accidentes', 'AP Familiar'],
  },
  {
    type: 'VIAJE',
    family: 'viaje',
    weight: 3,
    model: 'persona',
    unit: 'USD',
    base: [12, 45],
    orgTypes: [['ASEGURADORA', 100]],
    benefits: ['GASTOS_VIAJE', 'EQUIPAJE'],
    names: ['Seguro de Viaje', 'Asistencia en Viaje', 'Viaje Seguro'],
  },
];

const TIERS = [
  'Esencial',
  'Plata',
  'Oro',
  'Platino',
  'Plus',
  'Total',
  'Joven',
  'Senior',
  'Familiar',
  'Digital',
  'Premium',
  'Flex',
];
/** Age multipliers of the person bands (0-1, 2-17, 18-24, …, 80+). */
const AGE_CURVE = [0.55, 0.45, 0.78, 0.9, 1.0, 1.12, 1.27, 1.45, 1.7, 2.0, 2.35, 2.8, 3.3, 3.9, 4.6];

function personTariffs(r: Random, base: number, unit: TariffRow['unit'], maxBand: number, family: string): TariffRow[] {
  const rows: TariffRow[] = [];
  const femaleUplift = family === 'salud' ? r.float(1.05, 1.2) : 1;
  const flat = family === 'viaje' || family === 'asistencia' ? 0.3 : 1; // services vary little with age
  const decimals = unit === 'CLP' ? 0 : unit === 'USD' ? 2 : 4;
  for (let b = 2; b <= maxBand; b++) {
    const band = AGE_BANDS[b]!;
    const age = 1 + (AGE_CURVE[b]! - 1) * flat;
    for (const sexo of ['Masculino', 'Femenino'] as Sexo[]) {
      const uplift = sexo === 'Femenino' && band.from >= 25 && band.from < 45 ? femaleUplift : 1;
      rows.push({
        role: 'cotizante',
        ageFrom: band.from,
        ageTo: band.to,
        sexo,
        especie: null,
        rate: round(base * age * uplift, decimals),
        unit,
      });
    }
  }
  const child = r.float(0.35, 0.55);
  for (const b of [0, 1, 2]) {
    const band = AGE_BANDS[b]!;
    const factor = b === 0 ? child * 1.3 : b === 1 ? child : child * 1.5;
    rows.push({
      role: 'carga',
      ageFrom: band.from,
      ageTo: band.to,
      sexo: null,
      especie: null,
      rate: round(base * factor, decimals),
      unit,
    });
  }
  return rows;
}

function petTariffs(base: number): TariffRow[] {
  const rows: TariffRow[] = [];
  PET_AGE_BANDS.forEach((band, b) => {
    const age = [0.9, 1, 1.15, 1.4, 1.8, 2.4][b]!;
    rows.push({
      role: 'mascota',
      ageFrom: band.from,
      ageTo: band.to,
      sexo: null,
      especie: 'perro',
      rate: Math.round(base * age),
      unit: 'CLP',
    });
    rows.push({
      role: 'mascota',
      ageFrom: band.from,
      ageTo: band.to,
      sexo: null,
      especie: 'gato',
      rate: Math.round(base * age * 0.82),
      unit: 'CLP',
    });
  });
  return rows;
}

const SALES_CHANNELS: [string, number][] = [
  ['QpLead', 50],
  ['QpOnlineSale', 28],
  ['ExternalOnlineSale', 12],
  ['QpMixSale', 10],
];

export interface GeneratorState {
  random: Random;
  today: Date;
  organizationsByFamily: Map<string, { code: string; type: string; name: string }[]>;
}

export function generatorState(today: Date, seed = SAMPLE_SEED): GeneratorState {
  const organizationsByFamily = new Map<string, { code: string; type: string; name: string }[]>();
  const add = (family: string, entry: { code: string; type: string; name: string }) => {
    const list = organizationsByFamily.get(family) ?? [];
    list.push(entry);
    organizationsByFamily.set(family, list);
  };
  for (const insurer of INSURERS)
    for (const family of insurer.families) add(family, { code: insurer.code, type: 'ASEGURADORA', name: insurer.name });
  for (const isapre of ISAPRES.filter((i) => i.open))
    add('salud', { code: isapre.code, type: 'ISAPRE', name: `Isapre ${isapre.name}` });
  for (const clinic of CLINICS.filter((c) => c.sells)) {
    add('salud', { code: clinic.code, type: 'CLINICA', name: clinic.name });
    add('dental', { code: clinic.code, type: 'CLINICA', name: clinic.name });
  }
  return { random: new Random(prng(seed)), today, organizationsByFamily };
}

const familyWeights = FAMILIES.map((f) => [f, f.weight] as const);

/** The i-th product of the sample (0-based); deterministic for a given state sequence. */
export function sampleProduct(state: GeneratorState, i: number): NewProduct {
  const r = state.random;
  // The first products cover every family, so even a tiny load has each product type.
  const family = i < FAMILIES.length ? FAMILIES[i]! : r.weighted(familyWeights);
  const candidates = state.organizationsByFamily.get(family.family) ?? [];
  const orgType = r.weighted(family.orgTypes);
  const ofType = candidates.filter((c) => c.type === orgType);
  const organization = r.pick(ofType.length > 0 ? ofType : candidates);
  const code = `QPS${100 + i}`;
  const tier = r.pick(TIERS);
  const name = `${r.pick(family.names)} ${tier}`;
  const displayName = name;
  const base = r.float(family.base[0], family.base[1]);
  const maxBand = family.family === 'vida' ? r.pick([11, 12, 13]) : r.chance(0.25) ? 10 : 14;

  let tariffs: TariffRow[];
  let minEmployees: number | null = null;
  if (family.model === 'mascota') tariffs = petTariffs(base);
  else if (family.model === 'guardia' || family.model === 'colectivo') {
    tariffs = [
      {
        role: 'cotizante',
        ageFrom: ANY_AGE.from,
        ageTo: ANY_AGE.to,
        sexo: null,
        especie: null,
        rate: round(base, 4),
        unit: family.unit,
      },
    ];
    if (family.model === 'colectivo') minEmployees = r.pick([2, 3, 5, 10, 20, 50]);
  } else tariffs = personTariffs(r, base, family.unit, maxBand, family.family);

  // Coverage amounts by prevision and caps.
  const benefits = r.sample(
    family.benefits,
    Math.max(1, r.int(Math.min(3, family.benefits.length), family.benefits.length)),
  );
  const health = family.family === 'salud' || family.family === 'colectivo' || family.family === 'dental';
  const coverages = benefits.map((benefitCode) => {
    const isapre = r.pick([60, 70, 80, 90, 100]);
    const fonasa = r.chance(0.2) ? -1 : Math.max(40, isapre - r.pick([0, 10, 20]));
    const topUf = r.pick([5, 10, 20, 50, 100, 200, 500]);
    const period: 'yearly_top' | 'monthly_top' | 'weekly_top' | 'daily_top' = r.weighted([
      ['yearly_top', 70],
      ['monthly_top', 15],
      ['weekly_top', 5],
      ['daily_top', 10],
    ]);
    const amounts: NewProduct['coverages'][number]['amounts'] = health
      ? {
          percentage_isapre: { min: isapre, max: isapre, unit: '%' },
          percentage_fonasa: { min: fonasa, max: fonasa, unit: '%' },
          [period]: { min: topUf, max: topUf, unit: 'UF' },
        }
      : {
          percentage_particular: { min: isapre, max: isapre, unit: '%' },
          [period]: { min: topUf, max: topUf, unit: family.unit === 'USD' ? 'USD' : 'UF' },
        };
    const clinicCodes = family.family === 'salud' ? r.sample(CLINICS, r.int(0, 3)).map((c) => c.code) : [];
    return { benefitCode, amounts, organizationCodes: clinicCodes };
  });

  const tops: NewProduct['tops'] = [];
  const deductibles: NewProduct['deductibles'] = [];
  const periodName = (): CoveragePeriodName =>
    r.weighted([
      ['anual', 80],
      ['mensual', 15],
      ['diario', 5],
    ] as const);
  if (family.family === 'vida' || family.family === 'guardia' || family.family === 'accidentes') {
    const capital = r.pick([100, 250, 500, 1000, 1500, 3000]);
    tops.push({
      group: 'Vida',
      name: 'Indemnización Muerte Natural',
      amount: family.family === 'accidentes' ? 0 : capital,
      unit: 'UF',
      period: null,
    });
    tops.push({
      group: 'Vida',
      name: 'Indemnización Muerte Accidental',
      amount: capital * (r.chance(0.5) ? 2 : 1),
      unit: 'UF',
      period: null,
    });
    tops.push({
      group: 'Vida',
      name: 'Indemnización Invalidez Accidental',
      amount: r.chance(0.7) ? capital : 0,
      unit: 'UF',
      period: null,
    });
    tops.push({
      group: 'Vida',
      name: 'Indemnización Invalidez Total y Permanente 2/3',
      amount: r.chance(0.6) ? capital : 0,
      unit: 'UF',
      period: null,
    });
  }
  if (family.family !== 'vida' && family.family !== 'guardia') {
    const unit = family.unit === 'USD' ? 'USD' : 'UF';
    const scale = unit === 'USD' ? 1000 : 1;
    const catastrophic = family.type === 'CATASTROFICO' || family.type === 'COMPLEMENTARIO_CATASTROFICO';
    tops.push({
      group: 'General',
      name: 'Tope anual por beneficiario',
      amount:
        catastrophic && r.chance(0.3)
          ? 0
          : r.chance(0.05)
            ? null
            : r.pick([50, 100, 200, 500, 1000, 3000, 5000]) * scale,
      unit,
      period: periodName(),
    });
    if (health) {
      const kind = r.weighted([
        ['none', catastrophic ? 0 : 40],
        ['zero', catastrophic ? 0 : 25],
        ['value', catastrophic ? 100 : 30],
        ['null', 5],
      ] as const);
      if (kind === 'zero') deductibles.push({ group: 'General', name: 'Deducible anual', min: 0, max: 0, unit: 'UF' });
      else if (kind === 'value') {
        const min = catastrophic ? r.pick([20, 30, 40, 60, 80, 100]) : r.pick([0.5, 1, 2, 3, 5]);
        deductibles.push({
          group: 'General',
          name: 'Deducible anual',
          min,
          max: r.chance(0.3) ? min * 2 : min,
          unit: 'UF',
        });
      } else if (kind === 'null')
        deductibles.push({ group: 'General', name: 'Deducible anual', min: null, max: null, unit: 'UF' });
    }
  }

  const featureCodes = r.sample(
    FEATURES.map((f) => f.code),
    r.int(2, 9),
  );
  const features = featureCodes.map((code, k) => ({ code, highlighted: k < 6, value: null }));

  let requirement: NewProduct['requirement'] = null;
  if (family.family === 'salud') {
    const kind = r.weighted([
      ['none', 35],
      ['zero', 20],
      ['pct', 30],
      ['abs', 10],
      ['bm', 5],
    ] as const);
    const previousCoverage = !r.chance(0.2);
    if (kind === 'zero') requirement = { value: 0, unit: '%', previsionType: null, previousCoverage };
    else if (kind === 'pct')
      requirement = {
        value: r.pick([30, 40, 50, 60, 70]),
        unit: '%',
        previsionType: r.pick(['Isapre', 'Fonasa'] as const),
        previousCoverage,
      };
    else if (kind === 'abs')
      requirement = { value: r.pick([0.5, 1, 1.5]), unit: 'UF', previsionType: null, previousCoverage };
    else if (kind === 'bm')
      requirement = { value: r.pick([30, 40, 50]), unit: 'BM', previsionType: 'Fonasa', previousCoverage };
  }

  const salesChannel = r.weighted(SALES_CHANNELS);
  const online = salesChannel !== 'QpLead';
  const offers: NewProduct['offers'] = [];
  const today = state.today;
  if (r.chance(0.14)) {
    offers.push({
      offerType: 'DISCOUNT',
      title: 'Descuento por contratar en línea',
      description: 'Descuento sobre la prima mientras dure la promoción.',
      discountAmount: r.pick([5, 10, 15, 20]),
      discountUnit: '%',
      validFrom: isoDay(today),
      validUntil: isoDay(new Date(today.getTime() + 60 * 86_400_000)),
    });
  }
  if (r.chance(0.05))
    offers.push({
      offerType: 'GIFTCARD',
      title: 'Gift card de $20.000 pesos',
      description: 'Al pagar la primera cuota.',
      discountAmount: 20000,
      discountUnit: 'CLP',
      validFrom: null,
      validUntil: null,
    });
  if (r.chance(0.03))
    offers.push({
      offerType: 'COUPON',
      title: 'Cupón de bienvenida',
      description: 'Un mes gratis con el código BIENVENIDA.',
      discountAmount: null,
      discountUnit: null,
      validFrom: null,
      validUntil: null,
    });
  if (r.chance(0.03))
    offers.push({
      offerType: 'AGGREGATE',
      title: 'Telemedicina incluida',
      description: 'Suma telemedicina sin costo.',
      discountAmount: null,
      discountUnit: null,
      validFrom: null,
      validUntil: null,
    });
  if (r.chance(0.02))
    offers.push({
      offerType: 'RELATED',
      title: 'Complementa con un seguro dental',
      description: 'Precio preferente al contratar ambos.',
      discountAmount: null,
      discountUnit: null,
      validFrom: null,
      validUntil: null,
    });
  const paymentOffer: NewProduct['paymentOffer'] =
    online && r.chance(0.5)
      ? {
          title: r.pick([
            'Paga con tarjeta en 3 cuotas sin interés',
            'Primer mes con 50% de descuento',
            'Paga el año y ahorra un mes',
          ]),
          description: 'Oferta al contratar en línea (datos de ejemplo).',
          installments: r.pick([null, 3, 6]),
          discountAmount: r.pick([null, 10, 50]),
          discountUnit: '%',
          paymentMethods: ['tdc', 'tdd', 'transfer'],
        }
      : null;

  const prestadorCodes =
    family.family === 'salud' || family.family === 'dental' ? r.sample(CLINICS, r.int(1, 6)).map((c) => c.code) : [];
  const availableFrom = new Date(today.getTime() - (r.chance(0.06) ? r.int(1, 55) : r.int(70, 1500)) * 86_400_000);
  const requestCount = Math.floor(Math.exp(r.float(0, 9.5)));
  const metadata: NewProduct['metadata'] = {
    logo: null,
    product_type: family.type,
    nota: SAMPLE_NOTE,
    ...(family.family === 'salud'
      ? { modality: r.pick(['Preferente', 'Libre elección'] as const), coverage_ratio: r.pick([60, 70, 80, 90, 100]) }
      : {}),
    ...(family.model === 'colectivo'
      ? {
          minEmployeeQuantity: minEmployees,
          metadata_colectivo: ['Salud', 'Vida', r.chance(0.5) ? 'Dental' : 'Catastrófico'],
        }
      : {}),
    ...(family.family === 'vida'
      ? {
          temporalidad: r.pick(['Anual renovable', 'Temporal 10 años', 'Vida entera']),
          cubre_hasta_los: r.pick([70, 75, 80]),
          aporte_inicial: r.chance(0.3) ? r.pick([5, 10, 20]) : null,
          beneficio_tributario: r.chance(0.4) ? 'APV / 57 bis' : null,
          fondos_disponibles: r.chance(0.3) ? ['Conservador', 'Moderado', 'Agresivo'] : [],
        }
      : {}),
    ...(r.chance(0.3)
      ? {
          coberturas_adicionales: ['Telemedicina', 'Orientación médica telefónica'],
          coberturas_adicionales_tooltip: 'Servicios incluidos sin costo adicional.',
        }
      : {}),
  };
  const typeInfo = INSURANCE_TYPES.find((t) => t.code === family.type)!;
  return {
    productCode: code,
    productName: `${name} (${code})`,
    displayName,
    urlSegment: `${slug(name)}-${code}`,
    description: `${typeInfo.description} ${SAMPLE_NOTE}`,
    organizationCode: organization.code,
    insuranceTypeCode: family.type,
    exclusive: r.chance(0.05),
    isPromoted: r.chance(0.012),
    availableFrom: isoDay(availableFrom),
    isPopular: requestCount > 4000,
    isMapEnabled: prestadorCodes.length > 0,
    salesChannel,
    metadata,
    priceModel: family.model,
    priceUnit: family.unit,
    priceSuffix: family.model === 'guardia' ? 'p/p' : family.model === 'colectivo' ? 'por trabajador' : null,
    minEmployees,
    evaluationScore: round(r.float(6.2, 9.9), 1),
    evaluationCount: r.int(0, 600),
    requestCount,
    operationDates: [`${String(r.int(1, 28)).padStart(2, '0')}-${String(r.int(1, 12)).padStart(2, '0')}`],
    coverageCountries:
      family.type === 'INTERNACIONAL' || family.family === 'viaje'
        ? ['CL', r.pick(['MUNDO', 'LATAM', 'US', 'EU'])]
        : ['CL'],
    coverages,
    tops,
    deductibles,
    features,
    requirement,
    offers,
    paymentOffer,
    prestadorCodes,
    detail: {
      conditions: [
        'Vigencia anual con renovación automática.',
        `Edad máxima de ingreso: ${AGE_BANDS[maxBand]!.to >= 120 ? 80 : AGE_BANDS[maxBand]!.to} años.`,
        'Los reembolsos se pagan en un plazo de 5 días hábiles.',
        SAMPLE_NOTE,
      ],
      exclusions: [
        'Enfermedades preexistencias no declaradas.',
        'Tratamientos estéticos no reparadores.',
        'Lesiones por participar en actos delictivos.',
      ],
      extraBenefits: r.sample(
        ['Telemedicina sin costo', 'Descuentos en farmacias', 'Orientación médica 24/7', 'Segunda opinión médica'],
        2,
      ),
      faq: [
        {
          question: '¿Desde cuándo tengo cobertura?',
          answer: 'Desde el primer día del mes siguiente a la contratación, salvo carencias.',
        },
        {
          question: '¿Puedo incluir a mi familia?',
          answer: 'Sí, puedes agregar a tu pareja y cargas pagando la prima de cada uno.',
        },
        { question: '¿Es un producto real?', answer: 'No. Es un producto de ejemplo del comparador.' },
      ],
      seo: {
        title: `${name} — ${organization.name}`,
        description: `Compara ${name} de ${organization.name}. ${SAMPLE_NOTE}`,
        image: null,
      },
    },
    tariffs,
    sample: true,
  };
}

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
