import type { EmbedType, Partner, PartnerScope } from '../domain/partner.js';
import type { PartnerConfig } from '../domain/partner-config.js';
import type { ConversionKind, VariantFigures } from '../domain/conversions.js';
import type { FlagDefinition } from '../domain/feature-flags.js';

export interface PartnerInput {
  code: string;
  name: string;
  active: boolean;
  embedType: EmbedType;
  config: PartnerConfig;
  adminUserIds: number[];
}

export interface PartnerListQuery {
  offset: number;
  limit: number;
  sort: { field: 'id' | 'code' | 'name' | 'active' | 'updatedAt'; order: 'ASC' | 'DESC' };
  q?: string;
  active?: boolean;
}

/** The partners table (sequelize adapter). */
export interface PartnerRepository {
  list(query: PartnerListQuery, scope: PartnerScope): Promise<{ rows: Partner[]; total: number }>;
  get(id: number): Promise<Partner | null>;
  /** Every active partner: the site's host lookup keeps them in memory for a short while. */
  listActive(): Promise<Partner[]>;
  findByIframeToken(token: string): Promise<Partner | null>;
  /** Throws PartnerCodeTakenError when the code is already used. */
  create(input: PartnerInput, iframeToken: string, sample?: boolean): Promise<Partner>;
  update(id: number, input: PartnerInput): Promise<Partner | null>;
}

export interface IntegrationForm {
  hash: string;
  partnerCode: string | null;
  data: Record<string, unknown>;
  createdAt: string;
}

/** Forms posted by partners' sites through /api/integration/form (spec 03 §7). */
export interface IntegrationFormStore {
  save(hash: string, partnerId: number | null, data: Record<string, unknown>): Promise<void>;
  find(hash: string): Promise<IntegrationForm | null>;
}

/** Cleans partner-hosted HTML (header and footer) before it is stored. */
export interface HtmlSanitizer {
  sanitize(html: string): string;
}

/** Random, URL-safe secrets (embedding tokens, form hashes). */
export interface TokenGenerator {
  token(bytes: number): string;
}

export interface PartnersSettings {
  /** Base domains whose one-label sub-domains are partners (`*.localhost` always is). */
  baseDomains: string[];
  /** The site's public address, for the embed snippet. */
  publicUrl: string;
}

/**
 * The FeatureFlags port (spec 02 §7): the flag service's definitions. Bound by configuration to the database
 * (default, edited in the back-office) or to a self-hosted GrowthBook.
 */
export interface FeatureFlags {
  definitions(): Promise<FlagDefinition[]>;
}

/** The database's flags, which the back-office edits (the default FeatureFlags adapter reads them too). */
export interface FeatureFlagStore {
  list(): Promise<StoredFlag[]>;
  get(key: string): Promise<StoredFlag | null>;
  /** Inserts or replaces a flag. */
  save(flag: FlagDefinition): Promise<StoredFlag>;
}

export interface StoredFlag extends FlagDefinition {
  updatedAt: string;
}

export interface Exposure {
  experiment: string;
  variant: string;
}

export interface ConversionInput {
  kind: ConversionKind;
  /** The lead's or sale's id. */
  reference: string;
  visitorId: string | null;
  partnerCode: string | null;
  /** The variants the visitor saw (experiment -> variant). */
  variants: Record<string, string>;
  internal: boolean;
}

/** Exposures and conversions (sequelize adapter). */
export interface ExperimentStore {
  /** Records each exposure once per visitor and variant (a repeat only moves its last-seen time). */
  recordExposures(
    visitorId: string,
    exposures: Exposure[],
    context: { partnerCode: string | null; internal: boolean },
    now: Date,
  ): Promise<void>;
  /** The variants a visitor was exposed to since a date (the latest per experiment). */
  exposuresOf(visitorId: string, since: Date): Promise<Record<string, string>>;
  /** False when that lead or sale was already recorded. */
  recordConversion(conversion: ConversionInput, now: Date): Promise<boolean>;
  /** Marks a recorded sale completed (idempotent); false when the sale was not recorded as a conversion. */
  completeSale(saleId: string, completedAt: Date, transaction?: unknown): Promise<boolean>;
  /** Distinct visitors seen since a date (their exposures' last-seen time), internal traffic left out. */
  activeVisitors(since: Date): Promise<number>;
  /** Counts per experiment and variant, internal traffic left out; only these partners' when given. */
  figures(filter: { partnerCodes: string[] | null }): Promise<VariantFigures[]>;
  conversionOf(
    kind: ConversionKind,
    reference: string,
  ): Promise<(ConversionInput & { completedAt: string | null }) | null>;
}
