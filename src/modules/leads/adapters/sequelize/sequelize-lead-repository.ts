import { inject, injectable } from 'inversify';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { Outbox } from '../../../../platform/outbox/outbox.js';
import { newEvent, type EventPublisher } from '../../../../platform/outbox/integration-events.js';
import { LEAD_SUBMITTED, type LeadSubmitted } from '../../contracts.js';
import { CHILE_TIME_ZONE } from '../../../pricing/index.js';
import { PLATFORM } from '../../../../platform/tokens.js';
import type {
  Actor,
  Executive,
  LeadChanges,
  LeadDetail,
  LeadListQuery,
  LeadRepository,
  LeadSummary,
  NewLead,
} from '../../application/ports.js';
import type { LeadEmailKind } from '../../domain/lead-emails.js';
import { LEADS_EMAIL_QUEUE } from '../../tokens.js';
import { LEAD_COLUMNS, LEAD_FROM, toDetail, toSummary, type LeadRow } from './lead-rows.js';

/** Rows touched by an UPDATE, as the pg dialect reports them. */
const rowCount = (result: { rowCount?: number } | number) =>
  typeof result === 'number' ? result : (result?.rowCount ?? 0);

const SORT_COLUMNS: Record<LeadListQuery['sort']['field'], string> = {
  id: 'l.id',
  createdAt: 'l.created_at',
  status: 'l.status',
  nombre: 'l.nombre',
  email: 'l.email',
  executiveId: 'l.executive_id',
};

@injectable()
export class SequelizeLeadRepository implements LeadRepository {
  constructor(
    @inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize,
    @inject(PLATFORM.Outbox) private readonly outbox: Outbox,
    @inject(PLATFORM.EventPublisher) private readonly events: EventPublisher,
  ) {}

  async insert(
    lead: NewLead,
    emails: LeadEmailKind[],
    windowMs: number,
  ): Promise<{ lead: LeadSummary; created: boolean }> {
    try {
      return await this.sequelize.transaction((transaction) => this.insertIn(transaction, lead, emails, windowMs));
    } catch (error) {
      // Two requests with one idempotency key raced past the check: the loser answers with the winner's lead.
      if ((error as { name?: string }).name === 'SequelizeUniqueConstraintError' && lead.idempotencyKey) {
        const existing = await this.findOne('l.idempotency_key = $1', [lead.idempotencyKey]);
        if (existing) return { lead: existing, created: false };
      }
      throw error;
    }
  }

  private async insertIn(
    transaction: Transaction,
    lead: NewLead,
    emails: LeadEmailKind[],
    windowMs: number,
  ): Promise<{ lead: LeadSummary; created: boolean }> {
    // Serialises submissions of one person and product, so a double click cannot slip between check and insert.
    await this.sequelize.query('SELECT pg_advisory_xact_lock(hashtext($1))', {
      bind: [lead.dedupeKey],
      transaction,
    });
    const existing = await this.findOne(
      `(l.idempotency_key = $1 OR (l.dedupe_key = $2 AND l.created_at > now() - ($3::int * interval '1 millisecond')))`,
      [lead.idempotencyKey ?? '', lead.dedupeKey, windowMs],
      transaction,
    );
    if (existing) return { lead: existing, created: false };

    const [row] = await this.sequelize.query<{ id: string }>(
      `INSERT INTO leads (kind, status, origin, nombre, rut, rut_pareja, email, telefono, fecha_nacimiento,
         contact_channel, contact_time, product_id, product_code, product_name, product_type, business_line,
         profile, referrer, extra, is_internal_traffic, advisor_id, executive_id, executive_name, executive_email,
         idempotency_key, dedupe_key, update_token, country_code)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10, $11, $12, $13, $14, $15, $16, $17::jsonb, $18::jsonb,
         $19::jsonb, $20, $21, $22, $23, $24, $25, $26, $27, $28)
       RETURNING id`,
      {
        bind: [
          lead.kind,
          lead.status,
          lead.origin,
          lead.nombre,
          lead.rut,
          lead.rutPareja,
          lead.email,
          lead.telefono,
          lead.fechaNacimiento,
          lead.contactChannel,
          lead.contactTime,
          lead.product.id,
          lead.product.code,
          lead.product.name,
          lead.product.type,
          lead.businessLine,
          lead.profile ? JSON.stringify(lead.profile) : null,
          lead.referrer ? JSON.stringify(lead.referrer) : null,
          JSON.stringify(lead.extra),
          lead.isInternalTraffic,
          lead.advisorId,
          lead.executive?.id ?? null,
          lead.executive?.name ?? null,
          lead.executive?.email ?? null,
          lead.idempotencyKey,
          lead.dedupeKey,
          lead.updateToken,
          lead.countryCode,
        ],
        type: QueryTypes.SELECT,
        transaction,
      },
    );
    const id = Number(row!.id);
    if (lead.attribution.length > 0) {
      const values = lead.attribution.map(
        (_, i) => `($1, ${i}, $${i * 3 + 2}, $${i * 3 + 3}::timestamptz, $${i * 3 + 4}::jsonb)`,
      );
      await this.sequelize.query(
        `INSERT INTO lead_attributions (lead_id, position, referrer, visited_at, info) VALUES ${values.join(', ')}`,
        {
          bind: [
            id,
            ...lead.attribution.flatMap((entry) => [
              entry.referrer,
              Number.isNaN(Date.parse(entry.date)) ? null : entry.date,
              entry.infoGA ? JSON.stringify(entry.infoGA) : null,
            ]),
          ],
          transaction,
        },
      );
    }
    await this.outbox.add(
      transaction,
      ...emails.map((kind) => ({ queue: LEADS_EMAIL_QUEUE, name: `lead.${kind}`, payload: { leadId: id, kind } })),
    );
    const created = await this.findOne('l.id = $1', [id], transaction);
    await this.events.publish(transaction, leadSubmitted(id, lead, new Date(created!.createdAt)));
    return { lead: created!, created: true };
  }

