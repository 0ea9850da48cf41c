import { inject, injectable } from 'inversify';
import { notFound } from '../domain/errors.js';
import type { DocumentReviewStatus } from '../domain/statuses.js';
import { POLICIES } from '../tokens.js';
import type { DocumentRepository, PolicyRepository, Transactor } from './ports.js';
import type { Actor } from '../domain/actor.js';
import type { PolicyDocument } from '../domain/policy.js';

/** Sets a policy document's review (spec 03 §4: APPROVED, PENDING, REJECTED, NO_ACTION), in the history. */
@injectable()
export class ReviewPolicyDocument {
  constructor(
    @inject(POLICIES.PolicyRepository) private readonly policies: PolicyRepository,
    @inject(POLICIES.DocumentRepository) private readonly documents: DocumentRepository,
    @inject(POLICIES.Transactor) private readonly transactor: Transactor,
  ) {}

  async execute(
    actor: Actor,
    policyId: number,
    documentId: number,
    status: DocumentReviewStatus,
  ): Promise<PolicyDocument> {
    if (!(await this.policies.get(actor.orgs, policyId))) throw notFound('La póliza');
    const doc = await this.documents.get(documentId);
    if (!doc || doc.policyId !== policyId) throw notFound('El documento');
    if (doc.status !== status) {
      await this.documents.setStatus(documentId, status);
      await this.transactor.run((tx) =>
        this.policies.addHistory(tx, policyId, actor, 'document-review', {
          documentId,
          fileName: doc.fileName,
          from: doc.status,
          to: status,
        }),
      );
    }
    return (await this.documents.get(documentId))!;
  }
}
