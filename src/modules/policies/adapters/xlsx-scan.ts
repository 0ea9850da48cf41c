import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { SharedStrings, type SharedStringsLimits } from './xlsx-shared-strings.js';

/**
 * A quick pass over an .xlsx to learn its header row and how many non-blank data rows it holds, without
 * building a cell object per cell: the upload needs only these two facts (the total for the progress bar and
 * the 100,000-row limit), and exceljs's full parse of a 100,000-row file took longer than the load itself.
 * The zip is read from its central directory (from disk or a Buffer, see ZipSource), and the XML parts are
 * inflated and scanned as streams, so memory does not grow with the rows: the shared strings leave only one
 * bit each (blank or not: 125 KB for a million distinct texts) and the texts of the header's cells.
 *
 * "Blank" follows isBlankRow on exceljs's values: a row whose cells are all empty, whitespace-only text or
 * error values is no row. The first worksheet is the first worksheet part in the zip, as exceljs's
 * streaming reader emits them.
 */
export interface XlsxScan {
  /** The first non-blank row's cells by column (0 = A), exceljs-like values; null when the sheet has none. */
  header: unknown[] | null;
  /** Non-blank rows after the header. */
  dataRows: number;
}

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

export class XlsxScanError extends Error {}

/**
 * Random access to a zip's bytes: a Buffer in memory, or a file on disk read piece by piece (the central
 * directory at its end, then each entry as a stream), so that a file on disk is never held whole.
 */
export interface ZipSource {
  readonly size: number;
  read(position: number, length: number): Promise<Buffer>;
  /** Bytes [start, end) as a stream. */
  stream(start: number, end: number): Readable;
  close(): Promise<void>;
}

export function bufferZip(zip: Buffer): ZipSource {
  return {
    size: zip.length,
    read: async (position, length) => zip.subarray(position, position + length),
    stream: (start, end) => Readable.from([zip.subarray(start, end)], { objectMode: false }),
    close: async () => {},
  };
}

