import { open } from 'node:fs/promises';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { injectable } from 'inversify';
import type { FileTypeDetector } from '../application/ports.js';

const TEXT_TYPES: Record<string, string> = {
  csv: 'text/csv',
  html: 'text/html',
  eml: 'message/rfc822',
};

/** Text without NUL bytes that decodes as UTF-8 or Latin-1 (CSV, HTML and e-mail files have no magic bytes). */
function looksLikeText(content: Buffer): boolean {
  const sample = content.subarray(0, 64 * 1024);
  return sample.length > 0 && !sample.includes(0);
}

/**
 * Judges a file by its content with file-type (magic bytes: pdf, png, jpg, heic, zip-based docx/xlsx, the OLE
 * container of doc/xls reported as 'cfb'); text formats, which have no magic bytes, are accepted for their
 * extension only when the content is plain text.
 */
@injectable()
export class MagicBytesFileTypeDetector implements FileTypeDetector {
  async detect(content: Buffer, fileName: string): Promise<{ ext: string; mime: string } | null> {
    const found = await fileTypeFromBuffer(content);
    if (found) return { ext: found.ext, mime: found.mime };
    const extension = fileName.toLowerCase().split('.').pop() ?? '';
    if (TEXT_TYPES[extension] && looksLikeText(content)) return { ext: extension, mime: TEXT_TYPES[extension]! };
    return null;
  }

  /** The same judgement of a file on disk, reading only what file-type needs and the first 64 KB. */
  async detectFile(filePath: string, fileName: string): Promise<{ ext: string; mime: string } | null> {
    const found = await fileTypeFromFile(filePath);
    if (found) return { ext: found.ext, mime: found.mime };
    const extension = fileName.toLowerCase().split('.').pop() ?? '';
    if (!TEXT_TYPES[extension]) return null;
    const handle = await open(filePath, 'r');
    try {
      const head = Buffer.alloc(64 * 1024);
      const { bytesRead } = await handle.read(head, 0, head.length, 0);
      return looksLikeText(head.subarray(0, bytesRead)) ? { ext: extension, mime: TEXT_TYPES[extension]! } : null;
    } finally {
      await handle.close();
    }
  }
}
