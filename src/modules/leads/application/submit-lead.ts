import type { Edition } from '../../profile/index.js';
import { normaliseIdentification } from '../domain/identification.js';
import { randomBytes } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import type { Logger } from '../../../platform/logger.js';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { orNoPreference, type ContactChannel, type ContactTime } from '../domain/contact-consent.js';
import { isValidEmail } from '../domain/contact-rules.js';
import { MAX_ATTRIBUTION_ENTRIES, type AttributionEntry } from '../domain/lead-attribution.js';
import type { LeadEmailKind } from '../domain/lead-emails.js';
import { DUPLICATE_WINDOW_MS, resolveOrigin, type LeadKind } from '../domain/lead-origin.js';
import { pickExecutive } from '../domain/assignment.js';
import { LEAD_STATUS } from '../domain/lead-status.js';
import { isReferrerExpired } from '../domain/referrer.js';
import { requestFormErrors, requestFormMessages, type RequestFormOptions } from '../domain/request-form.js';
import { cleanRut, formatRut } from '../domain/rut.js';
import { LEADS } from '../tokens.js';
import type {
  AdvisorRepository,
  Executive,
  ExecutiveDirectory,
  LeadCountry,
  LeadRepository,
  LeadSummary,
  ProductCatalogue,
  ProductRef,
} from './ports.js';

/** What the browser sends (already shape-checked by the HTTP adapter). */
export interface LeadSubmission {
  kind: LeadKind;
  nombre: string;
  rutsolicitud?: string;
  rutsolicitudpareja?: string;
  email: string;
  telefono?: string;
  fechanacimiento?: string;
  agree?: boolean;
  contactChannel?: string;
  contactTime?: string;
  product?: { id?: string; code?: string; name?: string; type?: string };
  businessLine?: string;
  /** The request's edition (issue 27): its identification rule; Chile's RUT when absent. */
  edition?: Pick<Edition, 'identification'>;
  /** The request's edition's country code (issue 27), kept on the lead for the back-office's country filter; Chile when absent. */
  countryCode?: LeadCountry;
  profile?: Record<string, unknown> | null;
  origin?: string;
  originUrl?: string;
  isInternalTraffic?: boolean;
  flags?: Record<string, unknown>;
  referrer?: { email?: string; name?: string; ejecutivo?: string | null; initialDate?: string } | null;
  attribution?: AttributionEntry[];
  message?: string;
  sharedUrl?: string;
  idempotencyKey?: string;
}

const OPTIONS_BY_KIND: Record<LeadKind, RequestFormOptions> = {
  plan: { requireRut: true, requireAgree: true },
  adicional: { requireRut: true, requireAgree: true },
  contacto: { contactName: true },
  correo: { contactName: true },
};

/**
 * Receives a request (Solicitar), a contact or an e-mail request: validates it with the domain rules,
 * attributes it to the advisor, picks an executive, and stores it with its e-mail jobs in one
 * transaction. Never fails because an optional collaborator (executive directory) is down.
 */
