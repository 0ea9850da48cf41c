import { Router, type Request, type Response } from 'express';
import type { CountOrganizationProducts } from '../../application/count-organization-products.js';
import type { FindOrganization } from '../../application/find-organization.js';
import type { GetComparator } from '../../application/get-comparator.js';
import type { GetGeoMap } from '../../application/get-geo-map.js';
import type { ListCountries } from '../../application/list-countries.js';
import type { ListCoverageOrganizationsByCountry } from '../../application/list-coverage-organizations-by-country.js';
import type { ListInsuranceTypes } from '../../application/list-insurance-types.js';
import type { ListOrganizationsAvailableToSell } from '../../application/list-organizations-available-to-sell.js';
import type { ListOrganizationsOfType } from '../../application/list-organizations-of-type.js';
import type { ListOrganizationsSelling } from '../../application/list-organizations-selling.js';
import type { ListShowcases } from '../../application/list-showcases.js';
import type { OrganizationDto } from '../../application/organization-dto.js';
import { parse } from './parse.js';
import type { SiteScope } from './site-scope.js';
import { positiveId } from './schemas.js';

const CACHE = 'public, max-age=300';

/** The use cases behind /api/organization. */
export interface OrganizationRoutes {
  selling: ListOrganizationsSelling;
  ofType: ListOrganizationsOfType;
  find: FindOrganization;
  availableToSell: ListOrganizationsAvailableToSell;
  counts: CountOrganizationProducts;
}

/** /api/organization (spec 02 §7, spec 03 §7). */
export function organizationRouter(
  { selling, ofType, find, availableToSell, counts }: OrganizationRoutes,
  site?: SiteScope,
): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', CACHE);
    // A partner sub-domain lists only its organizations (issue 14); answers differ by host.
    res.vary('Host');
    next();
  });
  // …and answers 404 for any other one asked by its address (issue 24).
  if (site) {
    router.param('code', site.organizationParam());
    router.param('urlSegment', site.organizationParam());
    router.param('id', site.organizationParam());
  }
  const visible = async <T extends OrganizationDto>(req: Request, _res: Response, rows: T[]) =>
    site ? site.visible(req, rows) : rows;
  router.get('/seguros/tipo/:type', async (req, res) => {
    res.json({ data: await visible(req, res, await selling.execute(req.params.type)) });
  });
  router.get('/seguros/multTipo/:types', async (req, res) => {
    const types = req.params.types
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    res.json({ data: await visible(req, res, await selling.many(types)) });
  });
  router.get('/instituciones/tipo/:type', async (req, res) => {
    res.json({ data: await visible(req, res, await ofType.execute(req.params.type)) });
  });
  router.get('/instituciones/:type', async (req, res) => {
    res.json({ data: await visible(req, res, await ofType.execute(req.params.type)) });
  });
  router.get('/institucion/code/:code', async (req, res) => {
    res.json({ data: await find.byCode(req.params.code) });
  });
  router.get('/institucion/:urlSegment', async (req, res) => {
    res.json({ data: await find.byUrl(req.params.urlSegment) });
  });
  router.get('/availableToSell', async (req, res) => {
    res.json({ data: await visible(req, res, await availableToSell.execute()) });
  });
  router.get('/availableToSell/code/:code', async (req, res) => {
    res.json({ data: await visible(req, res, await availableToSell.execute(req.params.code)) });
  });
  router.get('/availableToSell/code/:code/insuranceType/:name', async (req, res) => {
    res.json({ data: await visible(req, res, await availableToSell.execute(req.params.code, req.params.name)) });
  });
  router.get('/:id/countCoverageOrganizations', async (req, res) => {
    res.json({ data: await counts.coverageOrganizations(parse(positiveId(), req.params.id)) });
  });
  router.get('/:id/countInsurancesByType', async (req, res) => {
    res.json({ data: await counts.byInsuranceType(parse(positiveId(), req.params.id)) });
  });
  return router;
}

