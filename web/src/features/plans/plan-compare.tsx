import { annualTopLabel } from '@domain/catalogue/domain/plan-search';
import type { Profile } from '@domain/pricing/domain/profile';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { fetchPlan } from './api/get-plan';
import { fetchPlanCost } from './api/get-plan-cost';
import type { Plan } from './api/plan';
import { householdProfile } from './household-profile';
import { CareTotal } from './care-breakdown';
import { PlanPrice } from './plan-card';
import { TAXABLE_QUERY, type PlanSearchState } from './plan-state';
import { PLAN_TEXTS as T } from './texts';

type Row = { label: string; cell(plan: Plan): ReactNode };

const ROWS: Row[] = [
  { label: 'Precio mensual', cell: (p) => <PlanPrice plan={p} /> },
  { label: 'Isapre', cell: (p) => p.isapre.name },
  { label: 'Modalidad', cell: (p) => p.modalidadplan.label },
  {
    label: 'Cobertura hospitalaria',
    cell: (p) =>
      `${p.coverage.preferredHospital !== null ? `${p.coverage.preferredHospital}% preferente · ` : ''}${p.coverage.hospital}% libre elección`,
  },
  {
    label: 'Cobertura ambulatoria',
    cell: (p) =>
      `${p.coverage.preferredAmbulatory !== null ? `${p.coverage.preferredAmbulatory}% preferente · ` : ''}${p.coverage.ambulatory}% libre elección`,
  },
  { label: 'Tope anual', cell: (p) => annualTopLabel(p.topeanual) },
  {
    label: 'Restricciones',
    cell: (p) =>
      p.prestacionesrest.every((r) => r.code === 6) ? T.none : p.prestacionesrest.map((r) => r.description).join(', '),
  },
  { label: 'Maternidad', cell: (p) => (p.maternity === 'reducidoParto' ? 'Parto reducido' : 'Con parto') },
  { label: 'Prestadores', cell: (p) => p.network.map((n) => n.name).join(', ') || '—' },
  { label: 'Cobertura geográfica', cell: (p) => p.amplitudcobertura },
  { label: T.yearly, cell: (p) => (p.careCost ? <CareTotal cost={p.careCost} /> : '—') },
];

/** Up to 3 plans side by side (the 3 slots of spec 03 §4); the slots live in the URL, so it is shareable. */
export function PlanCompare({
  codes,
  profile,
  state,
  onRemove,
}: {
  codes: string[];
  profile: Profile | null;
  state: PlanSearchState;
  onRemove(code: string): void;
}) {
  const [plans, setPlans] = useState<Record<string, Plan | 'error'>>({});
  const key = JSON.stringify([
    codes,
    profile,
    state.scenarios,
    state.network,
    state.consultations,
    state.exams,
    state.medicineMonths,
    state.insurance,
    state.taxable,
  ]);
  useEffect(() => {
    let live = true;
    const household = householdProfile(profile, state.taxable);
    for (const code of codes) {
      const load =
        state.scenarios.length > 0
          ? fetchPlanCost(code, household, state).then((r) => r.plan)
          : fetchPlan(code, household);
      load
        .then((plan) => live && setPlans((current) => ({ ...current, [code]: plan })))
        .catch(() => live && setPlans((current) => ({ ...current, [code]: 'error' })));
    }
    return () => {
      live = false;
    };
    // key stands for the codes, household and simulator choices.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const loaded = codes.map((code) => plans[code]);
  return (
    <section className="plan-compare" aria-labelledby="plan-compare-title" data-testid="plan-compare">
      <h2 id="plan-compare-title">{T.compareTitle}</h2>
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <td />
              {codes.map((code, i) => {
                const plan = loaded[i];
                return (
                  <th key={code} scope="col">
                    {plan && plan !== 'error' ? (
                      <Link to={`${plan.url}${state.taxable ? TAXABLE_QUERY : ''}`}>{plan.nombreplan}</Link>
                    ) : (
                      code
                    )}
                    <br />
                    <button type="button" className="button button-outline button-small" onClick={() => onRemove(code)}>
                      {T.compareRemove}
                      <span className="visually-hidden"> {code}</span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {codes.map((code, i) => {
                  const plan = loaded[i];
                  return (
                    <td key={code}>
                      {plan === undefined ? T.loading : plan === 'error' ? 'No disponible' : row.cell(plan)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
