import { requestEdition } from '../../profile/index.js';
import { Router, type Request, type Response } from 'express';
import { pathId } from '../../../platform/http/input-schemas.js';
import { parseInput } from '../../../platform/http/validate.js';
import type { RateLimiter, RateLimitRule } from '../../../platform/http/rate-limit.js';
import { AppError } from '../../../platform/errors.js';
import type { Feedbacks } from '../application/feedbacks.js';
import type { FindAdvisor } from '../application/find-advisor.js';
import type { ManageLeads } from '../application/manage-leads.js';
import type { LeadSummary } from '../application/ports.js';
import type { LeadSubmission, SubmitLead } from '../application/submit-lead.js';
import type { UpdateLeadRequest } from '../application/update-lead-request.js';
import type { LeadKind } from '../domain/lead-origin.js';
import { attributionOfVisit } from '../domain/lead-attribution.js';
import {
  contactBodySchema,
  feedbackCreateSchema,
  feedbackPatchSchema,
  requestBodySchema,
  sendEmailBodySchema,
  updateBodySchema,
} from './http-schemas.js';

export interface LeadsHttpUseCases {
  submit: SubmitLead;
  update: UpdateLeadRequest;
  findAdvisor: FindAdvisor;
  manage: ManageLeads;
  feedbacks: Feedbacks;
}

/** Public POST routes: a person fills a form a few times, never dozens a minute. */
export const LEAD_POST_LIMIT: RateLimitRule = { name: 'leads-post', max: 20, windowMs: 10 * 60_000 };

function idempotencyKeyOf(req: Request): string | undefined {
  const key = req.header('idempotency-key')?.trim();
  if (!key) return undefined;
  if (key.length > 200) throw new AppError('BAD_REQUEST', 'El encabezado Idempotency-Key es demasiado largo.');
  return key;
}

const publicLead = (lead: LeadSummary, created: boolean, message?: string) => ({
  message: message ?? (created ? 'Solicitud recibida.' : 'Ya habíamos recibido esta solicitud.'),
  status: created ? 201 : 200,
  data: {
    id: lead.id,
    token: lead.updateToken,
    kind: lead.kind,
    status: lead.status,
    contactChannel: lead.contactChannel,
    contactTime: lead.contactTime,
    product: lead.product,
    advisor: lead.advisor ? { name: lead.advisor.name, email: lead.advisor.email } : null,
    createdAt: lead.createdAt,
    duplicate: !created,
  },
});

function requestSubmission(kind: LeadKind, body: unknown, req: Request, res: Response): LeadSubmission {
  const input = parseInput(requestBodySchema, body);
  return {
    kind,
    nombre: input.nombre,
    rutsolicitud: input.rutsolicitud,
    rutsolicitudpareja: input.rutsolicitudpareja,
    email: input.email,
    telefono: input.telefono,
    fechanacimiento: input.fechanacimiento,
    agree: input.agree,
    contactChannel: input.contactChannel,
    contactTime: input.contactTime,
    product: {
      id: input.product?.id ?? input.insuranceId,
      code: input.product?.code ?? input.codigoplan ?? input.productCode,
      name: input.product?.name ?? input.nombreplan,
      type: input.product?.type ?? input.productType,
    },
    businessLine: input.businessLine,
    // The host's edition decides the identification rule (issue 27).
    edition: requestEdition(res),
    // Kept on the lead: staff filter the back-office lists by country (issue 27).
    countryCode: requestEdition(res).code,
    profile: input.profile,
    origin: input.origin,
    originUrl: input.originUrl ?? input.origin_url,
    isInternalTraffic: input.isInternalTraffic,
    flags: {
      hasOnlineOnboarding: input.hasOnlineOnboarding ?? false,
      isPayment: input.isPayment ?? false,
      ...(input.sellerDNI ? { sellerDNI: input.sellerDNI } : {}),
    },
    referrer: input.referrer,
    attribution: attributionOfVisit(input.leadAttributionInfo, req.header('user-agent')),
    sharedUrl: input.sharedUrl,
    idempotencyKey: idempotencyKeyOf(req),
  };
}

