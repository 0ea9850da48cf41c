import { formatMoney } from '@domain/pricing/domain/money';
import { insuredPersons } from '@domain/pricing/domain/profile';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { pageData, takePageData } from '../../lib/page-data';
import { serverMarkup } from '../../lib/server-markup';
import { useIsMobile } from '../../lib/use-media';
import { useProgressiveCount } from '../../lib/use-progressive-count';
import { ShareLinkButton } from '../../shared/share-link/share-link-button';
import { useProfile } from '../../shared/profile/profile-context';
import { Pagination } from '../../components/pagination';
import { fetchClinics, type Clinic } from './api/get-clinics';
import { fetchIsapres, PLAN_FILTERS_LOAD, type IsapreOption } from './api/get-isapres';
import { prefetchedPlans, searchPlans, takePrefetchedPlans, type PlanSearchResponse } from './api/search-plans';
import { householdProfile } from './household-profile';
import { CareSimulator } from './care-simulator';
import { ClinicsMap } from './clinics-map';
import { PlanCard } from './plan-card';
import { PlanCompare } from './plan-compare';
import { PlanFilters } from './plan-filters';
import {
  planStateOf,
  TAXABLE_QUERY,
  toggleCompare,
  updatePlanState,
  writePlanState,
  type PlanSearchState,
} from './plan-state';
import { PLAN_TEXTS as T } from './texts';
import './plans.css';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ok'; response: PlanSearchResponse };

/**
 * /Comparar/Isapres[/{planCode}…]: the isapre plan comparator (issue 13). One search call per page of
 * 20 cards (prices, network and cost of care included), plus the isapre and clinic lists for the filters.
 */
