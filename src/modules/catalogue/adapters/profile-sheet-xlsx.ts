import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { AppError } from '../../../platform/errors.js';
import type { PricedSheet, SheetRow } from '../application/price-profile-sheet.js';
import { PROFILE_SHEET_MAX_ROWS } from '../domain/profile-sheet.js';

/** An exceljs cell value as a plain value: rich text, hyperlinks and formulas become their text or result. */
function plainCell(value: unknown): unknown {
  if (value == null || typeof value !== 'object' || value instanceof Date) return value;
  const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: unknown };
  if (Array.isArray(v.richText)) return v.richText.map((part) => part.text).join('');
  if (v.result !== undefined) return plainCell(v.result);
  if (v.text !== undefined) return plainCell(v.text);
  if (v.error !== undefined) return null;
  return value;
}

const NOT_XLSX = 'El archivo no es una planilla Excel (.xlsx) válida.';

/**
 * The first worksheet's rows, read with exceljs's streaming reader; stops with a 413 past the row limit (plus the
 * header and some empty rows) so a huge sheet is never held whole.
 */
export async function readSheetRows(content: Buffer): Promise<SheetRow[]> {
  // An xlsx is a zip: anything else is refused before exceljs sees it.
  if (content.length < 4 || content.readUInt32LE(0) !== 0x04034b50) throw new AppError('BAD_REQUEST', NOT_XLSX);
  const rows: SheetRow[] = [];
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([content]), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      styles: 'ignore',
      hyperlinks: 'ignore',
      entries: 'ignore',
    });
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        rows.push({ rowNumber: row.number, cells: (row.values as unknown[]).slice(1).map(plainCell) });
        if (rows.length > PROFILE_SHEET_MAX_ROWS * 2) {
          throw new AppError(
            'PAYLOAD_TOO_LARGE',
            `La planilla supera el máximo de ${PROFILE_SHEET_MAX_ROWS} perfiles.`,
          );
        }
      }
      break; // the first worksheet only
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_REQUEST', NOT_XLSX);
  }
  return rows;
}

/** The priced sheet as a workbook to download: one row per profile, its products side by side. */
export async function writePricedSheet(sheet: PricedSheet, take: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('Comparación');
  const header = ['Fila', 'Estado', 'Errores'];
  for (let i = 1; i <= take; i += 1) header.push(`Producto ${i}`, `Compañía ${i}`, `Código ${i}`, `Precio ${i}`);
  worksheet.addRow(header);
  for (const row of sheet.rows) {
    if (!row.ok) {
      worksheet.addRow([row.row, 'Con errores', row.errors.join(' ')]);
      continue;
    }
    worksheet.addRow([
      row.row,
      row.products.length > 0 ? 'Cotizado' : 'Sin productos',
      '',
      ...row.products.flatMap((p) => [p.name, p.organization, p.productCode, p.text]),
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
