import ExcelJS from 'exceljs';
import { chileanDate } from '../../pricing/index.js';
import { columnsOf } from '../domain/bulk-load-columns.js';
import { addDays } from '../domain/dates.js';
import { badRutFor, fakePerson } from './people-generator.js';

/** 'DD-MM-YYYY' of the Chilean today + days (the day the server validates against). */
export function dayCl(offsetDays: number, from = new Date()): string {
  const [y, m, d] = addDays(chileanDate(from), offsetDays).split('-');
  return `${d}-${m}-${y}`;
}

export interface ActivationFileOptions {
  rows: number;
  /** Row indexes (0-based data rows) that get a bad RUT check digit. */
  badRows?: Set<number>;
  base?: number;
  coverageGroup?: string;
  /** Every 5th row a dependant of the row before (the holder), when true. */
  withDependants?: boolean;
  /** The start date of every row, in days from the Chilean today (0 by default). */
  startOffsetDays?: number;
}

/** The data rows of an activation file in the template's column order. */
export function activationRows(options: ActivationFileOptions): string[][] {
  const rows: string[][] = [];
  let holderRut = '';
  for (let i = 0; i < options.rows; i++) {
    const person = fakePerson(i, options.base);
    const dependant = options.withDependants === true && i % 5 === 4 && holderRut !== '';
    const rut = options.badRows?.has(i) ? badRutFor(i, options.base) : person.rut;
    rows.push([
      person.firstName,
      person.paternalSurname,
      person.maternalSurname,
      rut,
      person.birthDate,
      person.gender,
      person.email,
      person.phone,
      dependant ? 'Carga' : 'Titular',
      dayCl(options.startOffsetDays ?? 0),
      options.coverageGroup ?? 'GENERAL',
      dependant ? holderRut : '',
      dependant ? 'Hijo' : '',
      '',
      '',
      '',
    ]);
    if (!dependant) holderRut = rut;
  }
  return rows;
}

export async function activationXlsx(options: ActivationFileOptions): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Altas');
  sheet.addRow(columnsOf('activation').map((c) => c.header));
  for (const row of activationRows(options)) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function activationCsv(options: ActivationFileOptions, delimiter = ';'): Buffer {
  const lines = [columnsOf('activation').map((c) => c.header), ...activationRows(options)].map((row) =>
    row
      .map((cell) => (cell.includes(delimiter) || cell.includes('"') ? `"${cell.replace(/"/g, '""')}"` : cell))
      .join(delimiter),
  );
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

export async function readXlsxRows(content: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
