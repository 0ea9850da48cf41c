import { inject, injectable } from 'inversify';
import { CATALOGUE, type ManageCatalogue } from '../../catalogue/index.js';
import type { InsurerDirectory } from '../application/ports.js';
import type { InsurerProductRef, InsurerRef } from '../domain/insurer.js';
import type { Page } from '../domain/listing.js';

/** The catalogue's kind of organization a collective policy is bought from (spec 02 §3). */
const INSURER_TYPE = 'ASEGURADORA';

const isNotFound = (error: unknown) => (error as { code?: unknown } | null)?.code === 'NOT_FOUND';

/**
 * Insurers and their products read from the catalogue through its public face (CATALOGUE.ManageCatalogue,
 * exported by catalogue/index.ts): the policies module keeps only their ids.
 */
@injectable()
export class CatalogueInsurerDirectory implements InsurerDirectory {
  constructor(@inject(CATALOGUE.ManageCatalogue) private readonly catalogue: ManageCatalogue) {}

  async insurers(options: { q?: string; ids?: number[]; offset: number; limit: number }): Promise<Page<InsurerRef>> {
    const { rows, total } = await this.catalogue.listOrganizations(
      // By ids (names of the insurers policies point at, an isapre's sale included) any kind; else insurers.
      { organizationType: options.ids ? undefined : INSURER_TYPE, q: options.q, ids: options.ids },
      { offset: options.offset, limit: options.limit, sort: { field: 'name', order: 'ASC' } },
    );
    return { rows: rows.map((row) => ({ id: row.id, name: row.name })), total };
  }

  async insurer(id: number): Promise<InsurerRef | null> {
    try {
      const row = await this.catalogue.organization(id);
      return { id: row.id, name: row.name };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async products(options: {
    insurerId?: number;
    q?: string;
    ids?: number[];
    offset: number;
    limit: number;
  }): Promise<Page<InsurerProductRef>> {
    const { rows, total } = await this.catalogue.listProducts(
      { organizationId: options.insurerId, q: options.q, ids: options.ids },
      { offset: options.offset, limit: options.limit, sort: { field: 'displayName', order: 'ASC' } },
    );
    return {
      rows: rows.map((row) => ({
        id: row.id,
        name: row.displayName,
        code: row.productCode,
        insurerId: row.organizationId,
      })),
      total,
    };
  }

  async product(id: number): Promise<InsurerProductRef | null> {
    try {
      const row = await this.catalogue.product(id);
      return { id: row.id, name: row.displayName, code: row.productCode, insurerId: row.organizationId };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }
}