  private async findOne(where: string, bind: unknown[], transaction?: Transaction): Promise<LeadSummary | null> {
    const [row] = await this.sequelize.query<LeadRow>(
      `SELECT ${LEAD_COLUMNS} FROM ${LEAD_FROM} WHERE ${where} ORDER BY l.id LIMIT 1`,
      { bind, type: QueryTypes.SELECT, transaction },
    );
    return row ? toSummary(row) : null;
  }

  async findById(id: number): Promise<LeadDetail | null> {
    const [row] = await this.sequelize.query<LeadRow>(
      `SELECT ${LEAD_COLUMNS}, l.profile, l.referrer, l.extra FROM ${LEAD_FROM} WHERE l.id = $1`,
      { bind: [id], type: QueryTypes.SELECT },
    );
    if (!row) return null;
    const attribution = await this.sequelize.query<{
      referrer: string;
      visited_at: Date | null;
      info: Record<string, unknown> | null;
    }>('SELECT referrer, visited_at, info FROM lead_attributions WHERE lead_id = $1 ORDER BY position', {
      bind: [id],
      type: QueryTypes.SELECT,
    });
    const emails = await this.sequelize.query<{
      kind: string;
      to_address: string | null;
      sent_at: Date | null;
      attempts: number;
    }>('SELECT kind, to_address, sent_at, attempts FROM lead_email_deliveries WHERE lead_id = $1 ORDER BY kind', {
      bind: [id],
      type: QueryTypes.SELECT,
    });
    const history = await this.sequelize.query<{
      action: 'status' | 'assign';
      status: number | null;
      sub_status: number | null;
      executive_id: number | null;
      executive_name: string | null;
      by_user_id: number | null;
      by_user_name: string | null;
      at: Date;
    }>('SELECT * FROM lead_history WHERE lead_id = $1 ORDER BY at, id', { bind: [id], type: QueryTypes.SELECT });
    return toDetail(
      row,
      attribution.map((entry) => ({
        referrer: entry.referrer,
        date: entry.visited_at ? entry.visited_at.toISOString() : '',
        ...(entry.info ? { infoGA: entry.info } : {}),
      })),
      emails.map((email) => ({
        kind: email.kind,
        to: email.to_address,
        sentAt: email.sent_at ? email.sent_at.toISOString() : null,
        attempts: email.attempts,
      })),
      history.map((entry) => ({
        action: entry.action,
        status: entry.status,
        subStatus: entry.sub_status,
        executive: entry.executive_id != null ? { id: entry.executive_id, name: entry.executive_name ?? '' } : null,
        by: entry.by_user_id != null ? { id: entry.by_user_id, name: entry.by_user_name ?? '' } : null,
        at: entry.at.toISOString(),
      })),
    );
  }

