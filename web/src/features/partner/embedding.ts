import {
  embeddingDecision,
  IFRAME_AUTH_PARAM,
  originOf,
  PROFILE_PARAM,
  UNAUTHORIZED_EMBEDDING,
  type EmbeddingDecision,
} from '@domain/partners/domain/embedding';
import type { EmbedType } from '@domain/partners/domain/partner';
import { FRAME_AUTH_ELEMENT, type FrameAuth } from '@domain/partners/domain/page-data';
import { ApiError, apiGet } from '../../lib/api-client';

const TOKEN_KEY = 'iframe-auth';
const PROFILE_KEY = 'iframe-profile';

/**
 * The frame's IFRAME_AUTH and encoded profile: from the URL, kept for the frame's session so the visitor's
 * navigation inside the frame (which drops the query) keeps them.
 */
function frameParams(): { token: string | null; profile: string | null } {
  const params = new URLSearchParams(window.location.search);
  const keep = (param: string, key: string) => {
    const value = params.get(param);
    try {
      if (value !== null) sessionStorage.setItem(key, value);
      return value ?? sessionStorage.getItem(key);
    } catch {
      return value;
    }
  };
  const token = keep(IFRAME_AUTH_PARAM, TOKEN_KEY);
  if (token !== null) return { token, profile: keep(PROFILE_PARAM, PROFILE_KEY) };
  // A full load without the query (reload, a payment provider's return): the server's copy from its cookie.
  const fromServer = serverFrameAuth();
  return fromServer ?? { token: null, profile: keep(PROFILE_PARAM, PROFILE_KEY) };
}

function serverFrameAuth(): FrameAuth | null {
  const text = document.getElementById(FRAME_AUTH_ELEMENT)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<FrameAuth>;
    return typeof value.token === 'string' ? { token: value.token, profile: value.profile ?? null } : null;
  } catch {
    return null;
  }
}

/** The page that embeds this frame: ancestorOrigins (Chromium, WebKit), else the referrer. */
function embedderOrigin(): string | null {
  const ancestors = (window.location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  if (ancestors && ancestors.length > 0) return originOf(ancestors.item(0));
  return originOf(document.referrer);
}

interface TokenAnswer {
  partner: string;
  embedType: EmbedType;
  allowedUrls: string[];
}

/**
 * spec 02 §5 in the browser: the frame's token is checked with GET api/integration/iframe-token, then the
 * same rule as the server's decides (partner of the host, embedding page, partner-type referido). An
 * unauthorized frame logs the spec's warning.
 */
export async function checkEmbedding(sitePartnerCode: string | null): Promise<EmbeddingDecision> {
  const { token, profile } = frameParams();
  let tokenPartner: TokenAnswer | null = null;
  if (token) {
    try {
      tokenPartner = (
        await apiGet<{ data: TokenAnswer }>(`/api/integration/iframe-token?token=${encodeURIComponent(token)}`, {
          retries: 0,
        })
      ).data;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
    }
  }
  const decision = embeddingDecision({
    token,
    tokenPartner: tokenPartner
      ? { code: tokenPartner.partner, embedType: tokenPartner.embedType, allowedUrls: tokenPartner.allowedUrls }
      : null,
    sitePartnerCode,
    embedderOrigin: embedderOrigin(),
    encodedProfile: profile,
    siteOrigin: window.location.origin,
  });
  if (!decision.allowed) console.warn(UNAUTHORIZED_EMBEDDING, decision.reason);
  return decision;
}
