import type { Response } from 'express';
import ExcelJS from 'exceljs';

export interface SheetColumn<T> {
  header: string;
  width?: number;
  value: (row: T) => string | number | null;
}

/**
 * Streams an .xlsx answer with exceljs's streaming writer: rows go out as they are written, so an export of
 * many thousand rows does not build the workbook in memory.
 */
export async function sendXlsx<T>(
  res: Response,
  fileName: string,
  sheetName: string,
  columns: SheetColumn<T>[],
  rows: Iterable<T> | AsyncIterable<T>,
): Promise<void> {
  res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width ?? 20 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const row of rows as AsyncIterable<T>) sheet.addRow(columns.map((column) => column.value(row))).commit();
  sheet.commit();
  await workbook.commit();
}

/** A small workbook in memory (templates, tests). */
export async function xlsxBuffer(
  headers: string[],
  rows: (string | number | Date | null)[][],
  sheetName = 'Hoja1',
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(headers).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  headers.forEach((_, i) => (sheet.getColumn(i + 1).width = 22));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
