import { INSURANCE_TYPES, PRODUCT_TYPES } from '@domain/catalogue/domain/categories';
import type { CompareResponse } from '@domain/catalogue/domain/compare';
import type { CoverageTag, ProductCard as Card } from '@domain/catalogue/domain/product-card';
import { withPromoCard } from '@domain/catalogue/domain/promo-card';
import { insuranceTypeBySegment } from '@domain/content/domain/insurance-types';
import { fullTitle } from '@domain/content/domain/site-head';
import { firstContributorAge, insuredPersons, type Prevision } from '@domain/pricing/domain/profile';
import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { t } from '../../i18n/t';
import { serverMarkup } from '../../lib/server-markup';
import { useIsMobile } from '../../lib/use-media';
import { useProgressiveCount } from '../../lib/use-progressive-count';
import { useCompare } from '../../shared/compare/compare-context';
import { ShareLinkButton } from '../../shared/share-link/share-link-button';
import { searchFiltersOf } from '../../shared/price-alerts/api/save-search';
import { SaveProductDialog, SaveSearchButton } from '../../shared/price-alerts/save-search-button';
import type { SaveSearchTarget } from '../../shared/price-alerts/save-search-dialog';
import { ClinicsBanner } from '../../components/clinics-banner';
import { NotFoundPage } from '../../components/not-found-page';
import { useProfile } from '../../shared/profile/profile-context';
import { useSiteOptions } from '../../shared/site/site-options';
import { fetchCardCoverages } from './api/get-card-coverages';
import { comparisonBody, fetchComparison, prefetchedAnswer, takePrefetched } from './api/get-comparison';
import { CardSkeletons } from './card-skeleton';
import { Filters, type FilterOptions } from './filters';
import { lineConfigFor } from './lines';
import { Pagination } from '../../components/pagination';
import { ProductCard, type CoverageState } from './product-card';
import { InsurablePersonsPopover } from './insurable-persons-popover';
import { PromoCard } from './promo-card';
import { readSearchState, SORT_ORDERS, writeSearchState, type SearchState } from './search-state';
import { useFilterOptions } from './use-filter-options';

const DetailModal = lazy(() => import('./detail/detail-modal'));

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ok'; response: CompareResponse };
type CoverageEntry = { state: CoverageState; coverages: { tags: CoverageTag[] } | null };

/** The result list of /Comparar/{line}[/{insuranceType}] (spec 01 §2, §4). */
export default function ResultsPage({ line: fixedLine, heading }: { line?: string; heading?: string }) {
  const params = useParams();
  const segment = fixedLine ?? params.line ?? 'Seguros-de-Salud';
  const line = lineConfigFor(segment);
  const typeSegment = params.insuranceType;
  const typeName = typeSegment ? insuranceTypeBySegment(typeSegment)?.displayName : undefined;
  if (!line || (typeSegment && !typeName)) return <NotFoundPage />;
  return (
    <Results
      key={`${segment}/${typeSegment ?? ''}`}
      line={line}
      typeSegment={typeSegment}
      title={heading ?? (typeName ? `${line.title}: ${typeName}` : line.title)}
    />
  );
}

