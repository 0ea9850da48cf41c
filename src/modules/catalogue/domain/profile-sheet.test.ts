import { describe, expect, it } from 'vitest';
import { isEmptyRow, readHeader, readProfileRow, type ColumnIndex } from './profile-sheet.js';

const header = ['Edad', 'Sexo', 'edad_pareja', 'Sexo Pareja', 'Edades Cargas', 'Previsión', 'Ingreso'];
const index = (readHeader(header) as { index: ColumnIndex }).index;

describe('readHeader', () => {
  it('finds the columns whatever their case, accents, spaces or underscores', () => {
    expect(index).toEqual({
      edad: 0,
      sexo: 1,
      edadPareja: 2,
      sexoPareja: 3,
      edadesCargas: 4,
      prevision: 5,
      ingreso: 6,
    });
  });

  it('asks for the edad column, and refuses a repeated one', () => {
    expect(readHeader(['sexo', 'ingreso'])).toEqual({ error: expect.stringMatching(/Falta la columna edad/) });
    expect(readHeader(['edad', 'EDAD'])).toEqual({ error: 'La columna edad aparece dos veces.' });
    expect(readHeader([null, 3, 'edad'])).toEqual({ index: { edad: 2 } });
  });
});

describe('readProfileRow', () => {
  it('reads a whole household', () => {
    expect(readProfileRow([40, 'F', '38', 'masculino', '5; 9', 'isapre', '1.500.000'], index)).toEqual({
      profile: {
        cotizante: [
          { edad: 40, sexo: 'Femenino', ingreso: 1_500_000 },
          { edad: 38, sexo: 'Masculino', type: 'pareja' },
        ],
        cargas: [{ edad: 5 }, { edad: 9 }],
        prevision: 'Isapre',
      },
    });
  });

  it('reads a single person with only an age', () => {
    expect(readProfileRow(['30'], { edad: 0 })).toEqual({ profile: { cotizante: [{ edad: 30 }] } });
  });

  it.each([
    [[null], /La edad debe ser un número entero/],
    [['treinta'], /La edad debe ser/],
    [[111], /entre 0 y 110/],
    [[30.5], /La edad debe ser/],
    [[-1], /La edad debe ser/],
    [[new Date(2000, 0, 1)], /La edad debe ser/],
    [[30, 'X'], /El sexo debe ser Masculino o Femenino/],
    [[30, null, 'abc'], /edad de la pareja/],
    [[30, null, null, 'F'], /sexo de la pareja sin edad/],
    [[30, null, null, null, '3;x'], /Cada edad de carga/],
    [[30, null, null, null, Array(13).fill('1').join(';')], /a lo más 12 cargas/],
    [[30, null, null, null, null, 'Privada'], /Fonasa o Isapre/],
    [[30, null, null, null, null, null, '12,5'], /ingreso debe ser un monto/],
    [['3\u00000'], /caracteres no permitidos/],
    [[{ formula: 'A1' }], /no es texto ni número/],
  ])('refuses %j in Spanish', (cells, message) => {
    const reading = readProfileRow(cells, index);
    expect(reading).toEqual({ errors: expect.arrayContaining([expect.stringMatching(message)]) });
  });

  it('lists every problem of a row at once', () => {
    const reading = readProfileRow(['x', 'y', null, null, null, 'z'], index) as { errors: string[] };
    expect(reading.errors).toHaveLength(3);
  });
});

describe('isEmptyRow', () => {
  it('skips rows with nothing in the known columns', () => {
    expect(isEmptyRow([null, ' ', undefined], index)).toBe(true);
    expect(isEmptyRow([], index)).toBe(true);
    expect(isEmptyRow([null, null, null, null, null, null, 0], index)).toBe(false);
  });
});