  async update(id: number, changes: LeadChanges): Promise<LeadSummary> {
    const sets: string[] = [];
    const bind: unknown[] = [id];
    const set = (column: string, value: unknown, cast = '') => {
      bind.push(value);
      sets.push(`${column} = $${bind.length}${cast}`);
    };
    if (changes.rutPareja !== undefined) set('rut_pareja', changes.rutPareja);
    if (changes.telefono !== undefined) set('telefono', changes.telefono);
    if (changes.fechaNacimiento !== undefined) set('fecha_nacimiento', changes.fechaNacimiento, '::date');
    if (changes.contactChannel !== undefined) set('contact_channel', changes.contactChannel);
    if (changes.contactTime !== undefined) set('contact_time', changes.contactTime);
    if (changes.profile !== undefined)
      set('profile', changes.profile ? JSON.stringify(changes.profile) : null, '::jsonb');
    if (sets.length > 0) {
      await this.sequelize.query(`UPDATE leads SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, { bind });
    }
    return (await this.findOne('l.id = $1', [id]))!;
  }

  async list(query: LeadListQuery): Promise<{ rows: LeadSummary[]; total: number }> {
    const where: string[] = [];
    const bind: unknown[] = [];
    const add = (clause: (n: string) => string, value: unknown) => {
      bind.push(value);
      where.push(clause(`$${bind.length}`));
    };
    if (query.ids !== undefined) add((n) => `l.id = ANY(${n}::bigint[])`, query.ids);
    if (query.status !== undefined) add((n) => `l.status = ${n}`, query.status);
    if (query.subStatus !== undefined) add((n) => `l.sub_status = ${n}`, query.subStatus);
    if (query.executiveId !== undefined) add((n) => `l.executive_id = ${n}`, query.executiveId);
    if (query.productId !== undefined) add((n) => `l.product_id = ${n}`, query.productId);
    if (query.origin !== undefined) add((n) => `l.origin = ${n}`, query.origin);
    if (query.countryCode !== undefined) add((n) => `l.country_code = ${n}`, query.countryCode);
    // from/to are Chilean days: from the day's midnight in America/Santiago, whatever the session's zone.
    if (query.from) add((n) => `l.created_at >= (${n}::date::timestamp AT TIME ZONE '${CHILE_TIME_ZONE}')`, query.from);
    if (query.to)
      add((n) => `l.created_at < ((${n}::date + 1)::timestamp AT TIME ZONE '${CHILE_TIME_ZONE}')`, query.to);
    if (query.q) {
      add(
        (n) => `(l.nombre ILIKE ${n} OR l.email ILIKE ${n} OR l.rut ILIKE ${n} OR l.product_name ILIKE ${n})`,
        `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
      );
    }
    const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const [count] = await this.sequelize.query<{ total: string }>(`SELECT count(*) AS total FROM leads l ${whereSql}`, {
      bind,
      type: QueryTypes.SELECT,
    });
    const rows = await this.sequelize.query<LeadRow>(
      `SELECT ${LEAD_COLUMNS} FROM ${LEAD_FROM} ${whereSql}
        ORDER BY ${SORT_COLUMNS[query.sort.field]} ${query.sort.order === 'ASC' ? 'ASC' : 'DESC'} NULLS LAST, l.id DESC
        LIMIT $${bind.length + 1} OFFSET $${bind.length + 2}`,
      { bind: [...bind, query.limit, query.offset], type: QueryTypes.SELECT },
    );
    return { rows: rows.map(toSummary), total: Number(count?.total ?? 0) };
  }

  async setStatus(id: number, status: number, subStatus: number | null, by: Actor | null): Promise<LeadSummary | null> {
    return this.sequelize.transaction(async (transaction) => {
      const [, changed] = (await this.sequelize.query(
        'UPDATE leads SET status = $2, sub_status = $3, updated_at = now() WHERE id = $1',
        { bind: [id, status, subStatus], transaction },
      )) as [unknown, { rowCount?: number } | number];
      if (!rowCount(changed)) return null;
      await this.sequelize.query(
        `INSERT INTO lead_history (lead_id, action, status, sub_status, by_user_id, by_user_name)
         VALUES ($1, 'status', $2, $3, $4, $5)`,
        { bind: [id, status, subStatus, by?.id ?? null, by?.name ?? null], transaction },
      );
      return this.findOne('l.id = $1', [id], transaction);
    });
  }