function Results({
  line,
  typeSegment,
  title,
}: {
  line: NonNullable<ReturnType<typeof lineConfigFor>>;
  typeSegment?: string;
  title: string;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readSearchState(searchParams), [searchParams]);
  const mobile = useIsMobile();
  const view = mobile ? 'list' : state.view;
  const profile = useProfile();
  const compare = useCompare();
  // A partner's site is a showcase unless it disabled it (spec 02 §1, partners/domain/site-options.ts).
  const site = useSiteOptions();
  const storedProfile = profile.stored?.profile ?? null;
  const insuranceTypes = typeSegment ? [typeSegment] : [];
  // The comparison prefetched at start-up, when it already answered: the first render shows its cards.
  const [load, setLoad] = useState<Load>(() => {
    const answer = profile.restored ? prefetchedAnswer(line, state, storedProfile, { insuranceTypes }) : undefined;
    return answer ? { status: 'ok', response: answer } : { status: 'loading' };
  });
  const [coverage, setCoverage] = useState<Record<number, CoverageEntry>>({});
  const [detail, setDetail] = useState<Card | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [saveProduct, setSaveProduct] = useState<SaveSearchTarget | null>(null);
  const [attempt, setAttempt] = useState(0);
  const heading = t('results.title', { title: title });
  useEffect(() => {
    // The same title the server put in <head> (content/domain/site-head.ts), kept on client navigation.
    document.title = fullTitle(heading);
  }, [heading]);
  const profileEntered = !!profile.stored?.ingresodatos;
  const organizationOptions = useFilterOptions(line);

  const requestKey = JSON.stringify({ ...state, view: undefined, storedProfile, typeSegment, attempt });
  // The search the first render already answered from the prefetch (null once any other is asked).
  const answeredKey = useRef(load.status === 'ok' ? requestKey : null);
  useEffect(() => {
    if (!profile.restored) return;
    if (answeredKey.current === requestKey) {
      answeredKey.current = null;
      takePrefetched();
      return;
    }
    answeredKey.current = null;
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchComparison(line, state, storedProfile, { insuranceTypes }, controller.signal)
      .then((response) => {
        // Twenty cards are the page's largest render: sliced by React so the main thread stays free.
        startTransition(() => {
          setCoverage({});
          setLoad({ status: 'ok', response });
        });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.error(error);
          setLoad({ status: 'error' });
        }
      });
    return () => controller.abort();
    // requestKey stands for state, profile and type: one request per distinct search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [requestKey, profile.restored]);

  // Price alerts (issue 29) need the visitor's profile: the alternatives are priced exactly for it.
  const alertTarget = useMemo(
    () =>
      storedProfile && profileEntered
        ? (): SaveSearchTarget => ({
            kind: 'search',
            profile: storedProfile as unknown as Record<string, unknown>,
            filters: searchFiltersOf(comparisonBody(line, state, storedProfile, { insuranceTypes })),
          })
        : null,
    // insuranceTypes follows typeSegment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [storedProfile, profileEntered, line, state, typeSegment],
  );
  const onSaveProduct = useCallback(
    (card: Card) => {
      if (!alertTarget) return;
      setSaveProduct({
        ...alertTarget(),
        kind: 'product',
        productCode: card.productCode,
        productName: card.displayName,
      });
    },
    [alertTarget],
  );

  const update = useCallback(
    (next: Partial<SearchState>) => {
      const resetsPage = Object.keys(next).some((key) => key !== 'page' && key !== 'view');
      setSearchParams(writeSearchState({ ...state, ...next, ...(resetsPage ? { page: 1 } : {}) }));
    },
    [state, setSearchParams],
  );

  const retry = useCallback((card: Card) => {
    setCoverage((current) => ({ ...current, [card.id]: { state: 'loading', coverages: null } }));
    fetchCardCoverages(card.id)
      .then((coverages) => setCoverage((current) => ({ ...current, [card.id]: { state: 'loaded', coverages } })))
      .catch(() => setCoverage((current) => ({ ...current, [card.id]: { state: 'error', coverages: null } })));
  }, []);

  const upperTypes = PRODUCT_TYPES[line.productType] ?? [];
  const options: FilterOptions = {
    insuranceTypes: typeSegment
      ? []
      : INSURANCE_TYPES.filter(
          (type) => (site.showcase || !type.showcaseOnly) && upperTypes.some((u) => u === type.upperType),
        ).map((type) => ({ value: type.urlSegment, label: type.displayName })),
    organizations: organizationOptions.organizations,
    coverageOrganizations: organizationOptions.coverageOrganizations,
    previsiones: [
      { value: 'Fonasa', label: 'Fonasa' },
      { value: 'Isapre', label: 'Isapre' },
    ],
  };

  const response = load.status === 'ok' ? load.response : null;
  const pages = response ? Math.max(1, Math.ceil(response.total / response.take)) : 1;
  const people = insuredPersons(storedProfile);
  const pets = people.filter((person) => person.role === 'mascota').length;
  const entries = response
    ? withPromoCard(response.data, null, {
        firstContributorAge: firstContributorAge(storedProfile),
        isShowcase: site.showcase,
        compareApplicable: true,
      })
    : [];
  // The list is complete once the browser has it (rendered or hydrated), not in the server's HTML: the
  // attribute tells tests and benchmarks that the page's cards answer.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  // Cards come two, then three per task, except the answer the server rendered (its own render, or the
  // browser's hydration of that HTML): those cards are all on the page already.
  const [serverCards] = useState(() => (serverMarkup() && load.status === 'ok' ? load.response : null));
  const shown = useProgressiveCount(entries.length, response, response === serverCards ? entries.length : 2, 3);
  const selectedIds = new Set(compare.items.map((item) => item.id));
  const tooltipKey =
    line.productType === 'SEGURO_MASCOTAS'
      ? 'results.profile.tooltip.pets'
      : line.organizationType.includes('ISAPRE') ||
          !['SEGURO COLECTIVO', 'SEGURO DE GUARDIA'].includes(line.productType)
        ? 'results.profile.tooltip'
        : 'results.profile.tooltip.collective';

  return (
    <main className="container results" aria-labelledby="results-title">
      {/* Rendered by the server too (web/src/entry-server.tsx): everything above the cards is the same on
          phones and desktops until the data arrive, the breakpoint differences are CSS, so replacing the
          server's first screen moves nothing. */}
      <h1 id="results-title">{heading}</h1>

      <section className="profile-banner" aria-label={t('header.profile')}>
        {profileEntered ? (
          <p>
            <span data-testid="insured-count">
              {pets > 0
                ? t('results.profile.for', {
                    count: pets,
                    who: t(pets === 1 ? 'results.profile.pet' : 'results.profile.pets'),
                  })
                : people.length > 0
                  ? t('results.profile.for', {
                      count: people.length,
                      who: t(people.length === 1 ? 'results.profile.person' : 'results.profile.persons'),
                    })
                  : t('profile.saved')}
            </span>{' '}
            {(pets > 0 || people.length > 0) && <InsurablePersonsPopover productType={line.productType} />}
          </p>
        ) : (
          <p role="note" data-testid="profile-tooltip">
            {t(tooltipKey)}
          </p>
        )}
        <button
          type="button"
          className="button button-primary"
          onClick={() => profile.openModal(line.productType)}
          data-testid="open-profile"
        >
          {profileEntered ? t('results.profile.edit') : t('results.profile.cta')}
        </button>
      </section>

      <div className="results-toolbar">
        <p className="results-total" aria-live="polite" data-testid="results-total">
          {response
            ? response.total === 1
              ? t('results.total.one')
              : t('results.total', { total: response.total })
            : '\u00a0'}
        </p>
        <label className="sort">
          {t('results.sort')}
          <select
            value={state.order}
            onChange={(event) => update({ order: event.target.value as SearchState['order'] })}
            data-testid="sort"
          >
            {SORT_ORDERS.map((order) => (
              <option key={order} value={order}>
                {t(`results.sort.${order}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="view-toggle desktop-only" role="group" aria-label={t('results.view')}>
          <button type="button" aria-pressed={view === 'list'} onClick={() => update({ view: 'list' })}>
            {t('results.view.list')}
          </button>
          <button type="button" aria-pressed={view === 'grid'} onClick={() => update({ view: 'grid' })}>
            {t('results.view.grid')}
          </button>
        </div>
        {!site.card.hideShare && <ShareLinkButton />}
        {alertTarget && <SaveSearchButton target={alertTarget} />}
        <button
          type="button"
          className="button button-outline mobile-only"
          aria-expanded={filtersOpen}
          aria-controls="results-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {t('results.filters.open')}
        </button>
      </div>

      <div className="results-body">
        <aside
          id="results-filters"
          className={filtersOpen ? 'results-filters is-open' : 'results-filters'}
          aria-label={t('results.filters')}
        >
          <h2 className="filters-title">{t('results.filters')}</h2>
          {/* Hidden filters are not rendered at all: less work before the first cards paint on a phone. */}
          {(!mobile || filtersOpen) && (
            <Filters key={searchParams.toString()} state={state} options={options} onChange={update} />
          )}
        </aside>

        <section
          className="results-list"
          aria-label={t('results.title', { title })}
          aria-busy={load.status === 'loading'}
        >
          <h2 className="visually-hidden">{t('results.heading')}</h2>
          <ClinicsBanner />
          {load.status === 'error' && (
            <div className="server-error" role="alert">
              <h2>{t('error.server.title')}</h2>
              <p>{t('error.server.subtitle')}</p>
              <p>
                {t('error.server.connect')} {t('error.server.refresh')}
              </p>
              <button type="button" className="button button-primary" onClick={() => setAttempt((n) => n + 1)}>
                {t('error.retry')}
              </button>
            </div>
          )}
          {response && response.total === 0 && <p className="results-empty">{t('results.empty')}</p>}
          <ul
            className={`cards cards-${view}`}
            data-testid="cards"
            data-complete={live && load.status === 'ok' && shown === entries.length}
          >
            {load.status === 'loading' && <CardSkeletons count={6} view={view} />}
            {entries.slice(0, shown).map((entry) =>
              entry.kind === 'promo' ? (
                <li key="promo" className="cards-promo">
                  <PromoCard />
                </li>
              ) : (
                <li key={entry.item.id} className={entry.index >= 2 ? 'is-deferred' : undefined}>
                  <ProductCard
                    card={entry.item}
                    profileEntered={profileEntered && !!response?.metaData.profileEntered}
                    prevision={(state.previsiones[0] as Prevision | undefined) ?? storedProfile?.prevision ?? null}
                    employeeCount={storedProfile?.cantidadEmpleados ?? null}
                    view={view}
                    coverageState={coverage[entry.item.id]?.state ?? (entry.item.coverages ? 'loaded' : 'error')}
                    coverages={coverage[entry.item.id]?.coverages ?? entry.item.coverages}
                    selected={selectedIds.has(entry.item.id)}
                    compareFull={compare.items.length >= 3}
                    onToggleCompare={compare.toggle}
                    onOpenDetail={setDetail}
                    onRetry={retry}
                    onSaveProduct={alertTarget ? onSaveProduct : undefined}
                    eager={entry.index < 2}
                  />
                </li>
              ),
            )}
          </ul>
          <SaveProductDialog target={saveProduct} onClose={() => setSaveProduct(null)} />
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

      {detail && (
        <Suspense fallback={null}>
          <DetailModal
            card={detail}
            profile={storedProfile}
            profileEntered={profileEntered}
            productType={line.productType}
            uf={response?.metaData.uf.value ?? null}
            onClose={() => setDetail(null)}
          />
        </Suspense>
      )}
    </main>
  );
}
