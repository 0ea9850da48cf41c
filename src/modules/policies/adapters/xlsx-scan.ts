import { createInflateRaw } from 'node:zlib';
import { Readable } from 'node:stream';

/**
 * A quick pass over an .xlsx to learn its header row and how many non-blank data rows it holds, without
 * building a cell object per cell: the upload needs only these two facts (the total for the progress bar and
 * the 100,000-row limit), and exceljs's full parse of a 100,000-row file took longer than the load itself.
 * The zip is read from its central directory (the upload is a Buffer in memory anyway), and the XML parts are
 * inflated and scanned as streams, so memory does not grow with the rows: the shared strings leave only one
 * bit each (blank or not) and the texts of the header's cells.
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

/** The central directory of a zip held in memory (no zip64: the upload limit is 20 MB). */
export function zipEntries(zip: Buffer): ZipEntry[] {
  const min = Math.max(0, zip.length - 65_557);
  let eocd = -1;
  for (let i = zip.length - 22; i >= min; i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new XlsxScanError('not a zip');
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) throw new XlsxScanError('bad central directory');
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    entries.push({
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      localHeaderOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** An entry's content as a stream of UTF-8 text chunks. */
function entryText(zip: Buffer, entry: ZipEntry): AsyncIterable<string> {
  const at = entry.localHeaderOffset;
  if (zip.readUInt32LE(at) !== 0x04034b50) throw new XlsxScanError('bad local header');
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  const source = Readable.from([data], { objectMode: false });
  const stream = entry.method === 0 ? source : source.pipe(createInflateRaw());
  stream.setEncoding('utf8');
  return stream as AsyncIterable<string>;
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

/** Scans an .xlsx held in memory: its header row and the count of non-blank rows after it. */
export async function scanXlsx(zip: Buffer): Promise<XlsxScan> {
  const entries = zipEntries(zip);
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
      if (stringItemText(item).trim() === '') blank[sharedCount >> 3]! |= 1 << (sharedCount & 7);
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
      if (wanted.has(index)) wanted.set(index, stringItemText(item));
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
