import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { chileanToday } from '../../pricing/index.js';
import { notFound, PoliciesError } from '../domain/errors.js';
import {
  cuttingDayError,
  DEFAULT_CUTTING_DAY,
  INSURER_REQUEST_DAYS,
  nextOperationDate,
  requestDaysError,
  retroactiveDaysError,
} from '../domain/next-operation-date.js';
import { RETROACTIVITY } from '../domain/retroactivity.js';
import { POLICIES } from '../tokens.js';
import type { InsurerDirectory, InsurerSettingsRepository } from './ports.js';
import type { InsurerContact, InsurerSettings } from '../domain/insurer.js';
import type { Page } from '../domain/listing.js';

const bad = (field: string, message: string) =>
  new PoliciesError('BAD_REQUEST', message, { errors: { [field]: message } });

/** An insurer's settings as the back-office shows them: its name, its values (or the defaults), the next date. */
export interface InsurerSettingsView extends InsurerSettings {
  insurerName: string | null;
  /** False while the insurer still runs on the defaults (nothing stored yet). */
  customized: boolean;
  nextOperationDate: string;
}

/**
 * Insurer settings (spec 03 §3, §9): cutting day, retroactive days (the days back of its policies'
 * retroactivity windows), request days (15) and contacts, for the catalogue's insurers; an insurer without
 * settings uses the defaults. Answers the next-operation date of spec 03 §4 (from the Chilean today).
 */
@injectable()
export class ManageInsurerSettings {
  constructor(
    @inject(POLICIES.InsurerSettingsRepository) private readonly settings: InsurerSettingsRepository,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
    @inject(POLICIES.InsurerDirectory) private readonly directory: InsurerDirectory,
  ) {}

  /** The catalogue's insurers (by name), each with its settings. */
  async list(options: {
    q?: string;
    ids?: number[];
    offset: number;
    limit: number;
  }): Promise<Page<InsurerSettingsView>> {
    const insurers = await this.directory.insurers(options);
    const stored = await this.settings.list(insurers.rows.map((insurer) => insurer.id));
    const byId = new Map(stored.map((s) => [s.insurerId, s]));
    return {
      rows: insurers.rows.map((insurer) => this.view(insurer.id, insurer.name, byId.get(insurer.id) ?? null)),
      total: insurers.total,
    };
  }

  async get(insurerId: number): Promise<InsurerSettingsView> {
    const insurer = await this.directory.insurer(insurerId);
    if (!insurer) throw notFound('La aseguradora');
    return this.view(insurerId, insurer.name, await this.settings.get(insurerId));
  }

  async update(insurerId: number, patch: { cuttingDay?: number; retroactiveDays?: number; requestDays?: number }) {
    if (!(await this.directory.insurer(insurerId))) throw notFound('La aseguradora');
    for (const [field, check] of [
      ['cuttingDay', cuttingDayError],
      ['retroactiveDays', retroactiveDaysError],
      ['requestDays', requestDaysError],
    ] as const) {
      const value = patch[field];
      const error = value === undefined ? null : check(value);
      if (error) throw bad(field, error);
    }
    await this.settings.upsert(insurerId, patch);
    return this.get(insurerId);
  }

  /** One insurer's contacts, or every insurer's when none is named (a react-admin list without a filter). */
  async contacts(insurerId?: number): Promise<InsurerContact[]> {
    if (insurerId === undefined) return (await this.settings.list()).flatMap((settings) => settings.contacts);
    return (await this.settings.get(insurerId))?.contacts ?? [];
  }

  async contact(id: number): Promise<InsurerContact> {
    const found = await this.settings.contact(id);
    if (!found) throw notFound('El contacto');
    return found;
  }

  async addContact(contact: Omit<InsurerContact, 'id'>): Promise<InsurerContact> {
    if (!(await this.directory.insurer(contact.insurerId))) throw notFound('La aseguradora');
    return this.contact(await this.settings.addContact(contact));
  }

  async updateContact(id: number, patch: Partial<Omit<InsurerContact, 'id' | 'insurerId'>>): Promise<InsurerContact> {
    if (!(await this.settings.updateContact(id, patch))) throw notFound('El contacto');
    return this.contact(id);
  }

  async deleteContact(id: number): Promise<void> {
    if (!(await this.settings.deleteContact(id))) throw notFound('El contacto');
  }

  private view(insurerId: number, insurerName: string | null, stored: InsurerSettings | null): InsurerSettingsView {
    const values = stored ?? {
      insurerId,
      cuttingDay: DEFAULT_CUTTING_DAY,
      retroactiveDays: RETROACTIVITY.activation.back,
      requestDays: INSURER_REQUEST_DAYS,
      contacts: [],
    };
    return {
      ...values,
      insurerName,
      customized: stored !== null,
      nextOperationDate: nextOperationDate(chileanToday(this.clock), values.cuttingDay),
    };
  }
}
