import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useProfile } from '../../shared/profile/profile-context';
import type { Plan } from './api/plan';
import { searchPlans } from './api/search-plans';
import { PlanPrice } from './plan-card';
import { readPlanState } from './plan-state';
import { PLAN_TEXTS as T } from './texts';
import './plans.css';

/**
 * The plans of one isapre, cheapest first for the visitor's household, for the isapre landing page
 * /Isapre/{url} (the organization page mounts it). Links to the full, filterable list.
 */
export function IsaprePlansSection({ isapreUrl, take = 6 }: { isapreUrl: string; take?: number }) {
  const profile = useProfile();
  const stored = profile.stored?.profile ?? null;
  const [plans, setPlans] = useState<{ data: Plan[]; total: number } | null>(null);
  useEffect(() => {
    if (!profile.restored) return;
    const controller = new AbortController();
    const state = { ...readPlanState(new URLSearchParams()), isapres: [isapreUrl] };
    searchPlans(state, stored, controller.signal)
      .then((response) => setPlans({ data: response.data.slice(0, take), total: response.total }))
      .catch(() => setPlans({ data: [], total: 0 }));
    return () => controller.abort();
  }, [isapreUrl, stored, profile.restored, take]);
  return (
    <section className="isapre-plans" aria-labelledby="isapre-plans-title">
      <h2 id="isapre-plans-title">Planes de esta isapre</h2>
      {!plans && <p>{T.loading}</p>}
      {plans && plans.total === 0 && <p>Esta isapre no ofrece planes a nuevos afiliados.</p>}
      <ul className="plan-cards">
        {plans?.data.map((plan) => (
          <li key={plan.id} className="plan-card">
            <h3>
              <Link to={plan.url}>{plan.nombreplan}</Link>
            </h3>
            <p className="muted">
              {plan.codigoplan} · {plan.modalidadplan.label}
            </p>
            <PlanPrice plan={plan} />
          </li>
        ))}
      </ul>
      {plans && plans.total > 0 && (
        <Link to={`/Isapre/${isapreUrl}/Planes`} className="button button-outline">
          Ver los {plans.total} planes
        </Link>
      )}
    </section>
  );
}
