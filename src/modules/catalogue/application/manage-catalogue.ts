import { inject, injectable } from 'inversify';
import { CatalogueNotFoundError } from '../domain/errors.js';
import { CATALOGUE } from '../tokens.js';
import type { CatalogueSnapshots } from './catalogue-snapshot.js';
import type { CatalogueAdminRepository } from './ports.js';
import type {
  ADMIN_ORGANIZATION_SORT_FIELDS,
  ADMIN_PRODUCT_SORT_FIELDS,
  AdminListPage,
  AdminOrganizationFilter,
  AdminOrganizationRow,
  AdminProductFilter,
  AdminProductRow,
  OrganizationChanges,
  ProductChanges,
} from '../domain/admin-catalogue.js';

/**
 * The back-office's products and organizations: list, read, edit. An edit bumps the catalogue version
 * (in the repository's transaction) so every process rebuilds its comparison index; this process forgets
 * its snapshot at once, so the very next public answer shows the change.
 */
@injectable()
export class ManageCatalogue {
  constructor(
    @inject(CATALOGUE.AdminRepository) private readonly repository: CatalogueAdminRepository,
    @inject(CATALOGUE.Snapshots) private readonly snapshots: CatalogueSnapshots,
  ) {}

  listProducts(filter: AdminProductFilter, page: AdminListPage<(typeof ADMIN_PRODUCT_SORT_FIELDS)[number]>) {
    return this.repository.listProducts(filter, page);
  }

  async product(id: number): Promise<AdminProductRow> {
    return found(await this.repository.product(id), 'El producto no existe.');
  }

  async updateProduct(id: number, changes: ProductChanges): Promise<AdminProductRow> {
    const row = found(await this.repository.updateProduct(id, changes), 'El producto no existe.');
    this.snapshots.invalidate();
    return row;
  }

  listOrganizations(
    filter: AdminOrganizationFilter,
    page: AdminListPage<(typeof ADMIN_ORGANIZATION_SORT_FIELDS)[number]>,
  ) {
    return this.repository.listOrganizations(filter, page);
  }

  async organization(id: number): Promise<AdminOrganizationRow> {
    return found(await this.repository.organization(id), 'La organización no existe.');
  }

  async updateOrganization(id: number, changes: OrganizationChanges): Promise<AdminOrganizationRow> {
    const row = found(await this.repository.updateOrganization(id, changes), 'La organización no existe.');
    this.snapshots.invalidate();
    return row;
  }
}

function found<T>(row: T | null, message: string): T {
  if (row === null) throw new CatalogueNotFoundError(message);
  return row;
}
