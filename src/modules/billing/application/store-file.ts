import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import type { FileStorage } from '../../../platform/files/file-storage.js';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { chileanToday } from '../../pricing/index.js';
import { BillingError } from '../domain/errors.js';
import { BILLING } from '../tokens.js';
import type { LedgerFactory } from './ports.js';
import type { FilePurpose, NewFile } from '../domain/files.js';

/** Allowed uploads per purpose, judged by the sniffed content type (never by the name the browser sent). */
export const UPLOAD_TYPES: Readonly<Record<FilePurpose, readonly string[]>> = {
  'payment-receipt': ['application/pdf', 'image/jpeg', 'image/png', 'image/heic'],
  'tax-document-pdf': ['application/pdf'],
  'tax-document-xml': ['application/xml'],
};
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const EXTENSIONS: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
  'application/xml': 'xml',
};

/**
 * Stores an uploaded file (a transfer receipt, a tax document's PDF or XML) after checking its type and size:
 * the bytes go to the platform's FileStorage under a key nobody can guess, billing_files keeps the name, type,
 * size, owner and key. The bytes are written first: a failed insert leaves an orphan file, never a row
 * pointing at nothing.
 */
@injectable()
export class StoreFile {
  constructor(
    @inject(BILLING.LedgerFactory) private readonly ledgers: LedgerFactory,
    @inject(PLATFORM.FileStorage) private readonly storage: FileStorage,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(file: NewFile): Promise<{ id: number; filename: string; size: number }> {
    if (file.data.length === 0) throw new BillingError('BAD_REQUEST', 'El archivo está vacío.');
    if (file.data.length > MAX_UPLOAD_BYTES) throw new BillingError('BAD_REQUEST', 'El archivo supera los 5 MB.');
    if (!UPLOAD_TYPES[file.purpose].includes(file.contentType)) {
      throw new BillingError('BAD_REQUEST', `Tipo de archivo no permitido (${file.contentType}).`, {
        errors: { file: 'Tipo de archivo no permitido.' },
      });
    }
    const month = chileanToday(this.clock).slice(0, 7);
    const key = `billing/${file.purpose}/${month}/${randomUUID()}.${EXTENSIONS[file.contentType] ?? 'bin'}`;
    await this.storage.put(key, file.data, file.contentType);
    const { data, ...meta } = file;
    const id = await this.ledgers.inTransaction((ledger) =>
      ledger.insertFile({ ...meta, size: data.length, storageKey: key }),
    );
    return { id, filename: file.filename, size: file.data.length };
  }
}
