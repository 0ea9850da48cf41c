import { Router, type Request, type Response } from 'express';
import type { CatalogueQueries, OrganizationDto } from '../../application/catalogue-queries.js';
import type { CompareScope } from '../../application/ports.js';
import { isOrganizationVisible } from '../../domain/compare.js';
import { parse } from './parse.js';
import { positiveId } from './schemas.js';

const CACHE = 'public, max-age=300';

/** /api/organization (spec 02 §7, spec 03 §7). */
export function organizationRouter(queries: CatalogueQueries, scope?: () => CompareScope | undefined): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', CACHE);
    next();
  });
  // A partner sub-domain lists only its organizations (issue 14); answers differ by host.
  const visible = async <T extends OrganizationDto>(req: Request, res: Response, rows: T[]) => {
    res.setHeader('Vary', 'Host');
    const restriction = (await scope?.()?.restrictionFor(req.headers.host)) ?? null;
    return restriction ? rows.filter((row) => isOrganizationVisible(restriction, row)) : rows;
  };
  router.get('/seguros/tipo/:type', async (req, res) => {
    res.json({ data: await visible(req, res, await queries.organizationsSelling(req.params.type)) });
  });
  router.get('/seguros/multTipo/:types', async (req, res) => {
    const types = req.params.types
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    res.json({ data: await visible(req, res, await queries.organizationsSellingMany(types)) });
  });
  router.get('/instituciones/tipo/:type', async (req, res) => {
    res.json({ data: await queries.organizationsOfType(req.params.type) });
  });
  router.get('/instituciones/:type', async (req, res) => {
    res.json({ data: await queries.organizationsOfType(req.params.type) });
  });
  router.get('/institucion/code/:code', async (req, res) => {
    res.json({ data: await queries.organizationByCode(req.params.code) });
  });
  router.get('/institucion/:urlSegment', async (req, res) => {
    res.json({ data: await queries.organizationByUrl(req.params.urlSegment) });
  });
  router.get('/availableToSell', async (_req, res) => {
    res.json({ data: await queries.availableToSell() });
  });
  router.get('/availableToSell/code/:code', async (req, res) => {
    res.json({ data: await queries.availableToSell(req.params.code) });
  });
  router.get('/availableToSell/code/:code/insuranceType/:name', async (req, res) => {
    res.json({ data: await queries.availableToSell(req.params.code, req.params.name) });
  });
  router.get('/:id/countCoverageOrganizations', async (req, res) => {
    res.json({ data: await queries.countCoverageOrganizations(parse(positiveId(), req.params.id)) });
  });
  router.get('/:id/countInsurancesByType', async (req, res) => {
    res.json({ data: await queries.countInsurancesByType(parse(positiveId(), req.params.id)) });
  });
  return router;
}

/** /api/seguro-adicional: additional insurance types, institutions and providers. */
export function seguroAdicionalRouter(queries: CatalogueQueries): Router {
  const router = Router();
  router.get('/tipos', async (_req, res) => {
    res.setHeader('Cache-Control', CACHE);
    res.json({ data: await queries.insuranceTypes() });
  });
  router.get('/instituciones', async (_req, res) => {
    res.setHeader('Cache-Control', CACHE);
    res.json({ data: await queries.availableToSell() });
  });
  router.get('/prestadores', async (_req, res) => {
    res.setHeader('Cache-Control', CACHE);
    res.json({ data: await queries.prestadores() });
  });
  return router;
}

/** /api/globales/prestadores (the UF lives in the pricing module's router on the same path). */
export function globalesCatalogueRouter(queries: CatalogueQueries): Router {
  const router = Router();
  router.get('/prestadores', async (_req, res) => {
    res.setHeader('Cache-Control', CACHE);
    res.json({ data: await queries.prestadores() });
  });
  return router;
}

/** Reference data: countries, regions, work sectors, coverage organizations by country. */
export function referenceRouter(queries: CatalogueQueries): Router {
  const router = Router();
  router.get('/country', async (_req, res) => {
    res.setHeader('Cache-Control', CACHE);
    res.json({ data: await queries.countries() });
  });
  router.get('/countryState/country{/:country}', async (req, res) => {
    res.setHeader('Cache-Control', CACHE);
    res.json({ data: await queries.countryStates(req.params.country) });
  });
  router.get('/workSectorType', async (req, res) => {
    const country = typeof req.query.country === 'string' ? req.query.country : undefined;
    res.setHeader('Cache-Control', CACHE);
    res.json({ data: await queries.workSectorTypes(country) });
  });
  router.get('/coverageOrganization/country{/:country}', async (req, res) => {
    res.setHeader('Cache-Control', CACHE);
    res.json({ data: await queries.coverageOrganizationsByCountry(req.params.country) });
  });
  return router;
}

/** /api/comparator: comparators, their showcases and feature lists. */
export function comparatorRouter(queries: CatalogueQueries, now: () => Date): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'public, max-age=60');
    next();
  });
  router.get('/', async (_req, res) => {
    res.json({ data: await queries.comparators(now()) });
  });
  router.get('/showcase', async (req, res) => {
    const comparator = typeof req.query.comparator === 'string' ? req.query.comparator : undefined;
    res.json({ data: await queries.showcases(comparator) });
  });
  router.get('/features/:id', async (req, res) => {
    res.json({ data: await queries.comparatorFeatures(req.params.id, now()) });
  });
  router.get('/:id/benefits', async (req, res) => {
    res.json({ data: await queries.comparatorBenefits(req.params.id, now()) });
  });
  router.get('/url/:baseUrl', async (req, res) => {
    res.json({ data: await queries.comparator(req.params.baseUrl, now()) });
  });
  router.get('/:id', async (req, res) => {
    res.json({ data: await queries.comparator(req.params.id, now()) });
  });
  return router;
}