/** A zip on disk, through one open file handle (a file renamed over it meanwhile does not change what is read). */
export async function fileZip(path: string): Promise<ZipSource> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    return {
      size,
      read: async (position, length) => {
        const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
        return buffer.subarray(0, bytesRead);
      },
      stream: (start, end) =>
        end <= start
          ? Readable.from([], { objectMode: false })
          : // pieces read at their positions, not fs.createReadStream: destroying one of those closes its descriptor
            Readable.from(
              (async function* () {
                for (let at = start; at < end;) {
                  const piece = Buffer.allocUnsafe(Math.min(64 * 1024, end - at));
                  const { bytesRead } = await handle.read(piece, 0, piece.length, at);
                  if (bytesRead === 0) return;
                  at += bytesRead;
                  yield piece.subarray(0, bytesRead);
                }
              })(),
              { objectMode: false },
            ),
      close: () => handle.close(),
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

const asSource = (zip: Buffer | ZipSource): ZipSource => (Buffer.isBuffer(zip) ? bufferZip(zip) : zip);

/** The central directory of a zip (no zip64: the upload limit is 20 MB). */
export async function zipEntries(zip: Buffer | ZipSource): Promise<ZipEntry[]> {
  const source = asSource(zip);
  const tailStart = Math.max(0, source.size - 65_557);
  const tail = await source.read(tailStart, source.size - tailStart);
  let eocd = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new XlsxScanError('not a zip');
  const count = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  if (directoryOffset + directorySize > source.size) throw new XlsxScanError('bad central directory');
  const directory = await source.read(directoryOffset, directorySize);
  let at = 0;
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== 0x02014b50)
      throw new XlsxScanError('bad central directory');
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    entries.push({
      name: directory.toString('utf8', at + 46, at + 46 + nameLength),
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      localHeaderOffset: directory.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** An entry's content as a stream of UTF-8 text chunks. */
async function* entryText(zip: ZipSource, entry: ZipEntry): AsyncGenerator<string> {
  const at = entry.localHeaderOffset;
  const header = await zip.read(at, 30);
  if (header.length < 30 || header.readUInt32LE(0) !== 0x04034b50) throw new XlsxScanError('bad local header');
  const start = at + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const source = zip.stream(start, start + entry.compressedSize);
  // 64 KB pieces of XML rather than zlib's 16 KB: a quarter of the callbacks, decodes and splits per sheet.
  const stream = entry.method === 0 ? source : source.pipe(createInflateRaw({ chunkSize: 64 * 1024 }));
  if (stream !== source) source.on('error', (error) => stream.destroy(error));
  stream.setEncoding('utf8');
  try {
    yield* stream as AsyncIterable<string>;
  } finally {
    source.destroy();
    stream.destroy();
  }
}

/**
 * Splits a stream of XML text into the complete elements named `tag` (`<tag ...>...</tag>` or `<tag .../>`),
 * holding back only an unfinished element between chunks.
 */
export async function* elements(chunks: AsyncIterable<string>, tag: string): AsyncGenerator<string> {
  const open = new RegExp(`<${tag}[\\s>/]`, 'g');
  const close = `</${tag}>`;
  let carry = '';
  for await (const chunk of chunks) {
    let text = carry + chunk;
    let from = 0;
    for (;;) {
      open.lastIndex = from;
      const found = open.exec(text);
      if (!found) {
        from = text.length - (tag.length + 2); // a tag cut at the chunk's end
        break;
      }
      const start = found.index;
      const tagEnd = text.indexOf('>', start);
      if (tagEnd < 0) {
        from = start;
        break;
      }
      if (text[tagEnd - 1] === '/') {
        yield text.slice(start, tagEnd + 1);
        from = tagEnd + 1;
        continue;
      }
      const end = text.indexOf(close, tagEnd);
      if (end < 0) {
        from = start;
        break;
      }
      yield text.slice(start, end + close.length);
      from = end + close.length;
    }
    carry = text.slice(Math.max(0, from));
    text = '';
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML text to a string: the five named entities and numeric character references. */
export function unescapeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|amp|lt|gt|quot|apos);/g, (_, name: string) =>
    name[0] === '#'
      ? String.fromCodePoint(name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10))
      : ENTITIES[name]!,
  );
}

const PLAIN_ITEM = /^<(?:si|is)><t(?:\s[^>]*)?>([^<]*)<\/t><\/(?:si|is)>$/;

/** The text of a shared string or inline string: its <t> runs joined, phonetic runs (<rPh>) left out. */
export function stringItemText(item: string): string {
  const plain = PLAIN_ITEM.exec(item);
  if (plain) return unescapeXml(plain[1]!);
  const withoutPhonetic = item.includes('<rPh') ? item.replace(/<rPh[\s>][\s\S]*?<\/rPh>/g, '') : item;
  let text = '';
  for (const match of withoutPhonetic.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)) text += match[1];
  return unescapeXml(text);
}

const REF = /\sr="([^"]*)"/;
const TYPE = /\st="([^"]*)"/;
const CELL = /<c(\s[^>]*?)?(?:\/>|>([\s\S]*?)<\/c>)/g;
const INLINE = /<is>[\s\S]*?<\/is>/;
const VALUE = /<v(?:\s[^>]*)?>([\s\S]*?)<\/v>/;

/** A column reference's 0-based index ("A1" → 0, "AB7" → 27). */
export function columnIndex(ref: string): number {
  let index = 0;
  for (let i = 0; i < ref.length; i++) {
    const code = ref.charCodeAt(i);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
  }
  return index - 1;
}

interface ScannedCell {
  column: number;
  type: string;
  /** The <v> text, or the inline string's text. */
  value: string | null;
  formula: boolean;
}

function cellsOf(row: string): ScannedCell[] {
  const cells: ScannedCell[] = [];
  let next = 0;
  CELL.lastIndex = 0;
  for (let match = CELL.exec(row); match; match = CELL.exec(row)) {
    const attrs = match[1] ?? '';
    const body = match[2] ?? '';
    const ref = REF.exec(attrs)?.[1];
    const column = ref ? columnIndex(ref) : next;
    next = column + 1;
    const type = TYPE.exec(attrs)?.[1] ?? 'n';
    let value: string | null = null;
    if (type === 'inlineStr') {
      const is = INLINE.exec(body);
      value = is ? stringItemText(is[0]) : null;
    } else {
      value = VALUE.exec(body)?.[1] ?? null;
    }
    cells.push({ column, type, value, formula: body.includes('<f') });
  }
  return cells;
}

