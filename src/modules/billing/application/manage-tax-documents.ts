import { inject, injectable } from 'inversify';
import { BillingError } from '../domain/errors.js';
import { inScope, type BillingScope } from '../domain/scope.js';
import { BILLING } from '../tokens.js';
import type { LedgerFactory } from './ports.js';
import type { NewTaxDocument } from '../domain/ledger-records.js';

/** Tax documents (spec 03 §4: ACTIVE, CANCELLED): create with the uploaded PDF/XML, change status, delete. */
@injectable()
export class ManageTaxDocuments {
  constructor(@inject(BILLING.LedgerFactory) private readonly ledgers: LedgerFactory) {}

  create(doc: NewTaxDocument, scope: BillingScope): Promise<number> {
    if (!inScope(scope, doc.organizationId))
      throw new BillingError('FORBIDDEN', 'No puedes crear documentos de otra organización.');
    if (!doc.pdfFileId && !doc.xmlFileId) {
      throw new BillingError('BAD_REQUEST', 'Adjunta el PDF o el XML del documento tributario.', {
        errors: { pdf: 'Adjunta el PDF o el XML.' },
      });
    }
    return this.ledgers.inTransaction((ledger) => ledger.insertTaxDocument(doc));
  }

  setStatus(id: number, status: 'ACTIVE' | 'CANCELLED', scope: BillingScope): Promise<void> {
    return this.ledgers.inTransaction(async (ledger) => {
      const doc = await ledger.taxDocumentForUpdate(id);
      if (!doc || !inScope(scope, doc.organizationId))
        throw new BillingError('NOT_FOUND', 'El documento tributario no existe.');
      await ledger.setTaxDocumentStatus(id, status);
    });
  }

  remove(id: number, scope: BillingScope): Promise<void> {
    return this.ledgers.inTransaction(async (ledger) => {
      const doc = await ledger.taxDocumentForUpdate(id);
      if (!doc || !inScope(scope, doc.organizationId))
        throw new BillingError('NOT_FOUND', 'El documento tributario no existe.');
      await ledger.deleteTaxDocument(id);
    });
  }
}
