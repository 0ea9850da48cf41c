import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { fetchPlan } from './api/get-plan';
import { leaveToComparator } from './plan-page';
import { PLAN_TEXTS as T } from './texts';

/**
 * planSI/R/{codigo}[/{tabOpen}]: where the legacy plan paths land (spec 02 §2.2: {urlIsapre}/planes/{codigo},
 * planesi/{codigo}, plan/{codigo}); the plan is looked up and shown at /Isapre/{url}/Planes/{code}[/{tab}].
 */
export default function PlanSiPage() {
  const params = useParams();
  const navigate = useNavigate();
  const parts = (params['*'] ?? '').split('/').filter(Boolean);
  const [code, tab] = parts[0] === 'R' ? [parts[1], parts[2]] : [parts[0], parts[1]];
  useEffect(() => {
    if (!code) {
      leaveToComparator();
      return;
    }
    let live = true;
    fetchPlan(code, null)
      .then((plan) => live && navigate(`${plan.url}${tab ? `/${tab}` : ''}`, { replace: true }))
      .catch((error: unknown) => {
        if (live && (!(error instanceof ApiError) || error.status === 404)) leaveToComparator();
      });
    return () => {
      live = false;
    };
  }, [code, tab, navigate]);
  return (
    <main className="container" aria-busy="true">
      <p>{T.loading}</p>
    </main>
  );
}
