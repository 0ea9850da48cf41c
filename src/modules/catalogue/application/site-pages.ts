import { inject, injectable, optional } from 'inversify';
import { CatalogueNotFoundError } from '../domain/errors.js';
import { organizationPath, productPath } from '../domain/product-paths.js';
import { CATALOGUE } from '../tokens.js';
import type { CatalogueSnapshots } from './catalogue-snapshot.js';
import type { FindOrganization } from './find-organization.js';
import type { GetProductDetail } from './get-product-detail.js';
import type { CatalogueReader, CompareScope } from './ports.js';
import type { SiteVisibility } from './site-visibility.js';

/** What a product detail page's `<head>` shows: the data behind GET /api/insurance/{id}/seo and /faq. */
export interface ProductPageFacts {
  productCode: string;
  displayName: string;
  description: string;
  /** The product's own detail path (its organization and URL segment). */
  path: string;
  organizationName: string;
  insuranceTypeName: string;
  seo: { title: string; description: string; image: string | null } | null;
  faq: { question: string; answer: string }[];
  price: { amount: number | null; currency: string; period: 'mensual' | 'anual'; label: string | null };
  evaluation: { average: number; count: number } | null;
}

export interface OrganizationPageFacts {
  name: string;
  typeAlias: string;
  organizationType: string;
}

/** The catalogue entries a site page is about (its address's organization segment, product slug code, plan). */
export interface PageCatalogueKeys {
  organization?: string;
  product?: string;
  plan?: string;
}

/** The pages the catalogue gives the site: the sitemap's lists. */
export interface CatalogueSitePaths {
  /** Comparator base URLs ('Seguros-de-Salud', 'Cyber-Day', …). */
  comparators: string[];
  /** '/Isapre/Colmena', '/Seguros/MetLife', '/Clinicas-y-Hospitales/Clinica-Alemana', … */
  organizations: string[];
  /** Every active product's detail path. */
  products: string[];
}

/**
 * The catalogue facts the server needs to answer a page's HTML (spec 02 §2.1, §2.4): a product's SEO
 * title, description, FAQ and reference price, an organization's name, and every page for /sitemap.xml.
 * Unknown or inactive products and organizations are undefined, never an error: the page still opens.
 */
@injectable()
export class SitePages {
  constructor(
    @inject(CATALOGUE.Reader) private readonly reader: CatalogueReader,
    @inject(CATALOGUE.Snapshots) private readonly snapshots: CatalogueSnapshots,
    @inject(CATALOGUE.GetProductDetail) private readonly productDetail: GetProductDetail,
    @inject(CATALOGUE.FindOrganization) private readonly organizations: FindOrganization,
    @inject(CATALOGUE.SiteVisibility) private readonly visibility: SiteVisibility,
    // Bound by the partners module; absent (a catalogue without partners) means every site shows everything.
    @inject(CATALOGUE.CompareScope) @optional() private readonly scope: CompareScope | undefined,
  ) {}

  /**
   * Whether a page about these entries exists on the request's host (issue 24): on a partner sub-domain,
   * not for a product, plan or organization outside its allowed organizations (the rule of the API); on an
   * edition's host not for another country's (issue 27), nor on the main site.
   */
  async shownOnSite(host: string | undefined, keys: PageCatalogueKeys): Promise<boolean> {
    const restriction = (await this.scope?.restrictionFor(host)) ?? null;
    if (!restriction) {
      // The main site (Chile) has no page for another edition's organization (issue 27: Peru's insurances
      // share its /Seguros/{org}/{product}); a lookup in the snapshot, in memory.
      if (!keys.organization) return true;
      const organization = (await this.snapshots.current()).findOrganization(keys.organization);
      return !organization || !organization.countryCode || organization.countryCode.toUpperCase() === 'CL';
    }
    try {
      if (keys.organization) await this.visibility.assertOrganization(keys.organization, restriction);
      if (keys.product) await this.visibility.assertProduct(keys.product, restriction);
      if (keys.plan) await this.visibility.assertPlan(keys.plan, restriction);
      return true;
    } catch (error) {
      if (error instanceof CatalogueNotFoundError) return false;
      throw error;
    }
  }

  async product(code: string): Promise<ProductPageFacts | undefined> {
    try {
      const detail = await this.productDetail.execute(code);
      const evaluation = detail.evaluations[0];
      return {
        productCode: detail.productCode,
        displayName: detail.displayName,
        description: detail.description,
        path: detail.url,
        organizationName: detail.organization.name,
        insuranceTypeName: detail.insuranceType.displayName,
        seo: detail.seo ?? null,
        faq: detail.faq,
        price: {
          amount: detail.price.amount,
          currency: detail.price.currency,
          period: detail.price.period,
          label: detail.price.label,
        },
        evaluation: evaluation ? { average: evaluation.score, count: evaluation.count } : null,
      };
    } catch (error) {
      if (error instanceof CatalogueNotFoundError) return undefined;
      throw error;
    }
  }

  async organization(segment: string): Promise<OrganizationPageFacts | undefined> {
    try {
      const organization = await this.organizations.byUrl(segment);
      return {
        name: organization.displayName,
        typeAlias: organization.typeAlias,
        organizationType: organization.organizationType,
      };
    } catch (error) {
      if (error instanceof CatalogueNotFoundError) return undefined;
      throw error;
    }
  }

  async paths(): Promise<CatalogueSitePaths> {
    const snapshot = await this.snapshots.current();
    const segments = await this.reader.activeProductSegments();
    const products: string[] = [];
    for (const { organizationId, urlSegment, insuranceTypeId } of segments) {
      const organization = snapshot.organizations.get(organizationId);
      const type = snapshot.types.get(insuranceTypeId);
      if (organization) products.push(productPath(organization, urlSegment, type?.name ?? null));
    }
    const organizations = snapshot.organizationList.map((o) => organizationPath(o));
    return { comparators: snapshot.comparators.map((c) => c.baseUrl), organizations, products };
  }
}
