import type { SharedLinkKind } from '../domain/shared-link.js';

export interface SharedLink {
  code: string;
  kind: SharedLinkKind;
  url: string;
  profile: Record<string, unknown> | null;
  createdAt: string;
}

export interface SharedLinkStore {
  /** False when the code is taken (the caller draws another). */
  insert(link: Omit<SharedLink, 'createdAt'>): Promise<boolean>;
  update(code: string, changes: { url?: string; profile?: Record<string, unknown> | null }): Promise<SharedLink | null>;
  find(code: string): Promise<SharedLink | null>;
}

export interface SharedLinkSettings {
  publicUrl: string;
}
