import { inject, injectable } from 'inversify';
import { CatalogueNotFoundError } from '../domain/errors.js';
import { CATALOGUE } from '../tokens.js';
import type { CatalogueSnapshots } from './catalogue-snapshot.js';
import type { CatalogueReader } from './ports.js';
import type { ProductRow } from '../domain/product.js';

/** A product by id or product code ('QPS230'), for the per-product GET routes; NOT_FOUND when neither exists. */
@injectable()
export class FindProductRow {
  constructor(
    @inject(CATALOGUE.Reader) private readonly reader: CatalogueReader,
    @inject(CATALOGUE.Snapshots) private readonly snapshots: CatalogueSnapshots,
  ) {}

  /** The product's id: an active product's id as given, else the id of the product code. */
  async id(idOrCode: string): Promise<number> {
    const snapshot = await this.snapshots.current();
    if (/^\d+$/.test(idOrCode) && snapshot.index.positionById.has(Number(idOrCode))) return Number(idOrCode);
    const id = await this.reader.productIdByCode(idOrCode);
    if (id === null) throw new CatalogueNotFoundError(`No existe el seguro ${idOrCode}.`);
    return id;
  }

  async execute(idOrCode: string): Promise<ProductRow> {
    const id = await this.id(idOrCode);
    const [row] = await this.reader.productsByIds([id]);
    if (!row) throw new CatalogueNotFoundError(`No existe el seguro ${idOrCode}.`);
    return row;
  }
}
