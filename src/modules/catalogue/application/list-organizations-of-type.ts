import { inject, injectable } from 'inversify';
import { parseOrganizationType } from '../domain/categories.js';
import { CatalogueNotFoundError } from '../domain/errors.js';
import { CATALOGUE } from '../tokens.js';
import type { CatalogueSnapshots } from './catalogue-snapshot.js';
import { organizationDto, type OrganizationDto } from './organization-dto.js';

/**
 * GET /api/organization/instituciones/tipo/{type}: the organizations of a type (ISAPRE, CLINICA,
 * ASEGURADORA); the clinics are also the site's prestadores (/api/seguro-adicional/prestadores).
 */
@injectable()
export class ListOrganizationsOfType {
  constructor(@inject(CATALOGUE.Snapshots) private readonly snapshots: CatalogueSnapshots) {}

  async execute(type: string): Promise<OrganizationDto[]> {
    const organizationType = parseOrganizationType(type);
    if (!organizationType) {
      throw new CatalogueNotFoundError(`No existe el tipo de organización ${type}. Usa ASEGURADORA, ISAPRE o CLINICA.`);
    }
    const snapshot = await this.snapshots.current();
    return snapshot.organizationList
      .filter((o) => o.organizationType === organizationType)
      .map((o) => organizationDto(o));
  }

  prestadores(): Promise<OrganizationDto[]> {
    return this.execute('CLINICA');
  }
}