export default function PlansPage() {
  const params = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => planStateOf(searchParams, params), [searchParams, params]);
  const profile = useProfile();
  const stored = profile.stored?.profile ?? null;
  // The search answered before the first render (the server's render, or the start-up prefetch already
  // here): the first render shows its cards, which the browser's hydration then keeps.
  const [load, setLoad] = useState<Load>(() => {
    const answer = profile.restored ? prefetchedPlans(state, stored) : undefined;
    return answer ? { status: 'ok', response: answer } : { status: 'loading' };
  });
  // The server's page came with the filter options (issue 31): drawn at once, they move nothing later.
  const [givenFilters] = useState(() => {
    const given = {
      isapres: pageData(PLAN_FILTERS_LOAD, 'isapres') as IsapreOption[] | undefined,
      clinics: pageData(PLAN_FILTERS_LOAD, 'clinics') as Clinic[] | undefined,
    };
    return given.isapres && given.clinics ? { isapres: given.isapres, clinics: given.clinics } : null;
  });
  const [isapres, setIsapres] = useState<IsapreOption[]>(givenFilters?.isapres ?? []);
  const [clinics, setClinics] = useState<Clinic[]>(givenFilters?.clinics ?? []);
  const [attempt, setAttempt] = useState(0);
  const [showCompare, setShowCompare] = useState(false);
  const mobile = useIsMobile();
  const [filtersOpen, setFiltersOpen] = useState(false);

  const update = useCallback(
    (next: Partial<PlanSearchState>) => setSearchParams(writePlanState(updatePlanState(state, next))),
    [state, setSearchParams],
  );

  const searchKey = JSON.stringify({ ...state, compare: undefined, stored, attempt });
  // The search the first render already answered (null once any other is asked).
  const answeredKey = useRef(load.status === 'ok' ? searchKey : null);
  useEffect(() => {
    if (!profile.restored) return;
    if (answeredKey.current === searchKey) {
      answeredKey.current = null;
      takePrefetchedPlans();
      return;
    }
    answeredKey.current = null;
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    searchPlans(state, stored, controller.signal)
      .then((response) => setLoad({ status: 'ok', response }))
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ status: 'error' });
      });
    return () => controller.abort();
    // searchKey stands for the state (without the compare slots) and the household.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchKey, profile.restored]);

  useEffect(() => {
    if (givenFilters) {
      takePageData(PLAN_FILTERS_LOAD, 'isapres');
      takePageData(PLAN_FILTERS_LOAD, 'clinics');
      return;
    }
    // Filter options after the first search is on its way: they never hold the first cards back.
    fetchIsapres()
      .then(setIsapres)
      .catch(() => setIsapres([]));
    fetchClinics()
      .then(setClinics)
      .catch(() => setClinics([]));
  }, [givenFilters]);

  const response = load.status === 'ok' ? load.response : null;
  const budget = response?.metaData.budget;
  const people = insuredPersons(stored).filter((p) => p.role !== 'mascota');
  const pages = response ? Math.max(1, Math.ceil(response.total / response.take)) : 1;
  // Cards are painted a few per task (short tasks on a slow phone: Total Blocking Time).
  // The server's cards are all in its HTML: hydration renders them all at once, as the server did.
  const [serverCards] = useState(() => (serverMarkup() && load.status === 'ok' ? load.response : null));
  const shown = useProgressiveCount(
    response?.data.length ?? 0,
    response,
    response && response === serverCards ? response.data.length : 2,
    3,
  );
  const onToggleCompare = useCallback(
    (code: string) => update({ compare: toggleCompare(state.compare, code) }),
    [state.compare, update],
  );

  return (
    <main className="container plans-page" aria-labelledby="plans-title">
      <h1 id="plans-title">{T.title}</h1>
      <p className="lead">{T.intro}</p>

      <section className="profile-banner plan-household" aria-label="Grupo familiar">
        <div>
          {people.length > 0 ? (
            <p data-testid="household-summary">
              {people.map((p) => p.label).join(' · ')}
              {budget?.ingreso ? ` · ingreso ${formatMoney(budget.ingreso, 'CLP')}` : ''}
            </p>
          ) : (
            <p role="note">{T.profileMissing}</p>
          )}
          {/* Always present (a non-breaking space until the answer): no layout shift when it arrives. */}
          <p data-testid="plan-budget">
            {budget
              ? budget.contribution !== null
                ? T.budgetWith(formatMoney(budget.contribution, 'CLP'), budget.capped)
                : T.budgetWithout
              : '\u00a0'}
          </p>
          <label className="check">
            <input type="checkbox" checked={state.taxable} onChange={(e) => update({ taxable: e.target.checked })} />{' '}
            {T.taxable}
          </label>
        </div>
        <button
          type="button"
          className="button button-primary"
          onClick={() => profile.openModal('ISAPRES')}
          data-testid="open-profile"
        >
          {people.length > 0 ? T.profileEdit : T.profileCta}
        </button>
      </section>

      <CareSimulator state={state} profile={householdProfile(stored, state.taxable)} onChange={update} />
      <ClinicsMap
        clinics={clinics}
        chosen={state.clinics}
        onToggleClinic={(url) =>
          update({
            clinics: state.clinics.includes(url) ? state.clinics.filter((c) => c !== url) : [...state.clinics, url],
          })
        }
      />

      <div className="results-toolbar">
        <p className="results-total" aria-live="polite" data-testid="plans-total">
          {response ? T.total(response.total) : '\u00a0'}
        </p>
        <label className="sort">
          {T.sort}{' '}
          <select
            value={state.order}
            onChange={(e) => update({ order: e.target.value as PlanSearchState['order'] })}
            data-testid="plan-sort"
          >
            {Object.entries(T.orders)
              .filter(([order]) => order !== 'yearlyCost' || state.scenarios.length > 0)
              .map(([order, label]) => (
                <option key={order} value={order}>
                  {label}
                </option>
              ))}
          </select>
        </label>
        <ShareLinkButton />
        {mobile && (
          <button
            type="button"
            className="button button-outline"
            aria-expanded={filtersOpen}
            aria-controls="plan-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {T.filters}
          </button>
        )}
      </div>

      {state.compare.length > 0 && (
        <section className="plan-compare-bar" aria-label="Planes para comparar" data-testid="compare-bar">
          <p>{T.compareSlots(state.compare.length)}</p>
          <ol>
            {[0, 1, 2].map((slot) => (
              <li key={slot}>{state.compare[slot] ?? T.compareEmptySlot}</li>
            ))}
          </ol>
          <button
            type="button"
            className="button button-primary button-small"
            aria-expanded={showCompare}
            onClick={() => setShowCompare((v) => !v)}
            data-testid="open-compare"
          >
            {showCompare ? T.compareClose : T.compareOpen}
          </button>
          <button type="button" className="button button-outline button-small" onClick={() => update({ compare: [] })}>
            {T.compareClear}
          </button>
        </section>
      )}
      {showCompare && state.compare.length > 0 && (
        <PlanCompare
          codes={state.compare}
          profile={stored}
          state={state}
          onRemove={(code) => update({ compare: state.compare.filter((c) => c !== code) })}
        />
      )}

      <div className="results-body">
        <aside className="results-filters" aria-label={T.filters}>
          <h2 className="filters-title">{T.filters}</h2>
          <PlanFilters
            key={searchParams.toString()}
            state={state}
            isapres={isapres}
            clinics={clinics}
            onChange={update}
          />
        </aside>
        <section className="results-list" aria-label="Planes" aria-busy={load.status === 'loading'}>
          <h2 className="visually-hidden">Planes</h2>
          {response?.metaData.scenarios.length ? (
            <p className="muted" data-testid="scenario-note">
              {T.sourceNote(response.metaData.scenarios[0]!.source, response.metaData.scenarios[0]!.asOf)}
              {response.metaData.insurance && ` ${T.insuranceIncluded(response.metaData.insurance.name)}`}
            </p>
          ) : null}
          {load.status === 'error' && (
            <div className="server-error" role="alert">
              <p>{T.error}</p>
              <button type="button" className="button button-primary" onClick={() => setAttempt((n) => n + 1)}>
                {T.retry}
              </button>
            </div>
          )}
          {response && response.total === 0 && <p className="results-empty">{T.empty}</p>}
          <ul
            className="plan-cards"
            data-testid="plan-cards"
            data-complete={load.status === 'ok' && shown === response?.data.length}
          >
            {response?.data.slice(0, shown).map((plan, index) => (
              <li key={plan.id} className={index >= 2 ? 'is-deferred' : undefined}>
                <PlanCard
                  plan={plan}
                  selected={state.compare.includes(plan.codigoplan)}
                  compareFull={state.compare.length >= 3}
                  onToggleCompare={onToggleCompare}
                  chosenClinics={state.clinics}
                  linkQuery={state.taxable ? TAXABLE_QUERY : ''}
                />
              </li>
            ))}
          </ul>
          <Pagination
            page={state.page}
            pages={pages}
            onPage={(page) => {
              update({ page });
              window.scrollTo({ top: 0 });
            }}
          />
        </section>
      </div>
    </main>
  );
}
