import type { Request, RequestHandler } from 'express';
import type { AddInsured } from '../../application/add-insured.js';
import type { ApplyMembershipAction } from '../../application/apply-membership-action.js';
import type { CancelBulkLoad } from '../../application/cancel-bulk-load.js';
import type { ChangePolicyStatus } from '../../application/change-policy-status.js';
import type { CopyPolicy } from '../../application/copy-policy.js';
import type { ManageClientOrganizations } from '../../application/manage-client-organizations.js';
import type { ManagePolicies } from '../../application/manage-policies.js';
import type {
  BulkLoadRepository,
  DocumentRepository,
  FileStorage,
  InsuredRepository,
  InsurerDirectory,
} from '../../application/ports.js';
import type { Actor } from '../../domain/actor.js';
import type { ResolveActor } from '../../application/resolve-actor.js';
import type { ReviewPolicyDocument } from '../../application/review-policy-document.js';
import type { StartBulkLoad } from '../../application/start-bulk-load.js';
import type { UploadDocument } from '../../application/upload-document.js';

/** What the policies module's /api/admin routers are given; each one scoped to the caller's companies. */
export interface PoliciesHttpDeps {
  resolveActor: ResolveActor;
  policies: ManagePolicies;
  changeStatus: ChangePolicyStatus;
  copyPolicy: CopyPolicy;
  organizations: ManageClientOrganizations;
  addInsured: AddInsured;
  membershipAction: ApplyMembershipAction;
  insured: InsuredRepository;
  startBulkLoad: StartBulkLoad;
  cancelBulkLoad: CancelBulkLoad;
  bulkLoads: BulkLoadRepository;
  directory: InsurerDirectory;
  uploadDocument: UploadDocument;
  reviewDocument: ReviewPolicyDocument;
  documents: DocumentRepository;
  storage: FileStorage;
}

export type Guard = (permission: string) => RequestHandler;

/** The signed-in user as the use cases' actor (with the companies they may see). */
export const actorOfRequest =
  (deps: Pick<PoliciesHttpDeps, 'resolveActor'>) =>
  (req: Request): Promise<Actor> =>
    deps.resolveActor.execute(req.user!);
