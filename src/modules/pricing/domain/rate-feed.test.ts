import { describe, expect, it } from 'vitest';
import {
  fetchWindow,
  isoDate,
  monthsOf,
  parseBcentralAnswer,
  parseChileanDecimal,
  parseCmfAnswer,
  RateFeedError,
} from './rate-feed.js';

describe('parseChileanDecimal', () => {
  it.each([
    ['39.214,80', '39214.8'],
    ['39.214,8', '39214.8'],
    ['39.214,00', '39214'],
    ['950,12', '950.12'],
    ['1.001.234,5', '1001234.5'],
    ['0,2345', '0.2345'],
    ['38000', '38000'],
  ])('%s -> %s', (text, value) => {
    expect(parseChileanDecimal(text)).toBe(value);
  });

  it.each(['', 'abc', '39,214.80', '39.21,80', '-1,5', '0,00', '1.2.3'])('refuses %j', (text) => {
    expect(() => parseChileanDecimal(text)).toThrow(RateFeedError);
  });
});

describe('isoDate', () => {
  it('takes ISO and day-month-year dates', () => {
    expect(isoDate('2025-01-31')).toBe('2025-01-31');
    expect(isoDate('02-01-2025')).toBe('2025-01-02');
  });
  it.each(['2025-02-30', '31-04-2025', '2025/01/01', '1-1-2025'])('refuses %s', (text) => {
    expect(() => isoDate(text)).toThrow(RateFeedError);
  });
});

describe('parseCmfAnswer', () => {
  it('reads the UF month as the CMF documents it', () => {
    const body = {
      UFs: [
        { Valor: '39.214,80', Fecha: '2025-01-01' },
        { Valor: '39.218,12', Fecha: '2025-01-02' },
      ],
    };
    expect(parseCmfAnswer('UF', body)).toEqual([
      { date: '2025-01-01', value: '39214.8' },
      { date: '2025-01-02', value: '39218.12' },
    ]);
  });

  it('reads the dollar under "Dolares"', () => {
    expect(parseCmfAnswer('USD', { Dolares: [{ Valor: '950,12', Fecha: '2025-01-02' }] })).toEqual([
      { date: '2025-01-02', value: '950.12' },
    ]);
  });

  it('turns the documented error answer into an error naming its message', () => {
    expect(() =>
      parseCmfAnswer('UF', { CodigoHTTP: 404, CodigoError: 81, Mensaje: 'No existen datos para el periodo' }),
    ).toThrow(/No existen datos.*81/);
  });

  it('refuses series the CMF does not publish, bodies without the array and malformed items', () => {
    expect(() => parseCmfAnswer('PEN', { UFs: [] })).toThrow(RateFeedError);
    expect(() => parseCmfAnswer('UF', { Dolares: [] })).toThrow(/UFs/);
    expect(() => parseCmfAnswer('UF', 'texto')).toThrow(RateFeedError);
    expect(() => parseCmfAnswer('UF', { UFs: [{ Valor: 39214.8, Fecha: '2025-01-01' }] })).toThrow(RateFeedError);
    expect(() => parseCmfAnswer('UF', { UFs: [{ Valor: '39.214,80', Fecha: '2025-02-30' }] })).toThrow(RateFeedError);
  });
});

describe('parseBcentralAnswer', () => {
  it('reads observations and skips the days without a value (holidays)', () => {
    const body = {
      Codigo: 0,
      Descripcion: 'Success',
      Series: {
        seriesId: 'F073.TCO.PRE.Z.D',
        Obs: [
          { indexDateString: '01-01-2025', value: 'NaN', statusCode: 'ND' },
          { indexDateString: '02-01-2025', value: '950.12', statusCode: 'OK' },
          { indexDateString: '03-01-2025', value: '948.5', statusCode: 'OK' },
        ],
      },
    };
    expect(parseBcentralAnswer(body)).toEqual([
      { date: '2025-01-02', value: '950.12' },
      { date: '2025-01-03', value: '948.5' },
    ]);
  });

  it('answers nothing for an empty series and an error for a non-zero code', () => {
    expect(parseBcentralAnswer({ Codigo: 0, Descripcion: 'Success', Series: { Obs: null } })).toEqual([]);
    expect(() => parseBcentralAnswer({ Codigo: -5, Descripcion: 'Invalid username or password' })).toThrow(
      /Invalid username.*-5/,
    );
    expect(() => parseBcentralAnswer([])).toThrow(RateFeedError);
  });
});

describe('fetchWindow and monthsOf', () => {
  it('asks the UF from the first of this month to the end of the next (published ahead)', () => {
    expect(fetchWindow('UF', '2026-11-27')).toEqual({ from: '2026-11-01', to: '2026-12-31' });
    expect(fetchWindow('UF', '2026-12-05')).toEqual({ from: '2026-12-01', to: '2027-01-31' });
    expect(fetchWindow('UF', '2027-01-31')).toEqual({ from: '2027-01-01', to: '2027-02-28' });
  });

  it('asks the currencies for the last days up to today', () => {
    expect(fetchWindow('USD', '2026-03-03', 10)).toEqual({ from: '2026-02-21', to: '2026-03-03' });
  });

  it('lists the months of a window across a year end', () => {
    expect(monthsOf({ from: '2026-12-01', to: '2027-01-31' })).toEqual([
      { year: '2026', month: '12' },
      { year: '2027', month: '01' },
    ]);
    expect(monthsOf({ from: '2026-11-20', to: '2026-11-27' })).toEqual([{ year: '2026', month: '11' }]);
  });
});
