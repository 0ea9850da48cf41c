import type { PartnerConfig } from './partner-config.js';

/**
 * A partner (spec 02 §1, §3): a clinic, broker or employer that shows the comparator as its own on
 * `{code}.{domain}` or inside a frame on its site. `embedType` 'partner' is the spec 02 §5 partner-type rule:
 * its frames also need an encoded profile carrying a referido.
 */
export const EMBED_TYPES = ['standard', 'partner'] as const;
export type EmbedType = (typeof EMBED_TYPES)[number];

export interface Partner {
  id: number;
  code: string;
  name: string;
  active: boolean;
  embedType: EmbedType;
  /** IFRAME_AUTH: the token a partner's frame URL carries (spec 02 §5). */
  iframeToken: string;
  config: PartnerConfig;
  /** Back-office users (role ADMIN_PARTNER) who manage this partner. */
  adminUserIds: number[];
  sample: boolean;
  createdAt: string;
  updatedAt: string;
}

/** What the site may know of a partner: never its back-office users. */
export interface PublicPartner {
  code: string;
  name: string;
  embedType: EmbedType;
  config: PartnerConfig;
}

export const publicPartner = (partner: Partner): PublicPartner => ({
  code: partner.code,
  name: partner.name,
  embedType: partner.embedType,
  config: partner.config,
});

/**
 * Which partners a back-office user sees (spec 03 §6, issue 14): whoever may create partners sees them all;
 * anyone else (ADMIN_PARTNER) only the partners they are linked to.
 */
export type PartnerScope = { all: true } | { all: false; userId: number };

export function partnerScopeOf(user: { id: number; permissions: readonly string[] }): PartnerScope {
  return user.permissions.includes('partner:create') ? { all: true } : { all: false, userId: user.id };
}

export function inScope(scope: PartnerScope, partner: Pick<Partner, 'adminUserIds'>): boolean {
  return scope.all || partner.adminUserIds.includes(scope.userId);
}

/** The copy-paste snippet a partner puts on its site to embed the comparator (spec 02 §5). */
export function embedSnippet(siteUrl: string, partner: Pick<Partner, 'iframeToken' | 'config'>): string {
  const src = `${siteUrl.replace(/\/+$/, '')}${partner.config.redirects.defaultPath}?IFRAME_AUTH=${encodeURIComponent(partner.iframeToken)}`;
  return `<iframe src="${src}" title="Comparador de seguros" style="width:100%;min-height:900px;border:0" loading="lazy"></iframe>`;
}
