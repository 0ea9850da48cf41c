import { inject, injectable } from 'inversify';
import { PRICING, type PricingService } from '../../pricing/index.js';
import type { PriceBreakdown } from '../../pricing/index.js';
import type { CurrencyCode } from '../../pricing/index.js';
import type { Profile } from '../../pricing/index.js';
import { parseOrganizationType, PRODUCT_TYPES, type OrganizationType } from '../domain/categories.js';
import { CatalogueBadRequestError, CatalogueNotFoundError } from '../domain/errors.js';
import type { CoverageTag, ProductCard, ProductDetail } from '../domain/product-card.js';
import { CATALOGUE } from '../tokens.js';
import type { CatalogueSnapshot, CompareProducts } from './compare-products.js';
import type { CatalogueReader, ComparatorRow, OrganizationRow, ProductRow } from './ports.js';

/** An organization as the API answers it (spec 02 §3: metadata.url, displayName, organizationCode, upperTypeName). */
export interface OrganizationDto {
  id: number;
  organizationCode: string;
  displayName: string;
  organizationType: OrganizationType;
  typeAlias: string;
  urlSegment: string;
  metadata: { url: string; image: string | null; typeAlias: string; website: string | null } & Record<string, unknown>;
  qpclCodes: string[];
  countryCode: string;
  region: string | null;
  city: string | null;
  address: string | null;
  location: { lat: number; lng: number } | null;
  isOpen: boolean;
  availableToSell: boolean;
  sample: boolean;
  upperTypeName?: string;
}

export function organizationDto(row: OrganizationRow, upperTypeName?: string): OrganizationDto {
  return {
    id: row.id,
    organizationCode: row.organizationCode,
    displayName: row.displayName,
    organizationType: row.organizationType,
    typeAlias: row.typeAlias,
    urlSegment: row.urlSegment,
    metadata: {
      ...row.metadata,
      url: row.urlSegment,
      image: row.image,
      typeAlias: row.typeAlias,
      website: row.website,
    },
    qpclCodes: row.qpclCodes,
    countryCode: row.countryCode,
    region: row.region,
    city: row.city,
    address: row.address,
    location: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
    isOpen: row.isOpen,
    availableToSell: row.availableToSell,
    sample: row.sample,
    ...(upperTypeName ? { upperTypeName } : {}),
  };
}

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-');

/** Reads behind the catalogue's GET routes; unknown ids answer NOT_FOUND with a Spanish message. */
@injectable()
export class CatalogueQueries {
  constructor(
    @inject(CATALOGUE.Reader) private readonly reader: CatalogueReader,
    @inject(CATALOGUE.CompareProducts) private readonly compare: CompareProducts,
    @inject(PRICING.Pricing) private readonly pricing: PricingService,
  ) {}

  snapshot(): Promise<CatalogueSnapshot> {
    return this.compare.current();
  }

  /** A product id from an id or a product code ('QPS230'); NOT_FOUND when neither exists. */
  async productId(idOrCode: string): Promise<number> {
    const snapshot = await this.compare.current();
    if (/^\d+$/.test(idOrCode) && snapshot.index.positionById.has(Number(idOrCode))) return Number(idOrCode);
    const id = await this.reader.productIdByCode(idOrCode);
    if (id === null) throw new CatalogueNotFoundError(`No existe el seguro ${idOrCode}.`);
    return id;
  }

  private async row(idOrCode: string): Promise<ProductRow> {
    const id = await this.productId(idOrCode);
    const [row] = await this.reader.productsByIds([id]);
    if (!row) throw new CatalogueNotFoundError(`No existe el seguro ${idOrCode}.`);
    return row;
  }

  /** The card (priced for the profile, or the reference) of one product. */
  async card(
    idOrCode: string,
    profile: Profile | null = null,
    currency: CurrencyCode | null = null,
  ): Promise<ProductCard> {
    const id = await this.productId(idOrCode);
    const [card] = await this.compare.cardsByIds([id], profile, currency);
    if (!card) throw new CatalogueNotFoundError(`El seguro ${idOrCode} no está disponible.`);
    return card;
  }

  async detail(
    code: string,
    profile: Profile | null = null,
    currency: CurrencyCode | null = null,
  ): Promise<ProductDetail> {
    const row = await this.row(code);
    const card = await this.card(String(row.id), profile, currency);
    const tags = await this.reader.coverageTags(row.id);
    return {
      ...card,
      description: row.description,
      conditions: row.detail.conditions ?? [],
      exclusions: row.detail.exclusions ?? [],
      extraBenefits: row.detail.extraBenefits ?? [],
      faq: row.detail.faq ?? [],
      seo: row.detail.seo ?? { title: row.displayName, description: row.description, image: null },
      allCoverages: { tags },
      availableFrom: row.availableFrom,
    };
  }

