import { describe, expect, it } from 'vitest';
import {
  AGE_BANDS,
  ageBandIndex,
  bandLabel,
  findTariff,
  PET_AGE_BANDS,
  tariffErrors,
  type TariffRow,
} from './tariff.js';

const row = (partial: Partial<TariffRow>): TariffRow => ({
  role: 'cotizante',
  ageFrom: 30,
  ageTo: 34,
  sexo: null,
  especie: null,
  rate: 1,
  unit: 'UF',
  ...partial,
});

describe('age bands', () => {
  it('cover every age 0-120 exactly once, without gaps', () => {
    for (let age = 0; age <= 120; age++) expect(ageBandIndex(age)).toBeGreaterThanOrEqual(0);
    for (let i = 1; i < AGE_BANDS.length; i++) expect(AGE_BANDS[i]!.from).toBe(AGE_BANDS[i - 1]!.to + 1);
    for (let i = 1; i < PET_AGE_BANDS.length; i++) expect(PET_AGE_BANDS[i]!.from).toBe(PET_AGE_BANDS[i - 1]!.to + 1);
    expect(ageBandIndex(121)).toBe(-1);
    expect(ageBandIndex(-1)).toBe(-1);
    expect(ageBandIndex(4, PET_AGE_BANDS)).toBe(2);
  });
  it('label bands in Spanish', () => {
    expect(bandLabel({ from: 30, to: 34 })).toBe('30 a 34 años');
    expect(bandLabel({ from: 80, to: 120 })).toBe('80 años o más');
    expect(bandLabel({ from: 12, to: 30 })).toBe('12 años o más');
    expect(bandLabel({ from: 0, to: 0 })).toBe('0 años');
    expect(bandLabel({ from: 1, to: 1 })).toBe('1 año');
  });
});

describe('tariffErrors', () => {
  it('accepts standard and any-age bands', () => {
    expect(
      tariffErrors([row({}), row({ ageFrom: 0, ageTo: 120 }), row({ role: 'mascota', ageFrom: 3, ageTo: 5 })]),
    ).toEqual([]);
  });
  it('refuses odd bands, negative rates and mixed units', () => {
    expect(tariffErrors([row({ ageFrom: 31, ageTo: 40 }), row({ rate: -1, unit: 'CLP' })])).toEqual([
      'las tarifas de un producto deben tener una sola unidad (hay UF, CLP)',
      'tarifa 0: el tramo 31-40 no es un tramo de edad estándar',
      'tarifa 1: la tasa debe ser un número no negativo',
    ]);
  });
});

describe('findTariff', () => {
  const rows = [
    row({ sexo: 'Masculino', rate: 1.1 }),
    row({ sexo: 'Femenino', rate: 1.3 }),
    row({ role: 'carga', ageFrom: 2, ageTo: 17, rate: 0.5 }),
    row({ role: 'mascota', ageFrom: 1, ageTo: 2, especie: 'perro', rate: 0.4 }),
    row({ role: 'mascota', ageFrom: 1, ageTo: 2, especie: null, rate: 0.3 }),
  ];
  const person = { label: '', sexo: null, edad: 32 } as const;
  it('matches role, band and sex', () => {
    expect(findTariff(rows, { ...person, role: 'cotizante', sexo: 'Femenino' })?.rate).toBe(1.3);
    expect(findTariff(rows, { ...person, role: 'cotizante', sexo: 'Masculino' })?.rate).toBe(1.1);
  });
  it('falls back from partner to contributor rows, and to rows for any sex', () => {
    expect(findTariff(rows, { ...person, role: 'pareja', sexo: 'Femenino' })?.rate).toBe(1.3);
    expect(findTariff(rows, { ...person, role: 'carga', edad: 10 })?.rate).toBe(0.5);
    expect(findTariff(rows, { ...person, role: 'carga', edad: 10, sexo: 'Masculino' })?.rate).toBe(0.5);
  });
  it('prices pets by species, then any species', () => {
    expect(findTariff(rows, { ...person, role: 'mascota', edad: 2, especie: 'perro' })?.rate).toBe(0.4);
    expect(findTariff(rows, { ...person, role: 'mascota', edad: 2, especie: 'gato' })?.rate).toBe(0.3);
  });
  it('prices a person of unknown sex with the dearest sex-specific row', () => {
    expect(findTariff(rows, { ...person, role: 'cotizante', sexo: null })?.rate).toBe(1.3);
    expect(findTariff(rows, { ...person, role: 'mascota', edad: 1, sexo: null })?.rate).toBe(0.3);
  });
  it('answers null when nothing applies', () => {
    expect(findTariff(rows, { ...person, role: 'cotizante', edad: 70, sexo: 'Masculino' })).toBeNull();
    expect(findTariff(rows, { ...person, role: 'mascota', edad: 9, especie: 'perro' })).toBeNull();
  });
});