  async assign(id: number, executive: Executive, by: Actor | null): Promise<LeadSummary | null> {
    return this.sequelize.transaction(async (transaction) => {
      // A lead still without status becomes Asignado; a lead already worked keeps its status.
      const [, changed] = (await this.sequelize.query(
        `UPDATE leads SET executive_id = $2, executive_name = $3, executive_email = $4,
           status = CASE WHEN status = 1 THEN 2 ELSE status END, updated_at = now() WHERE id = $1`,
        { bind: [id, executive.id, executive.name, executive.email], transaction },
      )) as [unknown, { rowCount?: number } | number];
      if (!rowCount(changed)) return null;
      await this.sequelize.query(
        `INSERT INTO lead_history (lead_id, action, executive_id, executive_name, by_user_id, by_user_name)
         VALUES ($1, 'assign', $2, $3, $4, $5)`,
        { bind: [id, executive.id, executive.name, by?.id ?? null, by?.name ?? null], transaction },
      );
      return this.findOne('l.id = $1', [id], transaction);
    });
  }

  async assignedSince(executiveIds: number[], since: Date): Promise<Map<number, number>> {
    const rows = await this.sequelize.query<{ executive_id: number; count: string }>(
      `SELECT executive_id, count(*) AS count FROM leads
        WHERE executive_id = ANY($1::int[]) AND created_at >= $2 GROUP BY executive_id`,
      { bind: [executiveIds, since.toISOString()], type: QueryTypes.SELECT },
    );
    return new Map(rows.map((row) => [row.executive_id, Number(row.count)]));
  }

  async countByStatus(): Promise<{ status: number; count: number }[]> {
    const rows = await this.sequelize.query<{ status: number; count: string }>(
      'SELECT status, count(*) AS count FROM leads GROUP BY status ORDER BY status',
      { type: QueryTypes.SELECT },
    );
    return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
  }

  async countByDay(days: number, today: string): Promise<{ date: string; count: number }[]> {
    // Each bucket is a Chilean day: from its midnight in America/Santiago to the next (23 or 25 hours on
    // the days the clocks change), whatever the session's time zone.
    const rows = await this.sequelize.query<{ date: string; count: string }>(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS date, count(l.id) AS count
         FROM generate_series($1::date - ($2::int - 1), $1::date, interval '1 day') AS d(day)
         LEFT JOIN leads l
           ON l.created_at >= (d.day::date::timestamp AT TIME ZONE $3)
          AND l.created_at < ((d.day::date + 1)::timestamp AT TIME ZONE $3)
        GROUP BY d.day ORDER BY d.day`,
      { bind: [today, days, CHILE_TIME_ZONE], type: QueryTypes.SELECT },
    );
    return rows.map((row) => ({ date: row.date, count: Number(row.count) }));
  }

  async requestCounts() {
    const rows = await this.sequelize.query<{
      product_id: string | null;
      product_code: string | null;
      product_name: string | null;
      count: string;
    }>(
      `SELECT product_id, max(product_code) AS product_code, max(product_name) AS product_name, count(*) AS count
         FROM leads WHERE kind IN ('plan', 'adicional') AND (product_id IS NOT NULL OR product_code IS NOT NULL)
        GROUP BY product_id, CASE WHEN product_id IS NULL THEN product_code END
        ORDER BY count(*) DESC, product_id`,
      { type: QueryTypes.SELECT },
    );
    return rows.map((row) => ({
      productId: row.product_id,
      productCode: row.product_code,
      productName: row.product_name,
      count: Number(row.count),
    }));
  }
}

/** The LeadSubmitted event of a stored lead (ids and values only). */
function leadSubmitted(leadId: number, lead: NewLead, at: Date): LeadSubmitted {
  const productId = lead.product.id !== null && /^\d+$/.test(lead.product.id) ? Number(lead.product.id) : null;
  return newEvent(
    LEAD_SUBMITTED,
    { leadId, kind: lead.kind, productId, productCode: lead.product.code },
    Number.isNaN(at.getTime()) ? undefined : at,
  );
}
