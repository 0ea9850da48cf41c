import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../platform/tokens.js';
import { missingColumnsMessage, type BulkLoadKind } from '../domain/bulk-load-columns.js';
import { MAX_BULK_ROWS } from '../domain/bulk-load-status.js';
import { notFound, PoliciesError } from '../domain/errors.js';
import { POLICIES } from '../tokens.js';
import { BulkFileError, countBulkFile } from './bulk-file.js';
import type {
  BulkLoadRepository,
  FileStorage,
  FileTypeDetector,
  PolicyRepository,
  SpreadsheetReader,
  Transactor,
} from './ports.js';
import type { Actor } from '../domain/actor.js';

export interface BulkUpload {
  policyId: number;
  kind: BulkLoadKind;
  fileName: string;
  /** The uploaded file, on the local disk (read from there, never whole into memory). */
  file: { path: string };
}

/** The file's SHA-256, read as a stream. */
async function sha256Of(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(filePath), hash);
  return hash.digest('hex');
}

const bad = (field: string, message: string) =>
  new PoliciesError('BAD_REQUEST', message, { errors: { [field]: message } });

/**
 * Receives an activation or cancellation file (issue 11): checks the policy is the caller's, the file is an
 * xlsx or csv by its content, has the required columns and at most 100,000 rows; recognises the same file
 * already loaded for the policy (content hash) and answers that load instead of a new one; otherwise stores
 * the file and queues the load (the load row and its job commit together through the outbox).
 */
@injectable()
export class StartBulkLoad {
  constructor(
    @inject(POLICIES.PolicyRepository) private readonly policies: PolicyRepository,
    @inject(POLICIES.BulkLoadRepository) private readonly loads: BulkLoadRepository,
    @inject(PLATFORM.FileStorage) private readonly storage: FileStorage,
    @inject(POLICIES.SpreadsheetReader) private readonly reader: SpreadsheetReader,
    @inject(POLICIES.FileTypeDetector) private readonly detector: FileTypeDetector,
    @inject(POLICIES.Transactor) private readonly transactor: Transactor,
  ) {}

  async execute(actor: Actor, upload: BulkUpload): Promise<{ id: number; duplicate: boolean }> {
    const policy = await this.policies.get(actor.orgs, upload.policyId);
    if (!policy || policy.clientOrganizationId === null) throw notFound('La póliza');
    if (policy.status === 'CANCELED' || policy.status === 'DECLINE') {
      throw new PoliciesError('NOT_EDITABLE', 'La póliza está cancelada o rechazada: no recibe cargas.');
    }
    const type = await this.detector.detectFile(upload.file.path, upload.fileName);
    if (!type || (type.ext !== 'xlsx' && type.ext !== 'csv')) {
      throw bad('file', 'El archivo debe ser una planilla .xlsx o .csv (se revisa su contenido, no solo el nombre).');
    }
    const format = type.ext as 'xlsx' | 'csv';
    const contentHash = await sha256Of(upload.file.path);
    const same = await this.loads.findSameFile(policy.id, upload.kind, contentHash);
    if (same) return { id: same.id, duplicate: true };

    let total: number;
    try {
      total = await countBulkFile(this.reader, upload.file, format, upload.kind);
    } catch (error) {
      if (error instanceof BulkFileError) {
        throw bad('file', error.missing.length > 0 ? missingColumnsMessage(error.missing) : error.message);
      }
      throw bad('file', 'No se pudo leer el archivo: revisa que sea una planilla válida.');
    }
    if (total > MAX_BULK_ROWS)
      throw bad('file', `El archivo tiene más de ${MAX_BULK_ROWS.toLocaleString('es-CL')} filas: divídelo.`);
    if (total === 0) throw bad('file', 'El archivo no tiene filas de datos.');

    const storageKey = `bulk-loads/${policy.id}/${contentHash}.${format}`;
    await this.storage.putFile(storageKey, upload.file.path, type.mime);
    const id = await this.loads.insertQueued({
      policyId: policy.id,
      clientOrganizationId: policy.clientOrganizationId,
      kind: upload.kind,
      fileName: upload.fileName.slice(0, 200),
      fileFormat: format,
      contentHash,
      storageKey,
      total,
      createdBy: actor.id,
      createdByName: actor.name,
    });
    if (id !== null) {
      await this.transactor.run((tx) =>
        this.policies.addHistory(tx, policy.id, actor, 'bulk-load', {
          loadId: id,
          kind: upload.kind,
          fileName: upload.fileName.slice(0, 200),
          rows: total,
        }),
      );
      return { id, duplicate: false };
    }
    // The same file was uploaded twice at once: the other request's load is this one.
    const winner = await this.loads.findSameFile(policy.id, upload.kind, contentHash);
    return { id: winner!.id, duplicate: true };
  }
}
