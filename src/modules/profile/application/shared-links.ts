import { randomBytes } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import {
  allowedShareHosts,
  isAllowedShareUrl,
  sharedLinkCodeOf,
  sharedLinkPath,
  sitePathOf,
  type SharedLinkKind,
} from '../domain/shared-link.js';
import { SHARED_LINKS } from '../shared-link-tokens.js';
import type { SharedLink, SharedLinkSettings, SharedLinkStore } from './shared-link-ports.js';

const FOREIGN_URL = 'Solo se pueden compartir direcciones de este sitio.';
const notFound = () => new AppError('NOT_FOUND', 'El enlace compartido no existe o ya no está disponible.');

/** Creates, updates and opens share links; the stored URL is always a path on this site. */
@injectable()
export class SharedLinks {
  constructor(
    @inject(SHARED_LINKS.Store) private readonly store: SharedLinkStore,
    @inject(SHARED_LINKS.Settings) private readonly settings: SharedLinkSettings,
  ) {}

  private checkUrl(url: string): string {
    if (!isAllowedShareUrl(url, allowedShareHosts(this.settings.publicUrl))) {
      throw new AppError('BAD_REQUEST', FOREIGN_URL, { errors: { url: FOREIGN_URL } });
    }
    return sitePathOf(url);
  }

  /** The public address of a code, on PUBLIC_URL. */
  addressOf(code: string): string {
    return new URL(sharedLinkPath(code), this.settings.publicUrl).toString();
  }

  async create(kind: SharedLinkKind, url: string, profile: Record<string, unknown> | null): Promise<SharedLink> {
    const path = this.checkUrl(url);
    for (let attempt = 0; attempt < 5; attempt++) {
      const code = randomBytes(6).toString('base64url');
      if (await this.store.insert({ code, kind, url: path, profile })) {
        return { code, kind, url: path, profile, createdAt: new Date().toISOString() };
      }
    }
    throw new AppError('SERVICE_UNAVAILABLE', 'No se pudo crear el enlace. Intenta nuevamente.');
  }

  async update(link: string, changes: { url?: string; profile?: Record<string, unknown> | null }): Promise<SharedLink> {
    const code = sharedLinkCodeOf(link);
    if (!code) throw notFound();
    const updated = await this.store.update(code, {
      ...(changes.url !== undefined ? { url: this.checkUrl(changes.url) } : {}),
      ...(changes.profile !== undefined ? { profile: changes.profile } : {}),
    });
    if (!updated) throw notFound();
    return updated;
  }

  async open(link: string, kind?: SharedLinkKind): Promise<SharedLink> {
    const code = sharedLinkCodeOf(link);
    const found = code ? await this.store.find(code) : null;
    if (!found || (kind && found.kind !== kind)) throw notFound();
    return found;
  }
}
