import { z } from 'zod';
import { MAX_INT, positiveId, requiredText } from '../../../platform/http/input-schemas.js';
import { MAX_ORIGIN_LENGTH } from '../domain/lead-origin.js';

const text = (max: number) => z.string().trim().max(max);
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);
const jsonObject = z.record(z.string(), z.unknown());
/**
 * Metadata a lead is never refused for (issue 9): text or a number, trimmed and cut to `max`; anything else
 * is ignored.
 */
const lenientText = (max: number) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' || typeof value === 'number'
        ? String(value).trim().slice(0, max) || undefined
        : undefined,
    z.string().optional(),
  );

/**
 * A catalogue id sent as metadata (the legacy `insuranceId`): a positive whole number, or its digits; any
 * other value (1.5, true, 'abc') is ignored, never stored nor refused (spec 03 §7).
 */
const lenientCatalogueId = z.preprocess((value) => {
  if (typeof value === 'number')
    return Number.isInteger(value) && value > 0 && value <= MAX_INT ? String(value) : undefined;
  if (typeof value === 'string' && /^\s*[1-9]\d{0,9}\s*$/.test(value)) {
    const id = value.trim();
    return Number(id) <= MAX_INT ? id : undefined;
  }
  return undefined;
}, z.string().optional());

export const attributionSchema = z
  .array(
    z.object({
      referrer: text(2000),
      date: text(40),
      infoGA: z
        .object({ urlParams: z.record(z.string(), text(500)).optional(), clientId: text(200).optional() })
        .optional(),
    }),
  )
  .max(500);

export const referrerSchema = z
  .object({
    email: text(50).optional(),
    name: text(200).optional(),
    ejecutivo: text(200).nullable().optional(),
    initialDate: text(40).optional(),
  })
  .nullable()
  .optional();

const productSchema = z
  .object({
    id: z.union([text(100), positiveId('El id del producto').transform(String)]).optional(),
    code: text(100).optional(),
    name: text(300).optional(),
    type: text(100).optional(),
  })
  .optional();

/** POST api/solicitarplans and api/seguro-adicional/solicitar: the request form of spec 03 §3. */
export const requestBodySchema = z.object({
  nombre: text(200).default(''),
  rutsolicitud: text(20).optional(),
  rutsolicitudpareja: text(20).optional(),
  email: text(254).default(''),
  telefono: text(40).default(''),
  fechanacimiento: text(10).optional(),
  agree: flag.optional(),
  contactChannel: text(20).optional(),
  contactTime: text(20).optional(),
  /** An origin system of spec 03 §3, another spelling of one, or any other text (stored as given). */
  origin: lenientText(MAX_ORIGIN_LENGTH),
  originUrl: text(2000).optional(),
  origin_url: text(2000).optional(),
  hasOnlineOnboarding: flag.optional(),
  isInternalTraffic: flag.optional(),
  isPayment: flag.optional(),
  sellerDNI: text(20).optional(),
  product: productSchema,
  /** Legacy flat plan fields of the existing site; the product's name and id come from the catalogue. */
  codigoplan: lenientText(100),
  productCode: lenientText(100),
  insuranceId: lenientCatalogueId,
  nombreplan: text(300).optional(),
  productType: text(100).optional(),
  businessLine: text(100).optional(),
  profile: jsonObject.nullable().optional(),
  referrer: referrerSchema,
  leadAttributionInfo: attributionSchema.optional(),
  sharedUrl: text(2000).optional(),
});

/** POST api/contactos (spec 03 §7): productType, businessLine, datosingresados, leadAttributionInfo, origin_url, originLead. */
export const contactBodySchema = z.object({
  productType: text(100).optional(),
  businessLine: text(100).optional(),
  datosingresados: z.object({
    nombre: text(200).default(''),
    email: text(254).default(''),
    telefono: text(40).default(''),
    rut: text(20).optional(),
    mensaje: text(2000).optional(),
    contactChannel: text(20).optional(),
    contactTime: text(20).optional(),
  }),
  leadAttributionInfo: attributionSchema.optional(),
  origin_url: text(2000).optional(),
  originLead: lenientText(MAX_ORIGIN_LENGTH),
  referrer: referrerSchema,
  isInternalTraffic: flag.optional(),
});

/** POST api/sendemail: send the visitor a link to their search or plans by e-mail. */
export const sendEmailBodySchema = z.object({
  email: text(254),
  nombre: text(200).optional(),
  url: text(2000).optional(),
  product: productSchema,
  profile: jsonObject.nullable().optional(),
  referrer: referrerSchema,
  isInternalTraffic: flag.optional(),
});

export const updateBodySchema = z.object({
  id: positiveId('El id de la solicitud'),
  token: text(64),
  rutsolicitudpareja: text(20).nullable().optional(),
  telefono: text(40).optional(),
  fechanacimiento: text(10).nullable().optional(),
  contactChannel: text(20).optional(),
  contactTime: text(20).optional(),
  profile: jsonObject.nullable().optional(),
});

const score = z
  .number({ error: 'La nota debe ser un número de 1 a 5.' })
  .int('La nota va de 1 a 5.')
  .min(1, 'La nota va de 1 a 5.')
  .max(5, 'La nota va de 1 a 5.');
/** A comment: blank is no comment. */
const comment = text(2000).transform((value) => value || null);

/** A feedback says something: a score or a comment (an empty one is refused, issue 24). */
/** The fields of a new feedback; the route also asks for a score or a comment (feedbackCreateSchema). */
export const feedbackFields = z.object({
  leadId: positiveId('El id de la solicitud').optional(),
  token: requiredText(64, 'El token es obligatorio.').optional(),
  score: score.nullable().default(null),
  comment: comment.nullable().default(null),
});

export const feedbackCreateSchema = feedbackFields.refine(
  (feedback) => feedback.score !== null || feedback.comment !== null,
  {
    message: 'Indica una nota o un comentario.',
    path: ['score'],
  },
);

export const feedbackPatchSchema = z.object({
  _id: z.uuid('Identificador inválido.'),
  score: score.nullable().optional(),
  comment: comment.nullable().optional(),
});
