import { annualTopLabel } from '@domain/catalogue/domain/plan-search';
import { formatNumber } from '@domain/pricing/domain/money';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useProfile } from '../../shared/profile/profile-context';
import { fetchPlan, PLAN_LOAD } from './api/get-plan';
import { fetchPlanCost } from './api/get-plan-cost';
import { fetchPlanInfo } from './api/get-plan-info';
import type { Plan } from './api/plan';
import { householdProfile } from './household-profile';
import { CareTotal } from './care-breakdown';
import { CareSimulator } from './care-simulator';
import { CoverageSummary, PlanPrice } from './plan-card';
import { PlanPayment } from './plan-payment';
import { isTaxableQuery, TAXABLE_QUERY, type PlanSearchState } from './plan-state';
import { PLAN_TABS, PLAN_TEXTS as T } from './texts';
import { pageData, takePageData } from '../../lib/page-data';
import './plans.css';

type Factor = { role: string; ageFrom: number; ageTo: number; sexo: string | null; factor: number };
type Prestador = {
  id: number;
  name: string;
  url: string;
  city: string | null;
  hospitalPct: number;
  ambulatoryPct: number;
  preferente: boolean;
};
type Prestacion = {
  prestacion: string;
  coberturaPct: number;
  topeUf: number | null;
  restringida: boolean;
  restriccion: string | null;
};
type Arancel = { codigo: string; prestacion: string; arancelUf: number };

/** An unknown plan leads to /comparar (spec 02 §2.2, spec 03 §8); the server redirects it to the comparator. */
export function leaveToComparator() {
  window.location.replace('/comparar');
}

