import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../platform/tokens.js';
import { notFound } from '../domain/errors.js';
import { POLICIES } from '../tokens.js';
import { checkDocumentFile } from './document-file.js';
import type { DocumentRepository, FileStorage, FileTypeDetector, PolicyRepository, Transactor } from './ports.js';
import type { Actor } from '../domain/actor.js';
import type { PolicyDocument } from '../domain/policy.js';

export { MAX_DOCUMENT_BYTES } from './document-file.js';

/**
 * Stores a policy document through the FileStorage port once its name and content pass checkDocumentFile;
 * the upload is written to the policy's history with its user.
 */
@injectable()
export class UploadDocument {
  constructor(
    @inject(POLICIES.PolicyRepository) private readonly policies: PolicyRepository,
    @inject(POLICIES.DocumentRepository) private readonly documents: DocumentRepository,
    @inject(PLATFORM.FileStorage) private readonly storage: FileStorage,
    @inject(POLICIES.FileTypeDetector) private readonly detector: FileTypeDetector,
    @inject(POLICIES.Transactor) private readonly transactor: Transactor,
  ) {}

  async execute(actor: Actor, policyId: number, file: { name: string; content: Buffer }): Promise<PolicyDocument> {
    const policy = await this.policies.get(actor.orgs, policyId);
    if (!policy) throw notFound('La póliza');
    const type = await checkDocumentFile(this.detector, file);
    const storageKey = `documents/${policyId}/${randomUUID()}.${type.extension}`;
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
