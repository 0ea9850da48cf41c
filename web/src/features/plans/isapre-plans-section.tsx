import { Link } from 'react-router';
import { useLoad } from '../../lib/use-load';
import { useProfile } from '../../shared/profile/profile-context';
import {
  fetchIsaprePlans,
  ISAPRE_PLANS_LOAD,
  ISAPRE_PLANS_TAKE,
  isaprePlansKey,
  type IsaprePlans,
} from './api/isapre-plans';
import { PlanPrice } from './plan-card';
import { PLAN_TEXTS as T } from './texts';
import './plans.css';

/**
 * The plans of one isapre, cheapest first for the visitor's household, for the isapre landing page
 * /Isapre/{url} (the organization page mounts it). Links to the full, filterable list.
 */
export function IsaprePlansSection({ isapreUrl, take = ISAPRE_PLANS_TAKE }: { isapreUrl: string; take?: number }) {
  const profile = useProfile();
  const stored = profile.stored?.profile ?? null;
  // Keyed by what the call reads (issue 24: never by the profile object's identity). A page the server
  // rendered starts from the plans it was rendered with (ISAPRE_PLANS_LOAD, issue 31).
  const [load] = useLoad<IsaprePlans>(
    profile.restored ? isaprePlansKey(isapreUrl, stored, take) : null,
    () => fetchIsaprePlans(isapreUrl, stored, take).catch(() => ({ data: [], total: 0 })),
    ISAPRE_PLANS_LOAD,
  );
  const plans = load.status === 'ok' ? load.value : null;
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
