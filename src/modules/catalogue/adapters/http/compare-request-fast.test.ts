import { describe, expect, it } from 'vitest';
import { fastCompareRequest } from './compare-request-fast.js';
import { compareRequestSchema } from './schemas.js';

/** A small seeded generator (the same inputs every run). */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Bodies as the site (get-comparison.ts) and the bench send them. */
function validBodies(random: () => number, count: number): Record<string, unknown>[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const bodies: Record<string, unknown>[] = [];
  for (let n = 0; n < count; n++) {
    const cotizante: Record<string, unknown>[] = [
      { edad: 18 + Math.floor(random() * 53), sexo: pick(['Masculino', 'Femenino']), ingreso: 300_000 + n },
    ];
    if (random() < 0.4) cotizante.push({ edad: 18 + Math.floor(random() * 53), sexo: pick(['Masculino', 'Femenino']) });
    if (random() < 0.2) cotizante[0]!.type = 'cotizante';
    if (random() < 0.1) cotizante[0]!.imponible = random() < 0.5;
    const cargas = Array.from({ length: Math.floor(random() * 4) }, () =>
      random() < 0.3 ? { edad: Math.floor(random() * 25), sexo: 'Femenino', parentescoCarga: 'Hija' } : { edad: 3 },
    );
    const profile: Record<string, unknown> = { cotizante, cargas };
    if (random() < 0.3) profile.prevision = pick(['Fonasa', 'Isapre', null]);
    if (random() < 0.5) {
      bodies.push({
        organizationType: ['ASEGURADORA', 'ISAPRE', 'CLINICA'],
        comparator: 'Seguros-de-Salud',
        order: 'lowerPrice',
        profile,
      });
    } else {
      bodies.push({
        profile: random() < 0.2 ? null : profile,
        page: 1 + Math.floor(random() * 3),
        take: 20,
        comparator: pick(['Seguros-de-Salud', 'Seguros-de-Vida', null, 7]),
        displayShowcase: random() < 0.2,
        productType: pick([null, 'Salud', 'EPS']),
        organizationType: pick([['ASEGURADORA'], ['ISAPRE', 'CLINICA']]),
        insuranceTypes: pick([[], ['Complementario'], [3, 'COMPLEMENTARIO']]),
        organizations: pick([[], ['BICE'], [12]]),
        coverageOrganizations: pick([[], [44]]),
        fromPrice: pick([null, 0, 10_000]),
        toPrice: pick([null, 90_000.5]),
        order: pick(['recommended', 'popular', 'lowerPrice', 'higherPrice', 'distance']),
        targetCurrency: pick(['CLP', 'PEN', null, ' uf ']),
        ponderer: pick([null, 0, 0.35, 1]),
        ...(random() < 0.3 ? { uuid: 'abc-123-def-456' } : {}),
        ...(random() < 0.2
          ? { features: ['dental', 4], coverageCountries: ['CL', 'MUNDO'], featuresFilter: true }
          : {}),
        ...(random() < 0.2 ? { fromDeductible: 1, toDeductible: null, deductiblesToCompare: [0, 3] } : {}),
      });
    }
  }
  return bodies;
}

/** Values the schema reads differently, or refuses: each replaces one member of a valid body. */
const ODD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  '3',
  '1,2',
  'true',
  '1',
  0,
  -1,
  1.5,
  101,
  1e300,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  false,
  [],
  [''],
  ['x'.repeat(121)],
  ['aseguradoras'],
  ['Clínica'],
  [1.5],
  [null],
  {},
  { lat: 1, lng: 2 },
  '-33.4,-70.6',
  'LOWERPRICE',
  'm',
  'mujer',
  ' Femenino ',
  'Masculino',
  'x'.repeat(61),
  'x'.repeat(121),
  'abc',
  'abc-123-def-456',
  'usd',
  'EUR',
  2,
];

