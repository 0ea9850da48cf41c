import { prng } from '../seed/catalogue-generator.js';

/** The plan searches of `npm run bench:plans` (and of plans-same-bytes.ts), from a fixed seed. */

export const CLINICS = [
  'Clinica-Alemana',
  'Clinica-Las-Condes',
  'Clinica-Santa-Maria',
  'Clinica-Davila',
  'Clinica-Indisa',
];
const SCENARIOS = ['parto-normal', 'parto-cesarea', 'apendicectomia', 'cancer-anual', 'ambulatorio-anual'];

/** Search bodies from a fixed seed: varied households and filters, so no cache can answer everything. */
export function planSearches(count: number, withScenarios: boolean, clinics: string[], seed = 7): string[] {
  const random = prng(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[int(0, list.length - 1)]!;
  const sexo = () => (random() < 0.5 ? 'Masculino' : 'Femenino');
  const seen = new Set<string>();
  const bodies: string[] = [];
  while (bodies.length < count) {
    const cotizante: Record<string, unknown>[] = [{ edad: int(18, 70), sexo: sexo() }];
    if (random() < 0.8) cotizante[0]!.ingreso = int(5, 60) * 100_000;
    if (random() < 0.2) cotizante[0]!.imponible = true;
    if (random() < 0.45) cotizante.push({ edad: int(18, 70), sexo: sexo(), type: 'pareja' });
    const profile = { cotizante, cargas: Array.from({ length: int(0, 3) }, () => ({ edad: int(0, 24) })) };
    const body: Record<string, unknown> = { profile, order: pick(['lowerPrice', 'recommended', 'coverage']) };
    if (random() < 0.4) body.planTypes = [int(0, 2)];
    if (random() < 0.4 && clinics.length > 0) body.clinics = [pick(clinics)];
    if (random() < 0.2) body.minHospitalPct = pick([80, 90, 100]);
    if (random() < 0.1) body.excludedRestrictions = [1];
    if (withScenarios) {
      body.scenarios = [pick(SCENARIOS), ...(random() < 0.3 ? [pick(SCENARIOS)] : [])].filter(
        (s, i, all) => all.indexOf(s) === i,
      );
      body.order = 'yearlyCost';
      body.network = random() < 0.7 ? 'preferente' : 'libreEleccion';
    }
    const text = JSON.stringify(body);
    if (seen.has(text)) continue;
    seen.add(text);
    bodies.push(text);
  }
  return bodies;
}
