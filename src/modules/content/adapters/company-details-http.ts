import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { parseInput } from '../../../platform/http/validate.js';
import type { CompanyDetailsService } from '../application/company-details.js';
import {
  contactGroupsOf,
  missingCompanyDetails,
  publicCompanyDetails,
  type CompanyDetails,
} from '../domain/company-details.js';

/** An optional text: trimmed, '' or null clears it. */
const text = (max: number) =>
  z
    .union([z.string().max(max, `Máximo ${max} caracteres.`), z.null()])
    .transform((value) => (value === null || value.trim() === '' ? null : value.trim()));
const email = text(200).refine((value) => value === null || z.email().safeParse(value).success, 'Correo inválido.');
/** A portal address: a full https/http URL or a path of this site. */
const address = text(300).refine(
  (value) => value === null || /^\/[^/]/.test(value) || z.url({ protocol: /^https?$/ }).safeParse(value).success,
  'Debe ser una dirección https:// o una ruta del sitio (/…).',
);

export const companyDetailsChanges = z
  .object({
    legalName: text(200),
    rut: text(20),
    phone: text(40),
    whatsapp: text(40),
    contactEmail: email,
    paymentsEmail: email,
    personasPortalUrl: address,
    empresasPortalUrl: address,
    bankName: text(100),
    bankAccountType: text(60),
    bankAccountNumber: text(60),
    bankAccountHolder: text(200),
    bankAccountRut: text(20),
    instagramUrl: address,
    linkedinUrl: address,
  })
  .partial()
  .strict();

/** The admin record: react-admin edits it as the single record 'company' of resource company-details. */
const adminRecord = (details: CompanyDetails) => ({
  id: 'company',
  ...details,
  missing: missingCompanyDetails(details),
});

/** GET /api/contactInformations, GET /api/company (public) and /api/admin/company-details/company. */
export function companyDetailsRouters(service: CompanyDetailsService, guard: (permission: string) => RequestHandler) {
  const contactInformations = Router();
  contactInformations.get('/', async (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.json({ data: contactGroupsOf(await service.current()) });
  });
  const company = Router();
  company.get('/', async (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=60');
    res.json({ data: publicCompanyDetails(await service.current()) });
  });
  const admin = Router();
  admin.get('/company', guard('content:read'), async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(adminRecord(await service.current()));
  });
  admin.put('/company', guard('content:update'), async (req, res) => {
    const body = { ...(req.body as Record<string, unknown>) };
    // react-admin sends the whole record back: its id and the computed list are not fields.
    delete body.id;
    delete body.missing;
    const changes = parseInput(companyDetailsChanges, body, 'Revisa los datos de la empresa.');
    res.json(adminRecord(await service.update(changes, req.user?.email ?? 'back-office')));
  });
  return [
    { path: '/api/contactInformations', router: contactInformations },
    { path: '/api/company', router: company },
    { path: '/api/admin/company-details', router: admin },
  ];
}