const PERSON_ODD: Record<string, unknown>[] = [
  { edad: 30, sexo: 'm' },
  { edad: 30, sexo: 'Hombre ' },
  { edad: 30, sexo: 'otro' },
  { edad: 30, sexo: null },
  { edad: '30' },
  { edad: 111 },
  { edad: -1 },
  { edad: 30.5 },
  { edadCotizante: 30 },
  { edad: 30, ingreso: -5 },
  { edad: 30, ingreso: 2_000_000_000 },
  { edad: 30, ingreso: null },
  { edad: 30, ingreso: '' },
  { edad: 30, imponible: 'true' },
  { edad: 30, type: 'pareja' },
  { edad: 30, type: 'otro' },
  { edad: 30, extra: 1 },
  { sexo: 'Femenino' },
];

function zodParse(input: unknown): { ok: true; data: unknown } | { ok: false } {
  const result = compareRequestSchema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false };
}

/** The fast reading either declines or gives exactly what the schema gives (members, values, order). */
function expectSameAsSchema(input: unknown): boolean {
  const fast = fastCompareRequest(input);
  if (fast === undefined) return false;
  const schema = zodParse(structuredClone(input));
  expect(schema.ok, JSON.stringify(input)).toBe(true);
  if (!schema.ok) return true;
  expect(fast, JSON.stringify(input)).toStrictEqual(schema.data);
  expect(JSON.stringify(fast)).toBe(JSON.stringify(schema.data));
  return true;
}

describe('fastCompareRequest', () => {
  it('reads the site’s and the bench’s bodies exactly as the schema does', () => {
    const bodies = validBodies(prng(7), 400);
    let read = 0;
    for (const body of bodies) if (expectSameAsSchema(body)) read++;
    // Everything the generator makes is the common shape: the fast reading must take it (or this proves nothing).
    expect(read).toBeGreaterThan(bodies.length * 0.9);
  });

  it('declines, or agrees with the schema, whatever member is odd', () => {
    const random = prng(11);
    const bodies = validBodies(random, 60);
    let declined = 0;
    let read = 0;
    for (const body of bodies) {
      for (const key of [...Object.keys(body), 'location', 'uuid', 'features', 'organizationTypes', 'unknown']) {
        for (const value of ODD_VALUES) {
          const input = { ...body, [key]: value };
          if (expectSameAsSchema(input)) read++;
          else declined++;
        }
      }
    }
    expect(declined).toBeGreaterThan(0);
    expect(read).toBeGreaterThan(0);
  });

  it('declines, or agrees with the schema, for odd people, dependants and profiles', () => {
    const base = validBodies(prng(3), 1)[0]!;
    const profiles: unknown[] = [
      'perfil',
      [],
      {},
      { cotizante: { edad: 30 } },
      { cotizante: [] },
      { cotizante: [{ edad: 30 }, { edad: 31 }, { edad: 32 }, { edad: 33 }] },
      {
        cotizante: [
          { edad: 30, type: 'pareja' },
          { edad: 31, type: 'pareja' },
        ],
      },
      { cargas: Array.from({ length: 13 }, () => ({ edad: 2 })) },
      { cargas: [{ edadCarga: 2 }] },
      { cargas: [{ edad: 2, sexoCarga: 'F' }] },
      { cargas: [{ edad: 2, parentescoCarga: 'x'.repeat(41) }] },
      { cargas: 'x' },
      { prevision: 'fonasa' },
      { prevision: 'Fonasa', cantidadEmpleados: 3 },
      { titular: { edad: 30 } },
      { pareja: { edad: 30 } },
      ...PERSON_ODD.map((person) => ({ cotizante: [person] })),
      ...PERSON_ODD.map((person) => ({ cargas: [person] })),
    ];
    let read = 0;
    for (const profile of profiles) if (expectSameAsSchema({ ...base, profile })) read++;
    expect(read).toBeGreaterThan(0);
  });

  it('declines what is not a JSON object', () => {
    for (const input of [null, undefined, 'x', 3, [], [{ organizationType: ['ISAPRE'] }]]) {
      expect(fastCompareRequest(input)).toBeUndefined();
    }
  });
});
