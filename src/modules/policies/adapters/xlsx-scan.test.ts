import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { isBlankRow } from '../application/bulk-file.js';
import { activationXlsx } from '../testing/bulk-files.js';
import { plainCell, StreamingSpreadsheetReader } from './spreadsheet-reader.js';
import {
  columnIndex,
  excelToDate,
  fileZip,
  isDateFormat,
  scanXlsx,
  sharedStringValue,
  unescapeXml,
  xlsxRows,
  XlsxScanError,
} from './xlsx-scan.js';

/** What exceljs's streaming reader (the reference) gives for the first worksheet, through plainCell. */
async function exceljsRows(file: Buffer) {
  const rows: { rowNumber: number; cells: unknown[] }[] = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(PassThrough.from([file]) as never, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      rows.push({ rowNumber: row.number, cells: (row.values as unknown[]).slice(1).map(plainCell) });
    }
    break;
  }
  return rows;
}

async function scannedRows(file: Buffer) {
  const rows: { rowNumber: number; cells: unknown[] }[] = [];
  for await (const row of await xlsxRows(file)) rows.push(row);
  return rows;
}

/** Sparse arrays compared by their defined entries (exceljs leaves holes for empty cells). */
const dense = (rows: { rowNumber: number; cells: unknown[] }[]) =>
  rows.map((row) => ({ rowNumber: row.rowNumber, cells: Object.entries(row.cells) }));

async function workbook(fill: (sheet: ExcelJS.Worksheet, book: ExcelJS.Workbook) => void, sharedStrings = true) {
  const book = new ExcelJS.Workbook();
  fill(book.addWorksheet('Hoja'), book);
  if (sharedStrings) return Buffer.from(await book.xlsx.writeBuffer());
  // The streaming writer writes inline strings when shared strings are off.
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const sheet = writer.addWorksheet('Hoja');
  const model = new ExcelJS.Workbook();
  const source = model.addWorksheet('x');
  fill(source, model);
  source.eachRow({ includeEmpty: true }, (row) => {
    const added = sheet.getRow(row.number);
    row.eachCell({ includeEmpty: false }, (cell, col) => {
      added.getCell(col).value = cell.value;
      added.getCell(col).numFmt = cell.numFmt;
    });
    added.commit();
  });
  await writer.commit();
  return Buffer.concat(chunks);
}

const mixed = (sheet: ExcelJS.Worksheet) => {
  sheet.addRow(['Nombre', 'RUT', 'Fecha de nacimiento', 'Monto', 'Activo', 'Nota']);
  sheet.addRow(['Ana & <Pía>', '11.111.111-1', new Date(Date.UTC(1990, 4, 17)), 1234.5, true, '  ']);
  sheet.getCell('C2').numFmt = 'dd-mm-yyyy';
  sheet.addRow([]);
  sheet.getRow(4).getCell(2).value = '   ';
  sheet.getRow(4).commit();
  sheet.addRow(['José "Pepe"', 12345678, 45000, { formula: 'D2*2', result: 2469 }, false, "a'b"]);
  sheet.getCell('C5').numFmt = 'd-mmm-yy';
  sheet.addRow([{ richText: [{ text: 'Ri' }, { font: { bold: true }, text: 'co' }] }, null, null, null, null, 'x']);
  sheet.addRow([{ formula: 'A2&"!"', result: 'Ana & <Pía>!' }, { formula: 'NOW()' }, 44197, 0.5]);
  sheet.getCell('C7').numFmt = 'mm-dd-yy';
  sheet.getCell('D7').numFmt = '0.00%';
  sheet.getRow(9).getCell(7).value = 'lejos';
  sheet.getRow(9).commit();
};

