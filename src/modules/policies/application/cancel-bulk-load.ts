import { inject, injectable } from 'inversify';
import { isFinished } from '../domain/bulk-load-status.js';
import { notFound, PoliciesError } from '../domain/errors.js';
import { POLICIES } from '../tokens.js';
import type { BulkLoadRepository, PolicyRepository, Transactor } from './ports.js';
import type { Actor } from '../domain/actor.js';
import type { BulkLoad } from '../domain/bulk-load.js';

/**
 * Cancels a load: a queued one at once; a running one stops before its next chunk (the chunks already
 * committed stay, whole rows only, the rest of the file is not read). A finished load cannot be cancelled.
 * The load then reports what was done (loadSummary) and who cancelled it.
 */
@injectable()
export class CancelBulkLoad {
  constructor(
    @inject(POLICIES.BulkLoadRepository) private readonly loads: BulkLoadRepository,
    @inject(POLICIES.PolicyRepository) private readonly policies: PolicyRepository,
    @inject(POLICIES.Transactor) private readonly transactor: Transactor,
  ) {}

  async execute(actor: Actor, id: number): Promise<BulkLoad> {
    const load = await this.loads.get(actor.orgs, id);
    if (!load) throw notFound('La carga');
    if (isFinished(load.status)) throw new PoliciesError('NOT_EDITABLE', 'La carga ya terminó: no se puede cancelar.');
    await this.loads.requestCancel(id, actor.name);
    await this.transactor.run((tx) =>
      this.policies.addHistory(tx, load.policyId, actor, 'bulk-load-cancel', { loadId: id, fileName: load.fileName }),
    );
    return (await this.loads.get(actor.orgs, id))!;
  }
}
