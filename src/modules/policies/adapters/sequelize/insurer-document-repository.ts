import { inject, injectable } from 'inversify';
import type { Sequelize } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { InsurerDocumentRepository } from '../../application/ports.js';
import type { InsurerDocument } from '../../domain/insurer.js';
import type { ListOptions, Page } from '../../domain/listing.js';
import type { OrganizationStatus } from '../../domain/statuses.js';
import { execute, iso, select } from './sql.js';

/** A policy_insurer_documents row (with the uploader's name) as node-pg hands it over. */
interface InsurerDocumentRow {
  id: number | string;
  insurer_id: number | string;
  file_name: string;
  description: string | null;
  content_type: string;
  size_bytes: number | string;
  storage_key: string;
  status: OrganizationStatus;
  uploaded_by_name?: string | null;
  created_at: Date;
}

const toDocument = (row: InsurerDocumentRow): InsurerDocument => ({
  id: Number(row.id),
  insurerId: Number(row.insurer_id),
  fileName: row.file_name,
  description: row.description ?? null,
  contentType: row.content_type,
  sizeBytes: Number(row.size_bytes),
  storageKey: row.storage_key,
  status: row.status,
  uploadedByName: row.uploaded_by_name ?? null,
  createdAt: iso(row.created_at)!,
});

const SORT = { id: 'id', fileName: 'file_name', createdAt: 'created_at' } as const;

@injectable()
export class SequelizeInsurerDocumentRepository implements InsurerDocumentRepository {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async list(
    options: ListOptions<{ insurerId?: number; status?: OrganizationStatus }, 'id' | 'fileName' | 'createdAt'>,
  ): Promise<Page<InsurerDocument>> {
    const bind: unknown[] = [];
    const conditions: string[] = [];
    for (const [value, column] of [
      [options.filter.insurerId, 'insurer_id'],
      [options.filter.status, 'status'],
    ] as const) {
      if (value === undefined) continue;
      bind.push(value);
      conditions.push(`${column} = $${bind.length}`);
    }
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    const rows = await select<InsurerDocumentRow>(
      this.sequelize,
      `SELECT * FROM policy_insurer_documents ${where}
        ORDER BY ${SORT[options.sort.field] ?? 'id'} ${options.sort.order === 'ASC' ? 'ASC' : 'DESC'}, id DESC
        LIMIT ${Number(options.limit)} OFFSET ${Number(options.offset)}`,
      bind,
    );
    const [count] = await select<{ total: string }>(
      this.sequelize,
      `SELECT count(*) AS total FROM policy_insurer_documents ${where}`,
      bind,
    );
    return { rows: rows.map(toDocument), total: Number(count?.total ?? 0) };
  }

  async get(id: number): Promise<InsurerDocument | null> {
    const [row] = await select<InsurerDocumentRow>(
      this.sequelize,
      'SELECT * FROM policy_insurer_documents WHERE id = $1',
      [id],
    );
    return row ? toDocument(row) : null;
  }

  async insert(
    doc: Omit<InsurerDocument, 'id' | 'createdAt' | 'status' | 'uploadedByName'> & {
      uploadedBy: number | null;
      uploadedByName: string;
    },
  ): Promise<number> {
    const [row] = await select<{ id: number }>(
      this.sequelize,
      `INSERT INTO policy_insurer_documents
         (insurer_id, file_name, description, content_type, size_bytes, storage_key, uploaded_by, uploaded_by_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        doc.insurerId,
        doc.fileName,
        doc.description,
        doc.contentType,
        doc.sizeBytes,
        doc.storageKey,
        doc.uploadedBy,
        doc.uploadedByName,
      ],
    );
    return Number(row!.id);
  }

  async setStatus(id: number, status: OrganizationStatus): Promise<boolean> {
    return (
      (await execute(
        this.sequelize,
        'UPDATE policy_insurer_documents SET status = $2, updated_at = now() WHERE id = $1',
        [id, status],
      )) > 0
    );
  }
}
