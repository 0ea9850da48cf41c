import { CLINICS, INSURERS, ISAPRES } from '../chile-market.js';
import { prng, Random } from './random.js';

/** The seed of the default sample: the same seed and scale always give the same rows. */
export const SAMPLE_SEED = 20261122;

/** What the product generator carries from one product to the next: the random sequence, the load day, the sellers per family. */
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
