import { inject, injectable } from 'inversify';
import { CatalogueNotFoundError } from '../domain/errors.js';
import { CATALOGUE } from '../tokens.js';
import type { CatalogueSnapshots } from './catalogue-snapshot.js';
import { organizationDto } from './organization-dto.js';

/** GET /api/coverageOrganization/country[/{country}]: coverage organizations (clinics) grouped by country. */
@injectable()
export class ListCoverageOrganizationsByCountry {
  constructor(@inject(CATALOGUE.Snapshots) private readonly snapshots: CatalogueSnapshots) {}

  async execute(country?: string) {
    const snapshot = await this.snapshots.current();
    const clinics = snapshot.organizationList.filter((o) => o.organizationType === 'CLINICA');
    let wanted = snapshot.countries;
    if (country) {
      const found = snapshot.findCountry(country);
      if (!found) throw new CatalogueNotFoundError(`No existe el país ${country}.`);
      wanted = [found];
    }
    return wanted.map((c) => ({
      country: { id: c.id, code: c.code, name: c.name, displayName: c.displayName },
      coverageOrganizations: clinics.filter((o) => o.countryCode === c.code).map((o) => organizationDto(o)),
    }));
  }
}
