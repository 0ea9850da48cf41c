import { formatMoney } from '@domain/pricing/domain/money';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { asSalePayment, fetchPeriodLink, payPeriodLink, type PeriodLink } from './api/period-link';
import { PaymentForm, type PaymentTarget } from './payment-step';
import { TestModeNotice } from './test-mode-notice';
import { PERIOD_TEXTS as P } from './texts';
import './sales.css';

/** 'YYYY-MM-DD' as the site shows dates (dd-mm-aaaa). */
const chileanDate = (iso: string) => iso.split('-').reverse().join('-');

/**
 * /pagar-cuota/{periodId}?t={signature} (issue 28): the payment link of a billing period, sent in its reminder
 * e-mail. Shows the period (product, due date, amount in pesos and UF) and, while it is owed, the purchase's
 * payment step with the one-time methods; a paid period's link says so.
 */
export default function PeriodPaymentPage() {
  const { periodId = '' } = useParams();
  const location = useLocation();
  const query = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const t = query.get('t') ?? '';
  const shownPaymentId = query.get('pago');
  const [period, setPeriod] = useState<PeriodLink | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [justPaid, setJustPaid] = useState(false);

  const load = useCallback(async () => {
    try {
      setPeriod(await fetchPeriodLink(periodId, t));
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : P.loadError);
    }
  }, [periodId, t]);
  useEffect(() => {
    void load();
  }, [load]);

  const periodKey = period ? `${period.periodId}` : null;
  const target = useMemo<PaymentTarget | null>(() => {
    if (!period) return null;
    const initial =
      period.payment && (period.payment.status === 'PENDING' || period.payment.id === shownPaymentId)
        ? asSalePayment(period, period.payment)
        : null;
    return {
      amount: String(period.amountClp ?? 0),
      currency: 'CLP',
      note: P.note(period.seq),
      initial,
      pay: async (key, body) => {
        const after = await payPeriodLink(periodId, t, key, body);
        if (after.state === 'paid') setJustPaid(true);
        if (!after.payment) throw new Error(P.paid);
        return asSalePayment(after, after.payment);
      },
      refresh: async (paymentId) => {
        const fresh = await fetchPeriodLink(periodId, t);
        return {
          paid: fresh.state === 'paid',
          payment: fresh.payment && fresh.payment.id === paymentId ? asSalePayment(fresh, fresh.payment) : undefined,
        };
      },
    };
    // The step opens on the period as first read; its payments come back through pay and refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [periodKey, periodId, t, shownPaymentId]);
  const onPaid = useCallback(() => {
    setJustPaid(true);
    void load();
  }, [load]);

  if (error) {
    return (
      <main className="container sale-page">
        <h1>{P.title}</h1>
        <p className="form-error" role="alert" data-testid="period-link-error">
          {error}
        </p>
      </main>
    );
  }
  if (!period || !target) {
    return (
      <main className="container sale-page" aria-busy="true">
        <p>{P.loading}</p>
      </main>
    );
  }
  const paid = period.state === 'paid' || justPaid;
  return (
    <main className="container sale-page">
      <h1>{P.title}</h1>
      <TestModeNotice />
      <dl className="sale-instructions" data-testid="period-summary">
        <div>
          <dt>{P.product}</dt>
          <dd data-testid="period-product">{period.productName ?? ''}</dd>
        </div>
        <div>
          <dt>{P.seq}</dt>
          <dd>{period.seq}</dd>
        </div>
        <div>
          <dt>{P.dueDate}</dt>
          <dd data-testid="period-due-date">{chileanDate(period.dueDate)}</dd>
        </div>
        <div>
          <dt>{P.amount}</dt>
          <dd data-testid="period-amount">{period.amountClp === null ? '—' : formatMoney(period.amountClp, 'CLP')}</dd>
        </div>
        {period.amountUf !== null && (
          <div>
            <dt>{P.amountUf}</dt>
            <dd data-testid="period-amount-uf">{formatMoney(Number(period.amountUf), 'UF')}</dd>
          </div>
        )}
      </dl>
      {paid && (
        <section className="sale-box" data-testid="period-paid" aria-live="polite">
          <h2>{P.paidTitle}</h2>
          <p>{justPaid ? P.justPaid : P.paid}</p>
        </section>
      )}
      {!paid && period.state === 'closed' && (
        <p className="sale-box" data-testid="period-closed">
          {P.closed}
        </p>
      )}
      {!paid && period.state === 'payable' && <PaymentForm target={target} onPaid={onPaid} />}
    </main>
  );
}
