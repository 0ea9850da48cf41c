import { searchRouter } from './adapters/http/search-router.js';
import { SequelizeCatalogueSearch } from './adapters/sequelize/sequelize-catalogue-search.js';
import { SearchCatalogue } from './application/search-catalogue.js';
import { ContainerModule } from 'inversify';
import type { ApiDoc } from '../../platform/http/openapi.js';
import type { Sequelize } from 'sequelize';
import type { EventSubscription } from '../../platform/outbox/integration-events.js';
import { PLATFORM, type Authorization, type Clock, type HttpRoute, type JobProcessor } from '../../platform/tokens.js';
import { LEAD_SUBMITTED } from '../leads/contracts.js';
import { catalogueEventsProcessor } from './adapters/jobs.js';
import { SequelizeRequestCounter } from './adapters/sequelize/sequelize-request-counter.js';
import { CountProductRequest } from './application/count-product-request.js';
import { CatalogueQueries } from './application/catalogue-queries.js';
import { CareScenarios } from './application/care-scenarios.js';
import { CompareProducts } from './application/compare-products.js';
import { LoadCatalogue } from './application/load-catalogue.js';
import { LookupProduct } from './application/lookup-product.js';
import { ManageCatalogue } from './application/manage-catalogue.js';
import { SimulatorInsurances } from './application/simulator-insurances.js';
import { SitePages } from './application/site-pages.js';
import type { CompareScope } from './application/ports.js';
import { catalogueAdminRouter } from './adapters/http/admin-router.js';
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
  bind(CATALOGUE.CompareProducts).to(CompareProducts);
  bind(CATALOGUE.CatalogueQueries).to(CatalogueQueries);
  bindIsaprePlanUseCases(bind);
  bind(CATALOGUE.LoadCatalogue).to(LoadCatalogue);
  bind(CATALOGUE.AdminRepository).to(SequelizeCatalogueAdmin);
  bind(CATALOGUE.ManageCatalogue).to(ManageCatalogue);
  bind(CATALOGUE.SitePages).to(SitePages);
  bind(CATALOGUE.CareScenarios).to(SequelizeCareScenarios);
  bind(CATALOGUE.CareScenarioList).to(CareScenarios);
  bind(CATALOGUE.SimulatorInsurances).to(SimulatorInsurances);
  bind(CATALOGUE.LookupProduct).to(LookupProduct);
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
  const route = (path: string, build: (c: { get<T>(id: symbol): T }) => HttpRoute['router']) =>
    bind<HttpRoute>(PLATFORM.HttpRoute).toDynamicValue((context) => ({ path, router: build(context) }));
  route('/api/insurance', (c) =>
    insuranceRouter(
      c.get<CompareProducts>(CATALOGUE.CompareProducts),
      c.get<CatalogueQueries>(CATALOGUE.CatalogueQueries),
      c.get<CompareIsaprePlans>(CATALOGUE.CompareIsaprePlans),
      lazyScope(c),
    ),
  );
  route('/api/qppayment', (c) => paymentOfferRouter(c.get<CatalogueQueries>(CATALOGUE.CatalogueQueries)));
  route('/api/documents', (c) => documentsRouter(c.get<CatalogueQueries>(CATALOGUE.CatalogueQueries)));
  route('/api/organization', (c) =>
    organizationRouter(c.get<CatalogueQueries>(CATALOGUE.CatalogueQueries), lazyScope(c)),
  );
  route('/api/seguro-adicional', (c) => seguroAdicionalRouter(c.get<CatalogueQueries>(CATALOGUE.CatalogueQueries)));
  route('/api/globales', (c) => globalesCatalogueRouter(c.get<CatalogueQueries>(CATALOGUE.CatalogueQueries)));
  route('/api/comparator', (c) => {
    const clock = c.get<Clock>(PLATFORM.Clock);
    return comparatorRouter(c.get<CatalogueQueries>(CATALOGUE.CatalogueQueries), () => clock.now());
  });
  // Before /api/infoplanes: its /:kind route would answer /seguros.
  route('/api/infoplanes/seguros', (c) =>
    simulatorInsurancesRouter(c.get<SimulatorInsurances>(CATALOGUE.SimulatorInsurances)),
  );
  route('/api/infoplanes', (c) => infoPlanesRouter(isaprePlanUseCases(c)));
  route('/api/buscadorplanes', (c) => buscadorPlanesRouter(isaprePlanUseCases(c)));
  route('/api/buscarplanes', (c) => buscarPlanesRouter(isaprePlanUseCases(c)));
  route('/api/isapres', (c) => isapresRouter(isaprePlanUseCases(c)));
  // Each router's OpenAPI registration (served at /api/docs with every module's).
  for (const doc of [
    insuranceApiDoc,
    organizationApiDoc,
    plansApiDoc,
    catalogueAdminApiDoc,
    careScenariosAdminApiDoc,
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
  // The site's search and the product sitemap page.
  bind(CATALOGUE.SearchRepository).to(SequelizeCatalogueSearch);
  bind(CATALOGUE.SearchCatalogue).to(SearchCatalogue);
  route('/api/search', (c) => searchRouter(c.get<SearchCatalogue>(CATALOGUE.SearchCatalogue)));
  // Reference data last: it is mounted at /api and must not shadow the routes above.
  route('/api', (c) => referenceRouter(c.get<CatalogueQueries>(CATALOGUE.CatalogueQueries)));
});
