import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { chileanToday } from '../../pricing/index.js';
import { notFound, PoliciesError } from '../domain/errors.js';
import {
  cuttingDayError,
  DEFAULT_CUTTING_DAY,
  INSURER_REQUEST_DAYS,
  nextOperationDate,
  retroactiveDaysError,
} from '../domain/next-operation-date.js';
import { RETROACTIVITY } from '../domain/retroactivity.js';
import { POLICIES } from '../tokens.js';
import type { InsurerContact, InsurerSettings, InsurerSettingsRepository } from './ports.js';

const bad = (field: string, message: string) =>
  new PoliciesError('BAD_REQUEST', message, { errors: { [field]: message } });

/**
 * Insurer settings (spec 03 §3, §9): cutting day, retroactive days, request days (15) and contacts; an insurer
 * without settings uses the defaults. Answers the next-operation date of spec 03 §4 with them.
 */
@injectable()
export class ManageInsurerSettings {
  constructor(
    @inject(POLICIES.InsurerSettingsRepository) private readonly settings: InsurerSettingsRepository,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  list(): Promise<InsurerSettings[]> {
    return this.settings.list();
  }

  async get(insurerId: number): Promise<InsurerSettings & { nextOperationDate: string }> {
    const found = (await this.settings.get(insurerId)) ?? {
      insurerId,
      cuttingDay: DEFAULT_CUTTING_DAY,
      retroactiveDays: RETROACTIVITY.activation.back,
      requestDays: INSURER_REQUEST_DAYS,
      contacts: [],
    };
    return { ...found, nextOperationDate: nextOperationDate(chileanToday(this.clock), found.cuttingDay) };
  }

  async update(insurerId: number, patch: { cuttingDay?: number; retroactiveDays?: number; requestDays?: number }) {
    if (patch.cuttingDay !== undefined) {
      const error = cuttingDayError(patch.cuttingDay);
      if (error) throw bad('cuttingDay', error);
    }
    if (patch.retroactiveDays !== undefined) {
      const error = retroactiveDaysError(patch.retroactiveDays);
      if (error) throw bad('retroactiveDays', error);
    }
    if (
      patch.requestDays !== undefined &&
      (!Number.isInteger(patch.requestDays) || patch.requestDays < 0 || patch.requestDays > 365)
    )
      throw bad('requestDays', 'Los días de solicitud deben estar entre 0 y 365.');
    await this.settings.upsert(insurerId, patch);
    return this.get(insurerId);
  }

  addContact(contact: Omit<InsurerContact, 'id'>): Promise<number> {
    return this.settings.addContact(contact);
  }

  async updateContact(id: number, patch: Partial<Omit<InsurerContact, 'id' | 'insurerId'>>): Promise<void> {
    if (!(await this.settings.updateContact(id, patch))) throw notFound('El contacto');
  }

  async deleteContact(id: number): Promise<void> {
    if (!(await this.settings.deleteContact(id))) throw notFound('El contacto');
  }
}
