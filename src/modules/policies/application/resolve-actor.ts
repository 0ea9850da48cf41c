import { inject, injectable } from 'inversify';
import type { AuthenticatedUser } from '../../../platform/tokens.js';
import { companyScopeOf } from '../domain/company-scope.js';
import { POLICIES } from '../tokens.js';
import type { ClientOrganizationRepository } from './ports.js';
import type { Actor } from '../domain/actor.js';

/**
 * The signed-in user as the policies module sees them (spec 03 §6): staff see every organization; a client
 * user only the organization of the token's company claim (a group administrator, the organizations of its
 * group); a client user without a company sees nothing.
 */
@injectable()
export class ResolveActor {
  constructor(
    @inject(POLICIES.ClientOrganizationRepository) private readonly organizations: ClientOrganizationRepository,
  ) {}

  async execute(user: AuthenticatedUser): Promise<Actor> {
    const scope = companyScopeOf(user);
    if (scope.kind === 'all') return { id: user.id, name: user.name, orgs: null };
    if (scope.companyId === null) return { id: user.id, name: user.name, orgs: [] };
    const orgs = scope.includeGroup ? await this.organizations.groupOf(scope.companyId) : [scope.companyId];
    return { id: user.id, name: user.name, orgs: orgs.length > 0 ? orgs : [scope.companyId] };
  }
}

/** Whether the actor may see the organization. */
export const sees = (actor: Actor, organizationId: number | null) =>
  actor.orgs === null || (organizationId !== null && actor.orgs.includes(organizationId));
