import { inject, injectable } from 'inversify';
import type { FileStorage } from '../../../platform/files/file-storage.js';
import { PLATFORM } from '../../../platform/tokens.js';
import { BillingError } from '../domain/errors.js';
import { inScope, type BillingScope } from '../domain/scope.js';
import { BILLING } from '../tokens.js';
import type { BillingQueries, LedgerFactory } from './ports.js';
import type { FilePurpose, StoredFile } from '../domain/files.js';

const legacyKey = (file: StoredFile) => `billing/${file.purpose}/legacy/${file.id}`;

/**
 * A stored file for download, if the caller's scope sees its organization and it is of an expected purpose.
 * A file uploaded before files left the database is moved to the FileStorage on this first read.
 */
@injectable()
export class ReadFile {
  constructor(
    @inject(BILLING.Queries) private readonly queries: BillingQueries,
    @inject(BILLING.LedgerFactory) private readonly ledgers: LedgerFactory,
    @inject(PLATFORM.FileStorage) private readonly storage: FileStorage,
  ) {}

  async execute(
    fileId: number,
    purposes: readonly FilePurpose[],
    scope: BillingScope,
  ): Promise<{ filename: string; contentType: string; content: Buffer }> {
    const file = await this.queries.file(fileId);
    if (!file || !purposes.includes(file.purpose as FilePurpose) || !inScope(scope, file.organizationId)) {
      throw new BillingError('NOT_FOUND', 'El archivo no existe.');
    }
    const content = file.storageKey ? await this.storage.get(file.storageKey) : await this.moveLegacy(file.id);
    return { filename: file.filename, contentType: file.contentType, content };
  }

  private moveLegacy(fileId: number): Promise<Buffer> {
    return this.ledgers.inTransaction(async (ledger) => {
      const file = await ledger.fileForUpdate(fileId);
      if (!file) throw new BillingError('NOT_FOUND', 'El archivo no existe.');
      if (file.storageKey) return this.storage.get(file.storageKey);
      const bytes = await ledger.legacyBytes(fileId);
      if (!bytes) throw new BillingError('NOT_FOUND', 'El archivo no existe.');
      const key = legacyKey(file);
      await this.storage.put(key, bytes, file.contentType);
      await ledger.movedToStorage(fileId, key);
      return bytes;
    });
  }
}
