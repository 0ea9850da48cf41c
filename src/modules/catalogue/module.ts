import type { FileStorage } from '../../platform/files/file-storage.js';
import type { QueueRegistry } from '../../platform/queue.js';
import { profileSheetRouter } from './adapters/http/profile-sheet-router.js';
import { profileSheetApiDoc } from './adapters/http/profile-sheet-router.openapi.js';
import { profileSheetProcessor } from './adapters/profile-sheet-jobs.js';
import { PriceProfileSheet } from './application/price-profile-sheet.js';
import { searchRouter } from './adapters/http/search-router.js';
import { SequelizeCatalogueSearch } from './adapters/sequelize/sequelize-catalogue-search.js';
import { SearchCatalogue } from './application/search-catalogue.js';
import { ContainerModule } from 'inversify';
import type { ApiDoc } from '../../platform/http/openapi.js';
import type { FastLane } from '../../platform/http/fast-lane.js';
import type { Sequelize } from 'sequelize';
import type { EventSubscription } from '../../platform/outbox/integration-events.js';
import {
  PLATFORM,
  type Authorization,
  type CacheStats,
  type HttpRoute,
  type JobProcessor,
} from '../../platform/tokens.js';
import { LEAD_SUBMITTED } from '../leads/contracts.js';
import { catalogueEventsProcessor } from './adapters/jobs.js';
import { SequelizeRequestCounter } from './adapters/sequelize/sequelize-request-counter.js';
import { CountProductRequest } from './application/count-product-request.js';
import { CalculateProductPrice } from './application/calculate-product-price.js';
import { CareScenarios } from './application/care-scenarios.js';
import { CatalogueSnapshots } from './application/catalogue-snapshot.js';
import { CompareProducts } from './application/compare-products.js';
import { CountOrganizationProducts } from './application/count-organization-products.js';
import { FindOrganization } from './application/find-organization.js';
import { FindProductRow } from './application/find-product-row.js';
import { GetComparator } from './application/get-comparator.js';
import { GetProductCard } from './application/get-product-card.js';
import { GetProductDetail } from './application/get-product-detail.js';
import { GetProductTexts } from './application/get-product-texts.js';
import { GetGeoMap } from './application/get-geo-map.js';
import { ListCountries } from './application/list-countries.js';
import { ListCoverageOrganizationsByCountry } from './application/list-coverage-organizations-by-country.js';
import { ListInsuranceTypes } from './application/list-insurance-types.js';
import { ListOrganizationsAvailableToSell } from './application/list-organizations-available-to-sell.js';
import { ListOrganizationsOfType } from './application/list-organizations-of-type.js';
import { ListOrganizationsSelling } from './application/list-organizations-selling.js';
import { ListProductCoverages } from './application/list-product-coverages.js';
import { ListProductPrestadores } from './application/list-product-prestadores.js';
import { ListShowcases } from './application/list-showcases.js';
import { ProductCards } from './application/product-cards.js';
import { LoadCatalogue } from './application/load-catalogue.js';
import { LookupProduct } from './application/lookup-product.js';
import { ManageCatalogue } from './application/manage-catalogue.js';
import { ManageIsaprePlans } from './application/manage-isapre-plans.js';
import { isaprePlansAdminRouter } from './adapters/http/isapre-plans-admin-router.js';
import { isaprePlansAdminApiDoc } from './adapters/http/isapre-plans-admin-router.openapi.js';
import { SequelizeIsaprePlanAdmin } from './adapters/sequelize/sequelize-isapre-plan-admin.js';
import { SimulatorInsurances } from './application/simulator-insurances.js';
import { SitePages } from './application/site-pages.js';
import { SiteVisibility } from './application/site-visibility.js';
import type { CompareScope } from './application/ports.js';
import { catalogueAdminRouter } from './adapters/http/admin-router.js';
import { CompareJsonPresenter } from './adapters/http/compare-presenter.js';
import { CompareAnswerCache } from './adapters/http/compare-answer-cache.js';
import { CompareFastLane } from './adapters/http/compare-fast-lane.js';
import { PlanSearchFastLane } from './adapters/http/plan-search-fast-lane.js';
import type { Config } from '../../platform/config.js';
import { PageComparison } from './adapters/http/page-comparison.js';
import { PagePlanSearch } from './adapters/http/page-plan-search.js';
import { PageDetails } from './adapters/http/page-details.js';
import type { GetPlanInfo } from './application/get-plan-info.js';
import type { ListClinicsNear } from './application/list-clinics-near.js';
import { SearchPricing } from './adapters/http/search-pricing.js';
import { SiteScope } from './adapters/http/site-scope.js';
import { careScenariosAdminRouter } from './adapters/http/care-scenarios-admin-router.js';
import { catalogueAdminApiDoc } from './adapters/http/admin-router.openapi.js';
import { careScenariosAdminApiDoc } from './adapters/http/care-scenarios-admin-router.openapi.js';
import { insuranceApiDoc } from './adapters/http/insurance-router.openapi.js';
import { organizationApiDoc } from './adapters/http/organization-router.openapi.js';
import { plansApiDoc } from './adapters/http/plans-router.openapi.js';
import { searchApiDoc } from './adapters/http/search-router.openapi.js';
import { simulatorInsurancesApiDoc } from './adapters/http/simulator-insurances-router.openapi.js';
import { documentsRouter, insuranceRouter, paymentOfferRouter } from './adapters/http/insurance-router.js';
import {
  comparatorRouter,
  globalesCatalogueRouter,
  organizationRouter,
  referenceRouter,
  seguroAdicionalRouter,
} from './adapters/http/organization-router.js';
import {
  buscadorPlanesRouter,
  buscarPlanesRouter,
  infoPlanesRouter,
  isapresRouter,
} from './adapters/http/plans-router.js';
import { simulatorInsurancesRouter } from './adapters/http/simulator-insurances-router.js';
import type { CompareIsaprePlans } from './application/compare-isapre-plans.js';
import { bindIsaprePlanUseCases, isaprePlanUseCases } from './isapre-plans.module.js';
import { SequelizeCareScenarios } from './adapters/sequelize/sequelize-care-scenarios.js';
import { SequelizeCatalogueAdmin } from './adapters/sequelize/sequelize-catalogue-admin.js';
import { SequelizeCatalogueReader } from './adapters/sequelize/sequelize-catalogue-reader.js';
import { SequelizeCatalogueWriter } from './adapters/sequelize/sequelize-catalogue-writer.js';
import { SequelizeIsaprePlanReader } from './adapters/sequelize/sequelize-isapre-plan-reader.js';
import { CATALOGUE, CATALOGUE_EVENTS_QUEUE } from './tokens.js';