/** The request, contact, e-mail, advisor and feedback calls of spec 03 §7. */
export function leadsPublicRoutes(
  useCases: LeadsHttpUseCases,
  limiter: RateLimiter,
): { path: string; router: Router }[] {
  const limit = limiter.perIp(LEAD_POST_LIMIT);

  const submitRouter = (kind: LeadKind, submitPath: string) => {
    const router = Router();
    router.post(submitPath, limit, async (req, res) => {
      const { lead, created } = await useCases.submit.execute(requestSubmission(kind, req.body, req, res));
      res.status(created ? 201 : 200).json(publicLead(lead, created));
    });
    router.post('/update', limit, async (req, res) => {
      const input = parseInput(updateBodySchema, req.body);
      const lead = await useCases.update.execute(input);
      res.json(publicLead(lead, true, 'Solicitud actualizada.'));
    });
    return router;
  };

  const solicitar = submitRouter('plan', '/');
  solicitar.get('/estadisticasolicitudesplanes', async (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.json({ data: await useCases.manage.requestCounts() });
  });

  const contactos = Router();
  contactos.post('/', limit, async (req, res) => {
    const input = parseInput(contactBodySchema, req.body);
    const { lead, created } = await useCases.submit.execute({
      kind: 'contacto',
      nombre: input.datosingresados.nombre,
      rutsolicitud: input.datosingresados.rut,
      email: input.datosingresados.email,
      telefono: input.datosingresados.telefono,
      contactChannel: input.datosingresados.contactChannel,
      contactTime: input.datosingresados.contactTime,
      product: { type: input.productType },
      businessLine: input.businessLine,
      origin: input.originLead,
      originUrl: input.origin_url,
      isInternalTraffic: input.isInternalTraffic,
      referrer: input.referrer,
      attribution: attributionOfVisit(input.leadAttributionInfo, req.header('user-agent')),
      message: input.datosingresados.mensaje,
      countryCode: requestEdition(res).code,
      idempotencyKey: idempotencyKeyOf(req),
    });
    res.status(created ? 201 : 200).json(publicLead(lead, created));
  });

  const sendEmail = Router();
  sendEmail.post('/', limit, async (req, res) => {
    const input = parseInput(sendEmailBodySchema, req.body);
    const { lead, created } = await useCases.submit.execute({
      kind: 'correo',
      nombre: input.nombre ?? '',
      email: input.email,
      product: input.product,
      profile: input.profile,
      referrer: input.referrer,
      isInternalTraffic: input.isInternalTraffic,
      sharedUrl: input.url,
      countryCode: requestEdition(res).code,
      idempotencyKey: idempotencyKeyOf(req),
    });
    res.status(created ? 201 : 200).json(publicLead(lead, created));
  });

  const referidos = Router();
  // Limited so the advisors' e-mails cannot be guessed in bulk.
  referidos.get('/', limiter.perIp({ name: 'advisor-lookup', max: 30, windowMs: 10 * 60_000 }), async (req, res) => {
    const email = typeof req.query.email === 'string' ? req.query.email : '';
    const advisor = await useCases.findAdvisor.execute(email);
    res.json({ data: { name: advisor.name, email: advisor.email, country: advisor.country } });
  });

  const feedbacks = Router();
  feedbacks.get('/getLead/:leadId/:token', async (req, res) => {
    const leadId = pathId(req.params.leadId);
    if (leadId === undefined) throw new AppError('NOT_FOUND', 'No encontramos esa solicitud.');
    res.json({ data: await useCases.feedbacks.forLead(leadId, String(req.params.token)) });
  });
  feedbacks.get('/', async (req, res) => {
    const id = typeof req.query.id === 'string' ? req.query.id : '';
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('BAD_REQUEST', 'Indica el identificador de la opinión (id).');
    res.json({ data: await useCases.feedbacks.get(id) });
  });
  feedbacks.post('/', limit, async (req, res) => {
    const input = parseInput(feedbackCreateSchema, req.body);
    res.status(201).json({ data: await useCases.feedbacks.create(input) });
  });
  feedbacks.patch('/', limit, async (req, res) => {
    const { _id, ...changes } = parseInput(feedbackPatchSchema, req.body);
    res.json({ data: await useCases.feedbacks.update(_id, changes) });
  });

  return [
    { path: '/api/solicitarplans', router: solicitar },
    { path: '/api/seguro-adicional', router: submitRouter('adicional', '/solicitar') },
    { path: '/api/contactos', router: contactos },
    { path: '/api/sendemail', router: sendEmail },
    { path: '/api/referidos', router: referidos },
    { path: '/api/feedbacks', router: feedbacks },
  ];
}
