import type { EmbedType } from './partner.js';

/**
 * Who may show the comparator inside a frame (spec 02 §5 "Embedding access", §8): the frame's URL carries
 * the partner's IFRAME_AUTH token; a partner-type partner's frame also carries an encoded profile with a
 * referido; and the page that embeds must be one of the partner's authorized URLs (denyAccess on, as
 * issue 14 asks). Anything else is unauthorized: the page stays blank and the spec's warning is logged.
 * Pure: the server (first page load) and the site (in the browser) decide with the same rule.
 */
export const UNAUTHORIZED_EMBEDDING = 'Acceso presuntamente no autorizado';
export const IFRAME_AUTH_PARAM = 'IFRAME_AUTH';
export const PROFILE_PARAM = 'profile';

export type EmbeddingDenial = 'no-token' | 'unknown-token' | 'other-partner' | 'origin' | 'no-referido';
export type EmbeddingDecision = { allowed: true } | { allowed: false; reason: EmbeddingDenial };

export interface EmbeddingCheck {
  /** The IFRAME_AUTH value of the frame's URL (empty or null: none). */
  token: string | null;
  /** The active partner the token belongs to, or null when it names none. */
  tokenPartner: { code: string; embedType: EmbedType; allowedUrls: readonly string[] } | null;
  /** The partner of the frame's host (its sub-domain), or null on the main site. */
  sitePartnerCode: string | null;
  /** The origin of the page that embeds, when known (ancestorOrigins, Referer); null skips the check. */
  embedderOrigin: string | null;
  /** The frame's encoded profile parameter (partner-type rule). */
  encodedProfile: string | null;
  /** The origin of the site itself: a frame navigating inside itself is its own embedder. */
  siteOrigin?: string | null;
}

export function embeddingDecision(check: EmbeddingCheck): EmbeddingDecision {
  if (!check.token?.trim()) return { allowed: false, reason: 'no-token' };
  const partner = check.tokenPartner;
  if (!partner) return { allowed: false, reason: 'unknown-token' };
  if (check.sitePartnerCode !== null && check.sitePartnerCode !== partner.code) {
    return { allowed: false, reason: 'other-partner' };
  }
  const origin = check.embedderOrigin;
  if (origin !== null && origin !== check.siteOrigin && !partner.allowedUrls.includes(origin)) {
    return { allowed: false, reason: 'origin' };
  }
  if (partner.embedType === 'partner' && referidoOf(decodeProfileParam(check.encodedProfile)) === null) {
    return { allowed: false, reason: 'no-referido' };
  }
  return { allowed: true };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseObject(text: string): Json | null {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}

/** base64 or base64url (padding optional) to UTF-8 text; null when it is not base64. */
function fromBase64(text: string): string | null {
  const normal = text.replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(normal)) return null;
  try {
    const binary = atob(normal.padEnd(Math.ceil(normal.length / 4) * 4, '='));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/**
 * The encoded profile a frame or a shared search link carries (spec 03 §2 "profile (encoded)"): base64 or
 * base64url of the profile's JSON, or the JSON itself (URI-decoded). Null when absent or unreadable.
 */
export function decodeProfileParam(value: string | null | undefined): Json | null {
  const text = value?.trim();
  if (!text || text.length > 20_000) return null;
  if (text.startsWith('{')) return parseObject(text);
  const decoded = fromBase64(text);
  return decoded === null ? null : parseObject(decoded);
}

/** The inverse of decodeProfileParam (base64url of the JSON), for partners building frame URLs. */
export function encodeProfileParam(profile: Json): string {
  const bytes = new TextEncoder().encode(JSON.stringify(profile));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The profile's referido (spec 03 §3 Profile): a non-blank text, or an object with an e-mail or a name. */
export function referidoOf(profile: Json | null): string | null {
  const referido = profile?.referido;
  if (typeof referido === 'string') return referido.trim() || null;
  if (isObject(referido)) {
    for (const key of ['email', 'name', 'nombre']) {
      const value = referido[key];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
  }
  return null;
}

/** The origin of a URL, or null for anything that is not an absolute http(s) URL. */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