/** Whether exceljs would give this cell a non-blank value (see isBlankRow). */
function filled(cell: ScannedCell, blankShared: (index: number) => boolean): boolean {
  if (cell.type === 'e') return false; // an error value becomes null
  if (cell.value === null) return cell.formula; // a formula without a cached result is an object, not blank
  if (cell.type === 's') return !blankShared(Number(cell.value));
  if (cell.type === 'inlineStr') return cell.value.trim() !== '';
  return unescapeXml(cell.value).trim() !== '';
}

/** Scans an .xlsx (in memory or on disk): its header row and the count of non-blank rows after it. */
export async function scanXlsx(file: Buffer | ZipSource): Promise<XlsxScan> {
  const zip = asSource(file);
  const entries = await zipEntries(zip);
  const sheet = entries.find((e) => /^xl\/worksheets\/sheet\d*\.xml$/.test(e.name));
  if (!sheet) throw new XlsxScanError('no worksheet');
  const shared = entries.find((e) => e.name === 'xl/sharedStrings.xml');

  // One bit per shared string: whether its text is blank.
  let blank = new Uint8Array(1024);
  let sharedCount = 0;
  if (shared) {
    for await (const item of elements(entryText(zip, shared), 'si')) {
      if (sharedCount >= blank.length * 8) {
        const grown = new Uint8Array(blank.length * 2);
        grown.set(blank);
        blank = grown;
      }
      const text = sharedStringValue(item);
      if (text === null || text.trim() === '') blank[sharedCount >> 3]! |= 1 << (sharedCount & 7);
      sharedCount += 1;
    }
  }
  const blankShared = (index: number) =>
    !(index >= 0 && index < sharedCount) || (blank[index >> 3]! & (1 << (index & 7))) !== 0;

  let headerCells: ScannedCell[] | null = null;
  let dataRows = 0;
  for await (const row of elements(entryText(zip, sheet), 'row')) {
    const cells = cellsOf(row);
    if (!cells.some((cell) => filled(cell, blankShared))) continue;
    if (headerCells) dataRows += 1;
    else headerCells = cells;
  }
  if (!headerCells) return { header: null, dataRows: 0 };

  // The header's shared strings, read on a second pass over the table (only those few are kept).
  const wanted = new Map<number, string>();
  for (const cell of headerCells) if (cell.type === 's' && cell.value !== null) wanted.set(Number(cell.value), '');
  if (shared && wanted.size > 0) {
    let index = 0;
    for await (const item of elements(entryText(zip, shared), 'si')) {
      if (wanted.has(index)) wanted.set(index, sharedStringValue(item) ?? '');
      index += 1;
    }
  }
  const header: unknown[] = [];
  for (const cell of headerCells) {
    if (!filled(cell, blankShared)) continue;
    const value = cell.value!;
    header[cell.column] =
      cell.type === 's'
        ? wanted.get(Number(value))
        : cell.type === 'inlineStr' || cell.type === 'str'
          ? cell.type === 'str'
            ? unescapeXml(value)
            : value
          : cell.type === 'b'
            ? value === '1'
            : Number.isFinite(Number(value))
              ? Number(value)
              : unescapeXml(value);
  }
  return { header, dataRows };
}

/*
 * The rows of the first worksheet with the values exceljs's streaming reader gives them (then plainCell), read
 * by the same kind of scan: exceljs builds a cell object, a style and a SAX event per cell, which made it the
 * slowest step of a load (about 2,000 rows/s on a busy machine against 100,000 rows in 30 s). Each rule below
 * copies what exceljs 4's worksheet and shared-strings readers do, quirks included, so that a row validates
 * the same either way (tests compare both on the same files).
 */

