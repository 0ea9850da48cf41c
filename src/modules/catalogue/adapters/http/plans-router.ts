import { Router, type Request } from 'express';
import { z } from 'zod';
import { CatalogueBadRequestError } from '../../domain/errors.js';
import { PLAN_SCORE_CRITERIA, planScore } from '../../domain/plan-score.js';
import type { IsaprePlans } from '../../application/isapre-plans.js';
import { parse } from './parse.js';
import { calculatePriceSchema, clinicsNearSchema, planCareCostSchema, planQuerySchema } from './schemas.js';

const CACHE = 'public, max-age=300';

function planCode(req: Request): string {
  const value = req.query.plan ?? req.query.codigoplan ?? req.query.codigo ?? req.query.planId;
  const code = parse(z.string({ error: 'Falta el código del plan (plan=…)' }).min(1).max(40), value);
  return code;
}

/** /api/infoplanes/* and /api/buscadorplanes/infoplan: one plan's information (spec 03 §7). */
export function infoPlanesRouter(plans: IsaprePlans): Router {
  const router = Router();
  // The simulator's scenarios with their reference prices (sample data with source and date).
  router.get('/escenarios', async (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.json({ data: await plans.scenarioList() });
  });
  router.get('/:kind', async (req, res) => {
    const code = planCode(req);
    res.setHeader('Cache-Control', CACHE);
    switch (req.params.kind) {
      case 'factores':
        res.json({ data: await plans.factors(code) });
        return;
      case 'prestadoresplan':
        res.json({ data: await plans.prestadores(code) });
        return;
      case 'prestaciones':
        res.json({ data: await plans.prestaciones(code) });
        return;
      case 'aranceles':
        res.json({ data: await plans.aranceles(code) });
        return;
      case 'costo': {
        // The plan page's cost-of-care simulator (issue 13): depends on the household, not cached.
        const query = parse(planCareCostSchema, req.query);
        res.setHeader('Cache-Control', 'no-store');
        res.json({ data: await plans.planCareCost(code, query.profile ?? null, query) });
        return;
      }
      case 'infoplan': {
        const { profile } = parse(calculatePriceSchema, req.query);
        res.json({ data: await plans.info(code, profile ?? null) });
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

export function buscadorPlanesRouter(plans: IsaprePlans): Router {
  const router = Router();
  router.get('/infoplan', async (req, res) => {
    const { profile } = parse(calculatePriceSchema, req.query);
    res.json({ data: await plans.info(planCode(req), profile ?? null) });
  });
  return router;
}

/** POST api/buscarplanes/compare/metadataPlanesPersonas; GET api/buscarplanes/analisisypuntaje. */
export function buscarPlanesRouter(plans: IsaprePlans): Router {
  const router = Router();
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
    const plan = await plans.info(planCode(req), profile ?? null);
    const figures = {
      hospitalPct: plan.coverage.hospital,
      ambulatoryPct: plan.coverage.ambulatory,
      excessClp: plan.price.excessClp,
    };
    res.setHeader('Cache-Control', profile ? 'no-store' : CACHE);
    res.json({
      data: {
        criteria,
        plan: {
          codigoplan: plan.codigoplan,
          nombreplan: plan.nombreplan,
          ...figures,
          score: Math.round(planScore(figures) * 100) / 100,
        },
      },
    });
  });
  router.post('/compare/metadataPlanesPersonas', async (req, res) => {
    const query = parse(planQuerySchema, req.body ?? {});
    res.setHeader('Cache-Control', 'no-store');
    res.json(await plans.compare({ ...query, profile: query.profile ?? null }));
  });
  // "Where I can be treated": clinics nearest first from a point (order distance), with their plan counts.
  router.get('/prestadores', async (req, res) => {
    const { lat, lng } = parse(clinicsNearSchema, req.query);
    if ((lat === null) !== (lng === null)) throw new CatalogueBadRequestError('Indica lat y lng juntos.');
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(await plans.clinicsNear(lat !== null && lng !== null ? { lat, lng } : null));
  });
  return router;
}

/** /api/isapres/{id}, /beneficios/{id}, /beneficios-plan/{plan}[/{benefit}]. */
export function isapresRouter(plans: IsaprePlans): Router {
  const router = Router();
  router.get('/beneficios/:id', async (req, res) => {
    res.json({ data: await plans.isapreBenefits(req.params.id) });
  });
  router.get('/beneficios-plan/:plan{/:benefit}', async (req, res) => {
    res.json({ data: await plans.planBenefits(req.params.plan, req.params.benefit) });
  });
  router.get('/:id', async (req, res) => {
    res.setHeader('Cache-Control', CACHE);
    res.json({ data: await plans.isapre(req.params.id) });
  });
  return router;
}
