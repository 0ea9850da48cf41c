import { inject, injectable } from 'inversify';
import { findOrganization } from '../domain/catalogue-keys.js';
import { CatalogueNotFoundError } from '../domain/errors.js';
import { CATALOGUE } from '../tokens.js';
import type { CatalogueSnapshots } from './catalogue-snapshot.js';
import { organizationDto, type OrganizationDto } from './organization-dto.js';
import type { CatalogueReader } from './ports.js';

/**
 * GET /api/organization/availableToSell[/code/{code}[/insuranceType/{name}]]: the insurers and isapres
 * available to sell, optionally one of them and only if it sells an insurance type.
 */
@injectable()
export class ListOrganizationsAvailableToSell {
  constructor(
    @inject(CATALOGUE.Reader) private readonly reader: CatalogueReader,
    @inject(CATALOGUE.Snapshots) private readonly snapshots: CatalogueSnapshots,
  ) {}

  async execute(code?: string, insuranceType?: string): Promise<OrganizationDto[]> {
    const snapshot = await this.snapshots.current();
    let list = snapshot.organizationList.filter((o) => o.availableToSell && o.organizationType !== 'CLINICA');
    if (code) {
      const found = findOrganization(list, code);
      if (!found) throw new CatalogueNotFoundError(`No existe la organización con código ${code}.`);
      list = [found];
    }
    if (insuranceType) {
      const type = snapshot.findType(insuranceType);
      if (!type) throw new CatalogueNotFoundError(`No existe el tipo de seguro ${insuranceType}.`);
      const ids = new Set(await this.reader.organizationIdsSelling([], [type.id]));
      list = list.filter((o) => ids.has(o.id));
    }
    return list.map((o) => organizationDto(o));
  }
}
