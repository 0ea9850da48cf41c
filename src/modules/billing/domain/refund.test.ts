import { describe, expect, it } from 'vitest';
import type { BilledPolicy, StoredPeriod } from './ledger-records';
import { reconciled } from '../application/recompute-periods';
import { schedulePeriods } from './periods';
import { refundNoticeEmail, voidedByRefund } from './refund';

describe('voidedByRefund: the periods a refund voids (issue 25 hole 3)', () => {
  it('voids a period whose due date is the refund day or later, keeps one already due, ignores no refund', () => {
    expect(voidedByRefund({ dueDate: '2026-03-11' }, '2026-03-11')).toBe(true);
    expect(voidedByRefund({ dueDate: '2026-03-12' }, '2026-03-11')).toBe(true);
    expect(voidedByRefund({ dueDate: '2026-03-10' }, '2026-03-11')).toBe(false);
    expect(voidedByRefund({ dueDate: '2026-03-10' }, null)).toBe(false);
    expect(voidedByRefund({ dueDate: '2026-03-10' }, undefined)).toBe(false);
  });
});

describe('a refunded policy settled (billing application reconciled, pure)', () => {
  const policy: BilledPolicy = {
    policyId: 1,
    policyNumber: 'IND-1',
    organizationId: null,
    organizationName: null,
    billingEmail: null,
    insurerId: null,
    productId: null,
    periodicityMonths: 1,
    startDate: '2026-01-01',
    endDate: null,
    premium: { amount: '30000', currency: 'CLP' },
    premiumBasis: 'per-policy',
    saleId: 'S-1',
    renewalOf: null,
    canceledAt: null,
  };
  // January paid by the sale; February unpaid and overdue; the refund arrives on 5 March.
  const stored: StoredPeriod[] = schedulePeriods({ startDate: '2026-01-01', endDate: null, months: 1 }).map(
    (dates, i) => ({
      ...dates,
      id: i + 1,
      policyId: 1,
      organizationId: null,
      amount: '30000',
      currency: 'CLP',
      ufValue: null,
      ufDate: null,
      amountClp: 30000,
      insuredCount: 1,
      prorated: false,
      paidClp: i === 0 ? 30000 : 0,
      creditClp: 0,
      creditOutClp: 0,
      status: i === 0 ? 'PAID' : 'PENDING',
    }),
  );

  it('voids March on (not yet due on the refund day), keeps the periods already due, and the reversed payment is owed', () => {
    const refundedAt = '2026-03-05';
    // The sale's payment reversed: January no longer paid.
    const afterReversal = stored.map((p) => (p.seq === 1 ? { ...p, paidClp: 0 } : p));
    const changed = reconciled({ ...policy, canceledAt: refundedAt, refundedAt }, afterReversal, null);
    const status = new Map(afterReversal.map((p) => [p.seq, p.status as string]));
    for (const p of changed) status.set(p.seq, p.status);
    expect(status.get(1)).toBe('PENDING'); // due 11 Jan, before the refund: stays (reminders skip the policy)
    expect(status.get(2)).toBe('PENDING'); // due 11 Feb
    expect(status.get(3)).toBe('NA'); // 1-31 Mar, due 11 Mar: void although it began before the refund
    expect([...status.entries()].filter(([seq]) => seq >= 3).every(([, s]) => s === 'NA')).toBe(true);
  });

  it('voids every period of a policy refunded before its first due date', () => {
    const refundedAt = '2026-01-04';
    const afterReversal = stored.map((p) => (p.seq === 1 ? { ...p, paidClp: 0 } : p));
    const changed = reconciled({ ...policy, canceledAt: refundedAt, refundedAt }, afterReversal, null);
    expect(changed).toHaveLength(12);
    expect(changed.every((p) => p.status === 'NA')).toBe(true);
  });

  it('without a refund, a cancellation from 5 March still bills March (the refund rule is what voids it)', () => {
    const changed = reconciled({ ...policy, canceledAt: '2026-03-05' }, stored, null);
    expect(changed.find((p) => p.seq === 3)).toBeUndefined(); // March unchanged: PENDING
    expect(changed.find((p) => p.seq === 4)?.status).toBe('NA');
  });
});

describe('refundNoticeEmail', () => {
  it('names the amount, the policy, the day the cover ends and that nothing more is charged', () => {
    const mail = refundNoticeEmail({
      policyNumber: 'IND-7',
      refundDate: '2026-03-05',
      amount: { amount: '29990', currency: 'CLP' },
      contactEmail: 'hola@segurosclaros.cl',
    });
    expect(mail.text).toContain('escríbenos a hola@segurosclaros.cl');
    expect(
      refundNoticeEmail({
        policyNumber: 'IND-7',
        refundDate: '2026-03-05',
        amount: { amount: '1', currency: 'CLP' },
        contactEmail: null,
      }).text,
    ).toContain('escríbenos desde la página de Contacto');
    expect(mail.subject).toBe('Devolución de tu pago: póliza IND-7 cancelada');
    expect(mail.text).toContain('Devolvimos $29.990');
    expect(mail.text).toContain('Tu póliza N° IND-7 quedó cancelada desde el 05-03-2026');
    expect(mail.text).toContain('No te cobraremos más cuotas');
  });
});