function TabContent({ tab, plan }: { tab: string; plan: Plan }) {
  const [data, setData] = useState<unknown>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const kind =
      tab === 'coberturas' || tab === 'restricciones'
        ? 'prestaciones'
        : tab === 'prestadores'
          ? 'prestadoresplan'
          : tab === 'factores-de-riesgo'
            ? 'factores'
            : tab === 'aranceles'
              ? 'aranceles'
              : null;
    if (!kind) return;
    let live = true;
    setData(null);
    fetchPlanInfo(kind, plan.codigoplan)
      .then((value) => live && setData(value))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [tab, plan.codigoplan]);

  if (tab === 'resumen') {
    return (
      <div>
        <CoverageSummary plan={plan} />
        <p>
          {plan.modalidadplan.label} · {plan.amplitudcobertura}
          {plan.maternity === 'reducidoParto' ? ' · Parto reducido' : ' · Con parto'} · Línea {plan.lineaplan}
        </p>
        <p className="muted">
          Precio base {formatNumber(plan.basePriceUf, 4)} UF × suma de factores de riesgo + GES {plan.price.gesUf} UF.
        </p>
      </div>
    );
  }
  if (failed) return <p role="alert">No pudimos cargar esta información. Intenta de nuevo.</p>;
  if (data === null) return <p>{T.loading}</p>;
  if (tab === 'coberturas') {
    const rows = data as Prestacion[];
    return (
      <table>
        <caption>Coberturas por prestación</caption>
        <thead>
          <tr>
            <th scope="col">Prestación</th>
            <th scope="col">Cobertura</th>
            <th scope="col">Tope</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.prestacion}>
              <th scope="row">{r.prestacion}</th>
              <td>{r.coberturaPct}%</td>
              <td>{r.topeUf === null ? 'Sin tope' : `${formatNumber(r.topeUf, 2)} UF`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  if (tab === 'restricciones') {
    const rows = (data as Prestacion[]).filter((r) => r.restringida);
    return rows.length === 0 ? (
      <p>Este plan no tiene prestaciones restringidas.</p>
    ) : (
      <ul>
        {rows.map((r) => (
          <li key={r.prestacion}>
            {r.prestacion}: cobertura {r.coberturaPct}% ({r.restriccion})
          </li>
        ))}
      </ul>
    );
  }
  if (tab === 'prestadores') {
    const rows = data as Prestador[];
    return (
      <table>
        <caption>Prestadores del plan</caption>
        <thead>
          <tr>
            <th scope="col">Prestador</th>
            <th scope="col">Hospitalaria</th>
            <th scope="col">Ambulatoria</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row">
                <Link to={`/Clinicas-y-Hospitales/${r.url}`}>{r.name}</Link>
                {r.preferente && ' (preferente)'}
                {r.city && <small className="muted"> · {r.city}</small>}
              </th>
              <td>{r.hospitalPct}%</td>
              <td>{r.ambulatoryPct}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  if (tab === 'factores-de-riesgo') {
    const { table, factors } = data as { table: string | null; factors: Factor[] };
    return (
      <table>
        <caption>{table ?? 'Tabla de factores'}</caption>
        <thead>
          <tr>
            <th scope="col">Tipo</th>
            <th scope="col">Edad</th>
            <th scope="col">Sexo</th>
            <th scope="col">Factor</th>
          </tr>
        </thead>
        <tbody>
          {factors.map((f, i) => (
            <tr key={i}>
              <th scope="row">{f.role === 'carga' ? 'Carga' : 'Cotizante'}</th>
              <td>
                {f.ageFrom}–{f.ageTo >= 120 ? 'más' : f.ageTo} años
              </td>
              <td>{f.sexo ?? 'Ambos'}</td>
              <td>{formatNumber(f.factor, 2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  const rows = data as Arancel[];
  return (
    <table>
      <caption>Aranceles del plan (UF)</caption>
      <thead>
        <tr>
          <th scope="col">Código</th>
          <th scope="col">Prestación</th>
          <th scope="col">Arancel</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.codigo}>
            <td>{r.codigo}</td>
            <th scope="row">{r.prestacion}</th>
            <td>{formatNumber(r.arancelUf, 2)} UF</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /Isapre/{url}/Planes/{planCode}[/{openTab}] (spec 02 §2.1, spec 03 §2): the plan with its tabs and simulator. */
export default function PlanPage() {
  const params = useParams();
  const code = params.planId ?? '';
  const tab = params.openTab && PLAN_TABS.includes(params.openTab) ? params.openTab : 'resumen';
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  // The comparator's 'my income is already taxable' choice travels in the address (?renta=imponible).
  const taxable = isTaxableQuery(searchParams);
  const query = taxable ? TAXABLE_QUERY : '';
  const profile = useProfile();
  const stored = profile.stored?.profile ?? null;
  const household = useMemo(() => householdProfile(stored, taxable), [stored, taxable]);
  // A page the server rendered starts from the plan it was rendered from (issue 31; no household there).
  const [given] = useState(() => (household === null ? (pageData(PLAN_LOAD, code) as Plan | undefined) : undefined));
  const [plan, setPlan] = useState<Plan | null>(given ?? null);
  const answered = useRef(given ? code : null);
  const [sim, setSim] = useState<
    Pick<PlanSearchState, 'scenarios' | 'network' | 'consultations' | 'exams' | 'medicineMonths' | 'insurance'>
  >({
    scenarios: [],
    network: 'preferente',
    consultations: null,
    exams: null,
    medicineMonths: null,
    insurance: null,
  });
  const [cost, setCost] = useState<Plan['careCost']>(null);

  useEffect(() => {
    if (!profile.restored) return;
    const adopt = (found: Plan) => {
      // The plan lives under its own isapre: a wrong isapre segment is corrected.
      if (params.urlIsapre !== found.isapre.url) {
        navigate(`${found.url}${params.openTab ? `/${params.openTab}` : ''}${query}`, { replace: true });
      }
      setPlan(found);
    };
    if (answered.current === code && household === null && given) {
      answered.current = null;
      takePageData(PLAN_LOAD, code);
      adopt(given);
      return;
    }
    answered.current = null;
    let live = true;
    fetchPlan(code, household)
      .then((found) => {
        if (live) adopt(found);
      })
      .catch((error: unknown) => {
        if (live && error instanceof ApiError && error.status === 404) leaveToComparator();
      });
    return () => {
      live = false;
    };
    // given holds from the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, household, query, profile.restored, params.urlIsapre, params.openTab, navigate]);

  useEffect(() => {
    if (!plan || sim.scenarios.length === 0) {
      setCost(null);
      return;
    }
    let live = true;
    fetchPlanCost(plan.codigoplan, household, sim)
      .then((r) => live && setCost(r.plan.careCost))
      .catch(() => live && setCost(null));
    return () => {
      live = false;
    };
  }, [plan, household, sim]);

  if (!plan) {
    return (
      <main className="container" aria-busy="true">
        <p>{T.loading}</p>
      </main>
    );
  }
  return (
    <main className="container plan-page" aria-labelledby="plan-title">
      <p>
        <Link to="/Comparar/Isapres">Volver al comparador de planes</Link>
      </p>
      <p className="plan-isapre">{plan.isapre.name}</p>
      <h1 id="plan-title">{plan.nombreplan}</h1>
      <p className="muted">
        Código {plan.codigoplan} · {plan.modalidadplan.label} · {annualTopLabel(plan.topeanual)}
        {plan.sample && ` · ${T.sample}`}
      </p>
      <div className="plan-page-top">
        <PlanPrice plan={plan} />
        <Link
          to={`${plan.url}/Solicitar`}
          state={{ product: { code: plan.codigoplan, name: plan.nombreplan, type: 'ISAPRES' } }}
          className="button button-primary"
        >
          {T.solicitar}
        </Link>
      </div>
      <nav aria-label="Secciones del plan" className="plan-tabs">
        <ul>
          {PLAN_TABS.map((slug) => (
            <li key={slug}>
              <Link
                to={`${slug === 'resumen' ? plan.url : `${plan.url}/${slug}`}${query}`}
                aria-current={slug === tab ? 'page' : undefined}
                replace
              >
                {T.tabs[slug]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="plan-tab" aria-labelledby="plan-tab-title" data-testid="plan-tab">
        <h2 id="plan-tab-title">{T.tabs[tab]}</h2>
        <TabContent key={`${plan.codigoplan}/${tab}`} tab={tab} plan={plan} />
      </section>
      <PlanPayment
        plan={plan}
        taxable={taxable}
        onTaxable={(next) => setSearchParams(next ? { renta: 'imponible' } : {}, { replace: true })}
        onEditIncome={() => profile.openModal('ISAPRES')}
      />
      <CareSimulator
        state={sim}
        profile={household}
        onChange={(next) => setSim((current) => ({ ...current, ...next }))}
      />
      {cost && <CareTotal cost={cost} />}
    </main>
  );
}
