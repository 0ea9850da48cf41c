import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import type { Logger } from '../../../platform/logger.js';
import { PRICING, type PricingService } from '../../pricing/index.js';
import { findComparator, findCountry, findOrganization, findType } from '../domain/catalogue-keys.js';
import { CATALOGUE } from '../tokens.js';
import { ProductIndexBuilder, warmSortedLists, type ProductIndex } from './compare-index.js';
import type { CatalogueReader } from './ports.js';
import type { ComparatorRow } from '../domain/comparator.js';
import type { InsuranceTypeRow } from '../domain/insurance-type.js';
import type { OrganizationRow } from '../domain/organization.js';
import type { FeatureRow } from '../domain/product.js';
import type { CountryRow } from '../domain/reference-data.js';

const isId = (value: string | number): boolean => typeof value === 'number' || /^\d+$/.test(value.trim());

/** Lookups remembered per snapshot (it never changes); a bounded memo, so odd keys cannot grow it forever. */
const MEMO_MAX = 2_000;
function memo<T>(cache: Map<string, T | null>, key: string, find: () => T | null): T | null {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const found = find();
  if (cache.size >= MEMO_MAX) cache.clear();
  cache.set(key, found);
  return found;
}

/**
 * Everything the read side needs, loaded once per catalogue version: organizations, insurance types,
 * features, comparators, countries and the comparison index. Loose keys (an id, a code, a URL segment or a
 * display name, spec 02 §2.4) are looked up here, through the one rule of domain/catalogue-keys.ts.
 */
export class CatalogueSnapshot {
  readonly organizations: Map<number, OrganizationRow>;
  readonly types: Map<number, InsuranceTypeRow>;
  readonly features: Map<number, FeatureRow>;
  readonly featureByCode: Map<string, FeatureRow>;
  /** Rises with every snapshot this process builds (the card cache starts again on a newer one). */
  readonly generation: number;
  private readonly memos = {
    type: new Map<string, InsuranceTypeRow | null>(),
    organization: new Map<string, OrganizationRow | null>(),
    country: new Map<string, CountryRow | null>(),
    comparator: new Map<string, ComparatorRow | null>(),
  };

  constructor(
    readonly version: number,
    readonly sample: boolean,
    readonly builtAt: number,
    readonly organizationList: OrganizationRow[],
    readonly typeList: InsuranceTypeRow[],
    featureList: FeatureRow[],
    readonly comparators: ComparatorRow[],
    readonly countries: CountryRow[],
    readonly index: ProductIndex,
    generation = 0,
  ) {
    this.organizations = new Map(organizationList.map((o) => [o.id, o]));
    this.types = new Map(typeList.map((t) => [t.id, t]));
    this.features = new Map(featureList.map((f) => [f.id, f]));
    this.featureByCode = new Map(featureList.map((f) => [f.code, f]));
    this.generation = generation;
  }

  /** An insurance type by id, name, URL segment or display name. */
  findType(key: string | number): InsuranceTypeRow | null {
    if (isId(key)) return this.types.get(Number(key)) ?? null;
    return memo(this.memos.type, String(key), () => findType(this.typeList, key));
  }

  /** An organization by id, code, URL segment or display name; only of `type` when given. */
  findOrganization(key: string | number, type?: string | null): OrganizationRow | null {
    if (isId(key)) {
      const found = this.organizations.get(Number(key)) ?? null;
      return found && (!type || found.organizationType === type) ? found : null;
    }
    return memo(this.memos.organization, `${type ?? ''}\u0000${key}`, () =>
      findOrganization(this.organizationList, key, type),
    );
  }

  /** A country by id, ISO code ('CL'), name ('chile') or display name ('Chile'). */
  findCountry(key: string | number): CountryRow | null {
    return memo(this.memos.country, String(key), () => findCountry(this.countries, key));
  }

  /** A comparator by id, base URL ('Seguros-de-Salud') or name. */
  findComparator(key: string | number): ComparatorRow | null {
    return memo(this.memos.comparator, String(key), () => findComparator(this.comparators, key));
  }
}

/** How often a process checks whether another process changed the catalogue. */
const VERSION_CHECK_MS = 5_000;
/** Index rows per keyset page (issue 31: a page of row objects alive at a time, not a million). */
const INDEX_PAGE = 20_000;

