import { inject, injectable } from 'inversify';
import { isOrganizationVisible, type CompareRestriction } from '../domain/compare.js';
import { CatalogueNotFoundError } from '../domain/errors.js';
import { CATALOGUE } from '../tokens.js';
import type { CatalogueSnapshots } from './catalogue-snapshot.js';
import type { FindProductRow } from './find-product-row.js';
import type { IsaprePlanCatalogue } from './isapre-plan-catalogue.js';
import type { CatalogueReader } from './ports.js';
import type { OrganizationRow } from '../domain/organization.js';

/** A key that names no product or plan: the route answers its own 404. */
const UNKNOWN = Symbol('unknown');

/**
 * Whether a product, an isapre plan or an organization may be shown on the request's site (issue 24): on a
 * partner sub-domain only those of the organizations its restriction allows, the one rule the comparison
 * applies (isOrganizationVisible). A hidden one is NOT_FOUND with the message an unknown one gets, so the
 * partner's site never tells another insurer's product from a missing one. Unknown keys pass: the route
 * answers them itself. Without a restriction (the main site) nothing is looked up.
 */
@injectable()
export class SiteVisibility {
  constructor(
    @inject(CATALOGUE.FindProductRow) private readonly products: FindProductRow,
    @inject(CATALOGUE.Reader) private readonly reader: CatalogueReader,
    @inject(CATALOGUE.Snapshots) private readonly snapshots: CatalogueSnapshots,
    @inject(CATALOGUE.IsaprePlanCatalogue) private readonly plans: IsaprePlanCatalogue,
  ) {}

  /** A product by id or code ('QPS230'). */
  async assertProduct(idOrCode: string, restriction: CompareRestriction | null): Promise<void> {
    if (!restriction) return;
    const organization = await this.organizationOfProduct(idOrCode);
    if (organization !== UNKNOWN && !this.shown(organization, restriction)) {
      throw new CatalogueNotFoundError(`No existe el seguro ${idOrCode}.`);
    }
  }

  /** An organization by id, code, URL segment or name (of `type` when given). */
  async assertOrganization(
    key: string,
    restriction: CompareRestriction | null,
    type?: OrganizationRow['organizationType'],
  ): Promise<void> {
    if (!restriction) return;
    const organization = (await this.snapshots.current()).findOrganization(key, type);
    if (organization && !isOrganizationVisible(restriction, organization)) {
      throw new CatalogueNotFoundError(`No existe la organización ${key}.`);
    }
  }

  /** An isapre plan by its code (codigoplan) or id. */
  async assertPlan(code: string, restriction: CompareRestriction | null): Promise<void> {
    if (!restriction) return;
    const organization = await this.organizationOfPlan(code);
    if (organization !== UNKNOWN && !this.shown(organization, restriction)) {
      throw new CatalogueNotFoundError(`No existe el plan ${code}.`);
    }
  }

  /** The organizations of a list the site may show. */
  visible<T extends Pick<OrganizationRow, 'organizationCode' | 'organizationType'>>(
    rows: T[],
    restriction: CompareRestriction | null,
  ): T[] {
    return restriction ? rows.filter((row) => isOrganizationVisible(restriction, row)) : rows;
  }

  /** A known product or plan whose organization is not in the snapshot is hidden, never shown by default. */
  private shown(organization: OrganizationRow | null, restriction: CompareRestriction): boolean {
    return organization !== null && isOrganizationVisible(restriction, organization);
  }

  private async organizationOfProduct(idOrCode: string): Promise<OrganizationRow | null | typeof UNKNOWN> {
    let id: number;
    try {
      id = await this.products.id(idOrCode);
    } catch (error) {
      if (error instanceof CatalogueNotFoundError) return UNKNOWN;
      throw error;
    }
    const snapshot = await this.snapshots.current();
    const position = snapshot.index.positionById.get(id);
    const organizationId =
      position !== undefined
        ? snapshot.index.organizationIds[position]!
        : (await this.reader.productsByIds([id]))[0]?.organizationId;
    return organizationId === undefined ? null : (snapshot.organizations.get(organizationId) ?? null);
  }

  private async organizationOfPlan(code: string): Promise<OrganizationRow | null | typeof UNKNOWN> {
    try {
      const { plan } = await this.plans.plan(code);
      return (await this.snapshots.current()).organizations.get(plan.organizationId) ?? null;
    } catch (error) {
      if (error instanceof CatalogueNotFoundError) return UNKNOWN;
      throw error;
    }
  }
}
