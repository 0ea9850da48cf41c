import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../platform/tokens.js';
import { notFound } from '../domain/errors.js';
import { POLICIES } from '../tokens.js';
import { checkDocumentFile } from './document-file.js';
import type { FileStorage, FileTypeDetector, InsurerDirectory, InsurerDocumentRepository } from './ports.js';
import type { Actor } from '../domain/actor.js';
import type { InsurerDocument } from '../domain/insurer.js';

/**
 * Stores a document of an insurer of the catalogue (conditions, forms, agreements) through the FileStorage
 * port, with the same name-and-content check as the policy documents.
 */
@injectable()
export class UploadInsurerDocument {
  constructor(
    @inject(POLICIES.InsurerDirectory) private readonly directory: InsurerDirectory,
    @inject(POLICIES.InsurerDocumentRepository) private readonly documents: InsurerDocumentRepository,
    @inject(PLATFORM.FileStorage) private readonly storage: FileStorage,
    @inject(POLICIES.FileTypeDetector) private readonly detector: FileTypeDetector,
  ) {}

  async execute(
    actor: Actor,
    insurerId: number,
    file: { name: string; content: Buffer; description: string | null },
  ): Promise<InsurerDocument> {
    if (!(await this.directory.insurer(insurerId))) throw notFound('La aseguradora');
    const type = await checkDocumentFile(this.detector, file);
    const storageKey = `insurer-documents/${insurerId}/${randomUUID()}.${type.extension}`;
    await this.storage.put(storageKey, file.content, type.mime);
    const id = await this.documents.insert({
      insurerId,
      fileName: file.name.slice(0, 200),
      description: file.description,
      contentType: type.mime,
      sizeBytes: file.content.length,
      storageKey,
      uploadedBy: actor.id,
      uploadedByName: actor.name,
    });
    return (await this.documents.get(id))!;
  }
}
