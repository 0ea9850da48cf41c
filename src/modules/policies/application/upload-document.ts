import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { notFound, PoliciesError } from '../domain/errors.js';
import { DOCUMENT_EXTENSIONS } from '../domain/statuses.js';
import { POLICIES } from '../tokens.js';
import type {
  Actor,
  DocumentRepository,
  FileStorage,
  FileTypeDetector,
  PolicyDocument,
  PolicyRepository,
  Transactor,
} from './ports.js';

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
 * Stores a policy document (spec 03 §5 upload extensions) through the FileStorage port. The name's extension
 * must be allowed AND the content must be that kind of file (file-type reads its magic bytes), so a renamed
 * executable is refused.
 */
@injectable()
export class UploadDocument {
  constructor(
    @inject(POLICIES.PolicyRepository) private readonly policies: PolicyRepository,
    @inject(POLICIES.DocumentRepository) private readonly documents: DocumentRepository,
    @inject(POLICIES.FileStorage) private readonly storage: FileStorage,
    @inject(POLICIES.FileTypeDetector) private readonly detector: FileTypeDetector,
    @inject(POLICIES.Transactor) private readonly transactor: Transactor,
  ) {}

  async execute(actor: Actor, policyId: number, file: { name: string; content: Buffer }): Promise<PolicyDocument> {
    const policy = await this.policies.get(actor.orgs, policyId);
    if (!policy) throw notFound('La póliza');
    const bad = (message: string) => new PoliciesError('BAD_REQUEST', message, { errors: { file: message } });
    const extension = extensionOf(file.name);
    if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extension)) {
      throw bad(`Tipo de archivo no permitido. Se aceptan: ${DOCUMENT_EXTENSIONS.join(', ')}.`);
    }
    if (file.content.length === 0) throw bad('El archivo está vacío.');
    if (file.content.length > MAX_DOCUMENT_BYTES) throw bad('El archivo supera los 15 MB.');
    const type = await this.detector.detect(file.content, file.name);
    const matches = type !== null && (type.ext === extension || (SAME_KIND[type.ext] ?? []).includes(extension));
    if (!type || !matches) throw bad(`El contenido del archivo no corresponde a un .${extension}.`);
    const storageKey = `documents/${policyId}/${randomUUID()}.${extension}`;
    await this.storage.put(storageKey, file.content, type.mime);
    const id = await this.documents.insert({
      policyId,
      fileName: file.name.slice(0, 200),
      contentType: type.mime,
      sizeBytes: file.content.length,
      storageKey,
      uploadedBy: actor.id,
    });
    await this.transactor.run((tx) =>
      this.policies.addHistory(tx, policyId, actor, 'upload-file', { documentId: id, fileName: file.name }),
    );
    return (await this.documents.get(id))!;
  }
}
