import { inject, injectable } from 'inversify';
import { formatRut, isValidRut } from '../../leads/index.js';
import { notFound, PoliciesError } from '../domain/errors.js';
import { POLICIES } from '../tokens.js';
import type { ClientOrganizationRepository } from './ports.js';
import type { Actor, OrgFilter } from '../domain/actor.js';
import type { ClientOrganization, ClientOrganizationInput } from '../domain/client-organization.js';
import type { ListOptions, Page } from '../domain/listing.js';

/** Client organizations (companies), distinct from the catalogue's insurers; a client user sees only its own. */
@injectable()
export class ManageClientOrganizations {
  constructor(
    @inject(POLICIES.ClientOrganizationRepository) private readonly organizations: ClientOrganizationRepository,
  ) {}

  list(actor: Actor, options: ListOptions<{ q?: string; status?: ClientOrganization['status']; ids?: number[] }>) {
    return this.organizations.list(actor.orgs, options) as Promise<Page<ClientOrganization>>;
  }

  async get(actor: Actor, id: number): Promise<ClientOrganization> {
    const organization = await this.organizations.get(actor.orgs, id);
    if (!organization) throw notFound('La empresa');
    return organization;
  }

  async create(actor: Actor, input: ClientOrganizationInput): Promise<ClientOrganization> {
    // A client user works inside its own company: new companies are registered by staff.
    if (actor.orgs !== null)
      throw new PoliciesError('FORBIDDEN', 'Las empresas nuevas las registra el equipo de la plataforma.');
    const id = await this.organizations.insert({ ...input, rut: this.rut(input.rut) });
    return this.get(actor, id);
  }

  async update(actor: Actor, id: number, patch: Partial<ClientOrganizationInput>): Promise<ClientOrganization> {
    const current = await this.get(actor, id);
    // The group decides what a group administrator sees: a client user may not move its company between groups.
    if (actor.orgs !== null && patch.groupCode !== undefined && (patch.groupCode ?? null) !== current.groupCode) {
      throw new PoliciesError('FORBIDDEN', 'El grupo de la empresa lo cambia el equipo de la plataforma.', {
        errors: { groupCode: 'El grupo de la empresa lo cambia el equipo de la plataforma.' },
      });
    }
    await this.organizations.update(id, { ...patch, rut: patch.rut === undefined ? undefined : this.rut(patch.rut) });
    return this.get(actor, id);
  }

  private rut(value: string): string {
    if (!isValidRut(value)) {
      throw new PoliciesError('BAD_REQUEST', 'El RUT de la empresa no es válido.', {
        errors: { rut: 'El RUT de la empresa no es válido.' },
      });
    }
    return formatRut(value);
  }
}

export type { OrgFilter };
