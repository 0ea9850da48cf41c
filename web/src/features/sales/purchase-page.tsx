import { CONFIRMATION_SEGMENT } from '@domain/sales/domain/steps';
import type { StepValues } from '@domain/sales/domain/sale-form';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { fetchSale } from './api/get-sale';
import type { Sale } from './api/sale';
import { saveStep } from './api/save-step';
import { forgetStartKey, startKeyFor, startSale } from './api/start-sale';
import { PaymentStep } from './payment-step';
import { PurchaseSummaryBox } from './purchase-summary-box';
import { clearSession, loadSession, saveSession, sessionFromQuery, storedProfile } from './sale-session';
import { StepForm } from './step-form';
import { TestModeNotice } from './test-mode-notice';
import { SALE_TEXTS as T } from './texts';
import './sales.css';

const POLICY_POLL_MS = 3000;
const POLICY_POLLS = 10;

/**
 * /Compra-Online/{productCode}/{step segment} (spec 03 §2): the purchase of one product, its steps
 * ordered by orderPosition, each a server-defined form; the last shows as Confirmacion. Forward and back
 * keep what was typed (kept per step in this page, and on the server once a step is saved).
 */
export default function PurchasePage() {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [productCode = '', segment] = (params['*'] ?? '').split('/');
  const [session, setSession] = useState<{ id: string; token: string } | null>(null);
  const [sale, setSale] = useState<Sale | null>(null);
  const [values, setValues] = useState<Record<string, StepValues>>({});
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async (id: string, token: string) => {
    const fresh = await fetchSale(id, token);
    setSale(fresh);
    setValues((current) => {
      const next = { ...current };
      for (const step of fresh.steps) if (step.data && !next[step.code]) next[step.code] = step.data;
      return next;
    });
    return fresh;
  }, []);

  // Open the shared sale, the stored one (under 10 h), or a new one.
  useEffect(() => {
    if (!productCode) return;
    let live = true;
    (async () => {
      const shared = sessionFromQuery(location.search);
      const candidates = [shared, loadSession(productCode)].filter((s): s is { id: string; token: string } => !!s);
      for (const candidate of candidates) {
        try {
          const found = await load(candidate.id, candidate.token);
          if (!live) return;
          if (found.productCode !== productCode) continue;
          saveSession(productCode, candidate);
          setSession(candidate);
          return;
        } catch {
          // Expired or foreign: start a new purchase.
        }
      }
      clearSession(productCode);
      const created = await startSale({ productCode, profile: storedProfile() }, startKeyFor(productCode));
      if (!live) return;
      saveSession(productCode, created);
      forgetStartKey(productCode);
      setSession(created);
      await load(created.id, created.token);
    })().catch((e: unknown) => live && setError(e instanceof Error ? e.message : T.startError));
    return () => {
      live = false;
    };
    // The sale is chosen once per product; the step segment moves within it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [productCode]);

  // Paid but the policy not issued yet: look again a few times, so the summary shows its number.
  const awaitingPolicy = !!sale && !!session && sale.status === 'OK' && !sale.policy;
  useEffect(() => {
    if (!awaitingPolicy || !session) return;
    let tries = 0;
    const timer = setInterval(() => {
      tries += 1;
      if (tries > POLICY_POLLS) clearInterval(timer);
      else void load(session.id, session.token).catch(() => undefined);
    }, POLICY_POLL_MS);
    return () => clearInterval(timer);
  }, [awaitingPolicy, session, load]);

  if (error) {
    return (
      <main className="container sale-page">
        <h1>{T.title}</h1>
        <TestModeNotice />
        <p className="form-error" role="alert" data-testid="sale-error">
          {error}
        </p>
      </main>
    );
  }
  if (!sale || !session) {
    return (
      <main className="container sale-page" aria-busy="true">
        <h1>{T.title}</h1>
        <TestModeNotice />
        <p>{T.loading}</p>
      </main>
    );
  }

  const steps = [...sale.steps].sort((a, b) => a.orderPosition - b.orderPosition);
  const paid = sale.status === 'OK';
  const resume = steps.find((step) => step.status === 'PENDING' && step.code !== 'PAYMENT') ?? steps.at(-1)!;
  const current = segment ? steps.find((step) => step.segment.toLowerCase() === segment.toLowerCase()) : undefined;
  const base = `/Compra-Online/${encodeURIComponent(productCode)}`;
  if (!current || (paid && current.code !== 'PAYMENT')) {
    const target = paid ? CONFIRMATION_SEGMENT : resume.segment;
    return <Navigate to={`${base}/${target}`} replace />;
  }
  if (current.segment !== segment) return <Navigate to={`${base}/${current.segment}`} replace />;
  const index = steps.indexOf(current);
  const previous = index > 0 ? steps[index - 1] : undefined;
  const go = (to: string) => navigate(`${base}/${to}`);

  return (
    <main className="container sale-page">
      <h1>{T.title}</h1>
      <TestModeNotice />
      <p className="lead" data-testid="sale-product">
        {sale.productName ?? sale.productCode}
      </p>
      <ol className="sale-steps" aria-label="Pasos de la compra">
        {steps.map((step) => (
          <li
            key={step.code}
            aria-current={step === current ? 'step' : undefined}
            className={step.status === 'COMPLETED' || paid ? 'is-done' : undefined}
          >
            {step.code === 'PAYMENT' && paid ? 'Confirmación' : step.title}
          </li>
        ))}
      </ol>
      <p className="sale-muted">{T.stepOf(index + 1, steps.length)}</p>

      {paid ? (
        <PurchaseSummaryBox sale={sale} />
      ) : current.code === 'PAYMENT' ? (
        <PaymentStep
          sale={sale}
          token={session.token}
          shownPaymentId={new URLSearchParams(location.search).get('pago')}
          onPaid={() => void load(session.id, session.token)}
          onBack={() => previous && go(previous.segment)}
        />
      ) : (
        <>
          <h2>{current.title}</h2>
          <StepForm
            key={current.code}
            step={current}
            values={values[current.code] ?? {}}
            onChange={(next) => setValues((all) => ({ ...all, [current.code]: next }))}
            onBack={previous ? () => go(previous.segment) : undefined}
            onSubmit={async (stepValues) => {
              await saveStep(session.id, session.token, current.code, stepValues);
              const fresh = await load(session.id, session.token);
              const after = [...fresh.steps].sort((a, b) => a.orderPosition - b.orderPosition);
              go(after[index + 1]?.segment ?? CONFIRMATION_SEGMENT);
            }}
          />
        </>
      )}
    </main>
  );
}
