import { inject, injectable } from 'inversify';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { resolveHost } from '../domain/host.js';
import type { Partner } from '../domain/partner.js';
import { PARTNERS } from '../tokens.js';
import type { PartnerRepository, PartnersSettings } from './ports.js';

/** How long a process trusts its copy of the active partners (another process may have edited one). */
export const PARTNER_CACHE_MS = 30_000;

/**
 * The partner a request's Host names (spec 02 §4 "Sub-domain state"), or null on the main site and for
 * unknown or inactive sub-domains. Every request asks, so the active partners are held in memory per
 * process and reloaded at most every 30 seconds (DESIGN.md: caches are per process and expire); a change
 * made by this process is seen at once.
 */
@injectable()
export class ResolvePartnerSite {
  private byCode: Map<string, Partner> | null = null;
  private loadedAt = 0;
  private loading: Promise<Map<string, Partner>> | null = null;

  constructor(
    @inject(PARTNERS.PartnerRepository) private readonly partners: PartnerRepository,
    @inject(PARTNERS.Settings) private readonly settings: PartnersSettings,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  /** Forgets the cached partners (this process just changed one). */
  invalidate(): void {
    this.byCode = null;
    this.loading = null;
  }

  /** The sub-domain a host names, without looking the partner up (null on the main site). */
  subdomainOf(host: string | undefined): string | null {
    const site = resolveHost(host, this.settings.baseDomains);
    return site.kind === 'partner' ? site.subdomain : null;
  }

  async byHost(host: string | undefined): Promise<Partner | null> {
    const subdomain = this.subdomainOf(host);
    return subdomain === null ? null : this.byCodeOf(subdomain);
  }

  async byCodeOf(code: string): Promise<Partner | null> {
    const partners = await this.active();
    return partners.get(code.toLowerCase()) ?? null;
  }

  /** The active partner an IFRAME_AUTH token belongs to (from the same cache), or null. */
  async byIframeToken(token: string): Promise<Partner | null> {
    if (!token) return null;
    for (const partner of (await this.active()).values()) if (partner.iframeToken === token) return partner;
    return null;
  }

  private async active(): Promise<Map<string, Partner>> {
    const now = this.clock.now().getTime();
    if (this.byCode && now - this.loadedAt < PARTNER_CACHE_MS) return this.byCode;
    if (!this.loading) {
      const loading = this.partners.listActive().then(
        (rows) => {
          if (this.loading === loading) {
            this.byCode = new Map(rows.map((p) => [p.code, p]));
            this.loadedAt = now;
            this.loading = null;
          }
          return new Map(rows.map((p) => [p.code, p]));
        },
        (error: unknown) => {
          if (this.loading === loading) this.loading = null;
          throw error;
        },
      );
      this.loading = loading;
    }
    return this.loading;
  }
}
