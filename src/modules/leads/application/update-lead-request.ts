import { timingSafeEqual } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { requestFormErrors, requestFormMessages } from '../domain/request-form.js';
import { formatRut } from '../domain/rut.js';
import { LEADS } from '../tokens.js';
import type { LeadChanges, LeadRepository, LeadSummary } from './ports.js';

export interface LeadUpdateInput {
  id: number;
  /** The token answered when the request was created: only its sender may complete it. */
  token: string;
  rutsolicitudpareja?: string | null;
  telefono?: string;
  fechanacimiento?: string | null;
  contactChannel?: string;
  contactTime?: string;
  profile?: Record<string, unknown> | null;
}

const sameToken = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** POST …/update: completes a request already received (partner RUT, phone, consent, profile). */
@injectable()
export class UpdateLeadRequest {
  constructor(
    @inject(LEADS.LeadRepository) private readonly leads: LeadRepository,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(input: LeadUpdateInput): Promise<LeadSummary> {
    const lead = await this.leads.findById(input.id);
    if (!lead || !sameToken(lead.updateToken, input.token)) {
      throw new AppError('NOT_FOUND', 'No encontramos esa solicitud.');
    }
    const merged = {
      nombre: lead.nombre,
      rutsolicitud: lead.rut ?? undefined,
      rutsolicitudpareja: input.rutsolicitudpareja ?? lead.rutPareja ?? undefined,
      email: lead.email,
      telefono: input.telefono ?? lead.telefono ?? '',
      fechanacimiento: input.fechanacimiento ?? lead.fechaNacimiento ?? undefined,
      agree: true,
      contactChannel: input.contactChannel ?? lead.contactChannel,
      contactTime: input.contactTime ?? lead.contactTime,
    };
    const errors = requestFormErrors(merged, this.clock.now(), {
      requireRut: lead.kind === 'plan' || lead.kind === 'adicional',
      contactName: lead.kind === 'contacto' || lead.kind === 'correo',
      // A lead stored without a preference keeps it until the visitor chooses one (issue 9).
      acceptNoPreference: true,
    });
    if (lead.kind === 'correo') delete errors.telefono;
    if (Object.keys(errors).length > 0) {
      const messages = requestFormMessages(errors);
      throw new AppError('BAD_REQUEST', `Datos inválidos. ${Object.values(messages)[0]}`, {
        errors: messages,
        keys: errors,
      });
    }
    const changes: LeadChanges = {};
    if (input.rutsolicitudpareja !== undefined)
      changes.rutPareja = input.rutsolicitudpareja ? formatRut(input.rutsolicitudpareja) : null;
    if (input.telefono !== undefined) changes.telefono = input.telefono.trim();
    if (input.fechanacimiento !== undefined) changes.fechaNacimiento = input.fechanacimiento || null;
    if (input.contactChannel !== undefined)
      changes.contactChannel = merged.contactChannel as LeadChanges['contactChannel'];
    if (input.contactTime !== undefined) changes.contactTime = merged.contactTime as LeadChanges['contactTime'];
    if (input.profile !== undefined) changes.profile = input.profile;
    return this.leads.update(lead.id, changes);
  }
}