describe('xlsx scan (the upload count) and rows (the load), against exceljs on the same files', () => {
  it('reads the values exceljs reads: shared and inline strings, entities, dates by format, numbers, booleans, formulas, rich text, holes', async () => {
    for (const shared of [true, false]) {
      const file = await workbook(mixed, shared);
      expect(dense(await scannedRows(file))).toEqual(dense(await exceljsRows(file)));
    }
  });

  it('reads a generated activation file row for row like exceljs', async () => {
    const file = await activationXlsx({ rows: 300, withDependants: true, badRows: new Set([3]) });
    const [mine, reference] = [await scannedRows(file), await exceljsRows(file)];
    expect(mine).toHaveLength(301);
    expect(dense(mine)).toEqual(dense(reference));
  });

  it('counts the non-blank rows after the header as the full read does, and gives the header', async () => {
    for (const shared of [true, false]) {
      const file = await workbook(mixed, shared);
      const nonBlank = (await exceljsRows(file)).filter((row) => !isBlankRow(row.cells));
      const scan = await scanXlsx(file);
      expect(scan.dataRows).toBe(nonBlank.length - 1);
      expect(Object.entries(scan.header!)).toEqual(Object.entries(nonBlank[0]!.cells));
    }
    const empty = await workbook(() => {});
    expect(await scanXlsx(empty)).toEqual({ header: null, dataRows: 0 });
  });

  it('the reader falls back to exceljs for what the scan does not take as a zip, and the summary too', async () => {
    await expect(xlsxRows(Buffer.from('no es un zip'))).rejects.toBeInstanceOf(XlsxScanError);
    const reader = new StreamingSpreadsheetReader();
    const file = await workbook(mixed);
    const streamed: unknown[] = [];
    for await (const row of reader.rows(PassThrough.from([file]), 'xlsx')) streamed.push(row);
    expect(dense(streamed as never)).toEqual(dense(await exceljsRows(file)));
    expect(await reader.summary(file, 'xlsx')).toEqual(await scanXlsx(file));
  });

  it('reads from disk (the stored file, any stream, the upload) like exceljs, shared strings spilled to a file', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'xlsx-scan-'));
    const file = await activationXlsx({ rows: 400, withDependants: true, badRows: new Set([5]) });
    const mixedFile = await workbook(mixed);
    const reference = dense(await exceljsRows(file));
    const onDisk = path.join(directory, 'nomina.xlsx');
    writeFileSync(onDisk, file);
    const mixedOnDisk = path.join(directory, 'mixta.xlsx');
    writeFileSync(mixedOnDisk, mixedFile);

    // The scan on a file on disk, with a table of 10 strings in memory (the file has ~1,500): the rest on disk.
    const fromDisk: { rowNumber: number; cells: unknown[] }[] = [];
    const zip = await fileZip(onDisk);
    for await (const row of await xlsxRows(zip, { sharedStringsInMemory: { entries: 10, chars: 100 } }))
      fromDisk.push(row);
    await zip.close();
    expect(dense(fromDisk)).toEqual(reference);
    const mixedRows: { rowNumber: number; cells: unknown[] }[] = [];
    const mixedZip = await fileZip(mixedOnDisk);
    for await (const row of await xlsxRows(mixedZip, { sharedStringsInMemory: { entries: 1, chars: 1 } }))
      mixedRows.push(row);
    await mixedZip.close();
    expect(dense(mixedRows)).toEqual(dense(await exceljsRows(mixedFile)));

    // The reader: a file stream (the local store's), a stream with no file behind it (copied to disk first)
    // and a path (the upload); the summary from a path as from the Buffer.
    const reader = new StreamingSpreadsheetReader();
    const read = async (content: Parameters<StreamingSpreadsheetReader['rows']>[0]) => {
      const rows: { rowNumber: number; cells: unknown[] }[] = [];
      for await (const row of reader.rows(content, 'xlsx')) rows.push(row);
      return dense(rows);
    };
    expect(await read(createReadStream(onDisk))).toEqual(reference);
    expect(await read(PassThrough.from([file.subarray(0, 1000), file.subarray(1000)]))).toEqual(reference);
    expect(await read({ path: onDisk })).toEqual(reference);
    expect(await reader.summary({ path: onDisk }, 'xlsx')).toEqual(await scanXlsx(file));
    expect(await reader.summary({ path: onDisk }, 'xlsx')).toMatchObject({ dataRows: 400 });
    // A reader that stops early leaves nothing open: the file can go.
    for await (const row of reader.rows({ path: onDisk }, 'xlsx')) if (row.rowNumber > 3) break;
    rmSync(directory, { recursive: true });
  });

  it('small pieces: column letters, entities, shared-string quirks, date formats, serial dates', () => {
    expect([columnIndex('A1'), columnIndex('Z9'), columnIndex('AA10'), columnIndex('AB7')]).toEqual([0, 25, 26, 27]);
    expect(unescapeXml('a &amp; b &lt;c&gt; &#233; &#xE9; &quot;')).toBe('a & b <c> é é "');
    expect(sharedStringValue('<si><t>Hola</t></si>')).toBe('Hola');
    expect(sharedStringValue('<si><t/></si>')).toBeNull();
    expect(sharedStringValue('<si><t xml:space="preserve"> a </t></si>')).toBe(' a ');
    expect(sharedStringValue('<si><r><rPr><b/></rPr><t>Ri</t></r><r><t>co</t></r></si>')).toBe('Rico');
    // exceljs resets its text at every <t>, so a phonetic run's text wins over the string's (kept as is).
    expect(sharedStringValue('<si><t>漢字</t><rPh sb="0" eb="2"><t>かんじ</t></rPh></si>')).toBe('かんじ');
    expect(isDateFormat('dd-mm-yyyy')).toBe(true);
    expect(isDateFormat('"Total" 0.00')).toBe(false);
    expect(isDateFormat('[Red]0.00')).toBe(false);
    expect(isDateFormat(undefined)).toBe(false);
    expect(excelToDate(44197, false).toISOString()).toBe('2021-01-01T00:00:00.000Z');
    expect(excelToDate(44197 - 1462, true).toISOString()).toBe('2021-01-01T00:00:00.000Z');
  });
});
