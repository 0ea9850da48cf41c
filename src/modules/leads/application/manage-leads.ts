import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import { chileanToday } from '../../pricing/index.js';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { checkStatusChange, LEAD_STATUSES, LEAD_SUB_STATUSES, statusLabel } from '../domain/lead-status.js';
import { pickExecutive } from '../domain/assignment.js';
import { LEADS } from '../tokens.js';
import type { Actor, ExecutiveDirectory, LeadDetail, LeadListQuery, LeadRepository, LeadSummary } from './ports.js';

const notFound = (id: number) => new AppError('NOT_FOUND', `La solicitud ${id} no existe.`);

/** The back-office's use cases on leads: list, read, change status, assign, statistics. */
@injectable()
export class ManageLeads {
  constructor(
    @inject(LEADS.LeadRepository) private readonly leads: LeadRepository,
    @inject(LEADS.ExecutiveDirectory) private readonly executives: ExecutiveDirectory,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  list(query: LeadListQuery): Promise<{ rows: LeadSummary[]; total: number }> {
    return this.leads.list(query);
  }

  async get(id: number): Promise<LeadDetail> {
    const lead = await this.leads.findById(id);
    if (!lead) throw notFound(id);
    return lead;
  }

  /** Answers the whole lead, as get does: react-admin keeps the answer of an edit as the record it shows. */
  async setStatus(id: number, status: number, subStatus: number | null, by: Actor | null = null): Promise<LeadDetail> {
    checkStatusChange(status, subStatus);
    const lead = await this.leads.setStatus(id, status, subStatus, by);
    if (!lead) throw notFound(id);
    return this.get(id);
  }

  async assign(id: number, executiveId: number, by: Actor | null = null): Promise<LeadDetail> {
    const executive = await this.executives.getById(executiveId);
    if (!executive) {
      throw new AppError('BAD_REQUEST', 'El ejecutivo no existe o está inactivo.', {
        errors: { executiveId: 'El ejecutivo no existe o está inactivo.' },
      });
    }
    const lead = await this.leads.assign(id, executive, by);
    if (!lead) throw notFound(id);
    return this.get(id);
  }

  /** GET /api/qpassignment/reassign/{id}: hands the lead to the next executive (not the current one). */
  async reassign(id: number, by: Actor | null = null): Promise<LeadSummary> {
    const lead = await this.leads.findById(id);
    if (!lead) throw notFound(id);
    const executives = await this.executives.listActive();
    const counts = await this.leads.assignedSince(
      executives.map((executive) => executive.id),
      new Date(this.clock.now().getTime() - 24 * 3600 * 1000),
    );
    const next = pickExecutive(executives, counts, lead.executive?.id);
    if (!next) throw new AppError('CODE002', 'No hay otro ejecutivo activo para reasignar la solicitud.');
    return (await this.leads.assign(id, next, by))!;
  }

  async stats(days = 30) {
    const byStatus = await this.leads.countByStatus();
    return {
      byStatus: byStatus.map((row) => ({ ...row, label: statusLabel(row.status) ?? `Estado ${row.status}` })),
      byDay: await this.leads.countByDay(days, chileanToday(this.clock)),
    };
  }

  statuses() {
    return {
      statuses: LEAD_STATUSES,
      subStatuses: LEAD_SUB_STATUSES,
    };
  }

  requestCounts() {
    return this.leads.requestCounts();
  }
}
