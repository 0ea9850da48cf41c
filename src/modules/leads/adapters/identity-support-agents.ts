import type { UserDirectory } from '../../identity/index.js';
import type { SupportAgentDirectory } from '../application/support-ticket-ports.js';

/** Whoever may work tickets: active staff holding support-ticket:update (identity's user directory). */
export const SUPPORT_AGENT_PERMISSION = 'support-ticket:update';

export class IdentitySupportAgents implements SupportAgentDirectory {
  constructor(private readonly directory: UserDirectory | undefined) {}

  async listActive() {
    if (!this.directory) return [];
    const users = await this.directory.listActiveByPermission(SUPPORT_AGENT_PERMISSION);
    return users.map(({ id, name, email }) => ({ id, name, email }));
  }
}