/**
 * The per-process catalogue snapshot: built on first use, rebuilt in the background when another process
 * moves the catalogue version (checked at most every VERSION_CHECK_MS), forgotten when this process
 * changes the catalogue (invalidate).
 */
@injectable()
export class CatalogueSnapshots {
  private snapshot: CatalogueSnapshot | null = null;
  private building: Promise<CatalogueSnapshot> | null = null;
  private lastCheck = 0;
  private checking = false;
  private generation = 0;

  constructor(
    @inject(CATALOGUE.Reader) private readonly reader: CatalogueReader,
    @inject(PRICING.Pricing) private readonly pricing: PricingService,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
    @inject(PLATFORM.Logger) private readonly logger: Logger,
  ) {}

  /** Forgets the snapshot (this process just changed the catalogue). */
  invalidate(): void {
    this.snapshot = null;
    this.building = null;
  }

  /** The current snapshot; builds it on first use, and rebuilds in the background when the version moves. */
  async current(): Promise<CatalogueSnapshot> {
    const snapshot = this.snapshot;
    if (!snapshot) return this.build();
    const now = this.clock.now().getTime();
    if (now - this.lastCheck > VERSION_CHECK_MS && !this.checking) {
      this.lastCheck = now;
      this.checking = true;
      this.reader
        .version()
        .then(async ({ version }) => {
          if (version !== snapshot.version) {
            this.pricing.invalidate();
            await this.build(true);
          }
        })
        .catch((error: unknown) => this.logger.warn({ err: error }, 'No se pudo revisar la versión del catálogo'))
        .finally(() => {
          this.checking = false;
        });
    }
    return snapshot;
  }

  private build(force = false): Promise<CatalogueSnapshot> {
    if (this.building && !force) return this.building;
    const started = this.clock.now().getTime();
    const building = (async () => {
      const [state, organizationList, typeList, featureList, comparators, countries] = await Promise.all([
        this.reader.version(),
        this.reader.organizations(),
        this.reader.insuranceTypes(),
        this.reader.features(),
        this.reader.comparators(),
        this.reader.countries(),
      ]);
      // Products and matrices by keyset pages, one after the other (their transients never add up).
      const builder = new ProductIndexBuilder(new Map(organizationList.map((o) => [o.id, o])));
      let products = 0;
      // The next page is asked for before this one is added: PostgreSQL reads and sends it meanwhile.
      for (let next = this.reader.indexRowsAfter(0, INDEX_PAGE); ;) {
        const page = await next;
        if (page.length === INDEX_PAGE) next = this.reader.indexRowsAfter(page[page.length - 1]!.id, INDEX_PAGE);
        builder.add(page);
        products += page.length;
        if (page.length < INDEX_PAGE) break;
      }
      const index = builder.build(await this.pricing.loadMatrixIndex());
      const built = new CatalogueSnapshot(
        state.version,
        state.sample,
        this.clock.now().getTime(),
        organizationList,
        typeList,
        featureList,
        comparators,
        countries,
        index,
        (this.generation += 1),
      );
      this.logger.info(
        { products, version: state.version, ms: this.clock.now().getTime() - started },
        'Índice de comparación cargado',
      );
      return built;
    })();
    this.building = building;
    return building.then(
      (snapshot) => {
        if (this.building === building) {
          this.snapshot = snapshot;
          this.building = null;
          this.warm(snapshot);
        }
        return snapshot;
      },
      (error: unknown) => {
        if (this.building === building) this.building = null;
        throw error;
      },
    );
  }

  /** Prebuilds the price lists of every slot in the background (seconds at 100,000 products). */
  private warm(snapshot: CatalogueSnapshot): void {
    const started = this.clock.now().getTime();
    this.pricing
      .currentRates()
      .then((rates) => warmSortedLists(snapshot.index, rates.rates, () => this.snapshot === snapshot))
      .then((lists) =>
        this.logger.debug({ lists, ms: this.clock.now().getTime() - started }, 'Listas de precios preparadas'),
      )
      .catch((error: unknown) => this.logger.warn({ err: error }, 'No se pudieron preparar las listas de precios'));
  }
}
