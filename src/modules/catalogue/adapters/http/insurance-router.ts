import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { CalculateProductPrice } from '../../application/calculate-product-price.js';
import type { CompareProducts } from '../../application/compare-products.js';
import type { CompareIsaprePlans } from '../../application/compare-isapre-plans.js';
import type { GetProductCard } from '../../application/get-product-card.js';
import type { GetProductDetail } from '../../application/get-product-detail.js';
import type { GetProductTexts } from '../../application/get-product-texts.js';
import type { ListProductCoverages } from '../../application/list-product-coverages.js';
import type { ListProductPrestadores } from '../../application/list-product-prestadores.js';
import { editionProfileErrors, requestEdition } from '../../../profile/index.js';
import { CatalogueBadRequestError } from '../../domain/errors.js';
import { productDocuments } from '../../domain/product-documents.js';
import type { CompareJsonPresenter } from './compare-presenter.js';
import type { CompareAnswerCache } from './compare-answer-cache.js';
import { comparisonAnswer } from './compare-answer.js';
import type { CompareFastLane } from './compare-fast-lane.js';
import { writeAnswer } from './answer-bytes.js';
import { parse } from './parse.js';
import { parseCompareRequest } from './compare-request-fast.js';
import type { SiteScope } from './site-scope.js';
import { planSearchHandler } from './plan-search-answer.js';
import { calculatePriceSchema, compareRequestSchema, positiveId } from './schemas.js';

const NO_STORE = 'no-store';
const SHORT_CACHE = 'public, max-age=60';

/** The use cases behind /api/insurance. */
export interface InsuranceRoutes {
  compare: CompareProducts;
  presenter: CompareJsonPresenter;
  card: GetProductCard;
  detail: GetProductDetail;
  texts: GetProductTexts;
  coverages: ListProductCoverages;
  prestadores: ListProductPrestadores;
  price: CalculateProductPrice;
  plans: CompareIsaprePlans;
  /** Comparison answers kept by request (issue 31); absent or of size 0: every comparison is computed. */
  answers?: CompareAnswerCache;
  /** The comparison's fast lane (issue 31): told what the route answered, to answer the same bytes again. */
  fastLane?: CompareFastLane;
  /** Plan search answers kept by search (issue 31), as under /api/buscarplanes. */
  planAnswers?: CompareAnswerCache;
}

