import { describe, expect, it } from 'vitest';
import {
  chargeDayFromDate,
  STAFF_ACTION_TARGET,
  STAFF_SUBSCRIPTION_ACTIONS,
  staffActionRefusal,
  staffActionsFor,
} from './subscription-staff-actions.js';
import { canMoveSubscription, SUBSCRIPTION_STATES } from './subscriptions.js';

describe('staff actions on a card subscription (issue 28)', () => {
  it('offers, for every state, exactly the actions it allows', () => {
    expect(Object.fromEntries(SUBSCRIPTION_STATES.map((state) => [state, staffActionsFor(state)]))).toEqual({
      PENDING: ['change-date', 'cancel'],
      SUCCESS: ['pause', 'change-date', 'cancel'],
      DECLINED: ['pause', 'change-date', 'cancel'],
      PAUSED: ['resume', 'change-date', 'cancel'],
      CANCELED: [],
    });
  });

  it('every allowed status action is a transition the subscription accepts', () => {
    for (const state of SUBSCRIPTION_STATES) {
      for (const action of STAFF_SUBSCRIPTION_ACTIONS) {
        if (action === 'change-date' || staffActionRefusal(action, state) !== null) continue;
        expect(canMoveSubscription(state, STAFF_ACTION_TARGET[action])).toBe(true);
      }
    }
  });

  it('explains each refusal in Spanish', () => {
    expect(staffActionRefusal('pause', 'PAUSED')).toBe('El pago automático ya está pausado.');
    expect(staffActionRefusal('pause', 'PENDING')).toMatch(/primer cobro/);
    expect(staffActionRefusal('resume', 'SUCCESS')).toBe('Solo se puede reanudar un pago automático pausado.');
    for (const action of STAFF_SUBSCRIPTION_ACTIONS) {
      expect(staffActionRefusal(action, 'CANCELED')).toMatch(/cancelado/);
    }
  });

  it('takes the charge day from a date in the next period’s month, not before today', () => {
    const base = { today: '2026-03-10', nextBillingDate: '2026-04-01' };
    expect(chargeDayFromDate({ ...base, date: '2026-04-15' })).toEqual({ chargeDay: 15 });
    expect(chargeDayFromDate({ ...base, date: '2026-04-30' })).toEqual({ chargeDay: 30 });
    expect(chargeDayFromDate({ ...base, date: '2026-05-15' })).toEqual({
      error: 'La nueva fecha de cobro debe estar en el mes de la próxima cuota (04/2026).',
    });
    expect(chargeDayFromDate({ ...base, date: '2026-03-09' })).toEqual({
      error: 'La nueva fecha de cobro no puede ser anterior a hoy.',
    });
    // Today itself is allowed: the run of today charges it.
    expect(chargeDayFromDate({ today: '2026-04-10', nextBillingDate: '2026-04-01', date: '2026-04-10' })).toEqual({
      chargeDay: 10,
    });
    expect(
      chargeDayFromDate({ today: '2026-04-10', nextBillingDate: '2026-04-01', date: '2026-04-09' }),
    ).toHaveProperty('error');
  });

  it('refuses dates that do not exist or are badly written', () => {
    const base = { today: '2026-01-01', nextBillingDate: null };
    for (const date of ['2026-02-30', '2026-13-01', '15-04-2026', '2026-4-1', '', 'mañana']) {
      expect(chargeDayFromDate({ ...base, date })).toHaveProperty('error', expect.stringMatching(/Fecha inválida/));
    }
  });

  it('with no open period, any day from today on', () => {
    expect(chargeDayFromDate({ today: '2026-01-01', nextBillingDate: null, date: '2026-08-31' })).toEqual({
      chargeDay: 31,
    });
  });
});
