import { inject, injectable } from 'inversify';
import type { Sequelize } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { InsurerSettingsRepository } from '../../application/ports.js';
import type { InsurerContact, InsurerSettings } from '../../domain/insurer.js';
import { execute, select } from './sql.js';

/** A policy_insurer_contacts row as node-pg hands it over. */
interface ContactRow {
  id: number | string;
  insurer_id: number | string;
  name: string;
  email: string | null;
  phone: string | null;
  position: string | null;
}

const toContact = (row: ContactRow): InsurerContact => ({
  id: Number(row.id),
  insurerId: Number(row.insurer_id),
  name: row.name,
  email: row.email ?? null,
  phone: row.phone ?? null,
  position: row.position ?? null,
});

@injectable()
export class SequelizeInsurerSettingsRepository implements InsurerSettingsRepository {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async list(insurerIds?: number[]): Promise<InsurerSettings[]> {
    const only = insurerIds !== undefined;
    const rows = await select<Record<string, unknown>>(
      this.sequelize,
      `SELECT * FROM policy_insurer_settings ${only ? 'WHERE insurer_id = ANY($1::int[])' : ''} ORDER BY insurer_id`,
      only ? [insurerIds] : [],
    );
    const contacts = (
      await select<ContactRow>(
        this.sequelize,
        `SELECT * FROM policy_insurer_contacts ${only ? 'WHERE insurer_id = ANY($1::int[])' : ''} ORDER BY id`,
        only ? [insurerIds] : [],
      )
    ).map(toContact);
    return rows.map((row) => ({
      insurerId: Number(row.insurer_id),
      cuttingDay: Number(row.cutting_day),
      retroactiveDays: Number(row.retroactive_days),
      requestDays: Number(row.request_days),
      contacts: contacts.filter((c) => c.insurerId === Number(row.insurer_id)),
    }));
  }

  async get(insurerId: number): Promise<InsurerSettings | null> {
    return (await this.list([insurerId]))[0] ?? null;
  }

  async upsert(insurerId: number, patch: { cuttingDay?: number; retroactiveDays?: number; requestDays?: number }) {
    await execute(
      this.sequelize,
      `INSERT INTO policy_insurer_settings (insurer_id, cutting_day, retroactive_days, request_days)
       VALUES ($1, COALESCE($2, 20), COALESCE($3, 30), COALESCE($4, 15))
       ON CONFLICT (insurer_id) DO UPDATE SET
         cutting_day = COALESCE($2, policy_insurer_settings.cutting_day),
         retroactive_days = COALESCE($3, policy_insurer_settings.retroactive_days),
         request_days = COALESCE($4, policy_insurer_settings.request_days), updated_at = now()`,
      [insurerId, patch.cuttingDay ?? null, patch.retroactiveDays ?? null, patch.requestDays ?? null],
    );
  }

  async contact(id: number): Promise<InsurerContact | null> {
    const [row] = await select<ContactRow>(this.sequelize, 'SELECT * FROM policy_insurer_contacts WHERE id = $1', [id]);
    return row ? toContact(row) : null;
  }

  async addContact(contact: Omit<InsurerContact, 'id'>): Promise<number> {
    await this.upsert(contact.insurerId, {});
    const [row] = await select<{ id: number }>(
      this.sequelize,
      'INSERT INTO policy_insurer_contacts (insurer_id, name, email, phone, position) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [contact.insurerId, contact.name, contact.email, contact.phone, contact.position],
    );
    return Number(row!.id);
  }

  async updateContact(id: number, patch: Partial<Omit<InsurerContact, 'id' | 'insurerId'>>): Promise<boolean> {
    return (
      (await execute(
        this.sequelize,
        `UPDATE policy_insurer_contacts SET name = COALESCE($2, name), email = COALESCE($3, email),
                phone = COALESCE($4, phone), position = COALESCE($5, position) WHERE id = $1`,
        [id, patch.name ?? null, patch.email ?? null, patch.phone ?? null, patch.position ?? null],
      )) > 0
    );
  }

  async deleteContact(id: number): Promise<boolean> {
    return (await execute(this.sequelize, 'DELETE FROM policy_insurer_contacts WHERE id = $1', [id])) > 0;
  }
}
