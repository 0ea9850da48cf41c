import ExcelJS from 'exceljs';
import type { Response } from 'express';

export interface Column<T> {
  header: string;
  width?: number;
  value: (row: T) => string | number | null;
}

/** Answers an .xlsx download with a header row and one row per item (exceljs). */
export async function sendXlsx<T>(res: Response, filename: string, sheet: string, columns: Column<T>[], rows: T[]) {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheet);
  worksheet.columns = columns.map((column) => ({ header: column.header, width: column.width ?? 18 }));
  worksheet.getRow(1).font = { bold: true };
  for (const row of rows) worksheet.addRow(columns.map((column) => column.value(row)));
  const buffer = await workbook.xlsx.writeBuffer();
  res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.send(Buffer.from(buffer as ArrayBuffer));
}