/** Default number formats that exceljs's isDateFmt takes for dates (its default table, ids 0-49). */
const BUILTIN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** exceljs's utils.isDateFmt. */
export function isDateFormat(format: string | undefined): boolean {
  if (!format) return false;
  return /[ymdhMsb]+/.test(format.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

/** exceljs's utils.excelToDate. */
export function excelToDate(serial: number, date1904: boolean): Date {
  return new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 24 * 3600 * 1000));
}

/** exceljs's utils.xmlDecode (applied on top of the XML parser's own decoding to inline and formula strings). */
function xmlDecode(text: string): string {
  return text.replace(/&([a-z]*);/g, (entity) =>
    entity === '&lt;'
      ? '<'
      : entity === '&gt;'
        ? '>'
        : entity === '&amp;'
          ? '&'
          : entity === '&apos;'
            ? "'"
            : entity === '&quot;'
              ? '"'
              : entity,
  );
}

const T_OPEN = /<t(?:\s[^>]*)?>/g;

/** The text after the last <t> opening in `xml`, tags removed (exceljs resets its text at each <t>). */
function textAfterLastT(xml: string): string | null {
  let last = -1;
  T_OPEN.lastIndex = 0;
  for (let match = T_OPEN.exec(xml); match; match = T_OPEN.exec(xml)) last = match.index + match[0].length;
  if (last < 0) return null;
  const text = xml.slice(last).replace(/<[^>]*>/g, '');
  return text === '' ? null : unescapeXml(text); // no text event: exceljs keeps null
}

/** A shared string as exceljs caches it, then as plainCell flattens it: rich-text runs joined, else the text. */
export function sharedStringValue(item: string): string | null {
  const plain = PLAIN_ITEM.exec(item);
  if (plain) return plain[1] === '' ? null : unescapeXml(plain[1]!);
  if (/<r[\s>]/.test(item)) {
    let joined = '';
    for (const run of item.matchAll(/<r(?:\s[^>]*)?>([\s\S]*?)<\/r>/g)) joined += textAfterLastT(run[1]!) ?? '';
    return joined;
  }
  return textAfterLastT(item);
}

interface Styles {
  /** Whether style index s formats numbers as dates. */
  isDate: (s: number) => boolean;
}

async function readStyles(zip: ZipSource, entry: ZipEntry | undefined): Promise<Styles> {
  if (!entry) return { isDate: () => false };
  const custom = new Map<number, string>();
  const cellFormats: number[] = [];
  let inCellXfs = false;
  for await (const chunk of elements(entryText(zip, entry), 'numFmt')) {
    const id = /\snumFmtId="(\d+)"/.exec(chunk)?.[1];
    const code = /\sformatCode="([^"]*)"/.exec(chunk)?.[1];
    if (id !== undefined && code !== undefined) custom.set(Number(id), unescapeXml(code));
  }
  for await (const chunk of elements(entryText(zip, entry), 'cellXfs')) {
    inCellXfs = true;
    for (const xf of chunk.matchAll(/<xf(\s[^>]*?)?\/?>/g)) {
      cellFormats.push(Number(/\snumFmtId="(\d+)"/.exec(xf[1] ?? '')?.[1] ?? 0));
    }
  }
  if (!inCellXfs) return { isDate: () => false };
  const dates = cellFormats.map((id) =>
    id ? (custom.has(id) ? isDateFormat(custom.get(id)) : BUILTIN_DATE_FORMATS.has(id)) : false,
  );
  return { isDate: (s) => dates[s] === true };
}

/** A scanned cell's value as exceljs (then plainCell) gives it; undefined for a cell exceljs leaves empty. */
function cellValue(
  cell: ScannedCell & { style: number },
  shared: SharedStrings,
  styles: Styles,
  date1904: boolean,
): unknown {
  if (cell.formula) {
    if (cell.value === null) return '[object Object]'; // plainCell's String() of a formula without a result
    return cell.type === 'str' ? xmlDecode(unescapeXml(cell.value)) : parseFloat(cell.value);
  }
  if (cell.value === null) return undefined;
  switch (cell.type) {
    case 's':
      return shared.get(parseInt(cell.value, 10)) ?? undefined;
    case 'inlineStr':
      return xmlDecode(cell.value);
    case 'str':
      return xmlDecode(unescapeXml(cell.value));
    case 'e':
      return null;
    case 'b':
      return parseInt(cell.value, 10) !== 0;
    default:
      return styles.isDate(cell.style)
        ? excelToDate(parseFloat(cell.value), date1904)
        : parseFloat(unescapeXml(cell.value));
  }
}

