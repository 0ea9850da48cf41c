import { readSync } from 'node:fs';
import { mkdtemp, open, rm, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** How much of the table stays in memory; the rest goes to a temporary file (see SharedStrings). */
export interface SharedStringsLimits {
  /** Strings kept in memory, at most. */
  entries: number;
  /** Their total length in UTF-16 code units, at most (a cell holds up to 32,767 characters). */
  chars: number;
}

/** 16,384 strings or 2 M characters: about 1-4 MB whatever the file. */
export const SHARED_STRINGS_IN_MEMORY: SharedStringsLimits = { entries: 16_384, chars: 2_000_000 };

const BLOCK = 64 * 1024;
const NULL_RECORD = Buffer.from([0]);
const TEXT_MARK = Buffer.from([1]);
/** Blocks of each file kept for reads: 8 × 64 KB × 2 files = 1 MB. */
const CACHED_BLOCKS = 8;

/** Reads of a file by fixed blocks, the last few kept (the sheet asks for texts mostly in their order). */
class BlockReader {
  private readonly blocks = new Map<number, Buffer>();

  constructor(private readonly fd: number) {}

  read(position: number, length: number): Buffer {
    const block = Math.floor(position / BLOCK);
    if (Math.floor((position + length - 1) / BLOCK) !== block || length === 0) {
      const direct = Buffer.alloc(length);
      readSync(this.fd, direct, 0, length, position);
      return direct;
    }
    let bytes = this.blocks.get(block);
    if (bytes) {
      this.blocks.delete(block); // to the end: the most recently used
    } else {
      bytes = Buffer.alloc(BLOCK);
      const read = readSync(this.fd, bytes, 0, BLOCK, block * BLOCK);
      bytes = bytes.subarray(0, read);
      if (this.blocks.size >= CACHED_BLOCKS) this.blocks.delete(this.blocks.keys().next().value!);
    }
    this.blocks.set(block, bytes);
    const start = position - block * BLOCK;
    return bytes.subarray(start, start + length);
  }
}

/** A write buffer in front of a file handle written from its start, in order. */
class BufferedWriter {
  private readonly buffer = Buffer.alloc(BLOCK);
  private used = 0;
  /** Bytes written so far, buffered ones included. */
  position = 0;

  constructor(readonly handle: FileHandle) {}

  async write(bytes: Buffer): Promise<void> {
    if (this.used + bytes.length > this.buffer.length) await this.flush();
    if (bytes.length > this.buffer.length) await this.handle.write(bytes, 0, bytes.length);
    else {
      bytes.copy(this.buffer, this.used);
      this.used += bytes.length;
    }
    this.position += bytes.length;
  }

  async flush(): Promise<void> {
    if (this.used === 0) return;
    await this.handle.write(this.buffer, 0, this.used);
    this.used = 0;
  }
}

/**
 * An xlsx's shared-strings table (the file's distinct texts, by index) whose memory does not grow with the
 * file: the first strings stay in memory (up to SharedStringsLimits; a writer numbers texts by first use, so
 * these are the repeated ones: column values, coverage groups, genders), and the rest are written to two
 * temporary files, the texts (UTF-8, one marker byte each for null or text) and their start offsets (8 bytes
 * each). A lookup reads them back through a cache of a few 64 KB blocks; a sheet refers to its new texts in
 * order, so most lookups hit the cache. The files are unlinked as soon as they are open: nothing is left
 * behind even if the process dies.
 */
export class SharedStrings {
  private readonly head: (string | null)[] = [];
  private headChars = 0;
  private count = 0;
  private spill: {
    texts: BufferedWriter;
    offsets: BufferedWriter;
    textReader?: BlockReader;
    offsetReader?: BlockReader;
  } | null = null;
  private finished = false;

  constructor(private readonly limits: SharedStringsLimits = SHARED_STRINGS_IN_MEMORY) {}

  get size(): number {
    return this.count;
  }

  /** Whether part of the table is on disk. */
  get spilled(): boolean {
    return this.spill !== null;
  }

  /** Appends the next string; resolve before the next call. */
  async add(value: string | null): Promise<void> {
    if (this.finished) throw new Error('SharedStrings: add after finish');
    this.count += 1;
    if (!this.spill) {
      const length = value?.length ?? 0;
      if (this.head.length < this.limits.entries && this.headChars + length <= this.limits.chars) {
        this.head.push(value);
        this.headChars += length;
        return;
      }
      this.spill = await openSpill();
    }
    const { texts, offsets } = this.spill;
    const offset = Buffer.alloc(8);
    offset.writeDoubleLE(texts.position);
    await offsets.write(offset);
    await texts.write(value === null ? NULL_RECORD : Buffer.concat([TEXT_MARK, Buffer.from(value, 'utf8')]));
  }

  /** Ends the table: what add() buffered is written and the lookups may start. */
  async finish(): Promise<void> {
    if (this.finished) return;
    this.finished = true;
    if (!this.spill) return;
    const { texts, offsets } = this.spill;
    const end = Buffer.alloc(8);
    end.writeDoubleLE(texts.position);
    await offsets.write(end);
    await Promise.all([texts.flush(), offsets.flush()]);
    this.spill.textReader = new BlockReader(texts.handle.fd);
    this.spill.offsetReader = new BlockReader(offsets.handle.fd);
  }

  /** The string at an index; undefined out of the table. */
  get(index: number): string | null | undefined {
    if (!(index >= 0 && index < this.count)) return undefined;
    if (index < this.head.length) return this.head[index];
    const spill = this.spill!;
    if (!spill.textReader) throw new Error('SharedStrings: get before finish');
    const bounds = spill.offsetReader!.read((index - this.head.length) * 8, 16);
    const start = bounds.readDoubleLE(0);
    const end = bounds.readDoubleLE(8);
    const record = spill.textReader.read(start, end - start);
    return record[0] === 0 ? null : record.toString('utf8', 1);
  }

  async close(): Promise<void> {
    const spill = this.spill;
    this.spill = null;
    this.head.length = 0;
    this.count = 0;
    if (spill) await Promise.all([spill.texts.handle.close(), spill.offsets.handle.close()]);
  }
}

async function openSpill() {
  const directory = await mkdtemp(path.join(tmpdir(), 'xlsx-strings-'));
  try {
    const texts = await open(path.join(directory, 'texts'), 'w+');
    const offsets = await open(path.join(directory, 'offsets'), 'w+').catch(async (error: unknown) => {
      await texts.close();
      throw error;
    });
    return { texts: new BufferedWriter(texts), offsets: new BufferedWriter(offsets) };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
