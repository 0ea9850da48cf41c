import { inject, injectable } from 'inversify';
import { CatalogueNotFoundError } from '../domain/errors.js';
import type { CoverageTag } from '../domain/product-card.js';
import { CATALOGUE } from '../tokens.js';
import type { CatalogueSnapshots } from './catalogue-snapshot.js';
import type { FindProductRow } from './find-product-row.js';
import type { CatalogueReader } from './ports.js';

/** GET /api/insurance/{id}/coverages (optionally at one coverage organization, or of one benefit). */
@injectable()
export class ListProductCoverages {
  constructor(
    @inject(CATALOGUE.Reader) private readonly reader: CatalogueReader,
    @inject(CATALOGUE.Snapshots) private readonly snapshots: CatalogueSnapshots,
    @inject(CATALOGUE.FindProductRow) private readonly products: FindProductRow,
  ) {}

  async execute(
    idOrCode: string,
    options: { organizationId?: number; benefitId?: number } = {},
  ): Promise<CoverageTag[]> {
    const id = await this.products.id(idOrCode);
    if (options.organizationId !== undefined) {
      const snapshot = await this.snapshots.current();
      if (!snapshot.organizations.has(options.organizationId)) {
        throw new CatalogueNotFoundError(`No existe la organización ${options.organizationId}.`);
      }
    }
    const tags = await this.reader.coverageTags(id, options);
    if (options.benefitId !== undefined && tags.length === 0) {
      throw new CatalogueNotFoundError(`El seguro no tiene la prestación ${options.benefitId}.`);
    }
    return tags;
  }
}
