import { describe, expect, it } from 'vitest';
import { checkStatusChange, LEAD_STATUSES, LEAD_SUB_STATUSES, statusLabel } from './lead-status';

describe('lead statuses (spec 03 §4)', () => {
  it('lists the 21 statuses from Sin estado 1 to Pendiente de confirmación 501', () => {
    expect(LEAD_STATUSES).toHaveLength(21);
    expect(statusLabel(1)).toBe('Sin estado');
    expect(statusLabel(501)).toBe('Pendiente de confirmación');
  });

  it('covers the sub-status ranges with parents that exist', () => {
    const ids = LEAD_SUB_STATUSES.map((sub) => sub.id);
    for (let id = 200; id <= 216; id++) expect(ids).toContain(id);
    for (const id of [300, 305, 330, 333, 401, 403]) expect(ids).toContain(id);
    expect(LEAD_SUB_STATUSES.every((sub) => statusLabel(sub.parent))).toBe(true);
    expect(LEAD_SUB_STATUSES.find((sub) => sub.label === 'Contactado')?.parent).toBe(2);
    expect(LEAD_SUB_STATUSES.find((sub) => sub.label === 'No avanza')?.parent).toBe(4);
    expect(LEAD_SUB_STATUSES.find((sub) => sub.label === 'Firma')?.parent).toBe(500);
  });

  it('accepts a sub-status under its parent and refuses it under another status', () => {
    expect(() => checkStatusChange(2, 202)).not.toThrow();
    expect(() => checkStatusChange(4, null)).not.toThrow();
    expect(() => checkStatusChange(4, 202)).toThrow(/pertenece al estado «Asignado»/);
    expect(() => checkStatusChange(15, null)).toThrow(/no existe/);
    expect(() => checkStatusChange(2, 299)).toThrow(/no existe/);
  });
});
