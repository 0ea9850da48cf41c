import { inject, injectable } from 'inversify';
import type { Logger } from '../../../platform/logger.js';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { chileanToday } from '../../pricing/index.js';
import { headerOf, missingColumnsMessage, normalizeHeader } from '../domain/bulk-load-columns.js';
import { isFinished } from '../domain/bulk-load-status.js';
import type { IsoDate } from '../domain/dates.js';
import type { Window } from '../domain/retroactivity.js';
import {
  holderRutOf,
  validateActivationRow,
  validateCancellationRow,
  type ActivationRow,
  type CancellationRow,
} from '../domain/row-validation.js';
import { POLICIES } from '../tokens.js';
import { BulkFileError, readBulkFile, type DataRow } from './bulk-file.js';
import { windowOfInsurer } from './insurer-window.js';
import type {
  BulkLoadRepository,
  FileStorage,
  InsuredRepository,
  InsurerSettingsRepository,
  PolicyRepository,
  SpreadsheetReader,
  Tx,
} from './ports.js';
import type { BulkLoad, BulkLoadError, ChunkOutcome } from '../domain/bulk-load.js';
import type { Policy } from '../domain/policy.js';

export interface BulkLoadSettings {
  /** Rows per transaction, at least (a large file commits every 1% of its rows when that is more). */
  chunkSize: number;
}

const ALREADY_IN_POLICY = 'La persona ya está en la póliza (o su RUT se repite en el archivo).';
const NOT_ACTIVE = 'No hay un asegurado vigente con ese RUT en la póliza.';

/**
 * Runs a queued load (the BullMQ job the outbox sent): streams the stored file, validates each row with the
 * domain rules and writes chunk by chunk, each chunk in one transaction together with its error rows and the
 * load's counters. The counter is the cursor: a worker killed mid-load leaves the last chunk uncommitted, and
 * the retried job skips the rows already counted, so nobody is inserted twice. A cancel request is seen at
 * the next chunk. A bad row never stops the good ones; activation rows wait in PROCESS_ACTIVATION.
 */
