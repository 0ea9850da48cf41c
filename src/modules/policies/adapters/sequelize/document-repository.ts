import { inject, injectable } from 'inversify';
import type { Sequelize } from 'sequelize';
import { PLATFORM } from '../../../../platform/tokens.js';
import type { DocumentRepository } from '../../application/ports.js';
import type { PolicyDocument } from '../../domain/policy.js';
import type { DocumentReviewStatus } from '../../domain/statuses.js';
import { execute, iso, select } from './sql.js';

/** A policy_documents row as node-pg hands it over (BIGINT as text). */
interface DocumentRow {
  id: number | string;
  policy_id: number | string;
  file_name: string;
  content_type: string;
  size_bytes: number | string;
  storage_key: string;
  status: DocumentReviewStatus;
  created_at: Date;
}

const toDocument = (row: DocumentRow): PolicyDocument => ({
  id: Number(row.id),
  policyId: Number(row.policy_id),
  fileName: row.file_name,
  contentType: row.content_type,
  sizeBytes: Number(row.size_bytes),
  storageKey: row.storage_key,
  status: row.status,
  createdAt: iso(row.created_at)!,
});

@injectable()
export class SequelizeDocumentRepository implements DocumentRepository {
  constructor(@inject(PLATFORM.Sequelize) private readonly sequelize: Sequelize) {}

  async list(policyId: number): Promise<PolicyDocument[]> {
    const rows = await select<DocumentRow>(
      this.sequelize,
      'SELECT * FROM policy_documents WHERE policy_id = $1 ORDER BY id DESC',
      [policyId],
    );
    return rows.map(toDocument);
  }

  async get(id: number): Promise<PolicyDocument | null> {
    const [row] = await select<DocumentRow>(this.sequelize, 'SELECT * FROM policy_documents WHERE id = $1', [id]);
    return row ? toDocument(row) : null;
  }

  async insert(
    doc: Omit<PolicyDocument, 'id' | 'createdAt' | 'status'> & { uploadedBy: number | null },
  ): Promise<number> {
    const [row] = await select<{ id: number }>(
      this.sequelize,
      `INSERT INTO policy_documents (policy_id, client_organization_id, file_name, content_type, size_bytes, storage_key, uploaded_by)
       SELECT $1, p.client_organization_id, $2, $3, $4, $5, $6 FROM policies p WHERE p.id = $1 RETURNING id`,
      [doc.policyId, doc.fileName, doc.contentType, doc.sizeBytes, doc.storageKey, doc.uploadedBy],
    );
    return Number(row!.id);
  }

  async setStatus(id: number, status: DocumentReviewStatus): Promise<boolean> {
    return (await execute(this.sequelize, 'UPDATE policy_documents SET status = $2 WHERE id = $1', [id, status])) > 0;
  }
}