/** /api/insurance (spec 02 §7, spec 03 §7, spec 01 §7): comparison, product, per-card and price calls. */
export function insuranceRouter(
  {
    compare,
    presenter,
    card,
    detail,
    texts,
    coverages,
    prestadores,
    price,
    plans,
    answers,
    planAnswers,
    fastLane,
  }: InsuranceRoutes,
  site?: SiteScope,
): Router {
  const router = Router();
  const input = (req: Request) => (req.method === 'GET' ? req.query : (req.body ?? {}));
  // The site's restriction (a partner sub-domain, issue 14), applied on the server whatever the body asks.
  const restrictionOf = async (req: Request) => (site ? await site.restriction(req) : null);
  // Every route below that names a product (:id, :code) answers 404 for one the site may not show (issue 24).
  if (site) {
    router.param('id', site.productParam());
    router.param('code', site.productParam());
  }

  const compareHandler = async (req: Request, res: Response) => {
    const request = { ...parseCompareRequest(input(req)), restriction: await restrictionOf(req) };
    // The host's edition rules on the profile (issue 27): Colombia's EPS and minimum staff, Peru's SCTR…
    const editionErrors = request.profile
      ? editionProfileErrors(requestEdition(res), request.profile, request.productType)
      : [];
    if (editionErrors.length > 0) throw new CatalogueBadRequestError(editionErrors.join(' '));
    const state = await compare.state();
    const cache = answers?.enabled ? answers : undefined;
    const { answer, uuid, key, epoch } = await comparisonAnswer(compare, presenter, cache, request, state);
    // Serialised by the presenter, as bytes; no ETag for an answer that is never stored.
    writeAnswer(res, answer, uuid);
    // The same bytes again are answered before the middleware stack while this answer is kept.
    if (cache && fastLane && req.method === 'POST') {
      fastLane.remember(req, res, { key, epoch, restriction: request.restriction, uuid: request.uuid });
    }
  };
  router.post('/compare/metadata', compareHandler);
  router.get('/compare/metadata', compareHandler);

  router.post('/promotedProduct', async (req, res) => {
    const body = { organizationType: ['ASEGURADORA', 'ISAPRE', 'CLINICA'], ...(req.body ?? {}) };
    const request = { ...parse(compareRequestSchema, body), restriction: await restrictionOf(req) };
    res.setHeader('Cache-Control', NO_STORE);
    res.json({ data: await compare.promoted(request) });
  });

  const plansHandler = planSearchHandler(plans, planAnswers, restrictionOf, input);
  router.get('/compare/metadataPlanesPersonas', plansHandler);
  router.post('/compare/metadataPlanesPersonas', plansHandler);

  router.get('/product/:code', async (req, res) => {
    const { profile, targetCurrency } = parse(calculatePriceSchema, req.query);
    res.setHeader('Cache-Control', profile ? NO_STORE : SHORT_CACHE);
    res.json({ data: await detail.execute(req.params.code, profile ?? null, targetCurrency ?? null) });
  });

  router.get('/coverages/:id/resume', async (req, res) => {
    const summary = await texts.summary(req.params.id);
    res.setHeader('Cache-Control', SHORT_CACHE);
    res.json({
      data: {
        coverages: summary.coverages,
        topAmount: summary.topAmount,
        deductible: summary.deductible,
        coverageRequirement: summary.coverageRequirement,
        prestadores: summary.prestadores,
      },
    });
  });
  router.get('/coverages/:id/coverageOrganization', async (req, res) => {
    res.setHeader('Cache-Control', SHORT_CACHE);
    res.json({ data: await prestadores.execute(req.params.id) });
  });

  const priceHandler = async (req: Request, res: Response) => {
    const body = parse(calculatePriceSchema, input(req));
    res.setHeader('Cache-Control', NO_STORE);
    res.json({
      data: await price.execute(String(req.params.id), body.profile ?? null, body.targetCurrency ?? null),
    });
  };
  router.get('/:id/calculatePrice', priceHandler);
  router.post('/:id/calculatePrice', priceHandler);

  const cached = (res: Response) => res.setHeader('Cache-Control', SHORT_CACHE);
  router.get('/:id/conditions', async (req, res) => {
    cached(res);
    res.json({ data: await texts.detailPart(req.params.id, 'conditions') });
  });
  router.get('/:id/exclusions', async (req, res) => {
    cached(res);
    res.json({ data: await texts.detailPart(req.params.id, 'exclusions') });
  });
  router.get('/:id/extraBenefits', async (req, res) => {
    cached(res);
    res.json({ data: await texts.detailPart(req.params.id, 'extraBenefits') });
  });
  router.get('/:id/faq', async (req, res) => {
    cached(res);
    res.json({ data: await texts.detailPart(req.params.id, 'faq') });
  });
  router.get('/:id/seo', async (req, res) => {
    cached(res);
    res.json({ data: await texts.detailPart(req.params.id, 'seo') });
  });
  router.get('/:id/descriptions', async (req, res) => {
    cached(res);
    res.json({ data: await texts.descriptions(req.params.id) });
  });
  router.get('/:id/features', async (req, res) => {
    cached(res);
    res.json({ data: (await texts.summary(req.params.id)).features });
  });
  router.get('/:id/inFeatures', async (req, res) => {
    cached(res);
    res.json({ data: (await texts.summary(req.params.id)).featuresAll });
  });
  router.get('/:id/topAmountsAndDeductibles', async (req, res) => {
    cached(res);
    res.json({ data: (await texts.summary(req.params.id)).topsAndDeductibles });
  });
  router.get('/:id/coverageRequirement', async (req, res) => {
    cached(res);
    res.json({ data: (await texts.summary(req.params.id)).coverageRequirement });
  });
  router.get('/:id/coverages', async (req, res) => {
    cached(res);
    res.json({ data: { tags: await coverages.execute(req.params.id) } });
  });
  router.get('/:id/coverageOrganizations', async (req, res) => {
    cached(res);
    res.json({ data: await prestadores.execute(req.params.id) });
  });
  router.get('/:id/coverageOrganization/:organizationId/coverages', async (req, res) => {
    const organizationId = parse(positiveId('organizationId'), req.params.organizationId);
    cached(res);
    res.json({ data: { tags: await coverages.execute(req.params.id, { organizationId }) } });
  });
  router.get('/:id/benefit/:benefitId/coverages', async (req, res) => {
    const benefitId = parse(positiveId('benefitId'), req.params.benefitId);
    cached(res);
    res.json({ data: { tags: await coverages.execute(req.params.id, { benefitId }) } });
  });
  router.get('/:id/paymentOffer', async (req, res) => {
    const offer = (await texts.summary(req.params.id)).paymentOffer;
    cached(res);
    if (!offer) {
      res.status(204).end();
      return;
    }
    res.json({ data: offer });
  });
  router.get('/:id', async (req, res) => {
    parse(z.string().max(120), req.params.id);
    cached(res);
    res.json({ data: await card.execute(req.params.id) });
  });
  return router;
}

/**
 * /api/qppayment/insurance-payment/{code} and …/{code}/getOffers: the payment-offer rule of spec 01 §7 §8
 * (200 with data, 204 when the product has none, 404 in Spanish for an unknown product).
 */
export function paymentOfferRouter(texts: GetProductTexts, site?: SiteScope): Router {
  const router = Router();
  if (site) router.param('code', site.productParam());
  const offerHandler = async (req: Request, res: Response) => {
    const code = parse(productKey, req.params.code);
    const offer = (await texts.summary(code)).paymentOffer;
    res.setHeader('Cache-Control', SHORT_CACHE);
    if (!offer) {
      res.status(204).end();
      return;
    }
    res.json({ data: offer });
  };
  router.get('/insurance-payment/:code/getOffers', offerHandler);
  router.get('/insurance-payment/:code', offerHandler);
  return router;
}

export const productKey = z
  .string()
  .trim()
  .min(1, { error: 'Indica el id o el código del seguro.' })
  .max(120, { error: 'El id o código del seguro es demasiado largo.' });

/** GET /api/documents/insurance/{id} (spec 03 §7): the product's documents (see product-documents.ts). */
export function documentsRouter(productDetail: GetProductDetail, site?: SiteScope): Router {
  const router = Router();
  if (site) router.param('id', site.productParam());
  router.get('/insurance/:id', async (req, res) => {
    const detail = await productDetail.execute(parse(productKey, req.params.id));
    res.setHeader('Cache-Control', SHORT_CACHE);
    res.json({
      data: {
        insuranceId: detail.id,
        productCode: detail.productCode,
        documents: productDocuments(detail),
      },
    });
  });
  return router;
}
