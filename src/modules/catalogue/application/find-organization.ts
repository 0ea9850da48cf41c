import { inject, injectable } from 'inversify';
import { CatalogueNotFoundError } from '../domain/errors.js';
import { CATALOGUE } from '../tokens.js';
import type { CatalogueSnapshots } from './catalogue-snapshot.js';
import { organizationDto, type OrganizationDto } from './organization-dto.js';
import type { OrganizationRow } from '../domain/organization.js';

/** One organization: by code (/institucion/code/{code}), by URL segment (/institucion/{url}) or by id. */
@injectable()
export class FindOrganization {
  constructor(@inject(CATALOGUE.Snapshots) private readonly snapshots: CatalogueSnapshots) {}

  async byCode(code: string): Promise<OrganizationDto> {
    const found = (await this.snapshots.current()).findOrganization(code);
    if (!found) throw new CatalogueNotFoundError(`No existe la organización con código ${code}.`);
    return organizationDto(found);
  }

  /** By URL segment; accents removed and spaces as hyphens also match (spec 02 §2.4). */
  async byUrl(segment: string): Promise<OrganizationDto> {
    const found = (await this.snapshots.current()).findOrganization(segment);
    if (!found) throw new CatalogueNotFoundError(`No existe la organización ${segment}.`);
    return organizationDto(found);
  }

  async byId(id: number): Promise<OrganizationRow> {
    const found = (await this.snapshots.current()).organizations.get(id);
    if (!found) throw new CatalogueNotFoundError(`No existe la organización ${id}.`);
    return found;
  }
}
