import { inject, injectable } from 'inversify';
import { CATALOGUE } from '../tokens.js';
import type { CatalogueSnapshots } from './catalogue-snapshot.js';
import type { FindProductRow } from './find-product-row.js';
import { organizationDto, type OrganizationDto } from './organization-dto.js';
import type { CatalogueReader } from './ports.js';
import type { OrganizationRow } from '../domain/organization.js';

/** GET /api/insurance/{id}/coverageOrganizations: the providers ('Cubre en') a product covers at. */
@injectable()
export class ListProductPrestadores {
  constructor(
    @inject(CATALOGUE.Reader) private readonly reader: CatalogueReader,
    @inject(CATALOGUE.Snapshots) private readonly snapshots: CatalogueSnapshots,
    @inject(CATALOGUE.FindProductRow) private readonly products: FindProductRow,
  ) {}

  async execute(idOrCode: string): Promise<OrganizationDto[]> {
    const id = await this.products.id(idOrCode);
    const snapshot = await this.snapshots.current();
    const ids = await this.reader.productPrestadores(id);
    return ids
      .map((orgId) => snapshot.organizations.get(orgId))
      .filter((o): o is OrganizationRow => !!o)
      .map((o) => organizationDto(o));
  }
}
