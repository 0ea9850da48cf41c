import { createReadStream, createWriteStream, ReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { injectable } from 'inversify';
import type { SpreadsheetContent, SpreadsheetReader, SpreadsheetSummary } from '../application/ports.js';
import { isBlankRow } from '../application/bulk-file.js';
import type { SpreadsheetRow } from '../domain/bulk-load.js';
import { bufferZip, fileZip, scanXlsx, xlsxRows, XlsxScanError, type ZipSource } from './xlsx-scan.js';

/**
 * A zip to read with random access, without holding it whole: a file stream's own file (the local file
 * storage's streams), or any other stream copied to a temporary file first (an S3 object), then read from
 * disk. done() closes it and removes the copy.
 */
async function zipOf(content: SpreadsheetContent): Promise<{ zip: ZipSource; done: () => Promise<void> }> {
  if (Buffer.isBuffer(content)) return { zip: bufferZip(content), done: async () => {} };
  if ('path' in content && typeof content.path === 'string' && !(content instanceof Readable)) {
    const zip = await fileZip(content.path);
    return { zip, done: () => zip.close() };
  }
  if (content instanceof ReadStream && typeof content.path === 'string' && content.bytesRead === 0) {
    content.destroy();
    const zip = await fileZip(content.path);
    return { zip, done: () => zip.close() };
  }
  const directory = await mkdtemp(path.join(tmpdir(), 'bulk-xlsx-'));
  try {
    const copy = path.join(directory, 'file.xlsx');
    await pipeline(content as NodeJS.ReadableStream, createWriteStream(copy));
    const zip = await fileZip(copy);
    return { zip, done: () => zip.close() };
  } finally {
    await rm(directory, { recursive: true, force: true }); // the open handle keeps the bytes until closed
  }
}

/** An exceljs cell value as a plain value: rich text, hyperlinks and formulas become their text or result. */
export function plainCell(value: unknown): unknown {
  if (value == null || typeof value !== 'object' || value instanceof Date) return value;
  const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: unknown };
  if (Array.isArray(v.richText)) return v.richText.map((part) => part.text).join('');
  if (v.result !== undefined) return plainCell(v.result);
  if (v.text !== undefined) return plainCell(v.text);
  if (v.error !== undefined) return null;
  return String(value);
}

/** Semicolon or comma: Chilean spreadsheets export CSV with ';' (decimal comma) and others with ','. */
function delimiterOf(firstLine: string): string {
  const count = (char: string) => firstLine.split(char).length - 1;
  return count(';') > count(',') ? ';' : count('\t') > count(',') ? '\t' : ',';
}

const toStream = (content: SpreadsheetContent): Readable =>
  Buffer.isBuffer(content)
    ? Readable.from([content])
    : 'path' in content && typeof content.path === 'string' && !(content instanceof Readable)
      ? createReadStream(content.path)
      : (content as Readable);

/**
 * Reads .xlsx with exceljs's streaming reader (first worksheet only, dates as Date) and .csv with csv-parse
 * (BOM stripped, delimiter detected from the header line), one row at a time: a 100,000-row file never sits
 * in memory as a whole workbook.
 */
@injectable()
export class StreamingSpreadsheetReader implements SpreadsheetReader {
  rows(content: SpreadsheetContent, format: 'xlsx' | 'csv'): AsyncIterable<SpreadsheetRow> {
    return format === 'xlsx' ? this.xlsx(content) : this.csv(content);
  }

  /**
   * An .xlsx is scanned without exceljs (a tenth of its time on 100,000 rows); should the scan not understand
   * a file exceljs reads (an unusual zip), the full read answers instead. A csv is read in full: csv-parse is
   * fast enough.
   */
  async summary(content: Buffer | { path: string }, format: 'xlsx' | 'csv'): Promise<SpreadsheetSummary> {
    if (format === 'xlsx') {
      const { zip, done } = await zipOf(content);
      try {
        return await scanXlsx(zip);
      } catch {
        // the full read below decides whether the file is readable at all
      } finally {
        await done();
      }
    }
    let header: unknown[] | null = null;
    let dataRows = 0;
    for await (const row of this.rows(content, format)) {
      if (isBlankRow(row.cells)) continue;
      if (header) dataRows += 1;
      else header = row.cells;
    }
    return { header, dataRows };
  }

  /**
   * The sheet is read by the scan in xlsx-scan.ts, several times faster than exceljs and with the same values,
   * from the file on disk (never held whole: its central directory, then each part inflated as a stream; the
   * shared strings beyond a bound in a temporary file); exceljs reads any file whose structure the scan does
   * not understand.
   */
  private async *xlsx(content: SpreadsheetContent): AsyncGenerator<SpreadsheetRow> {
    const { zip, done } = await zipOf(content);
    try {
      let rows: AsyncGenerator<SpreadsheetRow>;
      try {
        rows = await xlsxRows(zip);
      } catch (error) {
        if (!(error instanceof XlsxScanError)) throw error;
        yield* this.exceljs(zip.stream(0, zip.size));
        return;
      }
      yield* rows;
    } finally {
      await done();
    }
  }

  private async *exceljs(content: SpreadsheetContent): AsyncGenerator<SpreadsheetRow> {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(toStream(content), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      entries: 'ignore',
    });
    for await (const worksheet of reader) {
      for await (const row of worksheet) {
        // row.values is 1-based (index 0 empty).
        const values = (row.values as unknown[]).slice(1).map(plainCell);
        yield { rowNumber: row.number, cells: values };
      }
      return; // the first worksheet only
    }
  }

  private async *csv(input: SpreadsheetContent): AsyncGenerator<SpreadsheetRow> {
    let firstLine: string;
    let source: Readable;
    const content = Buffer.isBuffer(input) ? input : toStream(input);
    if (Buffer.isBuffer(content)) {
      firstLine = content.subarray(0, 4096).toString('utf8').split(/\r?\n/)[0] ?? '';
      source = Readable.from([content]);
    } else {
      // Peek the first chunk for the delimiter, then replay it.
      const stream = content as Readable;
      const iterator = stream[Symbol.asyncIterator]();
      const first = await iterator.next();
      const head = first.done ? Buffer.alloc(0) : Buffer.from(first.value as Buffer);
      firstLine = head.subarray(0, 4096).toString('utf8').split(/\r?\n/)[0] ?? '';
      source = Readable.from(
        (async function* () {
          yield head;
          for (;;) {
            const next = await iterator.next();
            if (next.done) return;
            yield next.value as Buffer;
          }
        })(),
      );
    }
    const parser = source.pipe(
      parse({
        bom: true,
        delimiter: delimiterOf(firstLine.replace(/^\uFEFF/, '')),
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: false,
        trim: true,
        info: true,
      }),
    );
    for await (const record of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      yield { rowNumber: record.info.lines, cells: record.record };
    }
  }
}
