import { Router } from 'express';
import { z } from 'zod';
import { AppError } from '../../../platform/errors.js';
import { parseInput } from '../../../platform/http/validate.js';
import type { ChatProvider, SiteMessages } from '../application/ports.js';
import { businessLines } from '../domain/business-lines.js';
import { VERSION_FIELD } from '../domain/version-check.js';
import { whyUsFor } from '../domain/why-us.js';

/** The comparator a why-us text is for (the catalogue's facade, through content's module.ts). */
export type FindComparator = (key: string) => Promise<{ id: number; name: string }>;

export const comparatorKey = z
  .string()
  .trim()
  .min(1, { error: 'Indica el comparador.' })
  .max(120, { error: 'El comparador es demasiado largo.' });

/** '{app}-{language}', e.g. 'comparador-es' (spec 03 §7). */
export const appLanguage = z
  .string()
  .regex(/^[A-Za-z0-9_.]{1,40}-[a-z]{2}$/, {
    error: 'Indica la aplicación y el idioma como {aplicación}-{idioma}, por ejemplo comparador-es.',
  })
  .transform((value) => {
    const cut = value.lastIndexOf('-');
    return { app: value.slice(0, cut), language: value.slice(cut + 1) };
  });

export const optionalApp = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,40}$/, { error: 'La aplicación solo admite letras, números, punto, guion y guion bajo.' })
    .optional(),
);

export const businessLineHeaders = z.object({
  'x-editable': z
    .enum(['true', 'false'], { error: 'El encabezado x-editable debe ser true o false.' })
    .transform((value) => value === 'true')
    .optional(),
  'x-lead-type': z
    .enum(['plan', 'contacto'], { error: 'El encabezado x-lead-type debe ser plan o contacto.' })
    .optional(),
});

/**
 * The site's calls of spec 02 §7 and spec 03 §7 this module answers: GET api/whyUs/{id}, /api/qp-version,
 * api/chat/available, api/chat/getWebchatConfig/{app}-{language}, api/twilio/webchat-config/{app}-{language}
 * and {api}/business-line.
 */
export function siteCallsRouter(options: {
  version: string;
  chat: ChatProvider;
  findComparator: FindComparator;
}): Router {
  const router = Router();
  router.get('/whyUs/:id', async (req, res) => {
    const comparator = await options.findComparator(parseInput(comparatorKey, req.params.id));
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json({ data: whyUsFor(comparator) });
  });
  router.get('/qp-version', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ [VERSION_FIELD]: options.version });
  });
  router.get('/chat/available', async (req, res) => {
    const app = parseInput(optionalApp, req.query.app, 'Consulta de chat inválida.');
    res.setHeader('Cache-Control', 'no-store');
    res.json({ data: await options.chat.available(app ?? null) });
  });
  router.get('/chat/getWebchatConfig/:appLanguage', async (req, res) => {
    const { app, language } = parseInput(appLanguage, req.params.appLanguage);
    const config = await options.chat.webchatConfig(app, language);
    if (!config) throw new AppError('NOT_FOUND', `El chat no está disponible para ${app} (${language}).`);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ data: config });
  });
  router.get('/twilio/webchat-config/:appLanguage', async (req, res) => {
    const { app, language } = parseInput(appLanguage, req.params.appLanguage);
    const config = await options.chat.twilioWebchatConfig(app, language);
    if (!config) throw new AppError('NOT_FOUND', `El chat de Twilio no está configurado para ${app} (${language}).`);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ data: config });
  });
  router.get('/business-line', (req, res) => {
    const headers = parseInput(businessLineHeaders, {
      'x-editable': req.header('x-editable') ?? undefined,
      'x-lead-type': req.header('x-lead-type') ?? undefined,
    });
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json({ data: businessLines({ editable: headers['x-editable'], leadType: headers['x-lead-type'] }) });
  });
  return router;
}

const languageFile = z
  .string()
  .regex(/^[a-z]{2}(-[A-Z]{2})?\.json$/, { error: 'Indica el idioma como es-CL.json.' })
  .transform((file) => file.slice(0, -'.json'.length));

/** GET /i18n/{lang}.json: the site's message catalogue (spec 02 §7); es-CL (and es) only. */
export function siteMessagesRouter(messages: SiteMessages): Router {
  const router = Router();
  router.get('/:file', (req, res) => {
    const language = parseInput(languageFile, req.params.file, 'Idioma inválido.');
    const catalogue = messages.catalogue(language);
    if (!catalogue) throw new AppError('NOT_FOUND', `No hay traducciones para ${language}.`);
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(catalogue);
  });
  return router;
}