@injectable()
export class SubmitLead {
  constructor(
    @inject(LEADS.LeadRepository) private readonly leads: LeadRepository,
    @inject(LEADS.AdvisorRepository) private readonly advisors: AdvisorRepository,
    @inject(LEADS.ExecutiveDirectory) private readonly executives: ExecutiveDirectory,
    @inject(LEADS.ProductCatalogue) private readonly products: ProductCatalogue,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  async execute(input: LeadSubmission): Promise<{ lead: LeadSummary; created: boolean }> {
    const now = this.clock.now();
    const form = {
      nombre: input.nombre ?? '',
      rutsolicitud: input.rutsolicitud,
      rutsolicitudpareja: input.rutsolicitudpareja,
      email: input.email ?? '',
      telefono: input.telefono ?? '',
      fechanacimiento: input.fechanacimiento,
      agree: input.agree === true,
      // Not sent (the existing site has no such fields): stored as "sin preferencia indicada" (issue 9).
      contactChannel:
        input.kind === 'correo' ? (input.contactChannel ?? 'solo-correo') : orNoPreference(input.contactChannel),
      contactTime:
        input.kind === 'correo' ? (input.contactTime ?? 'cualquier-hora') : orNoPreference(input.contactTime),
    };
    const errors =
      input.kind === 'correo'
        ? isValidEmail(form.email)
          ? {}
          : { email: 'invalidEmail' as const }
        : requestFormErrors(form, now, {
            ...OPTIONS_BY_KIND[input.kind],
            acceptNoPreference: true,
            ...(input.edition ? { edition: input.edition } : {}),
          });
    if (Object.keys(errors).length > 0) {
      const messages = requestFormMessages(errors);
      throw new AppError('BAD_REQUEST', `Datos inválidos. ${Object.values(messages)[0]}`, {
        errors: messages,
        keys: errors,
      });
    }

    const rut = form.rutsolicitud?.trim()
      ? input.edition
        ? normaliseIdentification(input.edition, form.rutsolicitud)
        : formatRut(form.rutsolicitud)
      : null;
    const product = await this.resolveProduct({
      id: input.product?.id ?? null,
      code: input.product?.code ?? null,
      name: input.product?.name ?? null,
      type: input.product?.type ?? null,
    });
    const origin = resolveOrigin(input.origin);
    const advisorId = await this.advisorOf(input.referrer, now);
    const executive = await this.chooseExecutive(now, input.referrer?.ejecutivo);
    const person = rut ? cleanRut(rut) : form.email.trim().toLowerCase();
    const emails: LeadEmailKind[] = input.kind === 'correo' ? ['confirmation'] : ['confirmation', 'executive-notice'];

    return this.leads.insert(
      {
        kind: input.kind,
        status: executive ? LEAD_STATUS.ASIGNADO : LEAD_STATUS.SIN_ESTADO,
        origin: origin.origin,
        countryCode: input.countryCode ?? 'CL',
        nombre: form.nombre.trim() || 'Visitante',
        rut,
        rutPareja: form.rutsolicitudpareja?.trim() ? formatRut(form.rutsolicitudpareja) : null,
        email: form.email.trim(),
        telefono: form.telefono.trim() || null,
        fechaNacimiento: form.fechanacimiento?.trim() || null,
        contactChannel: form.contactChannel as ContactChannel,
        contactTime: form.contactTime as ContactTime,
        product,
        businessLine: input.businessLine ?? null,
        profile: input.profile ?? null,
        referrer: input.referrer ? { ...input.referrer } : null,
        extra: {
          ...(input.flags ?? {}),
          ...(input.originUrl ? { originUrl: input.originUrl } : {}),
          ...(input.message ? { message: input.message } : {}),
          ...(input.sharedUrl ? { sharedUrl: input.sharedUrl } : {}),
          // A known system sent under another spelling: what was sent is kept beside it.
          ...(origin.known && input.origin?.trim() && input.origin.trim() !== origin.origin
            ? { originSent: input.origin.trim().slice(0, 100) }
            : {}),
        },
        isInternalTraffic: input.isInternalTraffic === true,
        advisorId,
        executive,
        idempotencyKey: input.idempotencyKey ?? null,
        dedupeKey: `${input.kind}:${person}:${product.id ?? product.code ?? ''}`,
        updateToken: randomBytes(16).toString('hex'),
        attribution: (input.attribution ?? []).slice(-MAX_ATTRIBUTION_ENTRIES),
      },
      emails,
      DUPLICATE_WINDOW_MS,
    );
  }

  /**
   * A product sent by code or id without its name or id (the legacy `codigoplan`, `productCode`,
   * `insuranceId` fields) takes them from the catalogue. Never fails the request: an unknown code or a
   * catalogue error keeps the product as sent.
   */
  private async resolveProduct(sent: ProductRef): Promise<ProductRef> {
    if ((!sent.id && !sent.code) || (sent.id && sent.name)) return sent;
    try {
      const found = await this.products.find({ id: sent.id, code: sent.code });
      if (!found) return sent;
      return {
        id: found.id,
        code: found.code ?? sent.code,
        name: found.name ?? sent.name,
        type: sent.type ?? found.type,
      };
    } catch (error) {
      this.logger.warn({ err: error, product: sent }, 'No se pudo buscar el producto del lead en el catálogo');
      return sent;
    }
  }

  /** The advisor named by a stored, unexpired referrer. */
  private async advisorOf(referrer: LeadSubmission['referrer'], now: Date): Promise<number | null> {
    if (!referrer?.email) return null;
    const stored = {
      name: referrer.name ?? '',
      email: referrer.email,
      ejecutivo: referrer.ejecutivo,
      initialDate: referrer.initialDate ?? now.toISOString(),
    };
    if (isReferrerExpired(stored, now)) return null;
    return (await this.advisors.findActiveByEmail(referrer.email))?.id ?? null;
  }

  /**
   * The visitor's own executive (set on the stored referrer) when active; otherwise the active executive
   * with the fewest leads in the last 24 h; none (sales inbox) if the directory fails.
   */
  private async chooseExecutive(now: Date, ownExecutive?: string | null): Promise<Executive | null> {
    try {
      const executives = await this.executives.listActive();
      if (executives.length === 0) return null;
      const own = ownExecutive?.trim().toLowerCase();
      const mine = own ? executives.find((executive) => executive.email.toLowerCase() === own) : undefined;
      if (mine) return mine;
      const counts = await this.leads.assignedSince(
        executives.map((executive) => executive.id),
        new Date(now.getTime() - 24 * 3600 * 1000),
      );
      return pickExecutive(executives, counts);
    } catch (error) {
      this.logger.warn({ err: error }, 'No se pudo elegir un ejecutivo; el lead queda sin asignar');
      return null;
    }
  }
}