  async detailPart<K extends 'conditions' | 'exclusions' | 'extraBenefits' | 'faq' | 'seo'>(
    idOrCode: string,
    part: K,
  ): Promise<ProductRow['detail'][K]> {
    const row = await this.row(idOrCode);
    return row.detail[part];
  }

  async descriptions(idOrCode: string) {
    const row = await this.row(idOrCode);
    return {
      id: row.id,
      productCode: row.productCode,
      productName: row.productName,
      displayName: row.displayName,
      description: row.description,
      metadata: row.metadata,
    };
  }

  async summary(idOrCode: string) {
    const row = await this.row(idOrCode);
    return row.cardSummary;
  }

  async coverages(
    idOrCode: string,
    options: { organizationId?: number; benefitId?: number } = {},
  ): Promise<CoverageTag[]> {
    const id = await this.productId(idOrCode);
    if (options.organizationId !== undefined) {
      const snapshot = await this.compare.current();
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

  /** Coverage resume of a tag: its benefits across the catalogue is out of scope; this answers a product's tag. */
  async coverageOrganizations(idOrCode: string): Promise<OrganizationDto[]> {
    const id = await this.productId(idOrCode);
    const snapshot = await this.compare.current();
    const ids = await this.reader.productPrestadores(id);
    return ids
      .map((orgId) => snapshot.organizations.get(orgId))
      .filter((o): o is OrganizationRow => !!o)
      .map((o) => organizationDto(o));
  }

  async calculatePrice(
    idOrCode: string,
    profile: Profile | null,
    currency: CurrencyCode | null,
  ): Promise<{ productId: number; productCode: string; breakdown: PriceBreakdown }> {
    const row = await this.row(idOrCode);
    const breakdown = await this.pricing.quote(row.id, profile, currency);
    if (!breakdown) throw new CatalogueNotFoundError(`El seguro ${idOrCode} no tiene tarifas publicadas.`);
    return { productId: row.id, productCode: row.productCode, breakdown };
  }

  // ---- organizations -------------------------------------------------------------------------------------

  private upperTypesFor(type: string, snapshot: CatalogueSnapshot): string[] | null {
    const key = type.trim().toUpperCase();
    const fromProductType = PRODUCT_TYPES[type] ?? PRODUCT_TYPES[key];
    if (fromProductType) return [...fromProductType];
    const upper = snapshot.typeList.find((t) => t.upperType.name.toUpperCase() === key.replace(/-/g, ' '));
    if (upper) return [upper.upperType.name];
    return null;
  }

  /** GET /api/organization/seguros/tipo/{type}: organizations selling a product (upper or insurance) type. */
  async organizationsSelling(type: string): Promise<OrganizationDto[]> {
    const snapshot = await this.compare.current();
    const organizationType = parseOrganizationType(type);
    if (organizationType) return this.organizationsOfType(organizationType);
    const uppers = this.upperTypesFor(type, snapshot);
    let insuranceTypeIds: number[] = [];
    if (!uppers) {
      const key = normalise(type);
      const insuranceType = snapshot.typeList.find(
        (t) => normalise(t.name) === key || normalise(t.urlSegment) === key || normalise(t.displayName) === key,
      );
      if (!insuranceType) throw new CatalogueNotFoundError(`No existe el tipo de seguro ${type}.`);
      insuranceTypeIds = [insuranceType.id];
    }
    const ids = new Set(await this.reader.organizationIdsSelling(uppers ?? [], insuranceTypeIds));
    return snapshot.organizationList
      .filter((o) => ids.has(o.id))
      .map((o) => organizationDto(o, uppers?.[0] ?? undefined));
  }

  /** GET /api/organization/seguros/multTipo/{a,b}: each organization with the upper type it sells. */
  async organizationsSellingMany(types: readonly string[]): Promise<OrganizationDto[]> {
    const snapshot = await this.compare.current();
    const result: OrganizationDto[] = [];
    for (const type of types) {
      const uppers = this.upperTypesFor(type, snapshot);
      if (!uppers) throw new CatalogueNotFoundError(`No existe el tipo de seguro ${type}.`);
      const ids = new Set(await this.reader.organizationIdsSelling(uppers));
      for (const o of snapshot.organizationList) if (ids.has(o.id)) result.push(organizationDto(o, type));
    }
    return result;
  }

  /** GET /api/organization/instituciones/tipo/{type}: by organization type (ISAPRE, CLINICA, ASEGURADORA). */
  async organizationsOfType(type: string): Promise<OrganizationDto[]> {
    const organizationType = parseOrganizationType(type);
    if (!organizationType) {
      throw new CatalogueNotFoundError(`No existe el tipo de organización ${type}. Usa ASEGURADORA, ISAPRE o CLINICA.`);
    }
    const snapshot = await this.compare.current();
    return snapshot.organizationList
      .filter((o) => o.organizationType === organizationType)
      .map((o) => organizationDto(o));
  }

  async organizationByCode(code: string): Promise<OrganizationDto> {
    const snapshot = await this.compare.current();
    const key = code.trim().toLowerCase();
    const found = snapshot.organizationList.find((o) => o.organizationCode.toLowerCase() === key);
    if (!found) throw new CatalogueNotFoundError(`No existe la organización con código ${code}.`);
    return organizationDto(found);
  }

  /** By URL segment; accents removed and spaces as hyphens also match (spec 02 §2.4). */
  async organizationByUrl(segment: string): Promise<OrganizationDto> {
    const snapshot = await this.compare.current();
    const key = normalise(segment);
    const found = snapshot.organizationList.find(
      (o) => normalise(o.urlSegment) === key || normalise(o.displayName) === key,
    );
    if (!found) throw new CatalogueNotFoundError(`No existe la organización ${segment}.`);
    return organizationDto(found);
  }

  async organizationById(id: number): Promise<OrganizationRow> {
    const snapshot = await this.compare.current();
    const found = snapshot.organizations.get(id);
    if (!found) throw new CatalogueNotFoundError(`No existe la organización ${id}.`);
    return found;
  }

  /** Organizations available to sell, optionally one of them and one insurance type. */
  async availableToSell(code?: string, insuranceType?: string): Promise<OrganizationDto[]> {
    const snapshot = await this.compare.current();
    let list = snapshot.organizationList.filter((o) => o.availableToSell && o.organizationType !== 'CLINICA');
    if (code) {
      list = list.filter((o) => o.organizationCode.toLowerCase() === code.toLowerCase());
      if (list.length === 0) throw new CatalogueNotFoundError(`No existe la organización con código ${code}.`);
    }
    if (insuranceType) {
      const key = normalise(insuranceType);
      const type = snapshot.typeList.find(
        (t) => normalise(t.name) === key || normalise(t.urlSegment) === key || normalise(t.displayName) === key,
      );
      if (!type) throw new CatalogueNotFoundError(`No existe el tipo de seguro ${insuranceType}.`);
      const ids = new Set(await this.reader.organizationIdsSelling([], [type.id]));
      list = list.filter((o) => ids.has(o.id));
    }
    return list.map((o) => organizationDto(o));
  }

  async countCoverageOrganizations(id: number): Promise<{ organizationId: number; count: number }> {
    await this.organizationById(id);
    return { organizationId: id, count: await this.reader.countCoverageOrganizations(id) };
  }

  async countInsurancesByType(id: number) {
    await this.organizationById(id);
    return this.reader.countInsurancesByType(id);
  }

  async prestadores(): Promise<OrganizationDto[]> {
    return this.organizationsOfType('CLINICA');
  }

  /** Coverage organizations (clinics) grouped by country: GET api/coverageOrganization/country. */
  async coverageOrganizationsByCountry(country?: string) {
    const snapshot = await this.compare.current();
    const clinics = snapshot.organizationList.filter((o) => o.organizationType === 'CLINICA');
    const countries = await this.reader.countries();
    const wanted = country
      ? countries.filter(
          (c) =>
            c.code.toLowerCase() === country.toLowerCase() ||
            c.name === country.toLowerCase() ||
            String(c.id) === country,
        )
      : countries;
    if (country && wanted.length === 0) throw new CatalogueNotFoundError(`No existe el país ${country}.`);
    return wanted.map((c) => ({
      country: { id: c.id, code: c.code, name: c.name, displayName: c.displayName },
      coverageOrganizations: clinics.filter((o) => o.countryCode === c.code).map((o) => organizationDto(o)),
    }));
  }

  countries() {
    return this.reader.countries();
  }

  async countryStates(country?: string) {
    if (!country) return this.reader.countryStates(null);
    const countries = await this.reader.countries();
    const found = countries.find(
      (c) =>
        String(c.id) === country || c.code.toLowerCase() === country.toLowerCase() || c.name === country.toLowerCase(),
    );
    if (!found) throw new CatalogueNotFoundError(`No existe el país ${country}.`);
    return this.reader.countryStates(found.id);
  }

  async workSectorTypes(country?: string) {
    if (!country) return this.reader.workSectorTypes(null);
    const countries = await this.reader.countries();
    const found = countries.find(
      (c) =>
        String(c.id) === country || c.code.toLowerCase() === country.toLowerCase() || c.name === country.toLowerCase(),
    );
    if (!found) throw new CatalogueNotFoundError(`No existe el país ${country}.`);
    return this.reader.workSectorTypes(found.id);
  }

  async insuranceTypes() {
    const snapshot = await this.compare.current();
    return snapshot.typeList.map((t) => ({
      id: t.id,
      name: t.name,
      displayName: t.displayName,
      urlSegment: t.urlSegment,
      description: t.description,
      tooltip: t.tooltip,
      showcaseOnly: t.showcaseOnly,
      upperType: { name: t.upperType.name, displayName: t.upperType.displayName },
    }));
  }

  // ---- comparators ---------------------------------------------------------------------------------------

  private comparatorDto(snapshot: CatalogueSnapshot, c: ComparatorRow, now: Date) {
    return {
      id: c.id,
      name: c.name,
      baseUrl: c.baseUrl,
      title: c.title,
      description: c.description,
      productType: c.productType,
      upperTypes: c.upperTypes,
      insuranceTypes: c.insuranceTypes,
      organizationTypes: c.organizationTypes,
      featuresFilter: c.featuresFilter,
      isShowcase: c.isShowcase,
      event: c.event
        ? { ...c.event, active: c.event.show && new Date(c.event.finish) >= now && new Date(c.event.start) <= now }
        : null,
      features: c.featureIds
        .map((id) => snapshot.features.get(id))
        .filter((f) => !!f)
        .map((f) => ({
          id: f!.id,
          name: f!.code,
          displayName: f!.displayName,
          icon: f!.icon,
          description: f!.description,
        })),
    };
  }

  async comparators(now: Date) {
    const snapshot = await this.compare.current();
    return snapshot.comparators.map((c) => this.comparatorDto(snapshot, c, now));
  }

  async comparator(key: string, now: Date) {
    const snapshot = await this.compare.current();
    const k = key.toLowerCase();
    const found = snapshot.comparators.find((c) => String(c.id) === k || c.baseUrl.toLowerCase() === k);
    if (!found) throw new CatalogueNotFoundError(`No existe el comparador ${key}.`);
    return this.comparatorDto(snapshot, found, now);
  }

  /** Showcases with their product cards (reference prices). */
  async showcases(comparatorKey?: string) {
    const snapshot = await this.compare.current();
    const comparators = comparatorKey
      ? snapshot.comparators.filter(
          (c) => String(c.id) === comparatorKey || c.baseUrl.toLowerCase() === comparatorKey.toLowerCase(),
        )
      : snapshot.comparators;
    if (comparatorKey && comparators.length === 0)
      throw new CatalogueNotFoundError(`No existe el comparador ${comparatorKey}.`);
    const result = [];
    for (const c of comparators) {
      for (const s of c.showcases) {
        result.push({
          id: s.id,
          comparatorId: c.id,
          comparator: c.baseUrl,
          name: s.name,
          title: s.title,
          products: await this.compare.cardsByIds(s.productIds, null),
        });
      }
    }
    return result;
  }

  /** A comparator's feature list (used as filter when featuresFilter is on). */
  async comparatorFeatures(key: string, now: Date) {
    return (await this.comparator(key, now)).features;
  }

  /** Benefits (coverage tags and benefits) a comparator's products use. */
  async comparatorBenefits(key: string, now: Date) {
    const comparator = await this.comparator(key, now);
    const snapshot = await this.compare.current();
    const upper = new Set(comparator.upperTypes);
    const types = snapshot.typeList.filter((t) => upper.size === 0 || upper.has(t.upperType.name)).map((t) => t.id);
    void types;
    return { comparator: comparator.baseUrl, features: comparator.features };
  }

  /** Errors for an unknown organization type in a compare request (shared with the HTTP schema). */
  static assertOrganizationTypes(values: readonly string[]): OrganizationType[] {
    return values.map((value) => {
      const type = parseOrganizationType(value);
      if (!type)
        throw new CatalogueBadRequestError(
          `Tipo de organización desconocido: ${value}. Usa ASEGURADORA, ISAPRE o CLINICA.`,
        );
      return type;
    });
  }
}
