import { Router, type Request } from 'express';
import { z } from 'zod';
import { CatalogueBadRequestError } from '../../domain/errors.js';
import type { CompareIsaprePlans } from '../../application/compare-isapre-plans.js';
import type { GetIsapre } from '../../application/get-isapre.js';
import type { GetPlanAranceles } from '../../application/get-plan-aranceles.js';
import type { GetPlanCareCost } from '../../application/get-plan-care-cost.js';
import type { GetPlanFactors } from '../../application/get-plan-factors.js';
import type { GetPlanInfo } from '../../application/get-plan-info.js';
import type { ListCareScenarios } from '../../application/list-care-scenarios.js';
import type { ListClinicsNear } from '../../application/list-clinics-near.js';
import type { ListIsapreBenefits } from '../../application/list-isapre-benefits.js';
import type { ListPlanBenefits } from '../../application/list-plan-benefits.js';
import type { ListPlanPrestaciones } from '../../application/list-plan-prestaciones.js';
import type { ListPlanPrestadores } from '../../application/list-plan-prestadores.js';
import { PLAN_SCORE_CRITERIA, planScoreAnalysis } from '../../domain/plan-score.js';
import { parse } from './parse.js';
import type { SiteScope } from './site-scope.js';
import type { CompareAnswerCache } from './compare-answer-cache.js';
import { planSearchHandler } from './plan-search-answer.js';
import type { PlanSearchFastLane } from './plan-search-fast-lane.js';
import { calculatePriceSchema, clinicsNearSchema, planCareCostSchema } from './schemas.js';

const CACHE = 'public, max-age=300';

/** The isapre plan use cases the routers below call (each router takes only those it uses). */
export interface IsaprePlanUseCases {
  compare: CompareIsaprePlans;
  careCost: GetPlanCareCost;
  clinicsNear: ListClinicsNear;
  info: GetPlanInfo;
  factors: GetPlanFactors;
  prestadores: ListPlanPrestadores;
  prestaciones: ListPlanPrestaciones;
  aranceles: GetPlanAranceles;
  isapre: GetIsapre;
  isapreBenefits: ListIsapreBenefits;
  planBenefits: ListPlanBenefits;
  scenarios: ListCareScenarios;
}

/** The plan a request names in its query, as given (validated by planCode). */
const planKey = (req: Request): unknown =>
  req.query.plan ?? req.query.codigoplan ?? req.query.codigo ?? req.query.planId;

function planCode(req: Request): string {
  const code = parse(z.string({ error: 'Falta el código del plan (plan=…)' }).min(1).max(40), planKey(req));
  return code;
}

/** /api/infoplanes/* and /api/buscadorplanes/infoplan: one plan's information (spec 03 §7). */
export function infoPlanesRouter(
  plans: Pick<
    IsaprePlanUseCases,
    'scenarios' | 'factors' | 'prestadores' | 'prestaciones' | 'aranceles' | 'careCost' | 'info'
  >,
  site?: SiteScope,
): Router {
  const router = Router();
  // A plan of an isapre the site may not show answers 404 (issue 24).
  if (site) router.use(site.plan(planKey));
  // The simulator's scenarios with their reference prices (sample data with source and date).
  router.get('/escenarios', async (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.json({ data: await plans.scenarios.execute() });
  });
  router.get('/:kind', async (req, res) => {
    const code = planCode(req);
    res.setHeader('Cache-Control', CACHE);
    switch (req.params.kind) {
      case 'factores':
        res.json({ data: await plans.factors.execute(code) });
        return;
      case 'prestadoresplan':
        res.json({ data: await plans.prestadores.execute(code) });
        return;
      case 'prestaciones':
        res.json({ data: await plans.prestaciones.execute(code) });
        return;
      case 'aranceles':
        res.json({ data: await plans.aranceles.execute(code) });
        return;
      case 'costo': {
        // The plan page's cost-of-care simulator (issue 13): depends on the household, not cached.
        const query = parse(planCareCostSchema, req.query);
        res.setHeader('Cache-Control', 'no-store');
        res.json({ data: await plans.careCost.execute(code, query.profile ?? null, query) });
        return;
      }
      case 'infoplan': {
        const { profile } = parse(calculatePriceSchema, req.query);
        res.json({ data: await plans.info.execute(code, profile ?? null) });
        return;
      }
      default:
        throw new CatalogueBadRequestError(
          `Consulta de plan desconocida: ${req.params.kind}. Usa factores, prestadoresplan, prestaciones, aranceles, costo o infoplan.`,
        );
    }
  });
  return router;
}

