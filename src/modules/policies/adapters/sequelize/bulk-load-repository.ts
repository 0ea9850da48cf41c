import { inject, injectable } from 'inversify';
import { UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import type { Outbox } from '../../../../platform/outbox/outbox.js';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { BulkLoadRepository, Tx } from '../../application/ports.js';
import type { OrgFilter } from '../../domain/actor.js';
import type { BulkLoad, BulkLoadError, ChunkOutcome, NewBulkLoad } from '../../domain/bulk-load.js';
import type { ListOptions, Page } from '../../domain/listing.js';
import type { BulkLoadKind } from '../../domain/bulk-load-columns.js';
import type { BulkLoadStatus } from '../../domain/bulk-load-status.js';
import { BULK_LOAD_JOB, BULK_LOAD_QUEUE } from '../../tokens.js';
import { execute, iso, orgCondition, select } from './sql.js';

const SELECT = `
  SELECT b.*, p.number AS policy_number, o.name AS client_organization_name
    FROM policy_bulk_loads b
    JOIN policies p ON p.id = b.policy_id
    JOIN policy_client_organizations o ON o.id = b.client_organization_id`;

/** A policy_bulk_loads row with its policy number and company name, as node-pg hands it over. */
interface LoadRow {
  id: number | string;
  policy_id: number | string;
  policy_number: string;
  client_organization_id: number | string;
  client_organization_name: string;
  kind: BulkLoadKind;
  status: BulkLoadStatus;
  file_name: string;
  file_format: 'xlsx' | 'csv';
  content_hash: string;
  storage_key: string;
  total: number | string | null;
  processed: number | string;
  succeeded: number | string;
  failed: number | string;
  cancel_requested: boolean | null;
  cancelled_by_name: string | null;
  error_message: string | null;
  created_by: number | string | null;
  created_by_name: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

const toLoad = (row: LoadRow): BulkLoad => ({
  id: Number(row.id),
  policyId: Number(row.policy_id),
  policyNumber: row.policy_number,
  clientOrganizationId: Number(row.client_organization_id),
  clientOrganizationName: row.client_organization_name,
  kind: row.kind,
  status: row.status,
  fileName: row.file_name,
  fileFormat: row.file_format,
  contentHash: row.content_hash,
  storageKey: row.storage_key,
  total: row.total == null ? null : Number(row.total),
  processed: Number(row.processed),
  succeeded: Number(row.succeeded),
  failed: Number(row.failed),
  cancelRequested: Boolean(row.cancel_requested),
  cancelledByName: row.cancelled_by_name ?? null,
  errorMessage: row.error_message ?? null,
  createdBy: row.created_by == null ? null : Number(row.created_by),
  createdByName: row.created_by_name ?? null,
  createdAt: iso(row.created_at)!,
  startedAt: iso(row.started_at),
  finishedAt: iso(row.finished_at),
});

/** The rows of one multi-row INSERT: Postgres takes at most 65,535 parameters per statement. */
const ERROR_BATCH = 5_000;

@injectable()
export class SequelizeBulkLoadRepository implements BulkLoadRepository {
  constructor(
    @inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize,
    @inject(PLATFORM.Outbox) private readonly outbox: Outbox,
  ) {}

  async list(
    orgs: OrgFilter,
    options: ListOptions<{ policyId?: number; status?: BulkLoadStatus; kind?: BulkLoadKind }>,
  ): Promise<Page<BulkLoad>> {
    const bind: unknown[] = [];
    const conditions = [orgCondition('b.client_organization_id', orgs, bind)].filter(Boolean) as string[];
    for (const [value, column] of [
      [options.filter.policyId, 'b.policy_id'],
      [options.filter.status, 'b.status'],
      [options.filter.kind, 'b.kind'],
    ] as const) {
      if (value === undefined) continue;
      bind.push(value);
      conditions.push(`${column} = $${bind.length}`);
    }
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const sort =
      { id: 'b.id', createdAt: 'b.created_at', status: 'b.status', fileName: 'b.file_name' }[options.sort.field] ??
      'b.id';
    const rows = await select<LoadRow>(
      this.sequelize,
      `${SELECT} ${where} ORDER BY ${sort} ${options.sort.order === 'ASC' ? 'ASC' : 'DESC'}, b.id DESC
        LIMIT ${Number(options.limit)} OFFSET ${Number(options.offset)}`,
      bind,
    );
    const [count] = await select<{ total: string }>(
      this.sequelize,
      `SELECT count(*) AS total FROM policy_bulk_loads b ${where}`,
      bind,
    );
    return { rows: rows.map(toLoad), total: Number(count?.total ?? 0) };
  }

  async get(orgs: OrgFilter, id: number): Promise<BulkLoad | null> {
    const bind: unknown[] = [id];
    const scope = orgCondition('b.client_organization_id', orgs, bind);
    const [row] = await select<LoadRow>(
      this.sequelize,
      `${SELECT} WHERE b.id = $1${scope ? ` AND ${scope}` : ''}`,
      bind,
    );
    return row ? toLoad(row) : null;
  }

  async findSameFile(policyId: number, kind: BulkLoadKind, contentHash: string): Promise<BulkLoad | null> {
    const [row] = await select<LoadRow>(
      this.sequelize,
      `${SELECT} WHERE b.policy_id = $1 AND b.kind = $2 AND b.content_hash = $3 AND b.status NOT IN ('failed', 'cancelled')`,
      [policyId, kind, contentHash],
    );
    return row ? toLoad(row) : null;
  }

  async insertQueued(load: NewBulkLoad): Promise<number | null> {
    try {
      return await this.sequelize.transaction(async (transaction) => {
        const [row] = await select<{ id: number }>(
          this.sequelize,
          `INSERT INTO policy_bulk_loads (policy_id, client_organization_id, kind, file_name, file_format, content_hash,
             storage_key, total, created_by, created_by_name)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
          [
            load.policyId,
            load.clientOrganizationId,
            load.kind,
            load.fileName,
            load.fileFormat,
            load.contentHash,
            load.storageKey,
            load.total,
            load.createdBy,
            load.createdByName,
          ],
          transaction as unknown as Tx,
        );
        const id = Number(row!.id);
        await this.outbox.add(transaction, { queue: BULK_LOAD_QUEUE, name: BULK_LOAD_JOB, payload: { loadId: id } });
        return id;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintError) return null;
      throw error;
    }
  }

  async markProcessing(id: number): Promise<boolean> {
    return (
      (await execute(
        this.sequelize,
        `UPDATE policy_bulk_loads SET status = 'processing', started_at = COALESCE(started_at, now()), updated_at = now()
          WHERE id = $1 AND status IN ('queued', 'processing') AND NOT cancel_requested`,
        [id],
      )) > 0
    );
  }

  async runChunk(
    id: number,
    expectedProcessed: number,
    work: (tx: Tx) => Promise<ChunkOutcome>,
  ): Promise<'ok' | 'cancelled' | 'moved'> {
    return this.sequelize.transaction(async (transaction: Transaction) => {
      const tx = transaction as unknown as Tx;
      // The chunk's rows and the load's cursor commit together, so a commit lost in a server crash loses both,
      // and the retried job writes that chunk again: the chunk need not wait for its WAL to reach the disk
      // (SET LOCAL synchronous_commit = off, as set_config(…, true) in the cursor's read: one round trip less).
      const [load] = await select<{ processed: number; cancel_requested: boolean; status: string }>(
        this.sequelize,
        `SELECT processed, cancel_requested, status, set_config('synchronous_commit', 'off', true) AS synchronous_commit
           FROM policy_bulk_loads WHERE id = $1 FOR UPDATE`,
        [id],
        tx,
      );
      if (!load || load.cancel_requested || load.status === 'cancelled') return 'cancelled';
      if (Number(load.processed) !== expectedProcessed || load.status !== 'processing') return 'moved';
      const outcome = await work(tx);
      await this.insertErrors(tx, id, outcome.errors);
      await execute(
        this.sequelize,
        `UPDATE policy_bulk_loads SET processed = processed + $2, succeeded = succeeded + $3, failed = failed + $4,
                updated_at = now() WHERE id = $1`,
        [id, outcome.processed, outcome.succeeded, outcome.failed],
        tx,
      );
      return 'ok';
    });
  }

  private async insertErrors(tx: Tx, id: number, errors: BulkLoadError[]) {
    for (let start = 0; start < errors.length; start += ERROR_BATCH) {
      const batch = errors.slice(start, start + ERROR_BATCH);
      const seq = new Map<number, number>();
      const seqs = batch.map((e) => {
        const n = (seq.get(e.rowNumber) ?? 0) + 1;
        seq.set(e.rowNumber, n);
        return n;
      });
      await execute(
        this.sequelize,
        `INSERT INTO policy_bulk_load_errors (bulk_load_id, row_number, seq, column_key, column_label, value, reason)
         SELECT $1, x.r, x.s, x.k, x.l, x.v, x.reason
           FROM unnest($2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[]) AS x(r, s, k, l, v, reason)
         ON CONFLICT DO NOTHING`,
        [
          id,
          batch.map((e) => e.rowNumber),
          seqs,
          batch.map((e) => e.column),
          batch.map((e) => e.columnLabel),
          batch.map((e) => e.value.slice(0, 500)),
          batch.map((e) => e.reason),
        ],
        tx,
      );
    }
  }

  async finish(id: number, status: 'done' | 'failed' | 'cancelled', errorMessage: string | null = null): Promise<void> {
    await execute(
      this.sequelize,
      `UPDATE policy_bulk_loads SET status = $2, error_message = COALESCE($3, error_message), finished_at = now(),
              updated_at = now() WHERE id = $1 AND status IN ('queued', 'processing')`,
      [id, status, errorMessage],
    );
  }

  async requestCancel(id: number, byName: string): Promise<void> {
    await execute(
      this.sequelize,
      `UPDATE policy_bulk_loads SET cancel_requested = true, cancelled_by_name = $2, updated_at = now(),
              status = CASE WHEN status = 'queued' THEN 'cancelled' ELSE status END,
              finished_at = CASE WHEN status = 'queued' THEN now() ELSE finished_at END
        WHERE id = $1 AND status IN ('queued', 'processing') AND NOT cancel_requested`,
      [id, byName],
    );
  }

  async errors(id: number): Promise<BulkLoadError[]> {
    const rows = await select<{
      row_number: number;
      column_key: BulkLoadError['column'];
      column_label: string | null;
      value: string;
      reason: string;
    }>(
      this.sequelize,
      'SELECT row_number, column_key, column_label, value, reason FROM policy_bulk_load_errors WHERE bulk_load_id = $1 ORDER BY row_number, seq',
      [id],
    );
    return rows.map((row) => ({
      rowNumber: row.row_number,
      column: row.column_key,
      columnLabel: row.column_label,
      value: row.value,
      reason: row.reason,
    }));
  }
}
