import { inject, injectable } from 'inversify';
import { BillingError } from '../domain/errors.js';
import { BILLING } from '../tokens.js';
import type { LedgerFactory, NewFile } from './ports.js';

/** Allowed uploads per purpose, judged by the sniffed content type (never by the name the browser sent). */
export const UPLOAD_TYPES: Readonly<Record<NewFile['purpose'], readonly string[]>> = {
  'payment-receipt': ['application/pdf', 'image/jpeg', 'image/png', 'image/heic'],
  'tax-document-pdf': ['application/pdf'],
  'tax-document-xml': ['application/xml'],
};
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Stores an uploaded file (a transfer receipt, a tax document's PDF or XML) after checking its type and size. */
@injectable()
export class StoreFile {
  constructor(@inject(BILLING.LedgerFactory) private readonly ledgers: LedgerFactory) {}

  async execute(file: NewFile): Promise<{ id: number; filename: string; size: number }> {
    if (file.data.length === 0) throw new BillingError('BAD_REQUEST', 'El archivo está vacío.');
    if (file.data.length > MAX_UPLOAD_BYTES) throw new BillingError('BAD_REQUEST', 'El archivo supera los 5 MB.');
    if (!UPLOAD_TYPES[file.purpose].includes(file.contentType)) {
      throw new BillingError('BAD_REQUEST', `Tipo de archivo no permitido (${file.contentType}).`, {
        errors: { file: 'Tipo de archivo no permitido.' },
      });
    }
    const id = await this.ledgers.inTransaction((ledger) => ledger.insertFile(file));
    return { id, filename: file.filename, size: file.data.length };
  }
}