export function buscadorPlanesRouter(plans: Pick<IsaprePlanUseCases, 'info'>, site?: SiteScope): Router {
  const router = Router();
  if (site) router.use(site.plan(planKey));
  router.get('/infoplan', async (req, res) => {
    const { profile } = parse(calculatePriceSchema, req.query);
    res.json({ data: await plans.info.execute(planCode(req), profile ?? null) });
  });
  return router;
}

/** POST api/buscarplanes/compare/metadataPlanesPersonas; GET api/buscarplanes/analisisypuntaje. */
export function buscarPlanesRouter(
  plans: Pick<IsaprePlanUseCases, 'info' | 'compare' | 'clinicsNear'>,
  site?: SiteScope,
  /** Plan search answers kept by search (issue 31); absent or of size 0: every search is computed. */
  answers?: CompareAnswerCache,
  /** The plan search's fast lane (issue 31): told the headers the route sent, to answer new searches itself. */
  lane?: PlanSearchFastLane,
): Router {
  const router = Router();
  if (site) router.use(site.plan(planKey));
  // The plans' score (the recommended order, domain/plan-score.ts): its criteria, and with plan=… (and an
  // optional profile) that plan's figures and score.
  router.get('/analisisypuntaje', async (req, res) => {
    const hasPlan = [req.query.plan, req.query.codigoplan, req.query.codigo, req.query.planId].some(
      (value) => value !== undefined && value !== '',
    );
    const criteria = PLAN_SCORE_CRITERIA.map((c) => ({ ...c }));
    if (!hasPlan) {
      res.setHeader('Cache-Control', CACHE);
      res.json({ data: { criteria, plan: null } });
      return;
    }
    const { profile } = parse(calculatePriceSchema, req.query);
    const plan = await plans.info.execute(planCode(req), profile ?? null);
    res.setHeader('Cache-Control', profile ? 'no-store' : CACHE);
    res.json({ data: { criteria, plan: planScoreAnalysis(plan) } });
  });
  router.post(
    '/compare/metadataPlanesPersonas',
    planSearchHandler(
      plans.compare,
      answers,
      async (req) => (site ? await site.restriction(req) : null),
      undefined,
      lane,
    ),
  );
  // "Where I can be treated": clinics nearest first from a point (order distance), with their plan counts.
  router.get('/prestadores', async (req, res) => {
    const { lat, lng } = parse(clinicsNearSchema, req.query);
    if ((lat === null) !== (lng === null)) throw new CatalogueBadRequestError('Indica lat y lng juntos.');
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(await plans.clinicsNear.execute(lat !== null && lng !== null ? { lat, lng } : null));
  });
  return router;
}

/** /api/isapres/{id}, /beneficios/{id}, /beneficios-plan/{plan}[/{benefit}]. */
export function isapresRouter(
  plans: Pick<IsaprePlanUseCases, 'isapre' | 'isapreBenefits' | 'planBenefits'>,
  site?: SiteScope,
): Router {
  const router = Router();
  if (site) {
    router.param('id', site.organizationParam('ISAPRE'));
    router.param('plan', site.planParam());
  }
  router.get('/beneficios/:id', async (req, res) => {
    res.json({ data: await plans.isapreBenefits.execute(req.params.id) });
  });
  router.get('/beneficios-plan/:plan{/:benefit}', async (req, res) => {
    res.json({ data: await plans.planBenefits.execute(req.params.plan, req.params.benefit) });
  });
  router.get('/:id', async (req, res) => {
    res.setHeader('Cache-Control', CACHE);
    res.json({ data: await plans.isapre.execute(req.params.id) });
  });
  return router;
}
