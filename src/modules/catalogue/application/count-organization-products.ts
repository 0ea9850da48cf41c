import { inject, injectable } from 'inversify';
import { CATALOGUE } from '../tokens.js';
import type { FindOrganization } from './find-organization.js';
import type { CatalogueReader } from './ports.js';

/** GET /api/organization/{id}/countCoverageOrganizations and …/countInsurancesByType. */
@injectable()
export class CountOrganizationProducts {
  constructor(
    @inject(CATALOGUE.Reader) private readonly reader: CatalogueReader,
    @inject(CATALOGUE.FindOrganization) private readonly organizations: FindOrganization,
  ) {}

  async coverageOrganizations(id: number): Promise<{ organizationId: number; count: number }> {
    await this.organizations.byId(id);
    return { organizationId: id, count: await this.reader.countCoverageOrganizations(id) };
  }

  async byInsuranceType(id: number) {
    await this.organizations.byId(id);
    return this.reader.countInsurancesByType(id);
  }
}
