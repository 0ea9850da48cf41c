import { describe, expect, it } from 'vitest';
import { loadSummary, progressPercent } from './bulk-load-status';

describe('bulk load summary (what a load did)', () => {
  const base = { total: 2000, processed: 0, succeeded: 0, failed: 0 };
  it('a cancelled load says who stopped it, what was committed and what was left', () => {
    expect(
      loadSummary({
        ...base,
        status: 'cancelled',
        processed: 1200,
        succeeded: 1190,
        failed: 10,
        cancelledByName: 'Paula Soto',
      }),
    ).toBe(
      'Cancelada por Paula Soto tras procesar 1.200 de 2.000 filas (1.190 correctas y 10 con errores); las 800 filas restantes no se procesaron.',
    );
    expect(loadSummary({ ...base, status: 'cancelled', cancelledByName: null })).toBe(
      'Cancelada antes de procesar filas: no se aseguró ni excluyó a nadie.',
    );
    expect(loadSummary({ ...base, status: 'cancelled', processed: 1999, succeeded: 1, failed: 1998 })).toMatch(
      /1 correcta y 1\.998 con errores\); la fila restante no se procesó\.$/,
    );
  });
  it('other states', () => {
    expect(loadSummary({ ...base, status: 'queued' })).toBe('En cola: 2.000 filas por procesar.');
    expect(loadSummary({ ...base, status: 'processing', processed: 400, succeeded: 398, failed: 2 })).toBe(
      'Procesando: 400 de 2.000 filas (398 correctas y 2 con errores).',
    );
    expect(loadSummary({ ...base, status: 'done', processed: 2000, succeeded: 1980, failed: 20 })).toBe(
      'Terminada: 2.000 filas procesadas (1.980 correctas y 20 con errores).',
    );
    expect(loadSummary({ ...base, status: 'failed', errorMessage: 'Faltan columnas obligatorias: RUT.' })).toBe(
      'Fallida: Faltan columnas obligatorias: RUT.',
    );
  });
  it('a cancelled load keeps its percent; a done one is 100', () => {
    expect(progressPercent({ status: 'cancelled', total: 2000, processed: 1200 })).toBe(60);
    expect(progressPercent({ status: 'done', total: 2000, processed: 1999 })).toBe(100);
  });
});