/** /api/seguro-adicional: additional insurance types, institutions and providers. */
export function seguroAdicionalRouter(
  {
    insuranceTypes,
    availableToSell,
    ofType,
  }: {
    insuranceTypes: ListInsuranceTypes;
    availableToSell: ListOrganizationsAvailableToSell;
    ofType: ListOrganizationsOfType;
  },
  site?: SiteScope,
): Router {
  const router = Router();
  router.get('/tipos', async (_req, res) => {
    res.setHeader('Cache-Control', CACHE);
    res.json({ data: await insuranceTypes.execute() });
  });
  router.get('/instituciones', async (req, res) => {
    res.setHeader('Cache-Control', CACHE);
    res.vary('Host');
    const rows = await availableToSell.execute();
    res.json({ data: site ? await site.visible(req, rows) : rows });
  });
  router.get('/prestadores', async (_req, res) => {
    res.setHeader('Cache-Control', CACHE);
    res.json({ data: await ofType.prestadores() });
  });
  return router;
}

/** /api/globales/prestadores (the UF lives in the pricing module's router on the same path). */
export function globalesCatalogueRouter(ofType: ListOrganizationsOfType): Router {
  const router = Router();
  router.get('/prestadores', async (_req, res) => {
    res.setHeader('Cache-Control', CACHE);
    res.json({ data: await ofType.prestadores() });
  });
  return router;
}

/** Reference data: countries, regions, work sectors, coverage organizations by country. */
export function referenceRouter({
  countries,
  coverageOrganizations,
  geoMaps,
}: {
  countries: ListCountries;
  coverageOrganizations: ListCoverageOrganizationsByCountry;
  geoMaps: GetGeoMap;
}): Router {
  const router = Router();
  router.get('/country', async (_req, res) => {
    res.setHeader('Cache-Control', CACHE);
    res.json({ data: await countries.execute() });
  });
  router.get('/countryState/country{/:country}', async (req, res) => {
    res.setHeader('Cache-Control', CACHE);
    res.json({ data: await countries.states(req.params.country) });
  });
  router.get('/workSectorType', async (req, res) => {
    const country = typeof req.query.country === 'string' ? req.query.country : undefined;
    res.setHeader('Cache-Control', CACHE);
    res.json({ data: await countries.workSectorTypes(country) });
  });
  router.get('/coverageOrganization/country{/:country}', async (req, res) => {
    res.setHeader('Cache-Control', CACHE);
    res.json({ data: await coverageOrganizations.execute(req.params.country) });
  });
  router.get('/geomap/:mapName', async (req, res) => {
    res.setHeader('Cache-Control', CACHE);
    res.json({ data: await geoMaps.execute(req.params.mapName) });
  });
  return router;
}

const CONTENT_PATHS = new Set(['blockzone', 'faq']);

/** /api/comparator: comparators, their showcases and feature lists. */
export function comparatorRouter(comparators: GetComparator, showcases: ListShowcases): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'public, max-age=60');
    next();
  });
  router.get('/', async (_req, res) => {
    res.json({ data: await comparators.list() });
  });
  router.get('/showcase', async (req, res) => {
    const comparator = typeof req.query.comparator === 'string' ? req.query.comparator : undefined;
    res.json({ data: await showcases.execute(comparator) });
  });
  router.get('/features/:id', async (req, res) => {
    res.json({ data: await comparators.features(req.params.id) });
  });
  router.get('/:id/benefits', async (req, res) => {
    res.json({ data: await comparators.benefits(req.params.id) });
  });
  router.get('/url/:baseUrl', async (req, res) => {
    res.json({ data: await comparators.execute(req.params.baseUrl) });
  });
  router.get('/:id', async (req, res, next) => {
    // api/comparator/blockzone and faq are the content module's texts (spec 03 §7), not comparator keys.
    if (CONTENT_PATHS.has(req.params.id)) {
      next();
      return;
    }
    res.json({ data: await comparators.execute(req.params.id) });
  });
  return router;
}
