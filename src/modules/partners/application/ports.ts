import type { EmbedType, Partner, PartnerScope } from '../domain/partner.js';
import type { PartnerConfig } from '../domain/partner-config.js';

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
