import { PoliciesError } from '../domain/errors.js';
import { DOCUMENT_EXTENSIONS } from '../domain/statuses.js';
import type { FileTypeDetector } from './ports.js';

export const MAX_DOCUMENT_BYTES = 15 * 1024 * 1024;

const extensionOf = (name: string) => name.toLowerCase().split('.').pop() ?? '';
/** Extensions that share one content type (a .jpeg is a jpg; .doc/.xls are the same OLE container). */
const SAME_KIND: Record<string, string[]> = {
  jpg: ['jpeg'],
  jpeg: ['jpg'],
  cfb: ['doc', 'xls'],
  xlsx: ['xlsx'],
  docx: ['docx'],
};

/**
 * Checks an uploaded document (spec 03 §5 upload extensions): the name's extension must be allowed AND the
 * content must be that kind of file (its magic bytes), so a renamed executable is refused. Answers the
 * extension and the content type judged from the content.
 */
export async function checkDocumentFile(
  detector: FileTypeDetector,
  file: { name: string; content: Buffer },
): Promise<{ extension: string; mime: string }> {
  const bad = (message: string) => new PoliciesError('BAD_REQUEST', message, { errors: { file: message } });
  const extension = extensionOf(file.name);
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extension)) {
    throw bad(`Tipo de archivo no permitido. Se aceptan: ${DOCUMENT_EXTENSIONS.join(', ')}.`);
  }
  if (file.content.length === 0) throw bad('El archivo está vacío.');
  if (file.content.length > MAX_DOCUMENT_BYTES) throw bad('El archivo supera los 15 MB.');
  const type = await detector.detect(file.content, file.name);
  const matches = type !== null && (type.ext === extension || (SAME_KIND[type.ext] ?? []).includes(extension));
  if (!type || !matches) throw bad(`El contenido del archivo no corresponde a un .${extension}.`);
  return { extension, mime: type.mime };
}