@injectable()
export class ProcessBulkLoad {
  constructor(
    @inject(POLICIES.BulkLoadRepository) private readonly loads: BulkLoadRepository,
    @inject(POLICIES.PolicyRepository) private readonly policies: PolicyRepository,
    @inject(POLICIES.InsuredRepository) private readonly insured: InsuredRepository,
    @inject(PLATFORM.FileStorage) private readonly storage: FileStorage,
    @inject(POLICIES.SpreadsheetReader) private readonly reader: SpreadsheetReader,
    @inject(POLICIES.InsurerSettingsRepository) private readonly insurerSettings: InsurerSettingsRepository,
    @inject(POLICIES.BulkLoadSettings) private readonly settings: BulkLoadSettings,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(loadId: number): Promise<BulkLoad['status'] | 'skipped'> {
    const load = await this.loads.get(null, loadId);
    if (!load || isFinished(load.status)) return 'skipped';
    if (load.cancelRequested) {
      await this.loads.finish(loadId, 'cancelled');
      return 'cancelled';
    }
    if (!(await this.loads.markProcessing(loadId))) return 'skipped';
    const policy = await this.policies.get(null, load.policyId);
    if (!policy) {
      await this.loads.finish(loadId, 'failed', 'La póliza de la carga ya no existe.');
      return 'failed';
    }
    // The Chilean day the load starts: a load that runs past midnight keeps one window for all its rows.
    const today = chileanToday(this.clock);
    const window = await windowOfInsurer(this.insurerSettings, policy.insurerId, load.kind);
    const handle =
      load.kind === 'activation'
        ? await this.activationHandler(policy, load, today, window)
        : this.cancellationHandler(policy, load, today, window);

    // Rows per transaction: the configured size, or a hundredth of the file when that is more, up to 1,000 rows.
    // The status shows whole percents, so committing more often than every 1% moves no progress bar, and each
    // transaction has a fixed cost (measured on 100,000 rows: 65 s of processing in chunks of 500, 23 s in
    // chunks of 2,000); the bound keeps what a chunk holds in memory (two at a time: one read while the one
    // before is written) the same for any larger file.
    const chunkSize = Math.max(this.settings.chunkSize, Math.min(1_000, Math.floor((load.total ?? 0) / 100)));
    let cursor = load.processed;
    let index = 0;
    let chunk: DataRow[] = [];
    const flush = async (rows: DataRow[]): Promise<'ok' | 'cancelled' | 'moved'> => {
      const result = await this.loads.runChunk(loadId, cursor, (tx) => handle(tx, rows));
      if (result === 'ok') cursor += rows.length;
      return result;
    };
    // One chunk is written while the next is read: the file's parsing and the database's work overlap. Chunks
    // still commit one after the other (each waits for the one before, whose cursor it expects).
    let writing: Promise<{ result?: 'ok' | 'cancelled' | 'moved'; error?: unknown }> | null = null;
    const written = async (): Promise<'ok' | 'cancelled' | 'moved'> => {
      if (!writing) return 'ok';
      const { result, error } = await writing;
      writing = null;
      if (error !== undefined) throw error;
      return result!;
    };
    const startWriting = (rows: DataRow[]) => {
      writing = flush(rows).then(
        (result) => ({ result }),
        (error: unknown) => ({ error }),
      );
    };
    try {
      const content = await this.storage.stream(load.storageKey);
      for await (const row of readBulkFile(this.reader, content, load.fileFormat, load.kind)) {
        index += 1;
        if (index <= cursor) continue; // done before a restart
        chunk.push(row);
        if (chunk.length >= chunkSize) {
          const result = await written();
          if (result === 'cancelled') return this.cancelled(loadId);
          if (result === 'moved') return 'skipped';
          startWriting(chunk);
          chunk = [];
        }
      }
      let result = await written();
      if (result === 'ok' && chunk.length > 0) {
        startWriting(chunk);
        result = await written();
      }
      if (result === 'cancelled') return this.cancelled(loadId);
      if (result === 'moved') return 'skipped';
    } catch (error) {
      // A chunk still being written settles first, so that a retry finds its cursor where it stays.
      if (writing) await writing;
      if (error instanceof BulkFileError) {
        await this.loads.finish(
          loadId,
          'failed',
          error.missing.length > 0 ? missingColumnsMessage(error.missing) : error.message,
        );
        return 'failed';
      }
      throw error; // a database or storage failure: the job is retried and resumes at the cursor
    }
    await this.loads.finish(loadId, 'done');
    this.logger.info({ loadId, rows: cursor }, 'Carga masiva terminada');
    return 'done';
  }

  private async cancelled(loadId: number) {
    await this.loads.finish(loadId, 'cancelled');
    return 'cancelled' as const;
  }

  private async activationHandler(policy: Policy, load: BulkLoad, today: IsoDate, window: Window) {
    const organizationId = policy.clientOrganizationId!;
    const groups = new Map<string, number>();
    for (const group of policy.coverageGroups) {
      groups.set(normalizeHeader(group.code), group.id);
      groups.set(normalizeHeader(group.name), group.id);
    }
    const coverageGroup = (value: string) => groups.get(value) ?? null;
    const defaultCoverageGroupId = policy.coverageGroups.length === 1 ? policy.coverageGroups[0]!.id : null;
    return async (tx: Tx, rows: DataRow[]): Promise<ChunkOutcome> => {
      // A dependant's holder exists in the organization (the database, which holds the file's earlier chunks:
      // chunks commit in order) or in an earlier row of this chunk. Only this chunk's holders are looked up,
      // so nothing kept between chunks grows with the file.
      const holders = new Set<string>();
      for (const { raw } of rows) {
        const holder = holderRutOf(raw);
        if (holder) holders.add(holder);
      }
      const titulars = await this.insured.titularsAmong(tx, organizationId, [...holders]);
      const context = {
        today,
        window,
        coverageGroup,
        defaultCoverageGroupId,
        holderExists: (rut: string) => titulars.has(rut),
      };
      const errors: BulkLoadError[] = [];
      const good: { rowNumber: number; row: ActivationRow }[] = [];
      const seen = new Set<string>();
      const failedRows = new Set<number>();
      const fail = (rowNumber: number, column: BulkLoadError['column'], value: string, reason: string) => {
        failedRows.add(rowNumber);
        errors.push({ rowNumber, column, columnLabel: column ? headerOf(column) : null, value, reason });
      };
      for (const { rowNumber, raw } of rows) {
        const result = validateActivationRow(raw, context);
        if (!result.ok) {
          for (const e of result.errors) fail(rowNumber, e.column, e.value, e.reason);
          continue;
        }
        if (seen.has(result.row.rut)) {
          fail(rowNumber, 'rut', result.row.rut, ALREADY_IN_POLICY);
          continue;
        }
        seen.add(result.row.rut);
        if (result.row.insuredType === 'TITULAR') titulars.add(result.row.rut);
        good.push({ rowNumber, row: result.row });
      }
      if (good.length > 0) {
        const ids = await this.insured.upsertPeople(
          tx,
          organizationId,
          good.map((g) => g.row),
        );
        const added = await this.insured.addMemberships(
          tx,
          policy.id,
          good.map(({ row }) => ({
            personId: ids.get(row.rut)!,
            coverageGroupId: row.coverageGroupId,
            startDate: row.startDate,
            status: 'PROCESS_ACTIVATION' as const,
            bulkLoadId: load.id,
          })),
        );
        for (const { rowNumber, row } of good) {
          if (!added.has(ids.get(row.rut)!)) fail(rowNumber, 'rut', row.rut, ALREADY_IN_POLICY);
        }
      }
      return { processed: rows.length, succeeded: rows.length - failedRows.size, failed: failedRows.size, errors };
    };
  }

  private cancellationHandler(policy: Policy, load: BulkLoad, today: IsoDate, window: Window) {
    const context = { today, window };
    return async (tx: Tx, rows: DataRow[]): Promise<ChunkOutcome> => {
      const errors: BulkLoadError[] = [];
      const good: { rowNumber: number; row: CancellationRow }[] = [];
      const failedRows = new Set<number>();
      const seen = new Set<string>();
      const fail = (rowNumber: number, column: BulkLoadError['column'], value: string, reason: string) => {
        failedRows.add(rowNumber);
        errors.push({ rowNumber, column, columnLabel: column ? headerOf(column) : null, value, reason });
      };
      for (const { rowNumber, raw } of rows) {
        const result = validateCancellationRow(raw, context);
        if (!result.ok) {
          for (const e of result.errors) fail(rowNumber, e.column, e.value, e.reason);
          continue;
        }
        if (seen.has(result.row.rut)) {
          fail(rowNumber, 'rut', result.row.rut, NOT_ACTIVE);
          continue;
        }
        seen.add(result.row.rut);
        good.push({ rowNumber, row: result.row });
      }
      if (good.length > 0) {
        const moved = await this.insured.startCancellations(
          tx,
          policy.id,
          good.map((g) => g.row),
          load.id,
        );
        for (const { rowNumber, row } of good) if (!moved.has(row.rut)) fail(rowNumber, 'rut', row.rut, NOT_ACTIVE);
      }
      return { processed: rows.length, succeeded: rows.length - failedRows.size, failed: failedRows.size, errors };
    };
  }
}
