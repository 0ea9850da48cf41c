import type { BulkLoadKind } from './bulk-load-columns.js';
import type { BulkLoadStatus } from './bulk-load-status.js';
import type { RowError } from './row-validation.js';

/* A bulk activation or cancellation load, its rows and their errors (issue 11). */

export interface BulkLoad {
  id: number;
  policyId: number;
  policyNumber: string;
  clientOrganizationId: number;
  clientOrganizationName: string;
  kind: BulkLoadKind;
  status: BulkLoadStatus;
  fileName: string;
  fileFormat: 'xlsx' | 'csv';
  contentHash: string;
  storageKey: string;
  total: number | null;
  processed: number;
  succeeded: number;
  failed: number;
  cancelRequested: boolean;
  cancelledByName: string | null;
  errorMessage: string | null;
  createdBy: number | null;
  createdByName: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface NewBulkLoad {
  policyId: number;
  clientOrganizationId: number;
  kind: BulkLoadKind;
  fileName: string;
  fileFormat: 'xlsx' | 'csv';
  contentHash: string;
  storageKey: string;
  total: number;
  createdBy: number | null;
  createdByName: string;
}

export interface BulkLoadError extends RowError {
  rowNumber: number;
  columnLabel: string | null;
}

export interface ChunkOutcome {
  processed: number;
  succeeded: number;
  failed: number;
  errors: BulkLoadError[];
}

/** A spreadsheet read row by row (row 1 is the header). */
export interface SpreadsheetRow {
  rowNumber: number;
  cells: unknown[];
}
