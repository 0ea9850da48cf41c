import { describe, expect, it } from 'vitest';
import { historyActionLabel } from './policy-history';

describe('policy history labels', () => {
  it('names every kind of change in Spanish, the policy-employee flows by their action label', () => {
    expect(historyActionLabel('status')).toBe('Cambio de estado');
    expect(historyActionLabel('renewed')).toBe('Renovada');
    expect(historyActionLabel('bulk-load')).toBe('Carga masiva subida');
    expect(historyActionLabel('accept-activation')).toBe('Aceptar alta');
    expect(historyActionLabel('start-cancellation')).toBe('Iniciar baja');
    expect(historyActionLabel('algo-nuevo')).toBe('algo-nuevo');
  });
});
