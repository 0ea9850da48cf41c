import { inject, injectable } from 'inversify';
import { parseOrganizationType, PRODUCT_TYPES } from '../domain/categories.js';
import { CatalogueNotFoundError } from '../domain/errors.js';
import { CATALOGUE } from '../tokens.js';
import type { CatalogueSnapshot, CatalogueSnapshots } from './catalogue-snapshot.js';
import type { ListOrganizationsOfType } from './list-organizations-of-type.js';
import { organizationDto, type OrganizationDto } from './organization-dto.js';
import type { CatalogueReader } from './ports.js';

/** The upper types a product type ('SALUD') or an upper type name ('Seguro-Complementario') stands for. */
function upperTypesFor(type: string, snapshot: CatalogueSnapshot): string[] | null {
  const key = type.trim().toUpperCase();
  const fromProductType = PRODUCT_TYPES[type] ?? PRODUCT_TYPES[key];
  if (fromProductType) return [...fromProductType];
  const upper = snapshot.typeList.find((t) => t.upperType.name.toUpperCase() === key.replace(/-/g, ' '));
  if (upper) return [upper.upperType.name];
  return null;
}

/**
 * GET /api/organization/seguros/tipo/{type} and …/multTipo/{a,b}: organizations selling a product type,
 * an upper type or an insurance type (an organization type lists that type's organizations).
 */
@injectable()
export class ListOrganizationsSelling {
  constructor(
    @inject(CATALOGUE.Reader) private readonly reader: CatalogueReader,
    @inject(CATALOGUE.Snapshots) private readonly snapshots: CatalogueSnapshots,
    @inject(CATALOGUE.ListOrganizationsOfType) private readonly ofType: ListOrganizationsOfType,
  ) {}

  async execute(type: string): Promise<OrganizationDto[]> {
    const snapshot = await this.snapshots.current();
    if (parseOrganizationType(type)) return this.ofType.execute(type);
    const uppers = upperTypesFor(type, snapshot);
    let insuranceTypeIds: number[] = [];
    if (!uppers) {
      const insuranceType = snapshot.findType(type);
      if (!insuranceType) throw new CatalogueNotFoundError(`No existe el tipo de seguro ${type}.`);
      insuranceTypeIds = [insuranceType.id];
    }
    const ids = new Set(await this.reader.organizationIdsSelling(uppers ?? [], insuranceTypeIds));
    return snapshot.organizationList
      .filter((o) => ids.has(o.id))
      .map((o) => organizationDto(o, uppers?.[0] ?? undefined));
  }

  /** Each organization with the upper type it sells, for several types. */
  async many(types: readonly string[]): Promise<OrganizationDto[]> {
    const snapshot = await this.snapshots.current();
    const result: OrganizationDto[] = [];
    for (const type of types) {
      const uppers = upperTypesFor(type, snapshot);
      if (!uppers) throw new CatalogueNotFoundError(`No existe el tipo de seguro ${type}.`);
      const ids = new Set(await this.reader.organizationIdsSelling(uppers));
      for (const o of snapshot.organizationList) if (ids.has(o.id)) result.push(organizationDto(o, type));
    }
    return result;
  }
}
