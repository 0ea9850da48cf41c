import { matchHeaders, type BulkLoadKind, type ColumnKey } from '../domain/bulk-load-columns.js';
import type { RawRow } from '../domain/row-validation.js';
import type { SpreadsheetContent, SpreadsheetReader } from './ports.js';
import type { SpreadsheetRow } from '../domain/bulk-load.js';

/** A row with only blank cells is no row (payroll files end with formatted empty lines). */
export const isBlankRow = (cells: unknown[]) => cells.every((cell) => cell == null || String(cell).trim() === '');

export interface DataRow {
  /** The spreadsheet's row number (1 is the header), as the error report shows it. */
  rowNumber: number;
  raw: RawRow;
}

/**
 * Reads a load's file: the header row first (matched tolerantly), then each non-blank data row as a raw
 * row keyed by column. Throws a BulkFileError when required columns are missing or the file is empty.
 */
export async function* readBulkFile(
  reader: SpreadsheetReader,
  content: SpreadsheetContent,
  format: 'xlsx' | 'csv',
  kind: BulkLoadKind,
): AsyncGenerator<DataRow> {
  let columns: Map<number, ColumnKey> | null = null;
  for await (const row of reader.rows(content, format) as AsyncIterable<SpreadsheetRow>) {
    if (isBlankRow(row.cells)) continue;
    if (!columns) {
      const match = matchHeaders(row.cells, kind);
      if (match.missing.length > 0) throw new BulkFileError(match.missing);
      columns = match.byIndex;
      continue;
    }
    const raw: RawRow = {};
    for (const [index, key] of columns) raw[key] = row.cells[index];
    yield { rowNumber: row.rowNumber, raw };
  }
  if (!columns) throw new BulkFileError([], 'El archivo está vacío: falta la fila de encabezados.');
}

/**
 * The number of data rows of a load's file, checking its header as readBulkFile does (same errors), from the
 * reader's summary rather than a full read.
 */
export async function countBulkFile(
  reader: SpreadsheetReader,
  content: Buffer | { path: string },
  format: 'xlsx' | 'csv',
  kind: BulkLoadKind,
): Promise<number> {
  const { header, dataRows } = await reader.summary(content, format);
  if (!header) throw new BulkFileError([], 'El archivo está vacío: falta la fila de encabezados.');
  const match = matchHeaders(header, kind);
  if (match.missing.length > 0) throw new BulkFileError(match.missing);
  return dataRows;
}

export class BulkFileError extends Error {
  constructor(
    public readonly missing: ColumnKey[],
    message?: string,
  ) {
    super(message ?? 'Faltan columnas obligatorias.');
    this.name = 'BulkFileError';
  }
}