/** The catalogue module's bindings: repositories, use cases and the HTTP routes of spec 02 §7 / spec 03 §7. */
export const catalogueModule = new ContainerModule(({ bind }) => {
  bind(CATALOGUE.Reader).to(SequelizeCatalogueReader);
  bind(CATALOGUE.Writer).to(SequelizeCatalogueWriter);
  bind(CATALOGUE.PlanReader).to(SequelizeIsaprePlanReader);
  bind(CATALOGUE.Snapshots).to(CatalogueSnapshots);
  bind(CATALOGUE.ProductCards).to(ProductCards);
  bind(CATALOGUE.CompareProducts).to(CompareProducts);
  bindIsaprePlanUseCases(bind);
  bind(CATALOGUE.CompareJsonPresenter).toConstantValue(new CompareJsonPresenter());
  bind(CATALOGUE.CompareAnswerCache)
    .toDynamicValue(
      (c) =>
        new CompareAnswerCache(
          (c.get<Config>(PLATFORM.Config, { optional: true })?.COMPARE_CACHE_MB ?? 64) * 1024 * 1024,
        ),
    )
    .inSingletonScope();
  // The plan search's answers (issue 31): the same mechanism and size (COMPARE_CACHE_MB, 0 turns it off).
  bind(CATALOGUE.PlanAnswerCache)
    .toDynamicValue(
      (c) =>
        new CompareAnswerCache(
          (c.get<Config>(PLATFORM.Config, { optional: true })?.COMPARE_CACHE_MB ?? 64) * 1024 * 1024,
        ),
    )
    .inSingletonScope();
  for (const [name, token] of [
    ['compare_answers', CATALOGUE.CompareAnswerCache],
    ['plan_answers', CATALOGUE.PlanAnswerCache],
  ] as const) {
    bind<CacheStats>(PLATFORM.CacheStats).toDynamicValue((c) => {
      const cache = c.get<CompareAnswerCache>(token);
      return {
        name,
        get hits() {
          return cache.hits;
        },
        get misses() {
          return cache.misses;
        },
        get usedBytes() {
          return cache.usedBytes;
        },
      };
    });
  }
  bind(CATALOGUE.FindProductRow).to(FindProductRow);
  bind(CATALOGUE.GetProductCard).to(GetProductCard);
  bind(CATALOGUE.GetProductDetail).to(GetProductDetail);
  bind(CATALOGUE.GetProductTexts).to(GetProductTexts);
  bind(CATALOGUE.ListProductCoverages).to(ListProductCoverages);
  bind(CATALOGUE.ListProductPrestadores).to(ListProductPrestadores);
  bind(CATALOGUE.CalculateProductPrice).to(CalculateProductPrice);
  bind(CATALOGUE.ListOrganizationsSelling).to(ListOrganizationsSelling);
  bind(CATALOGUE.ListOrganizationsOfType).to(ListOrganizationsOfType);
  bind(CATALOGUE.ListOrganizationsAvailableToSell).to(ListOrganizationsAvailableToSell);
  bind(CATALOGUE.FindOrganization).to(FindOrganization);
  bind(CATALOGUE.CountOrganizationProducts).to(CountOrganizationProducts);
  bind(CATALOGUE.ListCountries).to(ListCountries);
  bind(CATALOGUE.GetGeoMap).to(GetGeoMap);
  bind(CATALOGUE.ListCoverageOrganizationsByCountry).to(ListCoverageOrganizationsByCountry);
  bind(CATALOGUE.ListInsuranceTypes).to(ListInsuranceTypes);
  bind(CATALOGUE.GetComparator).to(GetComparator);
  bind(CATALOGUE.ListShowcases).to(ListShowcases);
  bind(CATALOGUE.LoadCatalogue).to(LoadCatalogue);
  bind(CATALOGUE.AdminRepository).to(SequelizeCatalogueAdmin);
  bind(CATALOGUE.ManageCatalogue).to(ManageCatalogue);
  bind(CATALOGUE.IsaprePlanAdmin).to(SequelizeIsaprePlanAdmin);
  bind(CATALOGUE.ManageIsaprePlans).to(ManageIsaprePlans);
  bind(CATALOGUE.SitePages).to(SitePages);
  bind(CATALOGUE.CareScenarios).to(SequelizeCareScenarios);
  bind(CATALOGUE.CareScenarioList).to(CareScenarios);
  bind(CATALOGUE.SimulatorInsurances).to(SimulatorInsurances);
  bind(CATALOGUE.LookupProduct).to(LookupProduct);
  bind(CATALOGUE.SiteVisibility).to(SiteVisibility);
  bind(CATALOGUE.RequestCounter).to(SequelizeRequestCounter);
  bind(CATALOGUE.CountProductRequest).to(CountProductRequest);

  // LeadSubmitted (leads): each product's request count stays live for the 'popular' order.
  bind<EventSubscription>(PLATFORM.EventSubscription).toConstantValue({
    eventType: LEAD_SUBMITTED,
    queue: CATALOGUE_EVENTS_QUEUE,
  });
  bind<JobProcessor>(PLATFORM.JobProcessor).toDynamicValue((context) =>
    catalogueEventsProcessor(
      context.get<Sequelize>(PLATFORM.Sequelize),
      context.get<CountProductRequest>(CATALOGUE.CountProductRequest),
    ),
  );

  // The partners module binds CATALOGUE.CompareScope (it loads after this module): looked up on first use.
  const lazyScope = (c: { get<T>(id: symbol, options?: { optional: true }): T | undefined }) => {
    let scope: CompareScope | undefined;
    let resolved = false;
    return () => {
      if (!resolved) {
        scope = c.get<CompareScope>(CATALOGUE.CompareScope, { optional: true });
        resolved = true;
      }
      return scope;
    };
  };
  bind(CATALOGUE.PageComparison)
    .toDynamicValue(
      (c) =>
        new PageComparison(
          c.get<CompareProducts>(CATALOGUE.CompareProducts),
          c.get<CompareJsonPresenter>(CATALOGUE.CompareJsonPresenter),
          lazyScope(c),
        ),
    )
    .inSingletonScope();
  bind(CATALOGUE.PagePlanSearch)
    .toDynamicValue(
      (c) =>
        new PagePlanSearch(c.get<CompareIsaprePlans>(CATALOGUE.CompareIsaprePlans), lazyScope(c), {
          ofType: c.get<ListOrganizationsOfType>(CATALOGUE.ListOrganizationsOfType),
          clinics: c.get<ListClinicsNear>(CATALOGUE.ListClinicsNear),
          visibility: c.get<SiteVisibility>(CATALOGUE.SiteVisibility),
        }),
    )
    .inSingletonScope();
  bind(CATALOGUE.PageDetails)
    .toDynamicValue(
      (c) =>
        new PageDetails(
          c.get<FindOrganization>(CATALOGUE.FindOrganization),
          c.get<GetProductDetail>(CATALOGUE.GetProductDetail),
          c.get<ListOrganizationsOfType>(CATALOGUE.ListOrganizationsOfType),
          c.get<GetPlanInfo>(CATALOGUE.GetPlanInfo),
          c.get<GetProductCard>(CATALOGUE.GetProductCard),
          c.get<SearchCatalogue>(CATALOGUE.SearchCatalogue),
          { scope: lazyScope(c), visibility: c.get<SiteVisibility>(CATALOGUE.SiteVisibility) },
        ),
    )
    .inSingletonScope();
  // Saved searches' pricing (issue 29): the compare API's parsing and comparison, for the profile module's alerts.
  bind(CATALOGUE.SearchPricing)
    .toDynamicValue(
      (c) =>
        new SearchPricing(
          c.get<CompareProducts>(CATALOGUE.CompareProducts),
          c.get<GetProductCard>(CATALOGUE.GetProductCard),
        ),
    )
    .inSingletonScope();
  // What the request's site may show, for every route that lists or looks up products, plans or organizations.
  const siteScope = (c: { get<T>(id: symbol, options?: { optional: true }): T | undefined }) =>
    new SiteScope(lazyScope(c), c.get<SiteVisibility>(CATALOGUE.SiteVisibility)!);
  const route = (path: string, build: (c: { get<T>(id: symbol): T }) => HttpRoute['router']) =>
    bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => ({ path, router: build(context) }));
  // Before /api/insurance: its '/:id/…' routes must not see processProfilesWithExcel/{jobId}.
  bind(CATALOGUE.PriceProfileSheet).to(PriceProfileSheet);
  route('/api/insurance/processProfilesWithExcel', (c) =>
    profileSheetRouter({
      price: c.get<PriceProfileSheet>(CATALOGUE.PriceProfileSheet),
      storage: c.get<FileStorage>(PLATFORM.FileStorage),
      queues: c.get<QueueRegistry>(PLATFORM.QueueRegistry),
    }),
  );
  bind<JobProcessor>(PLATFORM.JobProcessor).toDynamicValue((context) =>
    profileSheetProcessor(
      context.get<PriceProfileSheet>(CATALOGUE.PriceProfileSheet),
      context.get<FileStorage>(PLATFORM.FileStorage),
    ),
  );
  bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(profileSheetApiDoc);
  // Repeated comparisons answered before the app's middleware stack (issue 31).
  bind(CATALOGUE.CompareFastLane)
    .toDynamicValue(
      (c) =>
        new CompareFastLane(
          c.get<CompareProducts>(CATALOGUE.CompareProducts),
          c.get<CompareAnswerCache>(CATALOGUE.CompareAnswerCache),
          siteScope(c),
          c.get<CompareJsonPresenter>(CATALOGUE.CompareJsonPresenter),
        ),
    )
    .inSingletonScope();
  bind<FastLane>(PLATFORM.HttpFastLane).toDynamicValue((c) => c.get<CompareFastLane>(CATALOGUE.CompareFastLane));
  route('/api/insurance', (c) =>
    insuranceRouter(
      {
        compare: c.get<CompareProducts>(CATALOGUE.CompareProducts),
        presenter: c.get<CompareJsonPresenter>(CATALOGUE.CompareJsonPresenter),
        card: c.get<GetProductCard>(CATALOGUE.GetProductCard),
        detail: c.get<GetProductDetail>(CATALOGUE.GetProductDetail),
        texts: c.get<GetProductTexts>(CATALOGUE.GetProductTexts),
        coverages: c.get<ListProductCoverages>(CATALOGUE.ListProductCoverages),
        prestadores: c.get<ListProductPrestadores>(CATALOGUE.ListProductPrestadores),
        price: c.get<CalculateProductPrice>(CATALOGUE.CalculateProductPrice),
        plans: c.get<CompareIsaprePlans>(CATALOGUE.CompareIsaprePlans),
        answers: c.get<CompareAnswerCache>(CATALOGUE.CompareAnswerCache),
        fastLane: c.get<CompareFastLane>(CATALOGUE.CompareFastLane),
        planAnswers: c.get<CompareAnswerCache>(CATALOGUE.PlanAnswerCache),
      },
      siteScope(c),
    ),
  );
  route('/api/qppayment', (c) => paymentOfferRouter(c.get<GetProductTexts>(CATALOGUE.GetProductTexts), siteScope(c)));
  route('/api/documents', (c) => documentsRouter(c.get<GetProductDetail>(CATALOGUE.GetProductDetail), siteScope(c)));
  route('/api/organization', (c) =>
    organizationRouter(
      {
        selling: c.get<ListOrganizationsSelling>(CATALOGUE.ListOrganizationsSelling),
        ofType: c.get<ListOrganizationsOfType>(CATALOGUE.ListOrganizationsOfType),
        find: c.get<FindOrganization>(CATALOGUE.FindOrganization),
        availableToSell: c.get<ListOrganizationsAvailableToSell>(CATALOGUE.ListOrganizationsAvailableToSell),
        counts: c.get<CountOrganizationProducts>(CATALOGUE.CountOrganizationProducts),
      },
      siteScope(c),
    ),
  );
  route('/api/seguro-adicional', (c) =>
    seguroAdicionalRouter(
      {
        insuranceTypes: c.get<ListInsuranceTypes>(CATALOGUE.ListInsuranceTypes),
        availableToSell: c.get<ListOrganizationsAvailableToSell>(CATALOGUE.ListOrganizationsAvailableToSell),
        ofType: c.get<ListOrganizationsOfType>(CATALOGUE.ListOrganizationsOfType),
      },
      siteScope(c),
    ),
  );
  route('/api/globales', (c) =>
    globalesCatalogueRouter(c.get<ListOrganizationsOfType>(CATALOGUE.ListOrganizationsOfType)),
  );
  route('/api/comparator', (c) =>
    comparatorRouter(c.get<GetComparator>(CATALOGUE.GetComparator), c.get<ListShowcases>(CATALOGUE.ListShowcases)),
  );
  // Before /api/infoplanes: its /:kind route would answer /seguros.
  route('/api/infoplanes/seguros', (c) =>
    simulatorInsurancesRouter(c.get<SimulatorInsurances>(CATALOGUE.SimulatorInsurances)),
  );
  route('/api/infoplanes', (c) => infoPlanesRouter(isaprePlanUseCases(c), siteScope(c)));
  route('/api/buscadorplanes', (c) => buscadorPlanesRouter(isaprePlanUseCases(c), siteScope(c)));
  // New plan searches answered before the app's middleware stack (issue 31).
  bind(CATALOGUE.PlanSearchFastLane)
    .toDynamicValue(
      (c) =>
        new PlanSearchFastLane(
          c.get<CompareIsaprePlans>(CATALOGUE.CompareIsaprePlans),
          c.get<CompareAnswerCache>(CATALOGUE.PlanAnswerCache),
          siteScope(c),
        ),
    )
    .inSingletonScope();
  bind<FastLane>(PLATFORM.HttpFastLane).toDynamicValue((c) => c.get<PlanSearchFastLane>(CATALOGUE.PlanSearchFastLane));
  route('/api/buscarplanes', (c) =>
    buscarPlanesRouter(
      isaprePlanUseCases(c),
      siteScope(c),
      c.get<CompareAnswerCache>(CATALOGUE.PlanAnswerCache),
      c.get<PlanSearchFastLane>(CATALOGUE.PlanSearchFastLane),
    ),
  );
  route('/api/isapres', (c) => isapresRouter(isaprePlanUseCases(c), siteScope(c)));
  // Each router's OpenAPI registration (served at /api/docs with every module's).
  for (const doc of [
    insuranceApiDoc,
    organizationApiDoc,
    plansApiDoc,
    catalogueAdminApiDoc,
    careScenariosAdminApiDoc,
    isaprePlansAdminApiDoc,
    searchApiDoc,
    simulatorInsurancesApiDoc,
  ])
    bind<ApiDoc>(PLATFORM.ApiDoc).toConstantValue(doc);
  // Back-office: every route guarded by the identity module's permission strings.
  route('/api/admin', (c) => {
    const authorization = c.get<Authorization>(PLATFORM.Authorization);
    return catalogueAdminRouter(c.get<ManageCatalogue>(CATALOGUE.ManageCatalogue), (permission) =>
      authorization.requirePermission(permission),
    );
  });
  route('/api/admin', (c) => {
    const authorization = c.get<Authorization>(PLATFORM.Authorization);
    return careScenariosAdminRouter(c.get<CareScenarios>(CATALOGUE.CareScenarioList), (permission) =>
      authorization.requirePermission(permission),
    );
  });
  route('/api/admin', (c) => {
    const authorization = c.get<Authorization>(PLATFORM.Authorization);
    return isaprePlansAdminRouter(c.get<ManageIsaprePlans>(CATALOGUE.ManageIsaprePlans), (permission) =>
      authorization.requirePermission(permission),
    );
  });
  // The site's search and the product sitemap page.
  bind(CATALOGUE.SearchRepository).to(SequelizeCatalogueSearch);
  bind(CATALOGUE.SearchCatalogue).to(SearchCatalogue);
  route('/api/search', (c) => searchRouter(c.get<SearchCatalogue>(CATALOGUE.SearchCatalogue)));
  // Reference data last: it is mounted at /api and must not shadow the routes above.
  route('/api', (c) =>
    referenceRouter({
      countries: c.get<ListCountries>(CATALOGUE.ListCountries),
      geoMaps: c.get<GetGeoMap>(CATALOGUE.GetGeoMap),
      coverageOrganizations: c.get<ListCoverageOrganizationsByCountry>(CATALOGUE.ListCoverageOrganizationsByCountry),
    }),
  );
});