const STYLE = /\ss="(\d+)"/;

/**
 * The first worksheet's rows (row number and cells by column, 0 = A), as StreamingSpreadsheetReader's exceljs
 * path yields them. Throws XlsxScanError before the first row when the file's structure is not understood.
 * The shared strings are kept by SharedStrings: in memory up to a bound, the rest in a temporary file.
 * The generator must be run to its end or returned (for await does both): that frees the strings' file.
 */
export async function xlsxRows(
  file: Buffer | ZipSource,
  options: { sharedStringsInMemory?: SharedStringsLimits } = {},
): Promise<AsyncGenerator<{ rowNumber: number; cells: unknown[] }>> {
  const zip = asSource(file);
  const entries = await zipEntries(zip);
  const found = entries.find((e) => /^xl\/worksheets\/sheet\d*\.xml$/.test(e.name));
  if (!found) throw new XlsxScanError('no worksheet');
  const sheet: ZipEntry = found;
  const sharedEntry = entries.find((e) => e.name === 'xl/sharedStrings.xml');
  const workbook = entries.find((e) => e.name === 'xl/workbook.xml');
  let date1904 = false;
  if (workbook) {
    for await (const pr of elements(entryText(zip, workbook), 'workbookPr')) {
      const value = /\sdate1904="([^"]*)"/.exec(pr)?.[1];
      date1904 = value === '1' || value === 'true';
    }
  }
  const styles = await readStyles(
    zip,
    entries.find((e) => e.name === 'xl/styles.xml'),
  );
  // The shared strings table: the file's distinct texts, as exceljs's 'cache' keeps them, but with a bounded
  // part in memory (the first ones, which are the most repeated: a writer numbers texts by first use).
  const shared = new SharedStrings(options.sharedStringsInMemory);
  try {
    if (sharedEntry)
      for await (const item of elements(entryText(zip, sharedEntry), 'si')) await shared.add(sharedStringValue(item));
    await shared.finish();
  } catch (error) {
    await shared.close();
    throw error;
  }

  return (async function* () {
    try {
      yield* sheetRows();
    } finally {
      await shared.close();
    }
  })();

  async function* sheetRows() {
    let previous = 0;
    for await (const row of elements(entryText(zip, sheet), 'row')) {
      const rowTag = row.slice(0, row.indexOf('>') + 1);
      const r = /\sr="(\d+)"/.exec(rowTag)?.[1];
      const rowNumber = r ? parseInt(r, 10) : previous + 1;
      previous = rowNumber;
      const rowStyle = Number(STYLE.exec(rowTag)?.[1] ?? 0);
      const cells: unknown[] = [];
      CELL.lastIndex = 0;
      let next = 0;
      for (let match = CELL.exec(row); match; match = CELL.exec(row)) {
        const attrs = match[1] ?? '';
        const body = match[2] ?? '';
        const ref = REF.exec(attrs)?.[1];
        const column = ref ? columnIndex(ref) : next;
        next = column + 1;
        const type = TYPE.exec(attrs)?.[1] ?? 'n';
        const style = Number(STYLE.exec(attrs)?.[1] ?? 0) || rowStyle;
        let value: string | null;
        if (type === 'inlineStr' || body.includes('<is')) {
          const is = INLINE.exec(body);
          value = is ? textAfterLastT(is[0]) : null;
        } else {
          value = VALUE.exec(body)?.[1] ?? null;
        }
        const formula = body.includes('<f');
        const result = cellValue({ column, type, value, formula, style }, shared, styles, date1904);
        if (result !== undefined) cells[column] = result;
      }
      yield { rowNumber, cells };
    }
  }
}
