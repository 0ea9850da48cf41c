import { randomBytes } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { LEAD_STATUS } from '../domain/lead-status.js';
import { LEADS } from '../tokens.js';
import type { LeadCountry, LeadRepository } from './ports.js';

/** What the sales module tells us about an online purchase (spec 03 §4: each sale is also a lead). */
export interface OnlineSaleLeadInput {
  saleId: string;
  nombre: string;
  email: string;
  rut: string | null;
  telefono: string | null;
  fechaNacimiento: string | null;
  product: { id: string | null; code: string; name: string | null; type: string | null };
  profile: Record<string, unknown> | null;
  /** The Contratación online (500) sub-status of the step the buyer is on (300-305). */
  subStatus: number;
  /** The sale's edition (issue 27); Chile when absent. */
  countryCode?: LeadCountry;
}

/** The narrow facade the sales module uses (bound to LEADS.OnlineSaleLeads, exported by index.ts). */
export interface OnlineSaleLeads {
  /** Creates the sale's lead once (same sale -> same lead) with status 500 and the step sub-status. */
  open(input: OnlineSaleLeadInput): Promise<{ leadId: number }>;
  /** Moves the lead to the step the buyer is on. */
  setStep(leadId: number, subStatus: number): Promise<void>;
  /** The purchase was paid: Cerrado 3, 'Venta web' 330. */
  closeAsSold(leadId: number): Promise<void>;
}

const VENTA_WEB = 330;

@injectable()
export class RecordOnlineSaleLead implements OnlineSaleLeads {
  constructor(@inject(LEADS.LeadRepository) private readonly leads: LeadRepository) {}

  async open(input: OnlineSaleLeadInput): Promise<{ leadId: number }> {
    const { lead } = await this.leads.insert(
      {
        kind: 'plan',
        status: LEAD_STATUS.CONTRATACION_ONLINE,
        origin: 'COMPRA_ONLINE',
        countryCode: input.countryCode ?? 'CL',
        nombre: input.nombre,
        rut: input.rut,
        rutPareja: null,
        email: input.email,
        telefono: input.telefono,
        fechaNacimiento: input.fechaNacimiento,
        contactChannel: 'solo-correo',
        contactTime: 'cualquier-hora',
        product: input.product,
        businessLine: null,
        profile: input.profile,
        referrer: null,
        extra: { saleId: input.saleId, online: true },
        isInternalTraffic: false,
        advisorId: null,
        executive: null,
        idempotencyKey: `sale:${input.saleId}`,
        dedupeKey: `compra:${input.saleId}`,
        updateToken: randomBytes(16).toString('hex'),
        attribution: [],
      },
      [],
      0,
    );
    if (lead.subStatus !== input.subStatus) {
      await this.leads.setStatus(lead.id, LEAD_STATUS.CONTRATACION_ONLINE, input.subStatus, null);
    }
    return { leadId: lead.id };
  }

  async setStep(leadId: number, subStatus: number): Promise<void> {
    await this.leads.setStatus(leadId, LEAD_STATUS.CONTRATACION_ONLINE, subStatus, null);
  }

  async closeAsSold(leadId: number): Promise<void> {
    await this.leads.setStatus(leadId, LEAD_STATUS.CERRADO, VENTA_WEB, null);
  }
}
